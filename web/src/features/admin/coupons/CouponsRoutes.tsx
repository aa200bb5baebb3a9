import { Route, Routes } from 'react-router-dom';
import CouponFormPage from './CouponFormPage';
import CouponsPage from './CouponsPage';
import CouponUsagePage from './CouponUsagePage';

/** Everything under /admin/coupons, one lazily loaded chunk. Codes are upper case, so "new" never names one. */
export default function CouponsRoutes() {
  return (
    <Routes>
      <Route index element={<CouponsPage />} />
      <Route path="new" caseSensitive element={<CouponFormPage />} />
      <Route path=":code" element={<CouponUsagePage />} />
      <Route path=":code/edit" element={<CouponFormPage />} />
    </Routes>
  );
}
