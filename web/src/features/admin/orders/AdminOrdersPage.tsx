import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { usePageMeta } from '../../../lib/page-meta';
import { LoadError, Spinner } from '../../../ui';
import { OrderFilters, StatusTabs } from './AdminOrdersFilters';
import { orderFilterProblem } from './order-filter-problems';
import { AdminOrdersTable, OrdersPager } from './AdminOrdersTable';
import { useAdminOrdersFilter } from './use-admin-orders-filter';
import styles from './admin-orders.module.css';

const AdminOrdersQuery = graphql(`
  query AdminOrders($filter: AdminOrderFilter, $paging: PagingInput) {
    adminOrders(filter: $filter, paging: $paging) {
      totalCount
      pageInfo {
        page
        totalPages
        hasNextPage
        hasPreviousPage
      }
      statusCounts {
        status
        count
      }
      items {
        id
        order {
          ...AdminOrdersTable_order
        }
      }
    }
  }
`);

const PAGE_SIZE = 20;

/** /admin/orders: every order, newest first, with status tabs (and their counts), days and a search. */
export default function AdminOrdersPage() {
  usePageMeta('Orders');
  const filter = useAdminOrdersFilter();
  const { data, loading, error, refetch } = useQuery(AdminOrdersQuery, {
    variables: { filter: filter.filter, paging: { page: filter.page, pageSize: PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  const connection = data?.adminOrders;
  const filterProblem = orderFilterProblem(error);

  return (
    <section className={styles.page} aria-labelledby="orders-title">
      <h1 id="orders-title" className={styles.title}>
        Orders
      </h1>
      <StatusTabs filter={filter} counts={connection?.statusCounts} />
      <OrderFilters filter={filter} problem={filterProblem} />
      {error && !filterProblem && <LoadError onRetry={() => void refetch()}>The orders could not be loaded.</LoadError>}
      {!connection && loading && <Spinner centered label="Loading orders" />}
      {connection && connection.items.length === 0 && <p className={styles.muted}>No orders match.</p>}
      {connection && connection.items.length > 0 && (
        <AdminOrdersTable orders={connection.items.map((item) => item.order)} />
      )}
      {connection && connection.pageInfo.totalPages > 1 && (
        <OrdersPager
          pageInfo={connection.pageInfo}
          totalCount={connection.totalCount}
          onStep={(step) => filter.update({ page: String(filter.page + step) })}
        />
      )}
    </section>
  );
}
