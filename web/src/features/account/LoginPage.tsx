import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { usePageMeta } from '../../lib/page-meta';
import { Spinner } from '../../ui';
import { useAuth } from './auth-state';
import { AuthForm } from './AuthForm';
import { safeReturnUrl } from './login-prompt-rules';
import styles from './auth.module.css';

/** Survives the round trip of a Google redirect sign-in, which loses the navigation state. */
const RETURN_URL_KEY = 'lovely.auth.returnUrl';

function storedReturnUrl(): string | null {
  try {
    return sessionStorage.getItem(RETURN_URL_KEY);
  } catch {
    return null;
  }
}

function storeReturnUrl(url: string | null): void {
  try {
    if (url === null) sessionStorage.removeItem(RETURN_URL_KEY);
    else sessionStorage.setItem(RETURN_URL_KEY, url);
  } catch {
    // Without storage a Google redirect returns to /account: acceptable.
  }
}

/** /login: the page version of the auth form. Afterwards the shopper goes to returnUrl (navigation state) or /account. */
export default function LoginPage() {
  usePageMeta('Log in or sign up', 'Log in to Lovely Gifts or create an account with your verified phone number.');
  const { status, busy } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const fromState = (location.state as { returnUrl?: unknown } | null)?.returnUrl;
  const returnUrl = useMemo(() => safeReturnUrl(fromState ?? storedReturnUrl()), [fromState]);

  const goOn = useCallback(() => {
    storeReturnUrl(null);
    void navigate(returnUrl, { replace: true });
  }, [navigate, returnUrl]);

  // Already signed in (or back from a Google redirect): nothing to do here.
  useEffect(() => {
    if (status === 'signed-in' && !busy) goOn();
  }, [status, busy, goOn]);

  if (status === 'checking') return <Spinner centered label="Checking your sign-in" />;

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="login-title">
        <h1 id="login-title" className={styles.cardTitle}>
          Welcome to Lovely Gifts
        </h1>
        <p className={styles.cardLead}>Log in or create an account to save your details and track your orders.</p>
        <AuthForm onSuccess={goOn} onBeforeRedirect={() => storeReturnUrl(returnUrl)} />
      </section>
    </div>
  );
}
