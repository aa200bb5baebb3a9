import { Link, useNavigate } from 'react-router-dom';
import { usePageMeta } from '../../lib/page-meta';
import { Button, buttonClass, CartIcon, LoadError, Spinner } from '../../ui';
import { markCameFromCart } from '../../shop/checkout-entry';
import { useWishlist } from '../../shop/use-wishlist';
import { CartLineView } from './CartLineView';
import { useCartSummary, type PricedCartLine } from '../../shop/cart-summary';
import { CartTotals } from '../../shop/CartTotals';
import { EmptyState } from '../../ui/EmptyState';
import { useCart } from '../../shop/use-cart';
import { linePhotoKey } from '../../shop/cart-rules';
import { cartLineKeys, lineKeys } from '../../shop/line-keys';
import styles from './CartPage.module.css';
import { CHECKOUT_URL, SHOP_URL, WISHLIST_URL } from '../../lib/urls';

export default function CartPage() {
  usePageMeta(
    'Your cart',
    'Your Lovely Gifts cart: check quantities, gift options and current prices, then proceed to checkout.',
  );
  const cart = useCart();
  const wishlist = useWishlist();
  const navigate = useNavigate();
  const { summary, loading, refreshing, error, refetch } = useCartSummary(cart.items);

  if (cart.items.length === 0) {
    return (
      <div className={`container ${styles.page}`}>
        <h1>Your cart</h1>
        <EmptyState
          icon={<CartIcon size={36} />}
          title="Your cart is empty"
          actions={
            <>
              <Link to={SHOP_URL} className={buttonClass()}>
                Start shopping
              </Link>
              {wishlist.count > 0 && (
                <Link to={WISHLIST_URL} className={buttonClass({ variant: 'secondary' })}>
                  View your wishlist ({wishlist.count})
                </Link>
              )}
            </>
          }
        >
          <p>Find something lovely for someone special: personalised gifts, hampers and keepsakes.</p>
        </EmptyState>
      </div>
    );
  }

  const pricedLines = summary?.lines ?? [];
  const pricedByKey = new Map<string, PricedCartLine>(
    lineKeys(pricedLines).map((key, index) => [key, pricedLines[index]!]),
  );
  const itemKeys = cartLineKeys(cart.items);

  function proceedToCheckout() {
    markCameFromCart();
    void navigate(CHECKOUT_URL);
  }

  const blockedLines = summary?.lines.filter((line) => !['OK', 'PRICE_CHANGED'].includes(line.status)).length ?? 0;

  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.heading}>
        <h1>Your cart</h1>
        <span className={styles.count}>
          {cart.itemCount} {cart.itemCount === 1 ? 'item' : 'items'}
        </span>
        {refreshing && <Spinner size={18} label="Updating prices" />}
      </div>

      {error && !summary && !loading && (
        <LoadError className={styles.loadError} buttonSize="small" onRetry={refetch}>
          We couldn't check current prices and stock right now. Your cart is saved on this device.
        </LoadError>
      )}

      <div className={styles.layout}>
        <section aria-label="Cart items" className={styles.lines}>
          {loading ? (
            <Spinner centered label="Checking current prices and stock" />
          ) : (
            <ul className={styles.list}>
              {cart.items.map((item, index) => {
                const photos = linePhotoKey(item);
                return (
                  <CartLineView
                    key={`${item.id}\u0000${item.variant ?? ''}\u0000${photos}`}
                    item={item}
                    priced={pricedByKey.get(itemKeys[index]!)}
                    onQuantityChange={(quantity) => cart.updateItem(item.id, { quantity }, item.variant, photos)}
                    onRemove={() => cart.removeItem(item.id, item.variant, photos)}
                    onAcknowledgePrice={(paise) =>
                      cart.updateItem(item.id, { seenPricePaise: paise }, item.variant, photos)
                    }
                  />
                );
              })}
            </ul>
          )}
          <Link to={SHOP_URL} className={styles.continue}>
            ← Continue shopping
          </Link>
        </section>

        <aside className={styles.aside}>
          {summary && (
            <CartTotals summary={summary}>
              {blockedLines > 0 && (
                <p className={styles.blockedNote} role="status">
                  {blockedLines === 1 ? 'One item needs' : `${blockedLines} items need`} your attention before checkout.
                </p>
              )}
              <Button size="large" block onClick={proceedToCheckout} disabled={!summary.canCheckout}>
                Proceed to checkout
              </Button>
            </CartTotals>
          )}
        </aside>
      </div>
    </div>
  );
}
