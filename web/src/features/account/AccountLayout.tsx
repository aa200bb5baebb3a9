import { useState } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { toast } from '../../lib/toast';
import { Button } from '../../ui';
import { logOut } from './auth-actions';
import { ToastMessages } from './auth-messages';
import { useAuth } from './auth-store';
import styles from './account.module.css';

const SECTIONS = [
  { to: '/account/profile', label: 'My Profile', matchIndex: true },
  { to: '/account/coupons', label: 'My Coupons', matchIndex: false },
  { to: '/account/orders', label: 'My Orders', matchIndex: false },
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
      void navigate('/', { replace: true });
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
