import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { usePageMeta } from '../../lib/page-meta';
import { buttonClass, HeartIcon, LoadError, Spinner } from '../../ui';
import { graphql } from '../../gql';
import { EmptyState } from '../../ui/EmptyState';
import { useWishlist } from '../../shop/use-wishlist';
import { MyStockAlertsSlot } from '../../shop/stock-alert-slots';
import { WishlistItemCard } from './WishlistItemCard';
import styles from './WishlistPage.module.css';
import { SHOP_URL } from '../../lib/urls';

/** productsByIds answers at most this many ids at once. */
const MAX_IDS_PER_QUERY = 100;

const wishlistProductsQuery = graphql(`
  query WishlistProducts($ids: [ID!]!) {
    productsByIds(ids: $ids) {
      ...ProductCard_product
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

export default function WishlistPage() {
  usePageMeta('Your wishlist', 'The gifts you saved at Lovely Gifts, with current prices and stock.');
  const wishlist = useWishlist();
  const ids = wishlist.ids.slice(0, MAX_IDS_PER_QUERY);
  const { data, previousData, loading, error, refetch } = useQuery(wishlistProductsQuery, {
    variables: { ids },
    skip: ids.length === 0,
    fetchPolicy: 'cache-and-network',
  });
  const products = (data ?? previousData)?.productsByIds;

  if (wishlist.count === 0) {
    return (
      <div className={`container ${styles.page}`}>
        <h1>Your wishlist</h1>
        <EmptyState
          icon={<HeartIcon size={36} />}
          title="Your wishlist is empty"
          actions={
            <Link to={SHOP_URL} className={buttonClass()}>
              Discover gifts
            </Link>
          }
        >
          <p>Tap the heart on any product to save it here for later.</p>
        </EmptyState>
      </div>
    );
  }

  const productById = new Map((products ?? []).flatMap((product) => (product ? [[product.id, product] as const] : [])));

  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.heading}>
        <h1>Your wishlist</h1>
        <span className={styles.count}>
          {wishlist.count} {wishlist.count === 1 ? 'item' : 'items'}
        </span>
      </div>

      {error && !products && !loading && (
        <LoadError className={styles.loadError} buttonSize="small" onRetry={refetch}>
          We couldn't load your saved products right now.
        </LoadError>
      )}

      {!products && loading ? (
        <Spinner centered label="Loading your wishlist" />
      ) : (
        products && (
          <ul className={styles.grid}>
            {ids.map((id) => (
              <WishlistItemCard key={id} id={id} product={productById.get(id) ?? null} />
            ))}
          </ul>
        )
      )}
      <MyStockAlertsSlot />
      {wishlist.count > MAX_IDS_PER_QUERY && (
        <p className={styles.more}>
          Showing the first {MAX_IDS_PER_QUERY} of {wishlist.count} saved products.
        </p>
      )}
    </div>
  );
}
