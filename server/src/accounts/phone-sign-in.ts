import type { UserRecord } from 'firebase-admin/auth';
import { AccountMessages as M, userError } from '../domain/user-errors.js';
import type { AccountsService, AccountsServiceDeps } from './accounts-model.js';
import { hasAuthCode } from './accounts-model.js';

/**
 * Whether a sign-in OTP may be sent to a phone: first the very limits of phone verification (the same counters, so
 * sign-in and verification OTPs to one number or from one address add up), then whether an account has proven this
 * number. A number no complete account holds gets NO_ACCOUNT before any SMS is spent on it; the limits were counted
 * first, so asking about many numbers costs as much as sending to them.
 */
export function createPhoneSignIn(
  deps: Pick<AccountsServiceDeps, 'auth'>,
  verificationPermit: AccountsService['requestPhoneVerification'],
): AccountsService['requestPhoneSignIn'] {
  return async (user, ip, phoneInput) => {
    const permit = await verificationPermit(user, ip, phoneInput);
    if (!permit.allowed || permit.phone === null) return permit;
    const account = await accountWithPhone(deps, permit.phone);
    if (account === null || isPhoneOnly(account)) {
      return {
        allowed: false,
        phone: null,
        retryAfterSeconds: null,
        userErrors: [userError('phone', 'NO_ACCOUNT', M.noAccountForPhone)],
      };
    }
    return permit;
  };
}

async function accountWithPhone(deps: Pick<AccountsServiceDeps, 'auth'>, phone: string): Promise<UserRecord | null> {
  try {
    return await deps.auth.getUserByPhoneNumber(phone);
  } catch (error) {
    if (hasAuthCode(error, 'auth/user-not-found')) return null;
    throw error;
  }
}

/** A user with nothing but a phone is a sign-up left half-done, not an account to sign in to. */
function isPhoneOnly(account: UserRecord): boolean {
  return account.providerData.every((info) => info.providerId === 'phone');
}
