import { GraphQLError } from 'graphql';
import type { Resolvers, UserProfile } from '../graphql/generated/resolvers-types.js';
import type { GraphQLContext } from '../graphql/context.js';
import { NotSignedInError, type AccountsService, type ProfileView } from './accounts-service.js';
import { INDIAN_STATES } from './indian-states.js';

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

/** Runs an accounts operation; a missing or refused sign-in becomes the UNAUTHENTICATED error clients expect. */
async function guarded<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof NotSignedInError) {
      throw new GraphQLError(error.message, { extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } } });
    }
    throw error;
  }
}

/** What an accounts resolver needs from the request. */
async function accountsRequest(context: GraphQLContext) {
  return { user: await context.getUser(), ip: context.clientIp };
}

/** Resolvers of the accounts part of the schema: thin adapters over the accounts service the server passes in. */
export function createAccountResolvers(service: AccountsService): Resolvers {
  return {
    Query: {
      me: (_parent, _args, context) =>
        guarded(async () => {
          const { user } = await accountsRequest(context);
          return maybeProfile(await service.me(user));
        }),
      indianStates: () => [...INDIAN_STATES],
    },
    Mutation: {
      completeSignUp: (_parent, { input }, context) =>
        guarded(async () => {
          const { user, ip } = await accountsRequest(context);
          const result = await service.completeSignUp(user, ip, input);
          return { profile: maybeProfile(result.profile), userErrors: result.userErrors };
        }),
      recordGoogleSignIn: (_parent, _args, context) =>
        guarded(async () => {
          const { user, ip } = await accountsRequest(context);
          const result = await service.recordGoogleSignIn(user, ip);
          return { profile: maybeProfile(result.profile), created: result.created, userErrors: result.userErrors };
        }),
      updateMyProfile: (_parent, { input }, context) =>
        guarded(async () => {
          const { user, ip } = await accountsRequest(context);
          const result = await service.updateProfile(user, ip, input);
          return { profile: maybeProfile(result.profile), userErrors: result.userErrors };
        }),
      requestPhoneVerification: (_parent, { phone }, context) =>
        guarded(async () => {
          const { user, ip } = await accountsRequest(context);
          return service.requestPhoneVerification(user, ip, phone);
        }),
      checkPasswordReset: (_parent, { email }, context) =>
        guarded(async () => {
          const { ip } = await accountsRequest(context);
          return service.checkPasswordReset(ip, email);
        }),
    },
  };
}
