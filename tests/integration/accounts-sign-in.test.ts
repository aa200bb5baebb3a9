// Sign-in against the real Firestore and Auth emulators and the real server: Google sign-in and what records it,
// password reset eligibility, and the rate limits.
import '../support/emulator-env.js';
import { getAuth } from 'firebase-admin/auth';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ACCOUNT_LIMITS } from '../../server/src/accounts/accounts-service.js';
import { decodeJwtPayload } from '../support/accounts-auth-client.js';
import { PROFILE, uniqueShopper, USER_ERRORS, useAccountsApi } from '../support/accounts-api-shop.js';
import { awayFromWindowEdge } from '../support/limit-windows.js';

const api = useAccountsApi();
const { graphql, signUpWithVerifiedPhone } = api;

describe('Google sign-in', () => {
  it('creates the profile from the display name, then only refreshes updatedAt and photoURL', async () => {
    const email = uniqueShopper('google').email;
    const first = await api.auth.signInWithGoogle({
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

    await api.db.doc(`LovelyUsers/${first.uid}`).update({ city: 'Coimbatore' });
    const createdAt = String(created.body.data?.recordGoogleSignIn.profile['createdAt']);
    const firstUpdatedAt = String(created.body.data?.recordGoogleSignIn.profile['updatedAt']);
    // The account's photo changed since (Firebase puts the account's current photo into the ID token).
    await getAuth().updateUser(first.uid, { photoURL: 'https://example.com/b.png' });
    const again = await api.auth.signInWithGoogle({ email, name: 'Meena K' });
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
    const user = await api.auth.signUpWithPassword(shopper.email);
    const signedIn = await api.auth.signInWithPassword(shopper.email);
    expect(decodeJwtPayload(signedIn.idToken)['firebase']).toMatchObject({ sign_in_provider: 'password' });
    const { body } = await graphql<Record_>(record, {}, signedIn.idToken);
    expect(body.data?.recordGoogleSignIn).toEqual(refusal);
    expect((await api.db.doc(`LovelyUsers/${user.uid}`).get()).exists).toBe(false);
  });

  it('refuses a phone sign-in token and writes nothing', async () => {
    const user = await api.auth.signInWithPhone(uniqueShopper('not-google-phone').phone);
    expect(decodeJwtPayload(user.idToken)['firebase']).toMatchObject({ sign_in_provider: 'phone' });
    const { body } = await graphql<Record_>(record, {}, user.idToken);
    expect(body.data?.recordGoogleSignIn).toEqual(refusal);
    expect((await api.db.doc(`LovelyUsers/${user.uid}`).get()).exists).toBe(false);
  });

  it('keeps an existing profile untouched when a non-Google token asks', async () => {
    const { user } = await signUpWithVerifiedPhone('not-google-existing');
    const before = (await api.db.doc(`LovelyUsers/${user.uid}`).get()).get('updatedAt') as Timestamp;
    const { body } = await graphql<Record_>(record, {}, user.idToken);
    expect(body.data?.recordGoogleSignIn).toEqual(refusal);
    const after = await api.db.doc(`LovelyUsers/${user.uid}`).get();
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

  it('refuses Google-only accounts with the Google sign-in message and allows password accounts', async () => {
    const googleEmail = uniqueShopper('reset-google').email;
    const google = await api.auth.signInWithGoogle({ email: googleEmail, name: 'G User' });
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
    await awayFromWindowEdge(DEFAULT_ACCOUNT_LIMITS.otpPerPhone, 20_000);
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
  }, 60_000);

  it('limits profile writes per user with a clear message', async () => {
    // The sign-up's write and the next twenty must all fall into one window of the per-user limit.
    await awayFromWindowEdge(DEFAULT_ACCOUNT_LIMITS.profileWritesPerUser, 30_000);
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
  }, 90_000);
});
