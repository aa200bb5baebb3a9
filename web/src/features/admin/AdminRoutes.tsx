import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AdminAuthContext, type AdminAuth } from './admin-auth';
import { AdminGate } from './AdminGate';
import { AdminLayout } from './AdminLayout';
import styles from './admin.module.css';

// Each admin page is its own chunk, loaded when opened; none of it is ever in a shopper's download.
const DashboardPage = lazy(() => import('./DashboardPage'));
const ComingSoonPage = lazy(() => import('./ComingSoonPage'));
const CouponsRoutes = lazy(() => import('./coupons/CouponsRoutes'));

/** Every route under /admin (paths relative to it). Sections add their pages here. */
export default function AdminRoutes({ auth }: { auth: AdminAuth }) {
  return (
    <AdminAuthContext.Provider value={auth}>
      <div className={styles.area}>
        <AdminGate>
          {(admin) => (
            <Routes>
              <Route element={<AdminLayout email={admin.email} />}>
                <Route index element={<DashboardPage />} />
                <Route path="products/*" element={<ComingSoonPage title="Products" />} />
                <Route path="categories" element={<ComingSoonPage title="Categories" />} />
                <Route path="orders/*" element={<ComingSoonPage title="Orders" />} />
                <Route path="coupons/*" element={<CouponsRoutes />} />
                <Route path="marketing" element={<ComingSoonPage title="Marketing" />} />
                <Route path="settings" element={<ComingSoonPage title="Settings" />} />
                <Route path="*" element={<ComingSoonPage title="Page not found" />} />
              </Route>
            </Routes>
          )}
        </AdminGate>
      </div>
    </AdminAuthContext.Provider>
  );
}
