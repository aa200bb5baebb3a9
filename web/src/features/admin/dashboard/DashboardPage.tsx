import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { graphql } from '../../../gql';
import { usePageMeta } from '../../../lib/page-meta';
import { LoadError, Spinner } from '../../../ui';
import { ADMIN_URLS, adminProductUrl } from '../../../lib/urls';
import { SalesChart } from './SalesChart';
import styles from './dashboard.module.css';

const DashboardQuery = graphql(`
  query AdminDashboard {
    adminDashboard {
      today {
        orders
        revenue {
          ...Money
        }
      }
      thisMonth {
        orders
        revenue {
          ...Money
        }
      }
      waitingToBePacked
      dailySales {
        day
        orders
        revenue {
          paise
        }
      }
    }
    adminProducts(filter: { stockState: LOW }, paging: { page: 1, pageSize: 5 }) {
      counts {
        low
        soldOut
      }
      items {
        id
        productName
        stockCount
      }
    }
  }
`);

function ordersLabel(count: number): string {
  return count === 1 ? '1 order' : `${count} orders`;
}

/** /admin: today's and this month's sales, what waits to be packed, low stock, and the last 30 days. */
export default function DashboardPage() {
  usePageMeta('Dashboard');
  const { data, loading, error, refetch } = useQuery(DashboardQuery, { fetchPolicy: 'cache-and-network' });
  const days = useMemo(
    () =>
      data?.adminDashboard.dailySales.map((day) => ({
        day: day.day,
        orders: day.orders,
        revenuePaise: day.revenue.paise,
      })) ?? [],
    [data],
  );
  if (!data && loading) return <Spinner centered label="Loading the dashboard" />;
  if (!data)
    return (
      <LoadError onRetry={() => void refetch()}>
        The dashboard could not be loaded{error ? `: ${error.message}` : '.'}
      </LoadError>
    );
  const figures = data.adminDashboard;
  return (
    <section className={styles.page} aria-labelledby="dashboard-title">
      <h1 id="dashboard-title" className={styles.title}>
        Dashboard
      </h1>
      <div className={styles.cards}>
        <div className={styles.card} data-testid="today">
          <span className={styles.label}>Today</span>
          <strong>{figures.today.revenue.formatted}</strong>
          <span>{ordersLabel(figures.today.orders)}</span>
        </div>
        <div className={styles.card} data-testid="this-month">
          <span className={styles.label}>This month</span>
          <strong>{figures.thisMonth.revenue.formatted}</strong>
          <span>{ordersLabel(figures.thisMonth.orders)}</span>
        </div>
        <Link className={styles.card} to={`${ADMIN_URLS.orders}?status=PLACED`} data-testid="to-pack">
          <span className={styles.label}>Waiting to be packed</span>
          <strong>{figures.waitingToBePacked}</strong>
          <span>{figures.waitingToBePacked === 1 ? 'order' : 'orders'}</span>
        </Link>
      </div>
      <section className={styles.chartBlock} aria-labelledby="stock-title" data-testid="low-stock">
        <h2 id="stock-title">
          <Link to={ADMIN_URLS.products}>Stock</Link>: {data.adminProducts.counts.low} low,{' '}
          {data.adminProducts.counts.soldOut} sold out
        </h2>
        {data.adminProducts.items.length > 0 && (
          <ul className={styles.stockList}>
            {data.adminProducts.items.map((product) => (
              <li key={product.id}>
                <Link to={adminProductUrl(product.id)}>{product.productName}</Link>
                <span>{product.stockCount} left</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={styles.chartBlock} aria-labelledby="chart-title">
        <h2 id="chart-title">Daily sales, last 30 days</h2>
        <SalesChart days={days} />
      </section>
    </section>
  );
}
