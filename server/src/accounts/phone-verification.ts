import { validateOtpPhone } from '../domain/profile-validation.js';
import { AccountMessages as M, userError } from '../domain/user-errors.js';
import type { AccountGuards } from './account-guards.js';
import type { AccountsService } from './accounts-model.js';

/** The range a number belongs to for the daily limit: the E.164 number without its last 4 digits. */
export function numberRange(phone: string): string {
  return phone.slice(0, -4);
}

/**
 * Whether an OTP may be sent to a phone now: limits per address, account and phone (a short window), and per phone,
 * address and number range per day, all counted in Firestore so every instance shares them.
 */
export function createPhoneVerification(guards: AccountGuards): AccountsService['requestPhoneVerification'] {
  return async (user, ip, phoneInput) => {
    const phone = validateOtpPhone(phoneInput);
    if (!phone.ok) return { allowed: false, phone: null, retryAfterSeconds: null, userErrors: phone.errors };
    const decision = await guards.check([
      [guards.limits.otpPerIp, ip],
      [guards.limits.otpPerUser, user?.uid ?? null],
      [guards.limits.otpPerPhone, phone.value],
      [guards.limits.otpPerPhoneDay, phone.value],
      [guards.limits.otpPerIpDay, ip],
      [guards.limits.otpPerPrefixDay, numberRange(phone.value)],
    ]);
    if (decision === null) {
      return {
        allowed: false,
        phone: null,
        retryAfterSeconds: null,
        userErrors: [userError('phone', 'UNAVAILABLE', M.limitsUnavailable)],
      };
    }
    if (!decision.allowed) {
      return {
        allowed: false,
        phone: null,
        retryAfterSeconds: decision.retryAfterSeconds,
        userErrors: [userError('phone', 'RATE_LIMITED', M.tooManyVerificationAttempts)],
      };
    }
    return { allowed: true, phone: phone.value, retryAfterSeconds: null, userErrors: [] };
  };
}
