import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, NameFields, TextField } from '../../ui';
import { abandonSignUp, createAccount, sendSignUpOtp } from './auth-actions';
import { authErrorMessage, isPhoneInUse } from './auth-errors';
import { ErrorMessages } from './auth-messages';
import type { PendingOtp } from './firebase-session-types';
import { validateSignUp } from './auth-validation';
import { PhoneOtpDialog, PhoneOtpField } from './PhoneOtpField';
import { usePhoneOtp } from './use-phone-otp';
import styles from './auth.module.css';

export interface SignUpFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  onSuccess: () => void;
  /** Offered when the verified number already belongs to an account: log in with it instead. */
  onLogInWithPhone: (digits: string) => void;
}

/**
 * Sign-up: names, e-mail and a phone verified by OTP first; then the password appears and Create Account puts the
 * e-mail and password on the same account as the verified phone.
 */
export function SignUpForm({ email, onEmailChange, onSuccess, onLogInWithPhone }: SignUpFormProps) {
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [password, setPassword] = useState('');
  const [phoneDigits, setPhoneDigits] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [registeredDigits, setRegisteredDigits] = useState<string | null>(null);
  const closeOtp = useRef<() => void>(() => {});
  // A code that proves a number some account already has ends the sign-up there and offers that account's log-in.
  const sendOtp = useCallback(async (digits: string): Promise<PendingOtp> => {
    setRegisteredDigits(null);
    const pending = await sendSignUpOtp(digits);
    return {
      async confirm(code) {
        try {
          await pending.confirm(code);
        } catch (failure) {
          if (isPhoneInUse(failure)) {
            setRegisteredDigits(digits);
            closeOtp.current();
          }
          throw failure;
        }
      },
    };
  }, []);
  const otp = usePhoneOtp(sendOtp);
  closeOtp.current = otp.reset;
  const phoneVerified = otp.verifiedDigits !== null && otp.verifiedDigits === phoneDigits;

  // A verified phone without a finished account is a phone-only user: remove it when the shopper walks away
  // (switches to log in, closes the modal, leaves the page).
  const pendingSignUp = useRef(false);
  pendingSignUp.current = phoneVerified;
  useEffect(
    () => () => {
      if (pendingSignUp.current) void abandonSignUp();
    },
    [],
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = validateSignUp({ firstName, lastName, email, password, phoneVerified });
    if (invalid) return setError(invalid);
    setError(null);
    setSubmitting(true);
    try {
      await createAccount({ firstName: firstName.trim(), lastName: lastName.trim(), email, password });
      onSuccess();
    } catch (failure) {
      setError(authErrorMessage('signUp', failure));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <>
      <form onSubmit={(event) => void submit(event)} noValidate className={styles.form} aria-label="Sign up">
        <NameFields
          firstName={firstName}
          lastName={lastName}
          onFirstNameChange={setFirstName}
          onLastNameChange={setLastName}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => onEmailChange(e.target.value)}
        />
        <PhoneOtpField
          otp={otp}
          digits={phoneDigits}
          onChange={setPhoneDigits}
          verified={phoneVerified}
          readOnly={phoneVerified}
        />
        {registeredDigits !== null && registeredDigits === phoneDigits && (
          <div className={styles.formError} role="alert">
            <p>{ErrorMessages.phoneInUse}</p>
            <Button variant="secondary" size="small" onClick={() => onLogInWithPhone(registeredDigits)}>
              Log in with this number
            </Button>
          </div>
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
      <PhoneOtpDialog otp={otp} digits={phoneDigits} />
    </>
  );
}
