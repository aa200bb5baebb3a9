import { useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { usePageMeta } from '../../lib/page-meta';
import { buttonClass, CartIcon, Spinner } from '../../ui';
import { useCartSummary } from '../../shop/cart-summary';
import { CartTotals } from '../../shop/CartTotals';
import { EmptyState } from '../../ui/EmptyState';
import { LineOptions } from '../../shop/LineOptions';
import { useCart } from '../../shop/use-cart';
import { checkCheckoutEntry } from '../../shop/checkout-entry';
import styles from './CheckoutPage.module.css';

/** Guarded: only shoppers coming from the cart get here; everyone else is sent to /cart. */
export default function CheckoutPage() {
  // Decided once per visit, before anything renders, so a refused visitor never sees the page.
  const [allowed] = useState(() => checkCheckoutEntry());
  if (!allowed) return <Navigate to="/cart" replace />;
  return <OrderReview />;
}

/** Until the checkout flow exists: the server-priced order summary of the cart. */
function OrderReview() {
  usePageMeta('Checkout', 'Review your Lovely Gifts order.');
  const cart = useCart();
  const { summary, loading, error } = useCartSummary(cart.items);

  if (cart.items.length === 0) {
    return (
      <div className={`container ${styles.page}`}>
        <h1>Checkout</h1>
        <EmptyState
          icon={<CartIcon size={36} />}
          title="Your cart is empty"
          actions={
            <Link to="/shop" className={buttonClass()}>
              Start shopping
            </Link>
          }
        >
          <p>Add a gift to your cart to check out.</p>
        </EmptyState>
      </div>
    );
  }

  const itemsById = new Map(cart.items.map((item) => [`${item.id}\u0000${item.variant ?? ''}`, item]));

  return (
    <div className={`container ${styles.page}`}>
      <h1>Checkout</h1>
      <div className={styles.layout}>
        <section aria-labelledby="review-title" className={styles.review}>
          <h2 id="review-title">Review your order</h2>
          {loading && <Spinner centered label="Pricing your order" />}
          {error && !summary && (
            <p role="alert">We couldn't price your order right now. Please try again in a moment.</p>
          )}
          {summary && (
            <ul className={styles.lines}>
              {summary.lines.map((line) => {
                const item = itemsById.get(`${line.productId}\u0000${line.variant ?? ''}`);
                return (
                  <li
                    key={`${line.productId}-${line.variant ?? ''}`}
                    className={styles.line}
                    data-testid="checkout-line"
                  >
                    {line.product?.thumbnail && <img src={line.product.thumbnail} alt="" width={56} height={56} />}
                    <div className={styles.lineText}>
                      <span className={styles.lineName}>
                        {line.product?.productName ?? 'Product no longer available'} × {line.quantity}
                      </span>
                      {item && <LineOptions item={item} />}
                      {line.status !== 'OK' && line.status !== 'PRICE_CHANGED' && (
                        <span className={styles.problem}>Needs attention in your cart</span>
                      )}
                    </div>
                    <span className={styles.lineTotal}>{line.lineTotal?.formatted ?? '—'}</span>
                  </li>
                );
              })}
            </ul>
          )}
          <p className={styles.soon}>
            Delivery details and secure payment are being added to our new checkout. Your cart stays saved on this
            device.
          </p>
          <Link to="/cart">← Back to cart</Link>
        </section>
        <aside>{summary && <CartTotals summary={summary} note="Prices include taxes." />}</aside>
      </div>
    </div>
  );
}
