import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { usePageMeta } from '../../lib/page-meta';
import { Button, TextField } from '../../ui';
import { useAdminAuth } from './admin-auth';
import styles from './admin.module.css';
import { HOME_URL } from '../../lib/urls';

/** The admin sign-in: e-mail and password, with the shop's own Firebase Auth client. */
export function AdminSignIn({ expired = false }: { expired?: boolean }) {
  usePageMeta('Admin sign-in');
  const auth = useAdminAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      ...(email.trim() === '' ? { email: 'Email is required' } : {}),
      ...(password === '' ? { password: 'Password is required' } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await auth.signIn(email, password);
    } catch (error) {
      setErrors({ form: auth.signInErrorMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.centered}>
      <form className={styles.signInCard} onSubmit={(event) => void submit(event)} noValidate>
        <p className={styles.brand}>Lovely Gifts</p>
        <h1 className={styles.signInTitle}>Shop admin</h1>
        {expired && <p className={styles.notice}>Your session has expired. Please sign in again.</p>}
        <TextField
          label="Email"
          type="email"
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email ?? null}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password ?? null}
        />
        {errors.form && (
          <p className={styles.formError} role="alert">
            {errors.form}
          </p>
        )}
        <Button type="submit" block loading={busy}>
          Sign in
        </Button>
        <Link className={styles.backLink} to={HOME_URL}>
          ← Back to the shop
        </Link>
      </form>
    </div>
  );
}
