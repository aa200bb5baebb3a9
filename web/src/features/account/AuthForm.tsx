import { useState } from 'react';
import { googleSignIn } from './auth-actions';
import { authErrorMessage } from './auth-errors';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';
import { GoogleButton } from './GoogleButton';
import { LoginForm } from './LoginForm';
import { PhoneLoginForm } from './PhoneLoginForm';
import { SignUpForm } from './SignUpForm';
import styles from './auth.module.css';

export type AuthMode = 'login' | 'signup';
/** How a shopper logs in: e-mail and password, or the mobile number and an OTP. */
type LoginMethod = 'email' | 'phone';

export interface AuthFormProps {
  /** Runs after a successful log-in or sign-up: the page navigates on, the modal closes. */
  onSuccess: () => void;
  initialMode?: AuthMode;
  /** Called before a Google redirect leaves the page (the login page remembers where to go back to). */
  onBeforeRedirect?: () => void;
}

/**
 * Log in (e-mail and password, or mobile number and OTP) or sign up (a mode toggle), Google, and Forget Password: used
 * by the /login page and the login prompt.
 */
export function AuthForm({ onSuccess, initialMode = 'login', onBeforeRedirect }: AuthFormProps) {
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const [email, setEmail] = useState('');
  const [googleBusy, setGoogleBusy] = useState(false);
  const [googleError, setGoogleError] = useState<string | null>(null);
  const [resetOpen, setResetOpen] = useState(false);
  const [loginMethod, setLoginMethod] = useState<LoginMethod>('email');
  const [loginPhone, setLoginPhone] = useState('');

  function switchMode(next: AuthMode) {
    setMode(next);
    setGoogleError(null);
  }

  function logInWithNumber(digits: string) {
    setLoginPhone(digits);
    setLoginMethod('phone');
    switchMode('login');
  }

  async function signInWithGoogle() {
    setGoogleError(null);
    setGoogleBusy(true);
    try {
      onBeforeRedirect?.();
      const outcome = await googleSignIn();
      if (outcome === 'redirecting') return; // The page is leaving for Google.
      onSuccess();
    } catch (failure) {
      setGoogleError(authErrorMessage('google', failure));
    }
    setGoogleBusy(false);
  }

  return (
    <div className={styles.authForm}>
      <div className={styles.modeToggle} role="group" aria-label="Log in or sign up">
        <button type="button" aria-pressed={mode === 'login'} onClick={() => switchMode('login')}>
          Log In
        </button>
        <button type="button" aria-pressed={mode === 'signup'} onClick={() => switchMode('signup')}>
          Sign Up
        </button>
      </div>

      {mode === 'signup' ? (
        <SignUpForm email={email} onEmailChange={setEmail} onSuccess={onSuccess} onLogInWithPhone={logInWithNumber} />
      ) : loginMethod === 'phone' ? (
        <PhoneLoginForm key={loginPhone} initialDigits={loginPhone} onSuccess={onSuccess} />
      ) : (
        <LoginForm
          email={email}
          onEmailChange={setEmail}
          onSuccess={onSuccess}
          onForgotPassword={() => setResetOpen(true)}
        />
      )}
      {mode === 'login' && (
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => setLoginMethod(loginMethod === 'email' ? 'phone' : 'email')}
        >
          {loginMethod === 'email' ? 'Log in with mobile number' : 'Log in with email'}
        </button>
      )}

      <div className={styles.divider}>
        <span>or</span>
      </div>
      <GoogleButton onClick={() => void signInWithGoogle()} loading={googleBusy}>
        {mode === 'login' ? 'Log in with Google' : 'Sign up with Google'}
      </GoogleButton>
      {googleError && (
        <p className={styles.formError} role="alert">
          {googleError}
        </p>
      )}

      <p className={styles.switchLine}>
        {mode === 'login' ? "Don't have an account? " : 'Already have an account? '}
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => switchMode(mode === 'login' ? 'signup' : 'login')}
        >
          {mode === 'login' ? 'Sign Up' : 'Log In'}
        </button>
      </p>

      <ForgotPasswordDialog open={resetOpen} initialEmail={email} onClose={() => setResetOpen(false)} />
    </div>
  );
}
