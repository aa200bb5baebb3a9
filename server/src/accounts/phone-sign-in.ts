import type { AccountsService } from './accounts-model.js';

/**
 * Whether a sign-in OTP may be sent to a phone: the very limits of phone verification (the same counters, so sign-in
 * and verification OTPs to one number, from one address or to one number range add up), and nothing else. Whether
 * the number has an account is never looked up: one flow serves both ("mobile number → OTP → signed in, or finish
 * your profile"), so the answer tells nobody whether a number is registered, and the limits hold down the SMS cost.
 */
export function createPhoneSignIn(
  verificationPermit: AccountsService['requestPhoneVerification'],
): AccountsService['requestPhoneSignIn'] {
  return (user, ip, phoneInput) => verificationPermit(user, ip, phoneInput);
}
