import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router-dom';
import { graphql } from '../../gql';
import type { AdminProductFieldsFragment } from '../../gql/graphql';
import { ADMIN_URLS, productUrl } from '../../lib/urls';
import { Button, buttonClass, LoadError, Spinner } from '../../ui';
import { errorMessage } from './admin-errors';
import { AdminPage } from './AdminPage';
import { ImageManager } from './ImageManager';
import { ProductDetailsSection, ProductPriceSection, ProductVisibilitySection } from './ProductFormSections';
import { ProductStockSection } from './ProductStockSection';
import { ProductRushSection } from './ProductRushSection';
import { ProductPhotoSection } from './ProductPhotoSection';
import { ProductTagsSection } from './ProductTagsSection';
import { useProductForm } from './use-product-form';
import styles from './admin-form.module.css';

const AdminProductQuery = graphql(`
  query AdminProduct($id: ID!) {
    adminProduct(id: $id) {
      ...AdminProductFields
    }
  }
`);

/** /admin/products/new and /admin/products/<id>: the product form. */
export default function ProductFormPage() {
  const { id = 'new' } = useParams();
  const isNew = id === 'new';
  const { data, loading, error, refetch } = useQuery(AdminProductQuery, {
    variables: { id },
    skip: isNew,
    fetchPolicy: 'network-only',
  });
  if (isNew) return <ProductForm key="new" product={null} />;
  if (loading) return <Spinner centered label="Loading the product" />;
  if (error || !data) {
    return (
      <LoadError onRetry={() => void refetch()}>
        The product could not be loaded{error ? `: ${errorMessage(error)}` : '.'}
      </LoadError>
    );
  }
  if (!data.adminProduct) {
    return (
      <AdminPage title="Product not found">
        <p>
          This product no longer exists. <Link to={ADMIN_URLS.products}>Back to the products</Link>
        </p>
      </AdminPage>
    );
  }
  return <ProductForm key={id} product={data.adminProduct} />;
}

function ProductForm({ product }: { product: AdminProductFieldsFragment | null }) {
  const { form, set, setCategory, err, formError, categories, submit, saving } = useProductForm(product);
  const sectionProps = { form, set, err };
  return (
    <AdminPage
      title={product ? `Edit ${product.productName}` : 'Add product'}
      actions={
        <>
          {product && !product.hidden && (
            <a
              className={buttonClass({ variant: 'secondary' })}
              href={productUrl(product.id)}
              target="_blank"
              rel="noreferrer"
            >
              View in the shop ↗
            </a>
          )}
          <Link className={buttonClass({ variant: 'ghost' })} to={ADMIN_URLS.products}>
            Back to products
          </Link>
        </>
      }
    >
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <ProductDetailsSection {...sectionProps} categories={categories} setCategory={setCategory} />

        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>Images</h2>
          <ImageManager urls={form.mediaUrls} onChange={(urls) => set('mediaUrls', urls)} error={err('mediaUrls')} />
        </section>

        <ProductPriceSection {...sectionProps} />
        <ProductStockSection {...sectionProps} />
        <ProductPhotoSection {...sectionProps} />
        <ProductTagsSection {...sectionProps} />
        <ProductVisibilitySection {...sectionProps} />

        {formError && (
          <p className={styles.fieldError} role="alert">
            {formError}
          </p>
        )}
        <div className={styles.actions}>
          <Button type="submit" loading={saving}>
            {product ? 'Save changes' : 'Add product'}
          </Button>
          <Link className={buttonClass({ variant: 'ghost' })} to={ADMIN_URLS.products}>
            Cancel
          </Link>
        </div>
      </form>
      {product && <ProductRushSection product={product} />}
    </AdminPage>
  );
}
