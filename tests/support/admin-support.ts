// Admin accounts for integration tests, made through the Auth emulator's own admin REST API (what firebase-admin
// calls), and operations built from the schema for every @admin field.
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import type { AuthEmulatorClient, SignedIn } from './accounts-auth-client.js';

/** Calls an Auth emulator admin endpoint (the emulator accepts the "owner" bearer as an admin credential). */
async function adminCall(host: string, projectId: string, method: string, body: Record<string, unknown>) {
  const response = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/projects/${projectId}/${method}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} failed: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Sets an account's custom claims (as `npm run admin:grant` does through firebase-admin). */
export async function setClaims(host: string, projectId: string, uid: string, claims: Record<string, unknown>) {
  await adminCall(host, projectId, 'accounts:update', { localId: uid, customAttributes: JSON.stringify(claims) });
}

/** Revokes every token issued before now (as revokeRefreshTokens does). */
export async function revokeTokens(host: string, projectId: string, uid: string) {
  await adminCall(host, projectId, 'accounts:update', {
    localId: uid,
    validSince: String(Math.ceil(Date.now() / 1000)),
  });
}

/** A new account with the admin claim, signed in again so that its ID token carries the claim. */
export async function signedInAdmin(
  auth: AuthEmulatorClient,
  authHost: string,
  projectId: string,
  email = `admin-${Date.now()}-${Math.floor(Math.random() * 1e6)}@lovelygifts.test`,
): Promise<SignedIn & { email: string }> {
  const created = await auth.signUpWithPassword(email);
  await setClaims(authHost, projectId, created.uid, { admin: true });
  const signedIn = await auth.signInWithPassword(email);
  return { ...signedIn, email };
}

/** Every field marked @admin in a schema document, read from its AST (where the directive is visible). */
export function adminFieldsOf(schemaText: string, schema: GraphQLSchema = buildSchema(schemaText)) {
  const fields: { type: 'Query' | 'Mutation'; name: string }[] = [];
  for (const rootName of ['Query', 'Mutation'] as const) {
    const root = rootName === 'Query' ? schema.getQueryType() : schema.getMutationType();
    if (!root) continue;
    for (const field of Object.values(root.getFields())) {
      const nodes = [field.astNode].filter((node) => node !== undefined && node !== null);
      if (nodes.some((node) => node.directives?.some((directive) => directive.name.value === 'admin'))) {
        fields.push({ type: rootName, name: field.name });
      }
    }
  }
  return fields;
}

/** A value of an input type that passes GraphQL's validation (the admin check runs before any resolver logic). */
function sampleValue(type: GraphQLInputType, depth = 0): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType, depth);
  if (isListType(type)) return [];
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isScalarType(type)) {
    switch (type.name) {
      case 'Int':
        return 1;
      case 'Float':
        return 1.5;
      case 'Boolean':
        return false;
      default:
        return 'x';
    }
  }
  if (isInputObjectType(type)) {
    if (depth > 5) return {};
    const value: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) {
      if (isNonNullType(field.type) && field.defaultValue === undefined)
        value[field.name] = sampleValue(field.type, depth + 1);
    }
    return value;
  }
  return null;
}

/** An operation calling one root field with valid sample arguments and the smallest selection. */
export function operationFor(schema: GraphQLSchema, type: 'Query' | 'Mutation', name: string) {
  const root = type === 'Query' ? schema.getQueryType()! : schema.getMutationType()!;
  const field = root.getFields()[name]!;
  const required = field.args.filter((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined);
  const declarations = required.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const args = required.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const named = getNamedType(field.type);
  const selection = isScalarType(named) || isEnumType(named) ? '' : '{ __typename }';
  const operation = type === 'Query' ? 'query' : 'mutation';
  const query = `${operation}${declarations ? `(${declarations})` : ''} { ${name}${args ? `(${args})` : ''} ${selection} }`;
  const variables = Object.fromEntries(required.map((arg) => [arg.name, sampleValue(arg.type)]));
  return { query, variables };
}
