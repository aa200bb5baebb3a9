import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ADMIN_NEW_COUPON_URL, adminCouponUrl } from '../../../lib/urls';
import { buttonClass, LoadError, Spinner } from '../../../ui';
import { AdminPage } from '../AdminPage';
import { AdminPager } from '../AdminPager';
import { AdminCouponsQuery } from './coupon-queries';
import { CouponStatusBadge, windowLabel } from './coupon-status';
import styles from './coupons.module.css';

const PAGE_SIZE = 50;

/** /admin/coupons: every coupon with its rules at a glance and its use, a page at a time. */
export default function CouponsPage() {
  const [page, setPage] = useState(1);
  const { data, previousData, loading, error, refetch } = useQuery(AdminCouponsQuery, {
    variables: { paging: { page, pageSize: PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.adminCoupons;
  const coupons = result?.items;

  return (
    <AdminPage
      title="Coupons"
      intro="Codes shoppers apply at checkout, with their rules and how much they have been used."
      actions={
        <Link className={buttonClass({ variant: 'primary' })} to={ADMIN_NEW_COUPON_URL}>
          New coupon
        </Link>
      }
    >
      {!coupons && loading && <Spinner centered label="Loading coupons" />}
      {!coupons && error && <LoadError onRetry={() => refetch()}>The coupons could not be loaded.</LoadError>}
      {coupons && coupons.length === 0 && (
        <p className={styles.muted}>No coupons yet. Create one for shoppers to apply at checkout.</p>
      )}
      {coupons && coupons.length > 0 && (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Code</th>
                <th scope="col">Description</th>
                <th scope="col">Discount</th>
                <th scope="col">Valid</th>
                <th scope="col">Status</th>
                <th scope="col" className={styles.number}>
                  Uses
                </th>
                <th scope="col" className={styles.number}>
                  Discount given
                </th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {coupons.map((coupon) => (
                <tr key={coupon.code}>
                  <td className={styles.code}>
                    <Link to={adminCouponUrl(coupon.code)}>{coupon.code}</Link>
                  </td>
                  <td>{coupon.description}</td>
                  <td>{coupon.offer}</td>
                  <td>{windowLabel(coupon.validFrom, coupon.validUntil)}</td>
                  <td>
                    <CouponStatusBadge status={coupon.status} />
                  </td>
                  <td className={styles.number}>
                    {coupon.usedCount} / {coupon.usageLimit ?? '∞'}
                  </td>
                  <td className={styles.number}>{coupon.discountGiven.formatted}</td>
                  <td>
                    <div className={styles.rowActions}>
                      <Link to={adminCouponUrl(coupon.code, 'edit')} aria-label={`Edit ${coupon.code}`}>
                        Edit
                      </Link>
                      <Link to={adminCouponUrl(coupon.code)} aria-label={`Orders with ${coupon.code}`}>
                        Orders
                      </Link>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {result && result.totalCount > 0 && (
        <AdminPager totalCount={result.totalCount} noun="coupon" pageInfo={result.pageInfo} onPage={setPage} />
      )}
    </AdminPage>
  );
}
