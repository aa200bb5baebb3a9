// The checks of the sign-in screens, in the order the forms show them, with their messages. Pure functions.
import { ValidationMessages as V } from './auth-messages';

export const PASSWORD_MIN_LENGTH = 6;
export const PHONE_DIGITS = 10;
export const OTP_LENGTH = 6;
export const PHONE_PREFIX = '+91';

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

/** What the phone input keeps of typed or pasted text: digits only, at most 10. */
export function phoneInputValue(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, PHONE_DIGITS);
}

/** Null when the 10 digits are complete, otherwise the message to show. */
export function validatePhoneDigits(digits: string): string | null {
  return /^\d{10}$/.test(digits) ? null : V.phoneInvalid;
}

/** The number to verify, with the +91 prefix. */
export function toE164(digits: string): string {
  return `${PHONE_PREFIX}${digits}`;
}

/** The 10 national digits of a stored +91 number (for editing), or '' when there is none. */
export function nationalDigits(phone: string | null | undefined): string {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.length >= PHONE_DIGITS ? digits.slice(-PHONE_DIGITS) : '';
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
