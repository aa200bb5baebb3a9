import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { adminOrderUrl } from '../../../lib/admin-order-urls';
import { ADMIN_URLS, adminCouponUrl } from '../../../lib/urls';
import { Button, LoadError, Spinner, buttonClass } from '../../../ui';
import { AdminPage } from '../AdminPage';
import adminStyles from '../admin.module.css';
import { AdminCouponQuery, AdminSetCouponActiveMutation } from './coupon-queries';
import { CouponStatusBadge, formatWhen, windowLabel } from './coupon-status';
import styles from './coupons.module.css';

/** The shopper as their order froze them; the uid only when the order could not be read. */
function ShopperCell(props: { shopperName?: string | null; shopperEmail?: string | null; shopperUid: string }) {
  if (!props.shopperName && !props.shopperEmail) return <span className={styles.muted}>{props.shopperUid}</span>;
  return (
    <>
      {props.shopperName ?? '—'}
      {props.shopperEmail && (
        <>
          <br />
          <a className={styles.muted} href={`mailto:${props.shopperEmail}`}>
            {props.shopperEmail}
          </a>
        </>
      )}
    </>
  );
}

/** /admin/coupons/:code: a coupon's use (figures and the orders that used it) and its on/off switch. */
export default function CouponUsagePage() {
  const { code = '' } = useParams<{ code: string }>();
  const { data, loading, error, refetch } = useQuery(AdminCouponQuery, {
    variables: { code },
    fetchPolicy: 'cache-and-network',
  });
  const [setActive, { loading: switching }] = useMutation(AdminSetCouponActiveMutation);
  const [switchError, setSwitchError] = useState<string | null>(null);
  const coupon = data?.adminCoupon;

  if (!data && loading) return <Spinner centered label="Loading the coupon" />;
  if (!data && error) return <LoadError onRetry={() => refetch()}>The coupon could not be loaded.</LoadError>;
  if (!coupon)
    return (
      <AdminPage title="Coupon not found">
        <p>
          There is no coupon with the code {code}. <Link to={ADMIN_URLS.coupons}>Back to coupons</Link>
        </p>
      </AdminPage>
    );

  async function toggle(active: boolean) {
    setSwitchError(null);
    try {
      const answer = (await setActive({ variables: { code, active } })).data?.adminSetCouponActive;
      if (answer?.userErrors.length) setSwitchError(answer.userErrors.map((e) => e.message).join('. '));
      await refetch();
    } catch {
      setSwitchError('The coupon could not be switched. Please try again.');
    }
  }

  return (
    <AdminPage
      title={coupon.code}
      intro={
        <>
          {coupon.description} · <CouponStatusBadge status={coupon.status} />
        </>
      }
      actions={
        <>
          <Link className={buttonClass({ variant: 'secondary' })} to={adminCouponUrl(coupon.code, 'edit')}>
            Edit
          </Link>
          <Button variant="secondary" loading={switching} onClick={() => void toggle(!coupon.active)}>
            {coupon.active ? 'Deactivate' : 'Activate'}
          </Button>
        </>
      }
    >
      {switchError && (
        <p className={adminStyles.formError} role="alert">
          {switchError}
        </p>
      )}
      <div className={styles.figures}>
        <div className={styles.figure}>
          <span className={styles.muted}>Uses</span>
          <strong>
            {coupon.usedCount} / {coupon.usageLimit ?? '∞'}
          </strong>
        </div>
        <div className={styles.figure}>
          <span className={styles.muted}>Orders placed with it</span>
          <strong>{coupon.orderCount}</strong>
        </div>
        <div className={styles.figure}>
          <span className={styles.muted}>Discount given</span>
          <strong>{coupon.discountGiven.formatted}</strong>
        </div>
        <div className={styles.figure}>
          <span className={styles.muted}>Valid</span>
          <strong>{windowLabel(coupon.validFrom, coupon.validUntil)}</strong>
        </div>
      </div>
      <h2>Orders</h2>
      {coupon.redemptions.length === 0 ? (
        <p className={styles.muted}>No order has used this coupon yet.</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Shopper</th>
                <th scope="col" className={styles.number}>
                  Discount
                </th>
                <th scope="col">Date</th>
                <th scope="col">Use</th>
              </tr>
            </thead>
            <tbody>
              {coupon.redemptions.map((redemption) => (
                <tr key={redemption.orderId}>
                  <td className={styles.code}>
                    <Link to={adminOrderUrl(redemption.orderId)}>{redemption.orderNumber}</Link>
                  </td>
                  <td>
                    <ShopperCell {...redemption} />
                  </td>
                  <td className={styles.number}>{redemption.discount.formatted}</td>
                  <td>{formatWhen(redemption.usedAt)}</td>
                  <td>{redemption.releasedAt ? `Given back ${formatWhen(redemption.releasedAt)}` : 'Counts'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </AdminPage>
  );
}
