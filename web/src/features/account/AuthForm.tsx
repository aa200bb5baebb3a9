import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Badge, Button, TextField } from '../../ui';
import { abandonSignUp, createAccount, googleSignIn, logIn, sendSignUpOtp } from './auth-actions';
import { authErrorMessage } from './auth-errors';
import { ValidationMessages } from './auth-messages';
import { resendLabel, toE164, validateSignUp } from './auth-validation';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';
import { GoogleButton } from './GoogleButton';
import { OtpDialog } from './OtpDialog';
import { PhoneInput } from './PhoneInput';
import { usePhoneOtp } from './use-phone-otp';
import styles from './auth.module.css';

export type AuthMode = 'login' | 'signup';

export interface AuthFormProps {
  /** Runs after a successful log-in or sign-up: the page navigates on, the modal closes. */
  onSuccess(): void;
  initialMode?: AuthMode;
  /** Called before a Google redirect leaves the page (the login page remembers where to go back to). */
  onBeforeRedirect?(): void;
}

/** The log-in and sign-up form, used by the /login page and by the login prompt's modal. */
export function AuthForm({ onSuccess, initialMode = 'login', onBeforeRedirect }: AuthFormProps) {
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [phoneDigits, setPhoneDigits] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [googleBusy, setGoogleBusy] = useState(false);
  const [resetOpen, setResetOpen] = useState(false);
  const otp = usePhoneOtp(sendSignUpOtp);
  const phoneVerified = otp.verifiedDigits !== null && otp.verifiedDigits === phoneDigits;

  // A verified phone without a finished account is a phone-only user: remove it if the shopper walks away.
  const pendingSignUp = useRef(false);
  pendingSignUp.current = phoneVerified;
  useEffect(
    () => () => {
      if (pendingSignUp.current) void abandonSignUp();
    },
    [],
  );

  function switchMode(next: AuthMode) {
    if (next === mode) return;
    if (pendingSignUp.current) void abandonSignUp();
    otp.reset();
    setMode(next);
    setError(null);
    setPassword('');
  }

  async function submitLogin(event: FormEvent) {
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

  async function submitSignUp(event: FormEvent) {
    event.preventDefault();
    const invalid = validateSignUp({ firstName, lastName, email, password, phoneVerified });
    if (invalid) return setError(invalid);
    setError(null);
    setSubmitting(true);
    try {
      await createAccount({ firstName: firstName.trim(), lastName: lastName.trim(), email, password });
      pendingSignUp.current = false;
      onSuccess();
    } catch (failure) {
      setError(authErrorMessage('signUp', failure));
    } finally {
      setSubmitting(false);
    }
  }

  async function signInWithGoogle() {
    setError(null);
    setGoogleBusy(true);
    try {
      onBeforeRedirect?.();
      const outcome = await googleSignIn();
      if (outcome === 'redirecting') return; // The page is leaving for Google.
      onSuccess();
    } catch (failure) {
      setError(authErrorMessage('google', failure));
    }
    setGoogleBusy(false);
  }

  const verifyLabel = otp.pending ? resendLabel(otp.secondsLeft) : 'Verify Phone No';

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

      {mode === 'login' ? (
        <form onSubmit={submitLogin} noValidate className={styles.form} aria-label="Log in">
          <TextField label="Email" name="email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <button type="button" className={styles.linkButton} onClick={() => setResetOpen(true)}>
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
      ) : (
        <form onSubmit={submitSignUp} noValidate className={styles.form} aria-label="Sign up">
          <div className={styles.twoColumns}>
            <TextField label="First Name" name="firstName" autoComplete="given-name" value={firstName} onChange={(e) => setFirstName(e.target.value)} />
            <TextField label="Last Name" name="lastName" autoComplete="family-name" value={lastName} onChange={(e) => setLastName(e.target.value)} />
          </div>
          <TextField label="Email" name="email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
          <PhoneInput
            value={phoneDigits}
            onChange={setPhoneDigits}
            readOnly={phoneVerified}
            error={otp.sendError}
            action={
              phoneVerified ? (
                <Badge tone="success">Verified</Badge>
              ) : (
                <Button
                  variant="secondary"
                  loading={otp.sending}
                  disabled={otp.pending && otp.secondsLeft > 0}
                  onClick={() => void otp.send(phoneDigits)}
                >
                  {verifyLabel}
                </Button>
              )
            }
          />
          {otp.pending && !otp.dialogOpen && !phoneVerified && (
            <button type="button" className={styles.linkButton} onClick={otp.openDialog}>
              Enter OTP
            </button>
          )}
          {phoneVerified && (
            <TextField
              label="Password"
              name="password"
              type="password"
              autoComplete="new-password"
              hint="At least 6 characters"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          )}
          {error && (
            <p className={styles.formError} role="alert">
              {error}
            </p>
          )}
          {phoneVerified && (
            <Button type="submit" block loading={submitting}>
              Create Account
            </Button>
          )}
        </form>
      )}

      <div className={styles.divider}>
        <span>or</span>
      </div>
      <GoogleButton onClick={() => void signInWithGoogle()} loading={googleBusy}>
        {mode === 'login' ? 'Log in with Google' : 'Sign up with Google'}
      </GoogleButton>

      <p className={styles.switchLine}>
        {mode === 'login' ? "Don't have an account? " : 'Already have an account? '}
        <button type="button" className={styles.linkButton} onClick={() => switchMode(mode === 'login' ? 'signup' : 'login')}>
          {mode === 'login' ? 'Sign Up' : 'Log In'}
        </button>
      </p>

      <OtpDialog
        open={otp.dialogOpen}
        phone={toE164(phoneDigits)}
        secondsLeft={otp.secondsLeft}
        onVerify={otp.verify}
        onResend={otp.resend}
        onCancel={otp.closeDialog}
      />
      <ForgotPasswordDialog open={resetOpen} initialEmail={email} onClose={() => setResetOpen(false)} />
    </div>
  );
}
