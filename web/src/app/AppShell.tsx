import { lazy, Suspense } from 'react';
import { Toaster } from 'sonner';
import { AnnouncementBar } from '../features/shell/AnnouncementBar';
import { Footer } from '../features/shell/Footer';
import { Header } from '../features/shell/Header';
import { MobileBottomBar } from '../features/shell/MobileBottomBar';
import { AppRoutes } from './router';
import { ScrollToTop } from './ScrollToTop';
import styles from './AppShell.module.css';

// The login prompt (and Firebase behind it) loads after the page, never in the first-load bundle.
const LoginPrompt = lazy(() => import('../features/account/LoginPrompt'));

/** The frame around every page: announcement bar, header, footer, mobile bottom bar, toasts, login prompt. */
export function AppShell() {
  return (
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
      <Suspense fallback={null}>
        <LoginPrompt />
      </Suspense>
      <Toaster position="top-center" duration={3000} closeButton />
      <ScrollToTop />
    </div>
  );
}
