import { lazy, Suspense, useSyncExternalStore } from 'react';
import { AnnouncementBar } from './shell/AnnouncementBar';
import { Footer } from './shell/Footer';
import { Header } from './shell/Header';
import { MobileBottomBar } from './shell/MobileBottomBar';
import { loadSonner, sonnerRequested, subscribeToSonnerRequest } from '../lib/toast';
import { useAfterPageLoad } from '../lib/use-after-page-load';
import { AppRoutes } from './router';
import { ScrollToTop } from './ScrollToTop';
import { ShopStateProvider } from '../shop/shop-state';
import { StockAlertSlotsContext, type StockAlertSlots } from '../shop/stock-alert-slots';
import styles from './AppShell.module.css';

// The login prompt (and Firebase behind it) loads after the page has loaded, never in the first-load bundle. The
// prompt is timed from the auth check, which therefore also waits for the page.
const LoginPrompt = lazy(() => import('../features/account/LoginPrompt'));
// The cart and wishlist kept with the account sync after the page has loaded too.
const AccountCartSync = lazy(() => import('../features/account/AccountCartSync'));
// "Notify me" on sold-out products and the wishlist: the account feature's components, loaded when a page shows one.
const stockAlertSlots: StockAlertSlots = {
  NotifyMe: lazy(() => import('../features/account/NotifyMe').then((module) => ({ default: module.NotifyMe }))),
  MyStockAlerts: lazy(() =>
    import('../features/account/NotifyMe').then((module) => ({ default: module.MyStockAlerts })),
  ),
};
// Sonner (≈10 KB gzip) stays out of the first load too: its Toaster mounts after the page has loaded, or at once when
// a toast is asked for earlier (sonner shows toasts made before its Toaster subscribed).
const Toaster = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

/**
 * What loads after the page: the login prompt, the account's cart sync and the toasts. Its own component, so that
 * its switch re-renders only it, not the whole shell and page around it.
 */
function AfterPageLoad() {
  const pageLoaded = useAfterPageLoad();
  const toastRequested = useSyncExternalStore(subscribeToSonnerRequest, sonnerRequested, () => false);
  return (
    <>
      {pageLoaded && (
        <Suspense fallback={null}>
          <LoginPrompt />
          <AccountCartSync />
        </Suspense>
      )}
      {(pageLoaded || toastRequested) && (
        <Suspense fallback={null}>
          <Toaster position="top-center" duration={3000} closeButton />
        </Suspense>
      )}
    </>
  );
}

/** The frame around every page: announcement bar, header, footer, mobile bottom bar, toasts, login prompt. */
export function AppShell() {
  return (
    <ShopStateProvider>
      <StockAlertSlotsContext.Provider value={stockAlertSlots}>
        <div className={styles.shell}>
          <a className="skip-link" href="#main">
            Skip to content
          </a>
          <AnnouncementBar />
          <Header />
          <main id="main" className={styles.main} tabIndex={-1}>
            <AppRoutes />
          </main>
          <Footer />
          <MobileBottomBar />
          <AfterPageLoad />
          <ScrollToTop />
        </div>
      </StockAlertSlotsContext.Provider>
    </ShopStateProvider>
  );
}
