import { useState, type ReactNode } from 'react';
import { Button, Dialog, Spinner } from '../../ui';
import { useAuth } from './auth-state';
import { AuthForm } from './AuthForm';
import styles from './account.module.css';

/**
 * For pages only a signed-in shopper may use (checkout): a guest gets the login modal at once and, once signed in,
 * stays on the page, which then shows its content. Closing the modal leaves a way to open it again.
 */
export function SignInGate({
  children,
  title = 'Log in to check out',
  reason = 'Your cart is saved. Log in or create an account to enter your address and place your order.',
}: {
  children: ReactNode;
  title?: string;
  reason?: string;
}) {
  const { status, busy } = useAuth();
  const [open, setOpen] = useState(true);
  if (status === 'checking') return <Spinner centered label="Checking your sign-in" />;
  // A sign-up still finishing its own work (profile, toasts) keeps the modal until it is done.
  if (status === 'signed-in' && !busy) return <>{children}</>;
  return (
    <>
      <div className={styles.notice} data-testid="sign-in-needed">
        <h2 className={styles.sectionTitle}>{title}</h2>
        <p>{reason}</p>
        <Button onClick={() => setOpen(true)}>Log in or sign up</Button>
      </div>
      <Dialog open={open} onClose={() => setOpen(false)} title={title} closeOnBackdrop={false}>
        <AuthForm onSuccess={() => setOpen(false)} />
      </Dialog>
    </>
  );
}
