import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { graphql } from '../../gql';
import { usePageMeta } from '../../lib/page-meta';
import { orderUrl } from '../../lib/urls';
import { Badge, Button, LoadError, Spinner, StoreIcon } from '../../ui';
import { EmptySection } from './AccountEmptyPages';
import { formatOrderTime, ORDER_STATUS } from './order-status';
import styles from './orders.module.css';
import accountStyles from './account.module.css';

const PAGE_SIZE = 10;

const MyOrdersQuery = graphql(`
  query MyOrders($paging: PagingInput) {
    myOrders(paging: $paging) {
      items {
        id
        orderNumber
        status
        placedAt
        breakdown {
          itemCount
          total {
            ...Money
          }
        }
        lines {
          productName
          imageUrl
        }
        refundSummary {
          state
          refunded {
            ...Money
          }
        }
      }
      totalCount
      pageInfo {
        page
        totalPages
        hasNextPage
        hasPreviousPage
      }
    }
  }
`);

/** /account/orders: the shopper's orders, newest first, with their status. */
export default function OrdersPage() {
  usePageMeta('My orders');
  const [page, setPage] = useState(1);
  const { data, previousData, loading, error, refetch } = useQuery(MyOrdersQuery, {
    variables: { paging: { page, pageSize: PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  const orders = (data ?? previousData)?.myOrders;

  if (!orders && loading) return <Spinner centered label="Loading your orders" />;
  if (!orders) {
    return (
      <LoadError className={accountStyles.notice} onRetry={refetch}>
        We could not load your orders{error ? `: ${error.message}` : '.'}
      </LoadError>
    );
  }

  if (orders.totalCount === 0) {
    return (
      <EmptySection
        title="My Orders"
        icon={<StoreIcon size={36} />}
        heading="No orders yet"
        text="When you place an order, you can follow it here."
      />
    );
  }

  return (
    <>
      <h2 className={accountStyles.sectionTitle}>My Orders</h2>
      <ul className={styles.orderList} aria-label="Your orders">
        {orders.items.map((order) => {
          const status = ORDER_STATUS[order.status];
          const names = order.lines.map((line) => line.productName);
          return (
            <li key={order.id} data-testid="order-row">
              <Link to={orderUrl(order.id)} className={styles.orderRow}>
                {order.lines[0]?.imageUrl ? (
                  <img src={order.lines[0].imageUrl} alt="" width={56} height={56} />
                ) : (
                  <span className={styles.noImage} />
                )}
                <span className={styles.orderText}>
                  <span className={styles.orderNumber}>{order.orderNumber}</span>
                  <span className={styles.muted}>
                    {formatOrderTime(order.placedAt)} · {order.breakdown.itemCount}{' '}
                    {order.breakdown.itemCount === 1 ? 'item' : 'items'}
                  </span>
                  <span className={styles.muted}>
                    {names.slice(0, 2).join(', ')}
                    {names.length > 2 ? ` and ${names.length - 2} more` : ''}
                  </span>
                </span>
                <span className={styles.orderSide}>
                  <Badge tone={status.tone}>{status.label}</Badge>
                  <span className={styles.orderTotal}>{order.breakdown.total.formatted}</span>
                  {order.refundSummary.state !== 'NONE' && (
                    <span className={styles.muted} data-testid="order-refunded">
                      Refunded −{order.refundSummary.refunded.formatted}
                    </span>
                  )}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      {orders.pageInfo.totalPages > 1 && (
        <nav className={styles.pager} aria-label="Order pages">
          <Button variant="secondary" disabled={!orders.pageInfo.hasPreviousPage} onClick={() => setPage(page - 1)}>
            Newer orders
          </Button>
          <span>
            Page {orders.pageInfo.page} of {orders.pageInfo.totalPages}
          </span>
          <Button variant="secondary" disabled={!orders.pageInfo.hasNextPage} onClick={() => setPage(page + 1)}>
            Older orders
          </Button>
        </nav>
      )}
    </>
  );
}
