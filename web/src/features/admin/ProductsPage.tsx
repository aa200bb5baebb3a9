import { Link } from 'react-router-dom';
import { adminProductUrl } from '../../lib/urls';
import { buttonClass, LoadError, Spinner } from '../../ui';
import { SelectField } from '../../ui/SelectField';
import { errorMessage } from './admin-errors';
import { AdminPage } from './AdminPage';
import { AdminPager } from './AdminPager';
import { ProductRow } from './ProductRow';
import { PRODUCT_VIEWS, useAdminProducts } from './use-admin-products';
import { useProductActions } from './use-product-actions';
import styles from './admin-table.module.css';

/** /admin/products: the product table with search, filters, quick views, quick stock edits and row actions. */
export default function ProductsPage() {
  const list = useAdminProducts();
  const { result, loading, error, refetch } = list;
  const actions = useProductActions(refetch);

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
      <ProductsToolbar list={list} />
      <QuickViews list={list} />

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
                    onDuplicate={() => actions.duplicate(product)}
                    onToggleHidden={() => actions.toggleHidden(product)}
                    onDelete={() => actions.remove(product)}
                  />
                ))}
              </tbody>
            </table>
            {result.items.length === 0 && <p className={styles.empty}>No products match.</p>}
          </div>
          <AdminPager totalCount={result.totalCount} noun="product" pageInfo={result.pageInfo} onPage={list.setPage} />
        </>
      )}
    </AdminPage>
  );
}

type ProductsList = ReturnType<typeof useAdminProducts>;

function ProductsToolbar({ list }: { list: ProductsList }) {
  return (
    <div className={styles.toolbar}>
      <label className={styles.search}>
        <span className="visually-hidden">Search products</span>
        <input
          type="search"
          placeholder="Search name, category, HSN…"
          value={list.search}
          onChange={(event) => list.changeSearch(event.target.value)}
        />
      </label>
      <SelectField
        label="Category"
        className={styles.categorySelect}
        value={list.category}
        onChange={(event) => list.changeCategory(event.target.value)}
      >
        <option value="">All categories</option>
        {list.categories.map((entry) => (
          <option key={entry.name} value={entry.name}>
            {entry.name}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

/** Tabs of the quick views (all, in stock, low, sold out, limited offers, hidden), each with its count. */
function QuickViews({ list }: { list: ProductsList }) {
  const { view, result } = list;
  return (
    <div className={styles.views} role="tablist" aria-label="Quick views">
      {PRODUCT_VIEWS.map((entry) => (
        <button
          key={entry.view}
          type="button"
          role="tab"
          aria-selected={view === entry.view}
          className={[styles.view, view === entry.view && styles.viewActive].filter(Boolean).join(' ')}
          onClick={() => list.choose(entry.view)}
        >
          {entry.label}
          {result && <span className={styles.count}>{entry.count(result.counts)}</span>}
        </button>
      ))}
    </div>
  );
}
