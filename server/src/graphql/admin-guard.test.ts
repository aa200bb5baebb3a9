import { describe, expect, it } from 'vitest';
import type { RequestUser } from '../shared/request-user.js';
import { NotAllowedError, NotSignedInError } from '../domain/errors.js';
import { adminFields, guardAdminFields } from './admin-guard.js';
import type { GraphQLContext } from './context.js';
import type { Resolvers } from './generated/resolvers-types.js';
import { parse } from './graphql-runtime.js';

const typeDefs = `
  directive @admin on FIELD_DEFINITION
  type Query { open: Int, adminThing: Int @admin }
  extend type Query { adminMissing: Int @admin }
  type Mutation { adminChange: Int @admin }
`;

const user = (isAdmin: boolean): RequestUser => ({
  uid: 'u1',
  email: 'u1@example.in',
  emailVerified: true,
  phoneNumber: null,
  signInProvider: 'password',
  displayName: null,
  photoURL: null,
  authTime: 1,
  isAdmin,
});

const contextOf = (checked: RequestUser | null) =>
  ({ getCheckedUser: async () => checked }) as unknown as GraphQLContext;

type Fn = (parent: unknown, args: unknown, context: GraphQLContext, info: unknown) => Promise<unknown>;

describe('the admin guard', () => {
  it('finds @admin fields in definitions and extensions', () => {
    expect(adminFields(parse(typeDefs))).toEqual([
      { type: 'Query', field: 'adminThing' },
      { type: 'Query', field: 'adminMissing' },
      { type: 'Mutation', field: 'adminChange' },
    ]);
  });

  it('refuses nobody-signed-in and shoppers before the resolver runs, and lets admins through', async () => {
    let calls = 0;
    const resolvers = {
      Query: { open: () => 1, adminThing: () => (calls += 1) },
    } as unknown as Resolvers<GraphQLContext>;
    const guarded = guardAdminFields(typeDefs, resolvers) as unknown as Record<string, Record<string, Fn>>;
    const adminThing = guarded['Query']!['adminThing']!;
    await expect(adminThing(null, {}, contextOf(null), null)).rejects.toBeInstanceOf(NotSignedInError);
    await expect(adminThing(null, {}, contextOf(user(false)), null)).rejects.toBeInstanceOf(NotAllowedError);
    expect(calls).toBe(0);
    await expect(adminThing(null, {}, contextOf(user(true)), null)).resolves.toBe(1);
    // Unmarked fields are untouched; marked fields without a resolver are guarded too.
    expect(guarded['Query']!['open']).toBe(
      (resolvers as unknown as Record<string, Record<string, unknown>>)['Query']!['open'],
    );
    await expect(guarded['Query']!['adminMissing']!(null, {}, contextOf(null), null)).rejects.toBeInstanceOf(
      NotSignedInError,
    );
    await expect(guarded['Mutation']!['adminChange']!(null, {}, contextOf(user(true)), null)).rejects.toThrow(
      /no resolver/,
    );
  });
});
