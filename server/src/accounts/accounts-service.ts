// What the accounts API does, independent of GraphQL: who may do what, which limits apply, what gets stored.
// The use cases live in modules of their own beside this one; this module binds them and keeps the feature's names.
import { createAccountGuards } from './account-guards.js';
import type { AccountsService, AccountsServiceDeps } from './accounts-model.js';
import { createPasswordResetCheck } from './password-reset-check.js';
import { createPhoneSignIn } from './phone-sign-in.js';
import { createPhoneVerification } from './phone-verification.js';
import { createProfileAccess } from './profile-access.js';
import { createSignUp } from './sign-up.js';
import { createUpdateProfile } from './update-profile.js';

export {
  DEFAULT_ACCOUNT_LIMITS,
  type AccountLimitRules,
  type AccountsService,
  type AccountsServiceDeps,
  type CheckoutAddressFields,
  type GoogleSignInResult,
  type PasswordResetCheck,
  type PhoneVerificationPermit,
  type ProfileResult,
  type ProfileView,
} from './accounts-model.js';

export function createAccountsService(deps: AccountsServiceDeps): AccountsService {
  const guards = createAccountGuards(deps);
  const requestPhoneVerification = createPhoneVerification(guards);
  return {
    ...createProfileAccess(deps, guards),
    ...createSignUp(deps, guards),
    updateProfile: createUpdateProfile(deps, guards),
    requestPhoneVerification,
    requestPhoneSignIn: createPhoneSignIn(requestPhoneVerification),
    checkPasswordReset: createPasswordResetCheck(deps, guards),
  };
}
