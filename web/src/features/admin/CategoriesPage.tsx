import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { graphql } from '../../gql';
import { toast } from '../../lib/toast';
import { Button, LoadError, Spinner, TextField } from '../../ui';
import { errorMessage } from './admin-errors';
import { AdminCategoriesQuery } from './admin-catalog-operations';
import { AdminPage } from './AdminPage';
import styles from './admin-categories.module.css';

const CreateCategory = graphql(`
  mutation AdminCreateCategory($name: String!) {
    adminCreateCategory(name: $name) {
      ...AdminCategoryPayloadFields
    }
  }
`);
const RenameCategory = graphql(`
  mutation AdminRenameCategory($name: String!, $newName: String!) {
    adminRenameCategory(name: $name, newName: $newName) {
      ...AdminCategoryPayloadFields
    }
  }
`);
const DeleteCategory = graphql(`
  mutation AdminDeleteCategory($name: String!) {
    adminDeleteCategory(name: $name) {
      ...AdminCategoryPayloadFields
    }
  }
`);
const CreateSubCategory = graphql(`
  mutation AdminCreateSubCategory($category: String!, $name: String!) {
    adminCreateSubCategory(category: $category, name: $name) {
      ...AdminCategoryPayloadFields
    }
  }
`);
const RenameSubCategory = graphql(`
  mutation AdminRenameSubCategory($category: String!, $name: String!, $newName: String!) {
    adminRenameSubCategory(category: $category, name: $name, newName: $newName) {
      ...AdminCategoryPayloadFields
    }
  }
`);
const DeleteSubCategory = graphql(`
  mutation AdminDeleteSubCategory($category: String!, $name: String!) {
    adminDeleteSubCategory(category: $category, name: $name) {
      ...AdminCategoryPayloadFields
    }
  }
`);

interface Payload {
  productsUpdated: number;
  userErrors: readonly { message: string }[];
}

/** Runs a category change; answers its first problem's message, or null when it went through. */
async function runChange(
  run: () => Promise<Payload | undefined>,
  done: (payload: Payload) => string,
): Promise<string | null> {
  try {
    const payload = await run();
    const problem = payload?.userErrors[0]?.message ?? (payload ? null : 'The change failed.');
    if (problem) return problem;
    toast.success(done(payload!));
    return null;
  } catch (failure) {
    return errorMessage(failure);
  }
}

/** /admin/categories: categories and subcategories: create, rename (products follow), delete when empty. */
export default function CategoriesPage() {
  const { data, loading, error, refetch } = useQuery(AdminCategoriesQuery, { fetchPolicy: 'cache-and-network' });
  const refetchQueries = [AdminCategoriesQuery];
  const [createCategory] = useMutation(CreateCategory, { refetchQueries });
  const [renameCategory] = useMutation(RenameCategory, { refetchQueries });
  const [deleteCategory] = useMutation(DeleteCategory, { refetchQueries });
  const [createSub] = useMutation(CreateSubCategory, { refetchQueries });
  const [renameSub] = useMutation(RenameSubCategory, { refetchQueries });
  const [deleteSub] = useMutation(DeleteSubCategory, { refetchQueries });
  const categories = data?.adminCategories;

  return (
    <AdminPage
      title="Categories"
      intro="Renaming moves every product along. A category or subcategory can be deleted once no product uses it."
    >
      <NameForm
        label="New category"
        action="Add category"
        onSubmit={(name) =>
          runChange(
            async () => (await createCategory({ variables: { name } })).data?.adminCreateCategory,
            () => `Added the category ${name}`,
          )
        }
      />
      {!categories && loading && <Spinner centered label="Loading categories" />}
      {!categories && !loading && (
        <LoadError onRetry={() => void refetch()}>
          The categories could not be loaded{error ? `: ${errorMessage(error)}` : '.'}
        </LoadError>
      )}
      {categories && (
        <ul className={styles.list}>
          {categories.map((category) => (
            <li key={category.name} className={styles.category}>
              <Entry
                name={category.name}
                count={category.productCount}
                kind="category"
                onRename={(newName) =>
                  runChange(
                    async () =>
                      (await renameCategory({ variables: { name: category.name, newName } })).data?.adminRenameCategory,
                    (payload) => `Renamed to ${newName}; ${payload.productsUpdated} products moved along`,
                  )
                }
                onDelete={() =>
                  runChange(
                    async () =>
                      (await deleteCategory({ variables: { name: category.name } })).data?.adminDeleteCategory,
                    () => `Deleted the category ${category.name}`,
                  )
                }
              />
              <ul className={styles.subList}>
                {category.subcategories.map((sub) => (
                  <li key={sub.name}>
                    <Entry
                      name={sub.name}
                      count={sub.productCount}
                      kind="subcategory"
                      onRename={(newName) =>
                        runChange(
                          async () =>
                            (await renameSub({ variables: { category: category.name, name: sub.name, newName } })).data
                              ?.adminRenameSubCategory,
                          (payload) => `Renamed to ${newName}; ${payload.productsUpdated} products moved along`,
                        )
                      }
                      onDelete={() =>
                        runChange(
                          async () =>
                            (await deleteSub({ variables: { category: category.name, name: sub.name } })).data
                              ?.adminDeleteSubCategory,
                          () => `Deleted the subcategory ${sub.name}`,
                        )
                      }
                    />
                  </li>
                ))}
                <li>
                  <NameForm
                    label={`New subcategory of ${category.name}`}
                    action="Add subcategory"
                    compact
                    onSubmit={(name) =>
                      runChange(
                        async () =>
                          (await createSub({ variables: { category: category.name, name } })).data
                            ?.adminCreateSubCategory,
                        () => `Added the subcategory ${name}`,
                      )
                    }
                  />
                </li>
              </ul>
            </li>
          ))}
        </ul>
      )}
    </AdminPage>
  );
}

function NameForm({
  label,
  action,
  compact = false,
  onSubmit,
}: {
  label: string;
  action: string;
  compact?: boolean;
  onSubmit: (name: string) => Promise<string | null>;
}) {
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const failure = await onSubmit(name);
    setBusy(false);
    setProblem(failure);
    if (!failure) setName('');
  }
  return (
    <form
      className={compact ? styles.compactForm : styles.nameForm}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <TextField
        label={label}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={problem}
        maxLength={60}
      />
      <Button
        type="submit"
        variant={compact ? 'secondary' : 'primary'}
        size={compact ? 'small' : 'medium'}
        loading={busy}
      >
        {action}
      </Button>
    </form>
  );
}

function Entry({
  name,
  count,
  kind,
  onRename,
  onDelete,
}: {
  name: string;
  count: number;
  kind: 'category' | 'subcategory';
  onRename: (newName: string) => Promise<string | null>;
  onDelete: () => Promise<string | null>;
}) {
  const [renaming, setRenaming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (renaming) {
    return (
      <NameFormInline
        initial={name}
        label={`New name for the ${kind} ${name}`}
        onCancel={() => setRenaming(false)}
        onSubmit={async (newName) => {
          const failure = await onRename(newName);
          if (!failure) setRenaming(false);
          return failure;
        }}
      />
    );
  }
  return (
    <div className={kind === 'category' ? styles.categoryRow : styles.subRow}>
      <span className={styles.name}>{name}</span>
      <span className={styles.count}>
        {count} product{count === 1 ? '' : 's'}
      </span>
      <Button variant="ghost" size="small" onClick={() => setRenaming(true)} aria-label={`Rename the ${kind} ${name}`}>
        Rename
      </Button>
      <Button
        variant="ghost"
        size="small"
        aria-label={`Delete the ${kind} ${name}`}
        onClick={() => {
          if (!window.confirm(`Delete the ${kind} ${name}?`)) return;
          void onDelete().then(setProblem);
        }}
      >
        Delete
      </Button>
      {problem && (
        <span className={styles.problem} role="alert">
          {problem}
        </span>
      )}
    </div>
  );
}

function NameFormInline({
  initial,
  label,
  onCancel,
  onSubmit,
}: {
  initial: string;
  label: string;
  onCancel: () => void;
  onSubmit: (name: string) => Promise<string | null>;
}) {
  const [name, setName] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <form
      className={styles.compactForm}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit(name).then(setProblem);
      }}
      noValidate
    >
      <TextField
        label={label}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={problem}
        maxLength={60}
      />
      <Button type="submit" size="small">
        Save
      </Button>
      <Button variant="ghost" size="small" onClick={onCancel}>
        Cancel
      </Button>
    </form>
  );
}
