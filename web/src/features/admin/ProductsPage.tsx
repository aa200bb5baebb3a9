import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { graphql } from '../../gql';
import type { AdminProductFieldsFragment, StockState } from '../../gql/graphql';
import { toast } from '../../lib/toast';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { adminProductUrl } from '../../lib/urls';
import { Badge, Button, buttonClass, LoadError, Spinner } from '../../ui';
import { SelectField } from '../../ui/SelectField';
import { errorMessage } from './admin-errors';
import { AdminCategoriesQuery } from './admin-catalog-documents';
import { AdminPage } from './AdminPage';
import { StockEditor } from './StockEditor';
import { AdminPager } from './AdminPager';
import styles from './admin-table.module.css';

const PAGE_SIZE = 25;

const AdminProductsQuery = graphql(`
  query AdminProducts($filter: AdminProductFilter, $paging: PagingInput) {
    adminProducts(filter: $filter, paging: $paging) {
      items {
        ...AdminProductFields
      }
      totalCount
      pageInfo {
        page
        totalPages
        hasNextPage
        hasPreviousPage
      }
      counts {
        all
        inStock
        low
        soldOut
        limitedOffers
        hidden
      }
    }
  }
`);

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
        message
      }
    }
  }
`);

type View = 'ALL' | StockState | 'LIMITED' | 'HIDDEN';

const VIEWS: { view: View; label: string; count: (c: Counts) => number }[] = [
  { view: 'ALL', label: 'All', count: (c) => c.all },
  { view: 'IN_STOCK', label: 'In stock', count: (c) => c.inStock },
  { view: 'LOW', label: 'Low stock', count: (c) => c.low },
  { view: 'SOLD_OUT', label: 'Sold out', count: (c) => c.soldOut },
  { view: 'LIMITED', label: 'Limited offers', count: (c) => c.limitedOffers },
  { view: 'HIDDEN', label: 'Hidden', count: (c) => c.hidden },
];

interface Counts {
  all: number;
  inStock: number;
  low: number;
  soldOut: number;
  limitedOffers: number;
  hidden: number;
}

function filterOf(view: View, search: string, category: string) {
  return {
    ...(search.trim() ? { search: search.trim() } : {}),
    ...(category ? { category } : {}),
    ...(view === 'IN_STOCK' || view === 'LOW' || view === 'SOLD_OUT' ? { stockState: view } : {}),
    ...(view === 'LIMITED' ? { limitedOffer: true } : {}),
    ...(view === 'HIDDEN' ? { hidden: true } : {}),
  };
}

/** /admin/products: the product table with search, filters, quick views, quick stock edits and row actions. */
export default function ProductsPage() {
  const [view, setView] = useState<View>('ALL');
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [page, setPage] = useState(1);
  const debouncedSearch = useDebouncedValue(search, 300);
  const { data, previousData, loading, error, refetch } = useQuery(AdminProductsQuery, {
    variables: { filter: filterOf(view, debouncedSearch, category), paging: { page, pageSize: PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  const categories = useQuery(AdminCategoriesQuery).data?.adminCategories ?? [];
  const [duplicate] = useMutation(DuplicateProduct);
  const [setHidden] = useMutation(SetHidden);
  const [remove] = useMutation(DeleteProduct);
  const result = (data ?? previousData)?.adminProducts;

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

  const choose = (next: View) => {
    setView(next);
    setPage(1);
  };

  return (
    <AdminPage
      title="Products"
      intro="Every product of the shop, hidden ones too. Changes show in the shop within a second."
      actions={
        <Link className={buttonClass()} to={adminProductUrl('new')}>
          Add product
        </Link>
      }
    >
      <div className={styles.toolbar}>
        <label className={styles.search}>
          <span className="visually-hidden">Search products</span>
          <input
            type="search"
            placeholder="Search name, category, HSN…"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
          />
        </label>
        <SelectField
          label="Category"
          className={styles.categorySelect}
          value={category}
          onChange={(event) => {
            setCategory(event.target.value);
            setPage(1);
          }}
        >
          <option value="">All categories</option>
          {categories.map((entry) => (
            <option key={entry.name} value={entry.name}>
              {entry.name}
            </option>
          ))}
        </SelectField>
      </div>
      <div className={styles.views} role="tablist" aria-label="Quick views">
        {VIEWS.map((entry) => (
          <button
            key={entry.view}
            type="button"
            role="tab"
            aria-selected={view === entry.view}
            className={[styles.view, view === entry.view && styles.viewActive].filter(Boolean).join(' ')}
            onClick={() => choose(entry.view)}
          >
            {entry.label}
            {result && <span className={styles.count}>{entry.count(result.counts)}</span>}
          </button>
        ))}
      </div>

      {!result && loading && <Spinner centered label="Loading products" />}
      {!result && !loading && (
        <LoadError onRetry={() => void refetch()}>
          The products could not be loaded{error ? `: ${errorMessage(error)}` : '.'}
        </LoadError>
      )}
      {result && (
        <>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Product</th>
                  <th scope="col">Category</th>
                  <th scope="col" className={styles.number}>
                    Price
                  </th>
                  <th scope="col">Stock</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {result.items.map((product) => (
                  <ProductRow
                    key={product.id}
                    product={product}
                    onDuplicate={() =>
                      void act(async () => {
                        const answer = await duplicate({ variables: { id: product.id } });
                        return answer.data?.adminDuplicateProduct.userErrors[0]?.message ?? null;
                      }, `Copied "${product.productName}" (hidden until you show it)`)
                    }
                    onToggleHidden={() =>
                      void act(
                        async () => {
                          const answer = await setHidden({ variables: { id: product.id, hidden: !product.hidden } });
                          return answer.data?.adminSetProductHidden.userErrors[0]?.message ?? null;
                        },
                        product.hidden
                          ? `"${product.productName}" is listed again`
                          : `"${product.productName}" is hidden`,
                      )
                    }
                    onDelete={() => {
                      if (!window.confirm(`Delete "${product.productName}" for good? Old orders keep their copy.`))
                        return;
                      void act(async () => {
                        const answer = await remove({ variables: { id: product.id } });
                        return answer.data?.adminDeleteProduct.userErrors[0]?.message ?? null;
                      }, `Deleted "${product.productName}"`);
                    }}
                  />
                ))}
              </tbody>
            </table>
            {result.items.length === 0 && <p className={styles.empty}>No products match.</p>}
          </div>
          <AdminPager totalCount={result.totalCount} noun="product" pageInfo={result.pageInfo} onPage={setPage} />
        </>
      )}
    </AdminPage>
  );
}

function ProductRow({
  product,
  onDuplicate,
  onToggleHidden,
  onDelete,
}: {
  product: AdminProductFieldsFragment;
  onDuplicate: () => void;
  onToggleHidden: () => void;
  onDelete: () => void;
}) {
  return (
    <tr className={product.hidden ? styles.hiddenRow : undefined}>
      <td>
        <div className={styles.productCell}>
          {product.thumbnail ? (
            <img className={styles.thumb} src={product.thumbnail} alt="" width={48} height={48} loading="lazy" />
          ) : (
            <span className={styles.thumb} aria-hidden="true" />
          )}
          <div>
            <Link to={adminProductUrl(product.id)} className={styles.productName}>
              {product.productName}
            </Link>
            <div className={styles.badges}>
              {product.hidden && <Badge tone="neutral">Hidden</Badge>}
              {product.isLimitedOffer && <Badge tone="brand">Limited offer</Badge>}
              {product.stockCount === 0 && <Badge tone="danger">Sold out</Badge>}
              {product.stockCount > 0 && product.stockCount < 10 && <Badge tone="warning">Low stock</Badge>}
            </div>
          </div>
        </div>
      </td>
      <td>
        {product.category}
        {product.subCategory && <span className={styles.muted}> › {product.subCategory}</span>}
      </td>
      <td className={styles.number}>
        {product.sellingPrice.formatted}
        {product.mrp.paise > product.sellingPrice.paise && <s className={styles.muted}> {product.mrp.formatted}</s>}
      </td>
      <td>
        <StockEditor product={product} />
      </td>
      <td>
        <div className={styles.rowActions}>
          <Link className={buttonClass({ variant: 'ghost', size: 'small' })} to={adminProductUrl(product.id)}>
            Edit
          </Link>
          <Button variant="ghost" size="small" onClick={onDuplicate}>
            Duplicate
          </Button>
          <Button variant="ghost" size="small" onClick={onToggleHidden}>
            {product.hidden ? 'Show' : 'Hide'}
          </Button>
          <Button variant="ghost" size="small" onClick={onDelete}>
            Delete
          </Button>
        </div>
      </td>
    </tr>
  );
}
