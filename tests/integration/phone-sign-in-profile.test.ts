// A new number signed in by its OTP alone finishes its profile, against the real Firestore and Auth emulators and the
// real server: the e-mail joins the phone on the account, then completeSignUp records the profile with the phone and
// the e-mail taken from the token (the e-mail unverified until its link is opened).
import '../support/emulator-env.js';
import { getAuth } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';
import { decodeJwtPayload } from '../support/accounts-auth-client.js';
import { ME, PROFILE, uniqueShopper, USER_ERRORS, useAccountsApi, type Me } from '../support/accounts-api-shop.js';

const api = useAccountsApi();
const { graphql } = api;

const COMPLETE = `mutation ($input: CompleteSignUpInput!) { completeSignUp(input: $input) { profile { ${PROFILE} } ${USER_ERRORS} } }`;
type Complete = { completeSignUp: { profile: Record<string, unknown> | null; userErrors: unknown[] } };
const NAMES = { firstName: 'Kavya', lastName: 'Iyer' };

describe('a new number signed in by its OTP finishes its profile', () => {
  it('has no profile and cannot complete one before an e-mail is on the account', async () => {
    const shopper = uniqueShopper('otp-phone-only');
    const phoneOnly = await api.auth.signInWithPhone(shopper.phone);
    expect(decodeJwtPayload(phoneOnly.idToken)).not.toHaveProperty('email');
    expect((await graphql<Me>(ME, {}, phoneOnly.idToken)).body.data?.me).toBeNull();
    const { body } = await graphql<Complete>(COMPLETE, { input: NAMES }, phoneOnly.idToken);
    expect(body.data?.completeSignUp).toMatchObject({ profile: null, userErrors: [{ field: 'email' }] });
    expect((await api.db.doc(`LovelyUsers/${phoneOnly.uid}`).get()).exists).toBe(false);
  });

  it('records the names, the phone proven by the token and its e-mail, unverified; the session stays valid', async () => {
    const shopper = uniqueShopper('otp-new');
    const phoneOnly = await api.auth.signInWithPhone(shopper.phone);
    const withEmail = await api.auth.addEmailPassword(phoneOnly, shopper.email);
    expect(withEmail.uid).toBe(phoneOnly.uid);
    expect(decodeJwtPayload(withEmail.idToken)).toMatchObject({
      email: shopper.email,
      email_verified: false,
      phone_number: shopper.phone,
    });

    const { body } = await graphql<Complete>(COMPLETE, { input: NAMES }, withEmail.idToken);
    expect(body.errors).toBeUndefined();
    expect(body.data?.completeSignUp).toMatchObject({
      userErrors: [],
      profile: {
        id: phoneOnly.uid,
        firstName: 'Kavya',
        lastName: 'Iyer',
        email: shopper.email,
        phone: shopper.phone,
        isPhoneVerified: true,
      },
    });
    const stored = (await api.db.doc(`LovelyUsers/${phoneOnly.uid}`).get()).data();
    expect(stored).toMatchObject({ ...NAMES, email: shopper.email, phone: shopper.phone, isPhoneVerified: true });
    expect((await graphql<Me>(ME, {}, withEmail.idToken)).body.data?.me).toMatchObject({ id: phoneOnly.uid });
    // One account holds the number and the e-mail; the e-mail waits for its link.
    const record = await getAuth().getUser(phoneOnly.uid);
    expect([record.email, record.emailVerified, record.phoneNumber]).toEqual([shopper.email, false, shopper.phone]);

    // Signing in by the number again (the usual way back) finds the same account and its profile.
    const again = await api.auth.signInWithPhone(shopper.phone);
    expect(again.uid).toBe(phoneOnly.uid);
    expect((await graphql<Me>(ME, {}, again.idToken)).body.data?.me).toMatchObject({ email: shopper.email });
  });
});
