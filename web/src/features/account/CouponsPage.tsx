import { useQuery } from '@apollo/client/react';
import { Link, useNavigate } from 'react-router-dom';
import { graphql } from '../../gql';
import { usePageMeta } from '../../lib/page-meta';
import { toast } from '../../lib/toast';
import { CART_URL, orderUrl } from '../../lib/urls';
import { rememberCoupon } from '../../shop/applied-coupon';
import { toCartLineInputs } from '../../shop/cart-summary';
import { useCart } from '../../shop/use-cart';
import { Button, GiftIcon, LoadError, Spinner } from '../../ui';
import { EmptySection } from './AccountEmptyPages';
import { formatOrderTime } from './order-status';
import accountStyles from './account.module.css';
import styles from './coupons.module.css';

const MyCouponsQuery = graphql(`
  query MyCoupons($lines: [CartLineInput!]) {
    myCoupons(lines: $lines) {
      available {
        code
        description
        offer
        conditions
        deliveryNote
      }
      used {
        code
        description
        orderId
        orderNumber
        usedAt
        discount {
          ...Money
        }
      }
    }
  }
`);

async function copyCode(code: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(code);
    toast.success(`Copied ${code}`);
  } catch {
    toast.error(`Could not copy. The code is ${code}.`);
  }
}

/** /account/coupons: the coupons the shopper can use now (with what each needs), and those they have used. */
export default function CouponsPage() {
  usePageMeta('My coupons');
  const navigate = useNavigate();
  // With the cart's lines the server says beforehand which coupon would make delivery cost (never priced here).
  const { items } = useCart();
  const lines = items.length > 0 ? toCartLineInputs(items) : null;
  const { data, loading, error, refetch } = useQuery(MyCouponsQuery, {
    variables: { lines },
    fetchPolicy: 'cache-and-network',
  });
  const coupons = data?.myCoupons;

  if (!coupons && loading) return <Spinner centered label="Loading your coupons" />;
  if (!coupons) {
    return (
      <LoadError className={accountStyles.notice} onRetry={refetch}>
        We could not load your coupons{error ? `: ${error.message}` : '.'}
      </LoadError>
    );
  }
  if (coupons.available.length === 0 && coupons.used.length === 0) {
    return (
      <EmptySection
        title="My Coupons"
        icon={<GiftIcon size={36} />}
        heading="No coupons yet"
        text="Coupons you can use will appear here, ready to apply at checkout."
      />
    );
  }

  function applyAtCheckout(code: string) {
    rememberCoupon(code);
    toast.success(`${code} will be applied at checkout.`);
    void navigate(CART_URL);
  }

  return (
    <>
      <h2 className={accountStyles.sectionTitle}>My Coupons</h2>
      <section aria-labelledby="coupons-available">
        <h3 id="coupons-available">Ready to use</h3>
        {coupons.available.length === 0 ? (
          <p className={styles.muted}>No coupons to use right now.</p>
        ) : (
          <ul className={styles.list}>
            {coupons.available.map((coupon) => (
              <li key={coupon.code} className={styles.coupon} data-testid="coupon-available">
                <div className={styles.text}>
                  <span className={styles.code}>{coupon.code}</span>
                  <strong>{coupon.offer}</strong>
                  <span>{coupon.description}</span>
                  {coupon.deliveryNote && (
                    <span className={styles.muted} data-testid="coupon-delivery-note">
                      {coupon.deliveryNote}
                    </span>
                  )}
                  {coupon.conditions.length > 0 && (
                    <ul className={styles.conditions} aria-label={`What ${coupon.code} needs`}>
                      {coupon.conditions.map((condition) => (
                        <li key={condition}>{condition}</li>
                      ))}
                    </ul>
                  )}
                </div>
                <div className={styles.actions}>
                  <Button
                    variant="secondary"
                    size="small"
                    onClick={() => void copyCode(coupon.code)}
                    aria-label={`Copy ${coupon.code}`}
                  >
                    Copy
                  </Button>
                  <Button size="small" onClick={() => applyAtCheckout(coupon.code)}>
                    Apply at checkout
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      {coupons.used.length > 0 && (
        <section aria-labelledby="coupons-used" className={styles.used}>
          <h3 id="coupons-used">Used</h3>
          <ul className={styles.list}>
            {coupons.used.map((use) => (
              <li key={use.orderId} className={styles.coupon} data-testid="coupon-used">
                <div className={styles.text}>
                  <span className={styles.code}>{use.code}</span>
                  {use.description && <span>{use.description}</span>}
                  <span className={styles.muted}>
                    Saved {use.discount.formatted} on order <Link to={orderUrl(use.orderId)}>{use.orderNumber}</Link> ·{' '}
                    {formatOrderTime(use.usedAt)}
                  </span>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
