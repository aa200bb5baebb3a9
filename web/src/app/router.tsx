import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageOutlet } from './PageOutlet';
import { importOrReloadOnce } from './reload-on-stale-chunk';

// Every page is its own chunk: all pages load lazily, behind the branded loader. Declarative routes keep
// react-router's data-router machinery (≈17 KB gzip) out of the first-load bundle; no page needs loaders or actions.
// A page chunk missing after a redeploy reloads the page once (reload-on-stale-chunk.ts).
const HomePage = lazy(() => importOrReloadOnce(() => import('../features/home/HomePage')));
const ListingPage = lazy(() => importOrReloadOnce(() => import('../features/catalog/ListingPage')));
const SearchResultsPage = lazy(() => importOrReloadOnce(() => import('../features/catalog/SearchResultsPage')));
const ProductPage = lazy(() => importOrReloadOnce(() => import('../features/product/ProductPage')));
const LoginPage = lazy(() => importOrReloadOnce(() => import('../features/account/LoginPage')));
const AccountRoutes = lazy(() => importOrReloadOnce(() => import('../features/account/AccountRoutes')));
const WishlistPage = lazy(() => importOrReloadOnce(() => import('../features/wishlist/WishlistPage')));
const CartPage = lazy(() => importOrReloadOnce(() => import('../features/cart/CartPage')));
const CheckoutPage = lazy(() => importOrReloadOnce(() => import('./CheckoutRoute')));
const PaymentStatusPage = lazy(() => importOrReloadOnce(() => import('../features/payment/PaymentStatusPage')));
const PolicyPage = lazy(() => importOrReloadOnce(() => import('../features/policies/PolicyPage')));
const NotFoundPage = lazy(() => importOrReloadOnce(() => import('../ui/NotFoundPage')));
/** Every route of the shop. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PageOutlet />}>
        <Route index element={<HomePage />} />
        <Route path="shop" element={<ListingPage mode="shop" />} />
        <Route path="category" element={<ListingPage mode="category" />} />
        <Route path="search" element={<SearchResultsPage />} />
        <Route path="product/:id" element={<ProductPage />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="account/*" element={<AccountRoutes />} />
        <Route path="wishlist" element={<WishlistPage />} />
        <Route path="cart" element={<CartPage />} />
        <Route path="checkout" element={<CheckoutPage />} />
        <Route path="payment/status" element={<PaymentStatusPage />} />
        <Route path="terms-of-service" element={<PolicyPage policy="terms-of-service" />} />
        <Route path="privacy-policy" element={<PolicyPage policy="privacy-policy" />} />
        <Route path="shipping-policy" element={<PolicyPage policy="shipping-policy" />} />
        <Route path="refund-and-return-policy" element={<PolicyPage policy="refund-and-return-policy" />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
