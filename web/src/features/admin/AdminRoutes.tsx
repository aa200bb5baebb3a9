import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AdminAuthContext, type AdminAuth } from './admin-auth';
import { AdminGate } from './AdminGate';
import { AdminLayout } from './AdminLayout';
import styles from './admin.module.css';

// Each admin page is its own chunk, loaded when opened; none of it is ever in a shopper's download.
const DashboardPage = lazy(() => import('./dashboard/DashboardPage'));
const AdminOrdersPage = lazy(() => import('./orders/AdminOrdersPage'));
const AdminOrderPage = lazy(() => import('./orders/AdminOrderPage'));
const PackingSlipPage = lazy(() => import('./orders/PackingSlipPage'));
const InvoicePage = lazy(() => import('./orders/InvoicePage'));
const CreditNotePage = lazy(() => import('./orders/CreditNotePage'));
const GstRatesPage = lazy(() => import('./GstRatesPage'));
const DeliveriesPage = lazy(() => import('./deliveries/DeliveriesPage'));
const DeliverySettingsPage = lazy(() => import('./deliveries/DeliverySettingsPage'));
const MarketingPage = lazy(() => import('./content/MarketingPage'));
const SettingsPage = lazy(() => import('./content/SettingsPage'));
const ComingSoonPage = lazy(() => import('./ComingSoonPage'));
const ProductsPage = lazy(() => import('./ProductsPage'));
const ProductFormPage = lazy(() => import('./ProductFormPage'));
const CategoriesPage = lazy(() => import('./CategoriesPage'));
const SearchSynonymsPage = lazy(() => import('./search/SearchSynonymsPage'));
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
                <Route path="products" element={<ProductsPage />} />
                <Route path="products/:id" element={<ProductFormPage />} />
                <Route path="categories" element={<CategoriesPage />} />
                <Route path="orders" element={<AdminOrdersPage />} />
                <Route path="orders/:id" element={<AdminOrderPage />} />
                <Route path="orders/:id/packing-slip" element={<PackingSlipPage />} />
                <Route path="orders/:id/invoice" element={<InvoicePage />} />
                <Route path="orders/:id/credit-notes/:position" element={<CreditNotePage />} />
                <Route path="gst-rates" element={<GstRatesPage />} />
                <Route path="deliveries" element={<DeliveriesPage />} />
                <Route path="delivery-settings" element={<DeliverySettingsPage />} />
                <Route path="coupons/*" element={<CouponsRoutes />} />
                <Route path="marketing" element={<MarketingPage />} />
                <Route path="settings" element={<SettingsPage />} />
                <Route path="search-synonyms" element={<SearchSynonymsPage />} />
                <Route path="*" element={<ComingSoonPage title="Page not found" />} />
              </Route>
            </Routes>
          )}
        </AdminGate>
      </div>
    </AdminAuthContext.Provider>
  );
}
