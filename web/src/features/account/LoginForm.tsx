import { useState, type FormEvent } from 'react';
import { Button, TextField } from '../../ui';
import { logIn } from './auth-actions';
import { authErrorMessage } from './auth-errors';
import { ValidationMessages } from './auth-messages';
import styles from './auth.module.css';

export interface LoginFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  onSuccess: () => void;
  onForgotPassword: () => void;
}

/** Log in with e-mail and password. */
export function LoginForm({ email, onEmailChange, onSuccess, onForgotPassword }: LoginFormProps) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (email.trim() === '') return setError(ValidationMessages.emailRequired);
    if (password === '') return setError(ValidationMessages.passwordRequired);
    setError(null);
    setSubmitting(true);
    try {
      await logIn(email, password);
      onSuccess();
    } catch (failure) {
      setError(authErrorMessage('signIn', failure));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className={styles.form} aria-label="Log in">
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => onEmailChange(e.target.value)}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <button type="button" className={styles.linkButton} onClick={onForgotPassword}>
        Forget Password?
      </button>
      {error && (
        <p className={styles.formError} role="alert">
          {error}
        </p>
      )}
      <Button type="submit" block loading={submitting}>
        Log In
      </Button>
    </form>
  );
}
