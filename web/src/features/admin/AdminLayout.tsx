import { useApolloClient } from '@apollo/client/react';
import { lazy, Suspense, useId, useState } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { loadSonner } from '../../lib/toast';
import { ADMIN_URLS, HOME_URL } from '../../lib/urls';
import { Button, Spinner } from '../../ui';
import { useAdminAuth } from './admin-auth';
import styles from './admin.module.css';

// The shop's toasts (sonner), mounted here too: the admin area is outside the shop's frame.
const Toaster = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

const SECTIONS = [
  { to: ADMIN_URLS.dashboard, label: 'Dashboard', end: true },
  { to: ADMIN_URLS.products, label: 'Products', end: false },
  { to: ADMIN_URLS.categories, label: 'Categories', end: false },
  { to: ADMIN_URLS.orders, label: 'Orders', end: false },
  { to: ADMIN_URLS.deliveries, label: 'Deliveries', end: false },
  { to: ADMIN_URLS.coupons, label: 'Coupons', end: false },
  { to: ADMIN_URLS.marketing, label: 'Marketing', end: false },
  { to: ADMIN_URLS.searchSynonyms, label: 'Search', end: false },
  { to: ADMIN_URLS.settings, label: 'Settings', end: false },
  { to: ADMIN_URLS.deliverySettings, label: 'Delivery settings', end: false },
] as const;

/** The admin area's frame: the section sidebar, the signed-in admin and sign-out, and the current page. */
export function AdminLayout({ email }: { email: string | null }) {
  const auth = useAdminAuth();
  const client = useApolloClient();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  // On a phone the sections fold behind one "Menu" button, so a page starts on the first screen, not below the menu.
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const { pathname } = useLocation();
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }
  const current = SECTIONS.find((section) =>
    section.end ? pathname === section.to : pathname === section.to || pathname.startsWith(`${section.to}/`),
  );

  async function signOut() {
    setSigningOut(true);
    try {
      await auth.signOut();
      await client.clearStore();
      void navigate(ADMIN_URLS.dashboard, { replace: true });
    } finally {
      setSigningOut(false);
    }
  }

  return (
    <div className={styles.layout}>
      <aside className={[styles.sidebar, menuOpen && styles.menuOpen].filter(Boolean).join(' ')}>
        <div className={styles.sidebarHead}>
          <div className={styles.brandBlock}>
            <span className={styles.brand}>Lovely Gifts</span>
            <span className={styles.areaName}>Shop admin{current ? ` · ${current.label}` : ''}</span>
          </div>
          <button
            type="button"
            className={styles.menuButton}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            {menuOpen ? 'Close' : 'Menu'}
          </button>
        </div>
        <div id={menuId} className={styles.collapsible}>
          <nav aria-label="Admin sections">
            <ul className={styles.nav}>
              {SECTIONS.map((section) => (
                <li key={section.to}>
                  <NavLink
                    to={section.to}
                    end={section.end}
                    className={({ isActive }) =>
                      [styles.navLink, isActive && styles.navLinkActive].filter(Boolean).join(' ')
                    }
                  >
                    {section.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.account}>
            {email && (
              <p className={styles.signedInAs}>
                Signed in as <strong>{email}</strong>
              </p>
            )}
            <Button variant="secondary" size="small" loading={signingOut} onClick={() => void signOut()}>
              Sign out
            </Button>
            <a className={styles.shopLink} href={HOME_URL} target="_blank" rel="noreferrer">
              Open the shop ↗
            </a>
          </div>
        </div>
      </aside>
      <main id="main" className={styles.main} tabIndex={-1}>
        <Suspense fallback={<Spinner centered label="Loading" />}>
          <Outlet />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <Toaster position="top-center" duration={3000} closeButton />
      </Suspense>
    </div>
  );
}
