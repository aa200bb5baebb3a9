import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spinner } from '../../ui';
import { AccountLayout } from './AccountLayout';
import { ProfilePage } from './ProfilePage';
import { RequireSignedIn } from './RequireSignedIn';

// The orders and coupons pages are their own chunks: the profile (the account area's landing page) does not carry them.
const OrdersPage = lazy(() => import('./OrdersPage'));
const OrderPage = lazy(() => import('./OrderPage'));
const CouponsPage = lazy(() => import('./CouponsPage'));
const CreditNotePage = lazy(() => import('./CreditNotePage'));
const InvoicePage = lazy(() => import('./InvoicePage'));

function Section({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner centered label="Loading" />}>{children}</Suspense>;
}

/** /account/*: the account layout with its nested pages; index and profile are the same profile page. */
export default function AccountRoutes() {
  return (
    <RequireSignedIn>
      <Routes>
        <Route element={<AccountLayout />}>
          <Route index element={<ProfilePage />} />
          <Route path="profile" element={<ProfilePage />} />
          <Route
            path="coupons"
            element={
              <Section>
                <CouponsPage />
              </Section>
            }
          />
          <Route
            path="orders"
            element={
              <Section>
                <OrdersPage />
              </Section>
            }
          />
          <Route
            path="orders/:id"
            element={
              <Section>
                <OrderPage />
              </Section>
            }
          />
          <Route
            path="orders/:id/credit-notes/:position"
            element={
              <Section>
                <CreditNotePage />
              </Section>
            }
          />
          <Route
            path="orders/:id/invoice"
            element={
              <Section>
                <InvoicePage />
              </Section>
            }
          />
          <Route path="*" element={<ProfilePage />} />
        </Route>
      </Routes>
    </RequireSignedIn>
  );
}
