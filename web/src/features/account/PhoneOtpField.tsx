import { Badge, Button } from '../../ui';
import { PhoneInput } from '../../ui/PhoneInput';
import { resendLabel, toE164 } from './auth-validation';
import { displayPhone } from '../../lib/phone';
import { OtpDialog } from './OtpDialog';
import type { PhoneOtp } from './use-phone-otp';
import authStyles from './auth.module.css';

/**
 * The phone field of the forms that send an OTP (sign-up, log-in by mobile number, the profile, checkout's phone
 * step): the number,
 * a Verified badge or the Verify Phone No / resend button, and, unless the field is read-only, the link back to the OTP
 * dialog while a code is pending.
 * Put PhoneOtpDialog outside the form.
 */
export function PhoneOtpField({
  otp,
  digits,
  onChange,
  verified,
  error,
  readOnly,
  optional = false,
  sendLabel = 'Verify Phone No',
}: {
  otp: PhoneOtp;
  /** The 10 national digits. */
  digits: string;
  onChange: (digits: string) => void;
  verified: boolean;
  /** The form's own message for the field; otherwise why sending the OTP failed. */
  error?: string | undefined;
  readOnly?: boolean;
  /** The number may be left out: no Verify button while the field is empty. */
  optional?: boolean;
  /** What the send button says before a code is pending (log-in says Send OTP). */
  sendLabel?: string;
}) {
  return (
    <>
      <PhoneInput
        value={digits}
        onChange={onChange}
        readOnly={readOnly}
        error={error ?? otp.sendError}
        action={
          verified ? (
            <Badge tone="success">Verified</Badge>
          ) : !optional || digits !== '' ? (
            <Button
              variant="secondary"
              loading={otp.sending}
              disabled={otp.pending && otp.secondsLeft > 0}
              onClick={() => void otp.send(digits)}
            >
              {otp.pending ? resendLabel(otp.secondsLeft) : sendLabel}
            </Button>
          ) : null
        }
      />
      {otp.pending && !otp.dialogOpen && !readOnly && (
        <button type="button" className={authStyles.linkButton} onClick={otp.openDialog}>
          Enter OTP
        </button>
      )}
    </>
  );
}

/** The OTP dialog of a PhoneOtpField, outside its form: a form inside a form would submit both. */
export function PhoneOtpDialog({ otp, digits }: { otp: PhoneOtp; digits: string }) {
  return (
    <OtpDialog
      open={otp.dialogOpen}
      phone={displayPhone(toE164(digits))}
      secondsLeft={otp.secondsLeft}
      onVerify={otp.verify}
      onResend={otp.resend}
      onCancel={otp.closeDialog}
    />
  );
}
