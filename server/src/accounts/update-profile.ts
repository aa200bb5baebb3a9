import { isPhoneVerifiedFor, phoneKey } from './profile-document.js';
import { validateProfileFields } from '../domain/profile-validation.js';
import { AccountMessages as M, userError } from '../domain/user-errors.js';
import type { AccountGuards } from './account-guards.js';
import { requireUser, view, type AccountsService, type AccountsServiceDeps } from './accounts-model.js';

/** The shopper's own profile edits; a new phone must be one the token proves. */
export function createUpdateProfile(
  deps: AccountsServiceDeps,
  guards: AccountGuards,
): AccountsService['updateProfile'] {
  return async (maybeUser, ip, input) => {
    const user = requireUser(maybeUser);
    const fields = validateProfileFields(input);
    if (!fields.ok) return { profile: null, userErrors: fields.errors };
    const limited = await guards.profileWriteLimited(user, ip);
    if (limited) return { profile: null, userErrors: [limited] };
    await guards.ensureSessionValid(user);

    const stored = await deps.store.get(user.uid);
    const newPhone = fields.value.phone;
    const phoneChanged = phoneKey(newPhone) !== phoneKey(stored?.phone);
    const proven = isPhoneVerifiedFor(newPhone, user.phoneNumber);
    if (newPhone !== null && phoneChanged && !proven) {
      return { profile: null, userErrors: [userError('phone', 'PHONE_NOT_VERIFIED', M.phoneNotVerified)] };
    }
    const profile = await deps.store.saveFields(user.uid, fields.value, {
      email: stored?.email ?? user.email,
      isPhoneVerified: proven,
    });
    return { profile: view(profile, user), userErrors: [] };
  };
}
