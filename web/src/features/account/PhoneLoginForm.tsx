import { useEffect, useRef, useState } from 'react';
import { sendPhoneSignInOtp } from './auth-actions';
import { PhoneOtpDialog, PhoneOtpField } from './PhoneOtpField';
import { usePhoneOtp } from './use-phone-otp';
import styles from './auth.module.css';

export interface PhoneLoginFormProps {
  /** The 10 digits to start with (a sign-up that found the number already registered hands them over). */
  initialDigits?: string;
  onSuccess: () => void;
}

/**
 * Log in with the mobile number an account has verified: the server's permit (the phone-verification limits), an OTP
 * through Firebase phone sign-in, and the same OTP dialog with its 60 s resend countdown as sign-up.
 */
export function PhoneLoginForm({ initialDigits = '', onSuccess }: PhoneLoginFormProps) {
  const [digits, setDigits] = useState(initialDigits);
  const otp = usePhoneOtp(sendPhoneSignInOtp);
  const signedIn = otp.verifiedDigits !== null;
  const onSuccessRef = useRef(onSuccess);
  onSuccessRef.current = onSuccess;

  useEffect(() => {
    if (signedIn) onSuccessRef.current();
  }, [signedIn]);

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
