import { useEffect, useState, type FormEvent } from 'react';
import { Button, Dialog, TextField } from '../../ui';
import { authErrorMessage } from './auth-errors';
import { otpInputValue, resendLabel, validateOtp } from './auth-validation';
import styles from './auth.module.css';

export interface OtpDialogProps {
  open: boolean;
  /** The number the code went to, as shown to the shopper (+91…). */
  phone: string;
  secondsLeft: number;
  onVerify: (code: string) => Promise<void>;
  onResend: () => Promise<void>;
  onCancel: () => void;
}

/** The OTP dialog: 6 digits, a 60 s resend countdown, and Cancel, which closes it. */
export function OtpDialog({ open, phone, secondsLeft, onVerify, onResend, onCancel }: OtpDialogProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);

  useEffect(() => {
    if (open) {
      setCode('');
      setError(null);
    }
  }, [open]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = validateOtp(code);
    if (invalid) {
      setError(invalid);
      return;
    }
    setError(null);
    setVerifying(true);
    try {
      await onVerify(code);
    } catch (failure) {
      setError(authErrorMessage('confirmOtp', failure));
    } finally {
      setVerifying(false);
    }
  }

  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title="Verify Phone Number"
      closeOnBackdrop={false}
      className={styles.otpDialog}
    >
      <form onSubmit={(event) => void submit(event)} noValidate className={styles.form}>
        <p className={styles.muted}>Enter the 6-digit code sent to {phone}.</p>
        <TextField
          label="OTP"
          name="otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => setCode(otpInputValue(event.target.value))}
          error={error}
          // The dialog opens because the shopper asked for a code; the code field is the one thing to fill in.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
        />
        <Button type="submit" block loading={verifying}>
          Verify OTP
        </Button>
        <div className={styles.row}>
          <Button variant="ghost" size="small" disabled={secondsLeft > 0} onClick={() => void onResend()}>
            {resendLabel(secondsLeft)}
          </Button>
          <Button variant="secondary" size="small" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
