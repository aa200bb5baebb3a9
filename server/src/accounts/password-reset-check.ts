import { validateResetEmail } from '../domain/profile-validation.js';
import { AccountMessages as M, userError } from '../domain/user-errors.js';
import type { AccountGuards } from './account-guards.js';
import { hasAuthCode, type AccountsService, type AccountsServiceDeps } from './accounts-model.js';

/** Whether a password reset mail can help this e-mail: an account with a password, not only Google sign-in. */
export function createPasswordResetCheck(
  deps: AccountsServiceDeps,
  guards: AccountGuards,
): AccountsService['checkPasswordReset'] {
  return async (ip, emailInput) => {
    const email = validateResetEmail(emailInput);
    if (!email.ok) return { canReset: false, userErrors: email.errors };
    const decision = await guards.check([[guards.limits.resetChecksPerIp, ip]]);
    if (decision === null)
      return { canReset: false, userErrors: [userError('email', 'UNAVAILABLE', M.limitsUnavailable)] };
    if (!decision.allowed) {
      return { canReset: false, userErrors: [userError('email', 'RATE_LIMITED', M.tooManyResetAttempts)] };
    }
    const profile = await deps.store.findByEmail(email.value);
    if (!profile) return { canReset: false, userErrors: [userError('email', 'NO_ACCOUNT', M.noAccount)] };

    let providers: string[];
    try {
      const record = await deps.auth.getUserByEmail(email.value);
      providers = record.providerData.map((info) => info.providerId);
    } catch (error) {
      if (hasAuthCode(error, 'auth/user-not-found')) {
        return { canReset: false, userErrors: [userError('email', 'NO_ACCOUNT', M.noAccount)] };
      }
      throw error;
    }
    if (!providers.includes('password') && (providers.includes('google.com') || profile.providerId === 'google.com')) {
      return { canReset: false, userErrors: [userError('email', 'GOOGLE_ONLY_ACCOUNT', M.googleOnlyAccount)] };
    }
    return { canReset: true, userErrors: [] };
  };
}
