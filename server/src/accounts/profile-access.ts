import type { AccountGuards } from './account-guards.js';
import { requireUser, view, type AccountsService, type AccountsServiceDeps } from './accounts-model.js';

type ProfileAccess = Pick<AccountsService, 'assertSessionValid' | 'me' | 'profileFor' | 'saveCheckoutAddress'>;

/** Reading a profile (`me`, checkout's buyer gate), the session check before writes, and checkout's saved address. */
export function createProfileAccess(deps: AccountsServiceDeps, guards: AccountGuards): ProfileAccess {
  return {
    async assertSessionValid(user) {
      await guards.ensureSessionValid(user);
    },

    async me(maybeUser) {
      const user = requireUser(maybeUser);
      const profile = await deps.store.get(user.uid);
      return profile ? view(profile, user) : null;
    },

    async profileFor(user) {
      const profile = await deps.store.get(user.uid);
      return profile ? view(profile, user) : null;
    },

    async saveCheckoutAddress(uid, address) {
      return deps.store.saveAddress(uid, {
        address: address.address,
        city: address.city,
        pincode: address.postalCode,
        state: address.state,
      });
    },
  };
}
