import { useState } from 'react';
import { Link } from 'react-router-dom';
import { usePageMeta } from '../../lib/page-meta';
import { Button, buttonClass } from '../../ui';
import { useAdminAuth } from './admin-auth';
import styles from './admin.module.css';
import { HOME_URL } from '../../lib/urls';

/** For a signed-in shopper who opens /admin: this account is not an admin. */
export function NotAdminScreen({ onRecheck }: { onRecheck: () => Promise<void> }) {
  usePageMeta('Not an admin');
  const auth = useAdminAuth();
  const { email } = auth.useAuthState();
  const [checking, setChecking] = useState(false);
  return (
    <div className={styles.centered}>
      <div className={styles.signInCard}>
        <p className={styles.brand}>Lovely Gifts</p>
        <h1 className={styles.signInTitle}>Not an admin</h1>
        <p>
          {email ? <strong>{email}</strong> : 'This account'} is not an admin of the shop. Ask the shop owner to run{' '}
          <code>npm run admin:grant -- {email ?? '<email>'}</code>, then check again.
        </p>
        <Button
          loading={checking}
          onClick={() => {
            setChecking(true);
            void onRecheck().finally(() => setChecking(false));
          }}
        >
          Check again
        </Button>
        <Button variant="secondary" onClick={() => void auth.signOut()}>
          Sign in with another account
        </Button>
        <Link className={buttonClass({ variant: 'ghost' })} to={HOME_URL}>
          ← Back to the shop
        </Link>
      </div>
    </div>
  );
}
