import type { Resolvers, UserProfile } from '../graphql/generated/resolvers-types.js';
import type { AccountsService, ProfileView } from './accounts-service.js';
import { INDIAN_STATES } from '../domain/indian-states.js';
import type { RequestUser } from '../shared/request-user.js';

/** What the accounts resolvers read from a request's context. */
export interface AccountsRequestContext {
  readonly services: { readonly accounts: AccountsService };
  /** The client's address, for rate limits. */
  readonly clientIp: string;
  /** The signed-in shopper from a verified ID token, or null. */
  readonly getUser: () => Promise<RequestUser | null>;
}

function toGraphQL(profile: ProfileView): UserProfile {
  return {
    id: profile.uid,
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email,
    phone: profile.phone,
    isPhoneVerified: profile.isPhoneVerified,
    address: profile.address,
    city: profile.city,
    pincode: profile.pincode,
    state: profile.state,
    photoURL: profile.photoURL,
    providerId: profile.providerId,
    createdAt: profile.createdAt,
    updatedAt: profile.updatedAt,
  };
}

function maybeProfile(profile: ProfileView | null): UserProfile | null {
  return profile ? toGraphQL(profile) : null;
}

/**
 * Resolvers of the accounts part of the schema: thin adapters over the accounts service. A refused sign-in is the
 * service's NotSignedInError, which graphql/errors.ts answers as UNAUTHENTICATED.
 */
export const accountsResolvers: Resolvers<AccountsRequestContext> = {
  Query: {
    me: async (_parent, _args, { services, getUser }) => maybeProfile(await services.accounts.me(await getUser())),
    indianStates: () => [...INDIAN_STATES],
  },
  Mutation: {
    completeSignUp: async (_parent, { input }, { services, getUser, clientIp }) => {
      const result = await services.accounts.completeSignUp(await getUser(), clientIp, input);
      return { profile: maybeProfile(result.profile), userErrors: result.userErrors };
    },
    recordGoogleSignIn: async (_parent, _args, { services, getUser, clientIp }) => {
      const result = await services.accounts.recordGoogleSignIn(await getUser(), clientIp);
      return { profile: maybeProfile(result.profile), created: result.created, userErrors: result.userErrors };
    },
    updateMyProfile: async (_parent, { input }, { services, getUser, clientIp }) => {
      const result = await services.accounts.updateProfile(await getUser(), clientIp, input);
      return { profile: maybeProfile(result.profile), userErrors: result.userErrors };
    },
    requestPhoneVerification: async (_parent, { phone }, { services, getUser, clientIp }) =>
      services.accounts.requestPhoneVerification(await getUser(), clientIp, phone),
    requestPhoneSignIn: async (_parent, { phone }, { services, getUser, clientIp }) =>
      services.accounts.requestPhoneSignIn(await getUser(), clientIp, phone),
    checkPasswordReset: (_parent, { email }, { services, clientIp }) =>
      services.accounts.checkPasswordReset(clientIp, email),
  },
};
