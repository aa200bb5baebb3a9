import { useEffect, useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast';
import { Button, Dialog, TextField } from '../../ui';
import { requestPasswordReset } from './auth-actions';
import { authErrorMessage } from './auth-errors';
import { ErrorMessages } from './auth-messages';
import styles from './auth.module.css';

/** Forget Password: checks that the address can reset, then has Firebase send the reset link. */
export function ForgotPasswordDialog({
  open,
  initialEmail,
  onClose,
}: {
  open: boolean;
  initialEmail: string;
  onClose: () => void;
}) {
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (open) {
      setEmail(initialEmail);
      setError(null);
      setSent(false);
    }
  }, [open, initialEmail]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setSending(true);
    try {
      await requestPasswordReset(email);
      setSent(true);
      toast.success(ErrorMessages.resetSent);
    } catch (failure) {
      setError(authErrorMessage('passwordReset', failure));
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog open={open} onClose={onClose} title="Reset Password">
      {sent ? (
        <div className={styles.form}>
          <p className={styles.success} role="status">
            {ErrorMessages.resetSent}
          </p>
          <Button onClick={onClose} block>
            Back to Log In
          </Button>
        </div>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate className={styles.form}>
          <p className={styles.muted}>
            Enter the email address of your account and we will send you a link to reset your password.
          </p>
          <TextField
            label="Email"
            name="resetEmail"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={error}
          />
          <div className={styles.row}>
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={sending}>
              Send Reset Link
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
