// The checks of the sign-in screens, in the order the forms show them, with their messages. Pure functions.
import { ValidationMessages as V } from './auth-messages';

// The phone rules are shared with checkout's address step.
export {
  nationalDigits,
  phoneInputValue,
  PHONE_DIGITS,
  PHONE_PREFIX,
  toE164,
  validatePhoneDigits,
} from '../../lib/phone';

export const PASSWORD_MIN_LENGTH = 6;
export const OTP_LENGTH = 6;

export interface SignUpForm {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  phoneVerified: boolean;
}

/** The first failing sign-up check, or null when the form may be submitted. */
export function validateSignUp(form: SignUpForm): string | null {
  if (form.firstName.trim() === '') return V.firstNameRequired;
  if (form.lastName.trim() === '') return V.lastNameRequired;
  if (form.email.trim() === '') return V.emailRequired;
  if (form.password === '') return V.passwordRequired;
  if (form.password.length < PASSWORD_MIN_LENGTH) return V.passwordTooShort;
  if (!form.phoneVerified) return V.phoneNotVerified;
  return null;
}

/** What the OTP input keeps: digits only, at most 6. */
export function otpInputValue(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, OTP_LENGTH);
}

export function validateOtp(code: string): string | null {
  return code.length === OTP_LENGTH && /^\d+$/.test(code) ? null : V.otpInvalid;
}

export function validateResetEmail(email: string): string | null {
  return email.trim() === '' ? V.resetEmailRequired : null;
}

/** Account creation itself: e-mail and password must both be there. */
export function validateAccountCredentials(email: string, password: string): string | null {
  return email.trim() === '' || password === '' ? V.emailAndPasswordRequired : null;
}

/** The resend button's label during the countdown, and after it. */
export function resendLabel(secondsLeft: number): string {
  return secondsLeft > 0 ? `Resend OTP in ${secondsLeft}s` : 'Resend OTP';
}
