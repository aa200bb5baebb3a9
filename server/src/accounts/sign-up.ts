import { splitDisplayName } from './display-name.js';
import { phoneKey } from './profile-document.js';
import { validateSignUpNames } from '../domain/profile-validation.js';
import { AccountMessages as M, userError } from '../domain/user-errors.js';
import type { AccountGuards } from './account-guards.js';
import {
  GOOGLE_PROVIDER,
  requireUser,
  view,
  type AccountsService,
  type AccountsServiceDeps,
} from './accounts-model.js';

type SignUp = Pick<AccountsService, 'completeSignUp' | 'recordGoogleSignIn'>;

/** The profile of a new account: after an e-mail sign-up with a verified phone, or from a Google sign-in. */
export function createSignUp(deps: AccountsServiceDeps, guards: AccountGuards): SignUp {
  return {
    async completeSignUp(maybeUser, ip, input) {
      const user = requireUser(maybeUser);
      const names = validateSignUpNames(input);
      if (!names.ok) return { profile: null, userErrors: names.errors };
      if (!user.email) {
        return { profile: null, userErrors: [userError('email', 'EMAIL_REQUIRED', M.emailAndPasswordRequired)] };
      }
      if (!user.phoneNumber || phoneKey(user.phoneNumber) === null || !user.phoneNumber.startsWith('+91')) {
        return { profile: null, userErrors: [userError('phone', 'PHONE_NOT_VERIFIED', M.phoneNotVerified)] };
      }
      const limited = await guards.profileWriteLimited(user, ip);
      if (limited) return { profile: null, userErrors: [limited] };
      await guards.ensureSessionValid(user);
      const profile = await deps.store.saveSignUp(user.uid, {
        ...names.value,
        email: user.email,
        phone: user.phoneNumber,
      });
      return { profile: view(profile, user), userErrors: [] };
    },

    async recordGoogleSignIn(maybeUser, ip) {
      const user = requireUser(maybeUser);
      // Only a Google sign-in may create or refresh a profile this way (with Google's name and photo).
      if (user.signInProvider !== GOOGLE_PROVIDER) {
        return {
          profile: null,
          created: false,
          userErrors: [userError(null, 'NOT_GOOGLE_SIGN_IN', M.notGoogleSignIn)],
        };
      }
      if (!user.email) {
        return {
          profile: null,
          created: false,
          userErrors: [userError('email', 'EMAIL_REQUIRED', M.emailAndPasswordRequired)],
        };
      }
      const limited = await guards.profileWriteLimited(user, ip);
      if (limited) return { profile: null, created: false, userErrors: [limited] };
      await guards.ensureSessionValid(user);
      const { firstName, lastName } = splitDisplayName(user.displayName, user.email);
      const { profile, created } = await deps.store.recordGoogleSignIn(user.uid, {
        email: user.email,
        emailVerified: user.emailVerified,
        firstName,
        lastName,
        photoURL: user.photoURL,
        phone: user.phoneNumber,
        providerId: GOOGLE_PROVIDER,
      });
      return { profile: view(profile, user), created, userErrors: [] };
    },
  };
}
