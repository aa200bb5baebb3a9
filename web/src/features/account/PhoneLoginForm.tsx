import { useEffect, useRef, useState } from 'react';
import { sendPhoneSignInOtp } from './auth-actions';
import { useAuth } from './auth-state';
import { isPhoneOnly } from './auth-user';
import { FinishProfileForm } from './FinishProfileForm';
import { PhoneOtpDialog, PhoneOtpField } from './PhoneOtpField';
import { usePhoneOtp } from './use-phone-otp';
import styles from './auth.module.css';

export interface PhoneLoginFormProps {
  /** The 10 digits to start with (a sign-up that found the number already registered hands them over). */
  initialDigits?: string;
  onSuccess: () => void;
}

/**
 * "Enter your mobile number → OTP → signed in, or finish your profile": the server's permit (the phone-verification
 * limits, the same answer whether the number has an account or not), an OTP through Firebase phone sign-in with the
 * same dialog and 60 s resend countdown as sign-up; a new number then gives its name and e-mail.
 */
export function PhoneLoginForm({ initialDigits = '', onSuccess }: PhoneLoginFormProps) {
  const [digits, setDigits] = useState(initialDigits);
  const otp = usePhoneOtp(sendPhoneSignInOtp);
  const { user } = useAuth();
  const signedIn = otp.verifiedDigits !== null;
  const newNumber = signedIn && user !== null && isPhoneOnly(user);
  // Once a new number is finishing its profile it stays on that form: its e-mail joins the account (no longer phone
  // only) before the server has recorded the profile, and only the form knows when that is done.
  const [finishing, setFinishing] = useState(false);
  if (newNumber && !finishing) setFinishing(true);
  const onSuccessRef = useRef(onSuccess);
  onSuccessRef.current = onSuccess;

  useEffect(() => {
    if (signedIn && !finishing && user !== null && !isPhoneOnly(user)) onSuccessRef.current();
  }, [signedIn, finishing, user]);

  if (newNumber || finishing) return <FinishProfileForm onSuccess={onSuccess} />;

  return (
    <>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!otp.pending) void otp.send(digits);
        }}
        noValidate
        className={styles.form}
        aria-label="Log in with mobile number"
      >
        <PhoneOtpField
          otp={otp}
          digits={digits}
          onChange={setDigits}
          verified={signedIn}
          readOnly={signedIn}
          sendLabel="Send OTP"
        />
      </form>
      <PhoneOtpDialog otp={otp} digits={digits} />
    </>
  );
}
