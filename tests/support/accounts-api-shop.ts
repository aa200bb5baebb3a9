// The server and emulators the accounts API test files share the setup of, and the calls they make: GraphQL as the
// web app sends it, and a shopper signed up with a verified phone.
import { afterAll, beforeAll, expect } from 'vitest';
import { loadConfig } from '../../server/src/config.js';
import { startServer } from '../../server/src/server.js';
import { AuthEmulatorClient } from './accounts-auth-client.js';
import { adminFirestore, startAuthEmulator, startFirestoreEmulator, testProjectId } from './firebase-emulators.js';

export interface GraphQLResponse<T> {
  data?: T;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

export const PROFILE = `id firstName lastName email phone isPhoneVerified address city pincode state photoURL providerId createdAt updatedAt`;
export const USER_ERRORS = `userErrors { field message code }`;
export type Me = { me: Record<string, unknown> | null };
export const ME = `query { me { ${PROFILE} } }`;

let counter = 0;

/** A fresh e-mail and Indian mobile number per call, so tests never share accounts or rate-limit keys. */
export function uniqueShopper(prefix: string) {
  counter += 1;
  const suffix = `${Date.now() % 1_000_000}${counter}`.padStart(8, '0').slice(-8);
  return { email: `${prefix}-${suffix}@example.in`, phone: `+9198${suffix}` };
}

export function expectUnauthenticated(body: GraphQLResponse<unknown>) {
  expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
}

/**
 * Starts the emulators and a server before the calling file's tests and stops them after. `db` and `auth` are the
 * ones started in beforeAll.
 */
export function useAccountsApi() {
  let firestoreEmulator: Awaited<ReturnType<typeof startFirestoreEmulator>> | undefined;
  let authEmulator: Awaited<ReturnType<typeof startAuthEmulator>> | undefined;
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  let admin: ReturnType<typeof adminFirestore> | undefined;
  let auth: AuthEmulatorClient | undefined;

  async function graphql<T>(query: string, variables: Record<string, unknown> = {}, token?: string | null) {
    const response = await fetch(`${server!.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'apollo-require-preflight': 'true',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    return { status: response.status, body: (await response.json()) as GraphQLResponse<T> };
  }

  async function signUpWithVerifiedPhone(prefix: string, names = { firstName: 'Asha', lastName: 'Raman' }) {
    const shopper = uniqueShopper(prefix);
    const emailUser = await auth!.signUpWithPassword(shopper.email);
    const user = await auth!.linkPhone(emailUser, shopper.phone);
    const { body } = await graphql<{
      completeSignUp: { profile: Record<string, unknown> | null; userErrors: unknown[] };
    }>(
      `mutation ($input: CompleteSignUpInput!) { completeSignUp(input: $input) { profile { ${PROFILE} } ${USER_ERRORS} } }`,
      { input: names },
      user.idToken,
    );
    return { ...shopper, user, body };
  }

  beforeAll(async () => {
    const projectId = testProjectId('accounts');
    [firestoreEmulator, authEmulator] = await Promise.all([
      startFirestoreEmulator({ projectId }),
      startAuthEmulator({ projectId }),
    ]);
    const config = loadConfig({
      APP_MODE: 'local',
      FIREBASE_PROJECT_ID: projectId,
      FIRESTORE_EMULATOR_HOST: firestoreEmulator.host,
      FIREBASE_AUTH_EMULATOR_HOST: authEmulator.host,
      LOG_LEVEL: 'silent',
      PORT: '0',
    });
    server = await startServer(config, { port: 0, webDir: null });
    admin = adminFirestore(firestoreEmulator.host, projectId);
    auth = new AuthEmulatorClient(authEmulator.host, projectId);
  });

  afterAll(async () => {
    await server?.stop();
    await admin?.close();
    await Promise.all([firestoreEmulator?.stop(), authEmulator?.stop()]);
  });

  return {
    get db() {
      return admin!.db;
    },
    get auth() {
      return auth!;
    },
    graphql,
    signUpWithVerifiedPhone,
  };
}
