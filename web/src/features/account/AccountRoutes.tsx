import { Route, Routes } from 'react-router-dom';
import { AccountLayout } from './AccountLayout';
import { CouponsPage, OrdersPage } from './AccountEmptyPages';
import { ProfilePage } from './ProfilePage';
import { RequireSignedIn } from './RequireSignedIn';

/** /account/*: the account layout with its nested pages; index and profile are the same profile page. */
export default function AccountRoutes() {
  return (
    <RequireSignedIn>
      <Routes>
        <Route element={<AccountLayout />}>
          <Route index element={<ProfilePage />} />
          <Route path="profile" element={<ProfilePage />} />
          <Route path="coupons" element={<CouponsPage />} />
          <Route path="orders" element={<OrdersPage />} />
          <Route path="*" element={<ProfilePage />} />
        </Route>
      </Routes>
    </RequireSignedIn>
  );
}
