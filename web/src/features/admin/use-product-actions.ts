import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';
import type { AdminProductFieldsFragment } from '../../gql/graphql';
import { toast } from '../../lib/toast';
import { errorMessage } from './admin-errors';

const DuplicateProduct = graphql(`
  mutation AdminDuplicateProduct($id: ID!) {
    adminDuplicateProduct(id: $id) {
      ...AdminProductPayloadFields
    }
  }
`);

const SetHidden = graphql(`
  mutation AdminSetProductHidden($id: ID!, $hidden: Boolean!) {
    adminSetProductHidden(id: $id, hidden: $hidden) {
      ...AdminProductPayloadFields
    }
  }
`);

const DeleteProduct = graphql(`
  mutation AdminDeleteProduct($id: ID!) {
    adminDeleteProduct(id: $id) {
      deletedId
      userErrors {
        ...UserError
      }
    }
  }
`);

/** A product row's actions (duplicate, hide or show, delete), each toasting its outcome and then reloading the table. */
export function useProductActions(refetch: () => unknown) {
  const [duplicate] = useMutation(DuplicateProduct);
  const [setHidden] = useMutation(SetHidden);
  const [remove] = useMutation(DeleteProduct);

  async function act(run: () => Promise<string | null>, done: string) {
    try {
      const problem = await run();
      if (problem) toast.error(problem);
      else toast.success(done);
      // The listeners bring the change into the catalog within a second.
      window.setTimeout(() => void refetch(), 700);
    } catch (failure) {
      toast.error(errorMessage(failure));
    }
  }

  return {
    duplicate: (product: AdminProductFieldsFragment) =>
      void act(async () => {
        const answer = await duplicate({ variables: { id: product.id } });
        return answer.data?.adminDuplicateProduct.userErrors[0]?.message ?? null;
      }, `Copied "${product.productName}" (hidden until you show it)`),
    toggleHidden: (product: AdminProductFieldsFragment) =>
      void act(
        async () => {
          const answer = await setHidden({ variables: { id: product.id, hidden: !product.hidden } });
          return answer.data?.adminSetProductHidden.userErrors[0]?.message ?? null;
        },
        product.hidden ? `"${product.productName}" is listed again` : `"${product.productName}" is hidden`,
      ),
    remove: (product: AdminProductFieldsFragment) => {
      if (!window.confirm(`Delete "${product.productName}" for good? Old orders keep their copy.`)) return;
      void act(async () => {
        const answer = await remove({ variables: { id: product.id } });
        return answer.data?.adminDeleteProduct.userErrors[0]?.message ?? null;
      }, `Deleted "${product.productName}"`);
    },
  };
}
