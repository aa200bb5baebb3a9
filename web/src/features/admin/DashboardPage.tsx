import { Link } from 'react-router-dom';
import { ADMIN_URLS } from '../../lib/urls';
import { AdminPage } from './AdminPage';
import styles from './admin.module.css';

/** /admin: the dashboard (a placeholder until the figures arrive). */
export default function DashboardPage() {
  return (
    <AdminPage title="Dashboard" intro="Welcome to the shop's back office.">
      <div className={styles.cards}>
        <Link className={styles.card} to={ADMIN_URLS.products}>
          <strong>Products</strong>
          <span>Add products, edit prices and stock, upload images.</span>
        </Link>
        <Link className={styles.card} to={ADMIN_URLS.categories}>
          <strong>Categories</strong>
          <span>Create, rename and remove categories and subcategories.</span>
        </Link>
        <Link className={styles.card} to={ADMIN_URLS.orders}>
          <strong>Orders</strong>
          <span>See, pack and ship orders.</span>
        </Link>
      </div>
    </AdminPage>
  );
}
