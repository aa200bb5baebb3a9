import type { Resolvers } from '../graphql/generated/resolvers-types.js';

/** Resolvers of the accounts part of the schema. Placeholder until the accounts work fills it in. */
export const accountResolvers: Resolvers = {
  Mutation: {
    ping: () => true,
  },
};
