import { useCallback, useState } from 'react';
import { authErrorMessage } from './auth-errors';
import { validatePhoneDigits } from './auth-validation';
import type { PendingOtp } from './firebase-session';
import { useCountdown } from './use-countdown';

export const RESEND_COUNTDOWN_SECONDS = 60;

export interface PhoneOtp {
  /** The 10 digits that were verified, or null. */
  verifiedDigits: string | null;
  /** An OTP was sent and not yet confirmed. */
  pending: boolean;
  sending: boolean;
  dialogOpen: boolean;
  secondsLeft: number;
  /** Why sending failed, to show beside the phone field. */
  sendError: string | null;
  send: (digits: string) => Promise<void>;
  resend: () => Promise<void>;
  verify: (code: string) => Promise<void>;
  openDialog: () => void;
  closeDialog: () => void;
  reset: () => void;
}

/**
 * The phone-verification flow shared by sign-up and the profile: send an OTP (with a 60 s resend countdown), open the
 * OTP dialog, confirm the code.
 */
export function usePhoneOtp(sendOtp: (digits: string) => Promise<PendingOtp>): PhoneOtp {
  const [verifiedDigits, setVerifiedDigits] = useState<string | null>(null);
  const [pending, setPending] = useState<{ digits: string; otp: PendingOtp } | null>(null);
  const [sending, setSending] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const countdown = useCountdown();

  const send = useCallback(
    async (digits: string) => {
      const invalid = validatePhoneDigits(digits);
      if (invalid) {
        setSendError(invalid);
        return;
      }
      setSendError(null);
      setSending(true);
      try {
        const otp = await sendOtp(digits);
        setPending({ digits, otp });
        countdown.start(RESEND_COUNTDOWN_SECONDS);
        setDialogOpen(true);
      } catch (error) {
        setSendError(authErrorMessage('sendOtp', error));
      } finally {
        setSending(false);
      }
    },
    [sendOtp, countdown],
  );

  return {
    verifiedDigits,
    pending: pending !== null,
    sending,
    dialogOpen,
    secondsLeft: countdown.secondsLeft,
    sendError,
    send,
    resend: async () => {
      if (pending && countdown.secondsLeft === 0) await send(pending.digits);
    },
    async verify(code) {
      if (!pending) return;
      await pending.otp.confirm(code);
      setVerifiedDigits(pending.digits);
      setPending(null);
      setDialogOpen(false);
    },
    openDialog: () => setDialogOpen(true),
    closeDialog: () => setDialogOpen(false),
    reset() {
      setVerifiedDigits(null);
      setPending(null);
      setDialogOpen(false);
      setSendError(null);
    },
  };
}
