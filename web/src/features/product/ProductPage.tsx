import { useDeferredValue, useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { usePageMeta } from '../../lib/page-meta';
import NotFoundPage from '../../ui/NotFoundPage';
import { Spinner } from '../../ui/Spinner';
import { LoadError } from '../../ui/LoadError';
import { ProductDetail } from './ProductDetail';
import type { DetailedProduct } from './use-product-purchase';
import styles from './ProductPage.module.css';
import { graphql } from '../../gql';

const ProductDetailQuery = graphql(`
  query ProductDetail($id: ID!) {
    product(id: $id) {
      ...ProductCard_product
      shortDescription
      mediaUrls
      discountPercent
      countryOfOrigin
      hsnCode
      stock
      takesCustomText
      photoRequirement {
        count
        shape
        aspectRatio
        minShortSidePx
      }
      variants {
        name
        stock
        inStock
        sellingPrice {
          ...Money
        }
        mrp {
          ...Money
        }
      }
    }
  }
`);

function describe(product: DetailedProduct): string {
  const text = product.shortDescription.replace(/\s+/g, ' ').trim();
  const base = text || `${product.productName} from Lovely Gifts, Coimbatore.`;
  return base.length > 155 ? `${base.slice(0, 152).trimEnd()}…` : base;
}

export default function ProductPage() {
  const { id = '' } = useParams();
  const { data: latest, loading, error, refetch } = useQuery(ProductDetailQuery, { variables: { id } });
  // Rendered from a deferred copy, so React builds the page in small time slices instead of one long task.
  const data = useDeferredValue(latest);
  const product = data?.product ?? null;
  // An id the API refuses outright (BAD_USER_INPUT) is as unknown as one it cannot find.
  const refused =
    CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.['code'] === 'BAD_USER_INPUT');
  const missing = (Boolean(data) && product === null) || refused;
  const meta = useMemo(
    () => (product ? { title: product.productName, description: describe(product) } : null),
    [product],
  );
  usePageMeta(meta?.title ?? (missing ? 'Product not found' : 'Product'), meta?.description);

  if (product) return <ProductDetail key={product.id} product={product} />;
  if (missing) {
    return (
      <NotFoundPage
        title="Product not found"
        message="This product doesn't exist or is no longer sold. Have a look at our other gifts instead."
      />
    );
  }
  return (
    <div className={`container ${styles.loading}`}>
      {(loading || latest) && <Spinner centered label="Loading product" />}
      {error && !loading && (
        <LoadError className={styles.error} onRetry={refetch}>
          We couldn't load this product just now. Please check your connection and try again.
        </LoadError>
      )}
    </div>
  );
}
