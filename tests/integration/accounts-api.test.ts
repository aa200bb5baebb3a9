// The accounts API against the real Firestore and Auth emulators and the real server: genuine emulator ID tokens,
// profiles in LovelyUsers/{uid}, nothing mocked.
import '../support/emulator-env.js';
import { getAuth } from 'firebase-admin/auth';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { decodeJwtPayload, foreignSignedToken, withClaims } from '../support/accounts-auth-client.js';
import {
  expectUnauthenticated,
  ME,
  PROFILE,
  uniqueShopper,
  USER_ERRORS,
  useAccountsApi,
  type Me,
} from '../support/accounts-api-shop.js';

const api = useAccountsApi();
const { graphql, signUpWithVerifiedPhone } = api;

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
    expect((await api.db.doc(`LovelyUsers/${disabled.user.uid}`).get()).get('firstName')).toBe('Asha');

    const revoked = await signUpWithVerifiedPhone('revoked');
    // Revocation is recorded in whole seconds after the token's sign-in time.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await adminAuth.revokeRefreshTokens(revoked.user.uid);
    expectUnauthenticated((await graphql(update, {}, revoked.user.idToken)).body);
    const stored = await api.db.doc(`LovelyUsers/${revoked.user.uid}`).get();
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

    const stored = await api.db.doc(`LovelyUsers/${user.uid}`).get();
    expect(stored.data()).toMatchObject({ firstName: 'Asha', lastName: 'Raman', email, phone, isPhoneVerified: true });
    expect(stored.get('createdAt')).toBeInstanceOf(Timestamp);
    expect(stored.get('updatedAt')).toBeInstanceOf(Timestamp);

    const me = await graphql<Me>(ME, {}, user.idToken);
    expect(me.body.data?.me).toMatchObject({ id: user.uid, email, phone, isPhoneVerified: true });
    expect(Date.parse(String(me.body.data?.me?.['createdAt']))).not.toBeNaN();
  });

  it('edits address, city, PIN code and state, keeping createdAt', async () => {
    const { user, phone } = await signUpWithVerifiedPhone('editor');
    const before = (await api.db.doc(`LovelyUsers/${user.uid}`).get()).get('createdAt') as Timestamp;
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
    const stored = await api.db.doc(`LovelyUsers/${user.uid}`).get();
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
    expect((await api.db.doc(`LovelyUsers/${user.uid}`).get()).get('firstName')).toBe('Asha');
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
    expect((await api.db.doc(`LovelyUsers/${alice.user.uid}`).get()).get('firstName')).toBe('Alice');

    await graphql(
      `mutation { updateMyProfile(input: { firstName: "Robert", lastName: "B" }) { ${USER_ERRORS} } }`,
      {},
      bob.user.idToken,
    );
    expect((await api.db.doc(`LovelyUsers/${alice.user.uid}`).get()).get('firstName')).toBe('Alice');
    expect((await api.db.doc(`LovelyUsers/${bob.user.uid}`).get()).get('firstName')).toBe('Robert');
  });
});

describe('phone verification comes only from the token', () => {
  it('refuses to complete a sign-up whose token proves no phone', async () => {
    const shopper = uniqueShopper('nophone');
    const user = await api.auth.signUpWithPassword(shopper.email);
    const { body } = await graphql<{ completeSignUp: { profile: unknown; userErrors: unknown[] } }>(
      `mutation { completeSignUp(input: { firstName: "A", lastName: "B" }) { profile { id } ${USER_ERRORS} } }`,
      {},
      user.idToken,
    );
    expect(body.data?.completeSignUp).toEqual({
      profile: null,
      userErrors: [{ field: 'phone', code: 'PHONE_NOT_VERIFIED', message: 'Please verify your phone number' }],
    });
    expect((await api.db.doc(`LovelyUsers/${user.uid}`).get()).exists).toBe(false);
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
    const relinked = await api.auth.linkPhone(user, next);
    expect(decodeJwtPayload(relinked.idToken)['phone_number']).toBe(next);
    const accepted = await graphql<Change>(change, { phone: next }, relinked.idToken);
    expect(accepted.body.data?.updateMyProfile).toEqual({
      profile: { phone: next, isPhoneVerified: true },
      userErrors: [],
    });
  });

  it('reports isPhoneVerified from the token, not from the stored flag', async () => {
    const shopper = uniqueShopper('legacy');
    const user = await api.auth.signUpWithPassword(shopper.email);
    // An old profile that claims a verified phone, written by someone else than this server.
    await api.db
      .doc(`LovelyUsers/${user.uid}`)
      .set({ firstName: 'Old', lastName: 'Data', email: shopper.email, phone: shopper.phone, isPhoneVerified: true });
    const { body } = await graphql<Me>(ME, {}, user.idToken);
    expect(body.data?.me).toMatchObject({ phone: shopper.phone, isPhoneVerified: false });
  });
});
