import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { graphql } from '../../gql';
import type { AdminProductFieldsFragment } from '../../gql/graphql';
import { toast } from '../../lib/toast';
import { adminProductUrl } from '../../lib/urls';
import { errorMessage } from './admin-errors';
import { AdminCategoriesQuery } from './admin-catalog-operations';
import { EMPTY_PRODUCT_FORM, formStateOf, inputOf, type ProductFormState } from './product-form';

const CreateProduct = graphql(`
  mutation AdminCreateProduct($input: AdminProductInput!) {
    adminCreateProduct(input: $input) {
      ...AdminProductPayloadFields
    }
  }
`);

const UpdateProduct = graphql(`
  mutation AdminUpdateProduct($id: ID!, $input: AdminProductInput!) {
    adminUpdateProduct(id: $id, input: $input) {
      ...AdminProductPayloadFields
    }
  }
`);

/** Sets one field of the product form. */
export type SetProductField = <K extends keyof ProductFormState>(key: K, value: ProductFormState[K]) => void;

/** The error the server gave for one field (its API path, e.g. `variants[0].name`), or null. */
export type ProductFieldError = (field: string) => string | null;

/** What each section of the product form gets: the draft, its setter and the server's errors. */
export interface ProductSectionProps {
  form: ProductFormState;
  set: SetProductField;
  err: ProductFieldError;
}

/** The product form's draft, the categories to choose from, the server's errors per field, and saving. */
export function useProductForm(product: AdminProductFieldsFragment | null) {
  const navigate = useNavigate();
  const [form, setForm] = useState<ProductFormState>(product ? formStateOf(product) : EMPTY_PRODUCT_FORM);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const categories = useQuery(AdminCategoriesQuery).data?.adminCategories ?? [];
  const [create, creating] = useMutation(CreateProduct);
  const [update, updating] = useMutation(UpdateProduct);

  const set: SetProductField = (key, value) => setForm((current) => ({ ...current, [key]: value }));
  const err: ProductFieldError = (field) => errors[field] ?? null;
  // A new category's subcategories differ, so the choice of subcategory starts again.
  const setCategory = (category: string) => setForm((current) => ({ ...current, category, subCategory: '' }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      const input = inputOf(form);
      const answer = product
        ? (await update({ variables: { id: product.id, input } })).data?.adminUpdateProduct
        : (await create({ variables: { input } })).data?.adminCreateProduct;
      const problems = answer?.userErrors ?? [];
      if (problems.length > 0 || !answer?.product) {
        setErrors(Object.fromEntries(problems.map((problem) => [problem.field ?? 'form', problem.message])));
        toast.error(problems[0]?.message ?? 'The product could not be saved.');
        // The first field at fault comes into view.
        window.setTimeout(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
        return;
      }
      setErrors({});
      toast.success(product ? 'Product saved' : 'Product added');
      if (!product) void navigate(adminProductUrl(answer.product.id), { replace: true });
    } catch (failure) {
      toast.error(errorMessage(failure));
    }
  }

  return {
    form,
    set,
    setCategory,
    err,
    formError: errors['form'],
    categories,
    submit,
    saving: creating.loading || updating.loading,
  };
}
