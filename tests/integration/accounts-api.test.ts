// The accounts API against the real Firestore and Auth emulators and the real server: genuine emulator ID tokens,
// profiles in LovelyUsers/{uid}, nothing mocked.
import '../support/emulator-env.js';
import { getAuth } from 'firebase-admin/auth';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config.js';
import { startServer } from '../../server/src/server.js';
import {
  adminFirestore,
  startAuthEmulator,
  startFirestoreEmulator,
  testProjectId,
} from '../support/firebase-emulators.js';
import {
  AuthEmulatorClient,
  decodeJwtPayload,
  foreignSignedToken,
  withClaims,
} from '../support/accounts-auth-client.js';

interface GraphQLResponse<T> {
  data?: T;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

const PROFILE = `id firstName lastName email phone isPhoneVerified address city pincode state photoURL providerId createdAt updatedAt`;
const USER_ERRORS = `userErrors { field message code }`;

let firestoreEmulator: Awaited<ReturnType<typeof startFirestoreEmulator>>;
let authEmulator: Awaited<ReturnType<typeof startAuthEmulator>>;
let server: Awaited<ReturnType<typeof startServer>>;
let admin: ReturnType<typeof adminFirestore>;
let db: Firestore;
let auth: AuthEmulatorClient;
let projectId: string;
let counter = 0;

/** A fresh e-mail and Indian mobile number per call, so tests never share accounts or rate-limit keys. */
function uniqueShopper(prefix: string) {
  counter += 1;
  const suffix = `${Date.now() % 1_000_000}${counter}`.padStart(8, '0').slice(-8);
  return { email: `${prefix}-${suffix}@example.in`, phone: `+9198${suffix}` };
}

async function graphql<T>(query: string, variables: Record<string, unknown> = {}, token?: string | null) {
  const response = await fetch(`${server.url}/graphql`, {
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

type Me = { me: Record<string, unknown> | null };
const ME = `query { me { ${PROFILE} } }`;

async function signUpWithVerifiedPhone(prefix: string, names = { firstName: 'Asha', lastName: 'Raman' }) {
  const shopper = uniqueShopper(prefix);
  const emailUser = await auth.signUpWithPassword(shopper.email);
  const user = await auth.linkPhone(emailUser, shopper.phone);
  const { body } = await graphql<{
    completeSignUp: { profile: Record<string, unknown> | null; userErrors: unknown[] };
  }>(
    `mutation ($input: CompleteSignUpInput!) { completeSignUp(input: $input) { profile { ${PROFILE} } ${USER_ERRORS} } }`,
    { input: names },
    user.idToken,
  );
  return { ...shopper, user, body };
}

function expectUnauthenticated(body: GraphQLResponse<unknown>) {
  expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
}

beforeAll(async () => {
  projectId = testProjectId('accounts');
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
  db = admin.db;
  auth = new AuthEmulatorClient(authEmulator.host, projectId);
});

afterAll(async () => {
  await server?.stop();
  await admin?.close();
  await Promise.all([firestoreEmulator?.stop(), authEmulator?.stop()]);
});

describe('who may use the profile API', () => {
  it('refuses `me` without a token', async () => {
    expectUnauthenticated((await graphql(ME)).body);
  });

  it('refuses a malformed token', async () => {
    expectUnauthenticated((await graphql(ME, {}, 'not-a-jwt')).body);
  });

  it('refuses a token minted for another Firebase project (a forgery from an attacker-owned project)', async () => {
    const { user } = await signUpWithVerifiedPhone('forger');
    const other = 'demo-someone-else';
    expectUnauthenticated(
      (await graphql(ME, {}, withClaims(user.idToken, { aud: other, iss: `https://securetoken.google.com/${other}` })))
        .body,
    );
    const now = Math.floor(Date.now() / 1000);
    const forged = foreignSignedToken({
      iss: `https://securetoken.google.com/${other}`,
      aud: other,
      sub: user.uid,
      user_id: user.uid,
      iat: now,
      exp: now + 3600,
      auth_time: now,
      firebase: { sign_in_provider: 'password', identities: {} },
    });
    expectUnauthenticated((await graphql(ME, {}, forged)).body);
  });

  it('refuses an expired token', async () => {
    const { user, email } = await signUpWithVerifiedPhone('expired');
    const now = Math.floor(Date.now() / 1000);
    const expired = withClaims(user.idToken, { iat: now - 7200, auth_time: now - 7200, exp: now - 3600 });
    expectUnauthenticated((await graphql(ME, {}, expired)).body);
    // The same token before the edit still works: the refusal is the expiry, nothing else.
    expect((await graphql<Me>(ME, {}, user.idToken)).body.data?.me?.['email']).toBe(email);
  });

  it('refuses writes once the account is disabled or its sessions were revoked', async () => {
    const adminAuth = getAuth();
    const disabled = await signUpWithVerifiedPhone('disabled');
    await adminAuth.updateUser(disabled.user.uid, { disabled: true });
    const update = `mutation { updateMyProfile(input: { firstName: "Mallory", lastName: "X" }) { ${USER_ERRORS} } }`;
    expectUnauthenticated((await graphql(update, {}, disabled.user.idToken)).body);
    expect((await db.doc(`LovelyUsers/${disabled.user.uid}`).get()).get('firstName')).toBe('Asha');

    const revoked = await signUpWithVerifiedPhone('revoked');
    // Revocation is recorded in whole seconds after the token's sign-in time.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await adminAuth.revokeRefreshTokens(revoked.user.uid);
    expectUnauthenticated((await graphql(update, {}, revoked.user.idToken)).body);
    const stored = await db.doc(`LovelyUsers/${revoked.user.uid}`).get();
    expect(stored.get('firstName')).toBe('Asha');
  });
});

describe('own profile', () => {
  it('sign-up with e-mail, password and a linked phone stores the profile from the token', async () => {
    const { user, email, phone, body } = await signUpWithVerifiedPhone('owner', {
      firstName: '  Asha ',
      lastName: 'Raman',
    });
    expect(body.errors).toBeUndefined();
    expect(body.data?.completeSignUp.userErrors).toEqual([]);
    expect(body.data?.completeSignUp.profile).toMatchObject({
      id: user.uid,
      firstName: 'Asha',
      lastName: 'Raman',
      email,
      phone,
      isPhoneVerified: true,
    });

    const stored = await db.doc(`LovelyUsers/${user.uid}`).get();
    expect(stored.data()).toMatchObject({ firstName: 'Asha', lastName: 'Raman', email, phone, isPhoneVerified: true });
    expect(stored.get('createdAt')).toBeInstanceOf(Timestamp);
    expect(stored.get('updatedAt')).toBeInstanceOf(Timestamp);

    const me = await graphql<Me>(ME, {}, user.idToken);
    expect(me.body.data?.me).toMatchObject({ id: user.uid, email, phone, isPhoneVerified: true });
    expect(Date.parse(String(me.body.data?.me?.['createdAt']))).not.toBeNaN();
  });

  it('edits address, city, PIN code and state, keeping createdAt', async () => {
    const { user, phone } = await signUpWithVerifiedPhone('editor');
    const before = (await db.doc(`LovelyUsers/${user.uid}`).get()).get('createdAt') as Timestamp;
    const { body } = await graphql<{ updateMyProfile: { profile: Record<string, unknown>; userErrors: unknown[] } }>(
      `mutation ($input: UpdateProfileInput!) { updateMyProfile(input: $input) { profile { ${PROFILE} } ${USER_ERRORS} } }`,
      {
        input: {
          firstName: 'Asha',
          lastName: 'Devi',
          phone: phone.slice(3),
          address: '12 Race Course Road',
          city: 'Coimbatore',
          pincode: '641018',
          state: 'tamil nadu',
        },
      },
      user.idToken,
    );
    expect(body.data?.updateMyProfile.userErrors).toEqual([]);
    expect(body.data?.updateMyProfile.profile).toMatchObject({
      lastName: 'Devi',
      phone,
      isPhoneVerified: true,
      address: '12 Race Course Road',
      city: 'Coimbatore',
      pincode: '641018',
      state: 'Tamil Nadu',
    });
    const stored = await db.doc(`LovelyUsers/${user.uid}`).get();
    expect((stored.get('createdAt') as Timestamp).isEqual(before)).toBe(true);
    expect(stored.get('state')).toBe('Tamil Nadu');
  });

  it('answers invalid fields with typed user errors carrying the messages, and writes nothing', async () => {
    const { user } = await signUpWithVerifiedPhone('invalid');
    const { body } = await graphql<{ updateMyProfile: { profile: unknown; userErrors: unknown[] } }>(
      `mutation ($input: UpdateProfileInput!) { updateMyProfile(input: $input) { profile { id } ${USER_ERRORS} } }`,
      { input: { firstName: '', lastName: 'Raman', pincode: '012345', state: 'Atlantis' } },
      user.idToken,
    );
    expect(body.data?.updateMyProfile).toEqual({
      profile: null,
      userErrors: [
        { field: 'firstName', code: 'REQUIRED', message: 'First name is required' },
        { field: 'pincode', code: 'INVALID', message: 'Please enter a valid 6-digit PIN code' },
        { field: 'state', code: 'INVALID', message: 'Please choose a state or union territory from the list' },
      ],
    });
    expect((await db.doc(`LovelyUsers/${user.uid}`).get()).get('firstName')).toBe('Asha');
  });
});

describe("another shopper's profile", () => {
  it('is neither readable nor writable: every token reaches only its own document', async () => {
    const alice = await signUpWithVerifiedPhone('alice', { firstName: 'Alice', lastName: 'A' });
    const bob = await signUpWithVerifiedPhone('bob', { firstName: 'Bob', lastName: 'B' });

    const bobsView = await graphql<Me>(ME, {}, bob.user.idToken);
    expect(bobsView.body.data?.me).toMatchObject({ id: bob.user.uid, firstName: 'Bob' });

    // There is no argument to name someone else's uid: the schema refuses one.
    const named = await graphql<Me>(`query { me(id: "${alice.user.uid}") { id firstName } }`, {}, bob.user.idToken);
    expect(named.body.errors?.length).toBeGreaterThan(0);
    expect(named.body.data?.me).toBeUndefined();
    const smuggled = await graphql(
      `mutation { updateMyProfile(input: { firstName: "Mallory", lastName: "M", uid: "${alice.user.uid}" }) { ${USER_ERRORS} } }`,
      {},
      bob.user.idToken,
    );
    expect(smuggled.body.errors?.length).toBeGreaterThan(0);
    expect((await db.doc(`LovelyUsers/${alice.user.uid}`).get()).get('firstName')).toBe('Alice');

    await graphql(
      `mutation { updateMyProfile(input: { firstName: "Robert", lastName: "B" }) { ${USER_ERRORS} } }`,
      {},
      bob.user.idToken,
    );
    expect((await db.doc(`LovelyUsers/${alice.user.uid}`).get()).get('firstName')).toBe('Alice');
    expect((await db.doc(`LovelyUsers/${bob.user.uid}`).get()).get('firstName')).toBe('Robert');
  });
});

describe('phone verification comes only from the token', () => {
  it('refuses to complete a sign-up whose token proves no phone', async () => {
    const shopper = uniqueShopper('nophone');
    const user = await auth.signUpWithPassword(shopper.email);
    const { body } = await graphql<{ completeSignUp: { profile: unknown; userErrors: unknown[] } }>(
      `mutation { completeSignUp(input: { firstName: "A", lastName: "B" }) { profile { id } ${USER_ERRORS} } }`,
      {},
      user.idToken,
    );
    expect(body.data?.completeSignUp).toEqual({
      profile: null,
      userErrors: [{ field: 'phone', code: 'PHONE_NOT_VERIFIED', message: 'Please verify your phone number' }],
    });
    expect((await db.doc(`LovelyUsers/${user.uid}`).get()).exists).toBe(false);
  });

  it('accepts a new phone only after the token proves it', async () => {
    const { user } = await signUpWithVerifiedPhone('changer');
    const next = uniqueShopper('changer-next').phone;
    const change = `mutation ($phone: String) { updateMyProfile(input: { firstName: "Asha", lastName: "Raman", phone: $phone }) { profile { phone isPhoneVerified } ${USER_ERRORS} } }`;
    type Change = {
      updateMyProfile: { profile: { phone: string; isPhoneVerified: boolean } | null; userErrors: unknown[] };
    };

    const refused = await graphql<Change>(change, { phone: next }, user.idToken);
    expect(refused.body.data?.updateMyProfile).toEqual({
      profile: null,
      userErrors: [{ field: 'phone', code: 'PHONE_NOT_VERIFIED', message: 'Please verify your phone number' }],
    });

    // The web app's updatePhoneNumber: the same OTP round trip, with the new number, on the signed-in account.
    const relinked = await auth.linkPhone(user, next);
    expect(decodeJwtPayload(relinked.idToken)['phone_number']).toBe(next);
    const accepted = await graphql<Change>(change, { phone: next }, relinked.idToken);
    expect(accepted.body.data?.updateMyProfile).toEqual({
      profile: { phone: next, isPhoneVerified: true },
      userErrors: [],
    });
  });

  it('reports isPhoneVerified from the token, not from the stored flag', async () => {
    const shopper = uniqueShopper('legacy');
    const user = await auth.signUpWithPassword(shopper.email);
    // An old profile that claims a verified phone, written by someone else than this server.
    await db
      .doc(`LovelyUsers/${user.uid}`)
      .set({ firstName: 'Old', lastName: 'Data', email: shopper.email, phone: shopper.phone, isPhoneVerified: true });
    const { body } = await graphql<Me>(ME, {}, user.idToken);
    expect(body.data?.me).toMatchObject({ phone: shopper.phone, isPhoneVerified: false });
  });
});

describe('Google sign-in', () => {
  it('creates the profile from the display name, then only refreshes updatedAt and photoURL', async () => {
    const email = uniqueShopper('google').email;
    const first = await auth.signInWithGoogle({
      email,
      name: 'Meena Kumari Sundaram',
      picture: 'https://example.com/a.png',
    });
    const record = `mutation { recordGoogleSignIn { created profile { ${PROFILE} } ${USER_ERRORS} } }`;
    type Record_ = {
      recordGoogleSignIn: { created: boolean; profile: Record<string, unknown>; userErrors: unknown[] };
    };

    const created = await graphql<Record_>(record, {}, first.idToken);
    expect(created.body.data?.recordGoogleSignIn).toMatchObject({
      created: true,
      userErrors: [],
      profile: {
        id: first.uid,
        firstName: 'Meena',
        lastName: 'Kumari Sundaram',
        email,
        phone: null,
        isPhoneVerified: false,
        photoURL: 'https://example.com/a.png',
        providerId: 'google.com',
      },
    });

    await db.doc(`LovelyUsers/${first.uid}`).update({ city: 'Coimbatore' });
    const createdAt = String(created.body.data?.recordGoogleSignIn.profile['createdAt']);
    const firstUpdatedAt = String(created.body.data?.recordGoogleSignIn.profile['updatedAt']);
    // The account's photo changed since (Firebase puts the account's current photo into the ID token).
    await getAuth().updateUser(first.uid, { photoURL: 'https://example.com/b.png' });
    const again = await auth.signInWithGoogle({ email, name: 'Meena K' });
    const updated = await graphql<Record_>(record, {}, again.idToken);
    expect(updated.body.data?.recordGoogleSignIn).toMatchObject({
      created: false,
      profile: {
        firstName: 'Meena',
        lastName: 'Kumari Sundaram',
        city: 'Coimbatore',
        photoURL: 'https://example.com/b.png',
        createdAt,
      },
    });
    expect(String(updated.body.data?.recordGoogleSignIn.profile['updatedAt']) > firstUpdatedAt).toBe(true);
  });
});

describe('recordGoogleSignIn answers only Google sign-ins', () => {
  const record = `mutation { recordGoogleSignIn { created profile { id } ${USER_ERRORS} } }`;
  type Record_ = { recordGoogleSignIn: { created: boolean; profile: unknown; userErrors: unknown[] } };
  const refusal = {
    created: false,
    profile: null,
    userErrors: [
      {
        field: null,
        code: 'NOT_GOOGLE_SIGN_IN',
        message: "This sign-in did not come from Google. Please use the 'Log in with Google' button.",
      },
    ],
  };

  it('refuses a password sign-in token (e-mail and phone verified) and writes nothing', async () => {
    const shopper = uniqueShopper('not-google-password');
    const user = await auth.signUpWithPassword(shopper.email);
    const signedIn = await auth.signInWithPassword(shopper.email);
    expect(decodeJwtPayload(signedIn.idToken)['firebase']).toMatchObject({ sign_in_provider: 'password' });
    const { body } = await graphql<Record_>(record, {}, signedIn.idToken);
    expect(body.data?.recordGoogleSignIn).toEqual(refusal);
    expect((await db.doc(`LovelyUsers/${user.uid}`).get()).exists).toBe(false);
  });

  it('refuses a phone sign-in token and writes nothing', async () => {
    const user = await auth.signInWithPhone(uniqueShopper('not-google-phone').phone);
    expect(decodeJwtPayload(user.idToken)['firebase']).toMatchObject({ sign_in_provider: 'phone' });
    const { body } = await graphql<Record_>(record, {}, user.idToken);
    expect(body.data?.recordGoogleSignIn).toEqual(refusal);
    expect((await db.doc(`LovelyUsers/${user.uid}`).get()).exists).toBe(false);
  });

  it('keeps an existing profile untouched when a non-Google token asks', async () => {
    const { user } = await signUpWithVerifiedPhone('not-google-existing');
    const before = (await db.doc(`LovelyUsers/${user.uid}`).get()).get('updatedAt') as Timestamp;
    const { body } = await graphql<Record_>(record, {}, user.idToken);
    expect(body.data?.recordGoogleSignIn).toEqual(refusal);
    const after = await db.doc(`LovelyUsers/${user.uid}`).get();
    expect((after.get('updatedAt') as Timestamp).isEqual(before)).toBe(true);
    expect(after.get('providerId')).toBeUndefined();
  });
});

describe('password reset eligibility', () => {
  const check = `mutation ($email: String!) { checkPasswordReset(email: $email) { canReset ${USER_ERRORS} } }`;
  type Check = { checkPasswordReset: { canReset: boolean; userErrors: Array<{ message: string; code: string }> } };

  it.each([
    ['', 'Please enter your email address'],
    ['nobody@example.in', 'No account found with this email address.'],
  ])('%j → %j', async (email, message) => {
    const { body } = await graphql<Check>(check, { email });
    expect(body.data?.checkPasswordReset.canReset).toBe(false);
    expect(body.data?.checkPasswordReset.userErrors[0]?.message).toBe(message);
  });

  it('refuses Google-only accounts with the spec message and allows password accounts', async () => {
    const googleEmail = uniqueShopper('reset-google').email;
    const google = await auth.signInWithGoogle({ email: googleEmail, name: 'G User' });
    await graphql(
      `
        mutation {
          recordGoogleSignIn {
            created
          }
        }
      `,
      {},
      google.idToken,
    );
    const refused = await graphql<Check>(check, { email: googleEmail.toUpperCase() });
    expect(refused.body.data?.checkPasswordReset).toEqual({
      canReset: false,
      userErrors: [
        {
          field: 'email',
          code: 'GOOGLE_ONLY_ACCOUNT',
          message: "This email is registered with Google Sign-in. Please use the 'Log in with Google' button.",
        },
      ],
    });

    const { email } = await signUpWithVerifiedPhone('reset-password');
    expect((await graphql<Check>(check, { email })).body.data?.checkPasswordReset).toEqual({
      canReset: true,
      userErrors: [],
    });
  });
});

describe('rate limits', () => {
  const permit = `mutation ($phone: String!) { requestPhoneVerification(phone: $phone) { allowed phone retryAfterSeconds ${USER_ERRORS} } }`;
  type Permit = {
    requestPhoneVerification: {
      allowed: boolean;
      phone: string | null;
      retryAfterSeconds: number | null;
      userErrors: Array<{ message: string; code: string }>;
    };
  };

  it('validates the number and limits OTP requests per number', async () => {
    const bad = await graphql<Permit>(permit, { phone: '12345' });
    expect(bad.body.data?.requestPhoneVerification.userErrors[0]?.message).toBe(
      'Please enter a valid 10-digit phone number',
    );

    const digits = uniqueShopper('otp').phone.slice(3);
    const answers = [];
    for (let i = 0; i < 6; i += 1)
      answers.push((await graphql<Permit>(permit, { phone: digits })).body.data?.requestPhoneVerification);
    expect(answers.slice(0, 5).map((answer) => answer?.allowed)).toEqual([true, true, true, true, true]);
    expect(answers[0]?.phone).toBe(`+91${digits}`);
    expect(answers[5]).toMatchObject({
      allowed: false,
      phone: null,
      userErrors: [
        { code: 'RATE_LIMITED', message: 'Too many verification attempts. Please try again after some time.' },
      ],
    });
    expect(answers[5]?.retryAfterSeconds).toBeGreaterThan(0);
  });

  it('limits profile writes per user with a clear message', async () => {
    const { user } = await signUpWithVerifiedPhone('writer');
    const write = `mutation { updateMyProfile(input: { firstName: "Asha", lastName: "Raman" }) { ${USER_ERRORS} } }`;
    type Write = { updateMyProfile: { userErrors: Array<{ message: string; code: string }> } };
    // completeSignUp was the first write of this user's window.
    const results: Write['updateMyProfile'][] = [];
    for (let i = 0; i < 20; i += 1) {
      const { body } = await graphql<Write>(write, {}, user.idToken);
      if (body.data) results.push(body.data.updateMyProfile);
    }
    expect(results.slice(0, 19).every((result) => result.userErrors.length === 0)).toBe(true);
    expect(results[19]?.userErrors).toEqual([
      {
        field: null,
        code: 'RATE_LIMITED',
        message: 'Too many profile changes in a short time. Please wait a minute and try again.',
      },
    ]);
  });
});
