import { useState } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { toast } from '../../lib/toast';
import { Button } from '../../ui';
import { logOut } from './auth-actions';
import { ToastMessages } from './auth-messages';
import { useAuth } from './auth-state';
import styles from './account.module.css';
import { HOME_URL, MY_COUPONS_URL, ORDERS_URL, PROFILE_URL } from '../../lib/urls';

const SECTIONS = [
  { to: PROFILE_URL, label: 'My Profile', matchIndex: true },
  { to: MY_COUPONS_URL, label: 'My Coupons', matchIndex: false },
  { to: ORDERS_URL, label: 'My Orders', matchIndex: false },
];

/** The frame of the account area: a section menu, the current section, and Log Out. */
export function AccountLayout() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const onIndex = /^\/account\/?$/.test(useLocation().pathname);
  const [signingOut, setSigningOut] = useState(false);

  async function signOut() {
    setSigningOut(true);
    try {
      await logOut();
      toast.success(ToastMessages.signedOut);
      void navigate(HOME_URL, { replace: true });
    } catch {
      toast.error('Failed to log out. Please try again.');
      setSigningOut(false);
    }
  }

  return (
    <div className={`container ${styles.layout}`}>
      <aside className={styles.sidebar}>
        <h1 className={styles.title}>My Account</h1>
        {user?.email && <p className={styles.signedInAs}>Signed in as {user.email}</p>}
        <nav aria-label="Account sections">
          <ul className={styles.menu}>
            {SECTIONS.map((section) => (
              <li key={section.to}>
                <NavLink
                  to={section.to}
                  className={({ isActive }) =>
                    [styles.menuLink, isActive || (section.matchIndex && onIndex) ? styles.active : null]
                      .filter(Boolean)
                      .join(' ')
                  }
                >
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <Button variant="secondary" onClick={() => void signOut()} loading={signingOut} className={styles.signOut}>
          Log Out
        </Button>
      </aside>
      <section className={styles.content}>
        <Outlet />
      </section>
    </div>
  );
}
