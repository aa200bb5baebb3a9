// The session's operations that verify a phone by OTP: sign-up (phone first, then e-mail and password on the same
// account) and putting a new number on the signed-in account. Loaded only with firebase-session.ts.
import {
  EmailAuthProvider,
  PhoneAuthProvider,
  deleteUser,
  linkWithCredential,
  sendEmailVerification,
  signInWithPhoneNumber,
  signOut,
  updatePhoneNumber,
  type Auth,
} from 'firebase/auth';
import { UserFacingError } from './auth-errors';
import { ErrorMessages, ValidationMessages } from './auth-messages';
import { isPhoneOnly } from './auth-user';
import { validateAccountCredentials } from './auth-validation';
import type { FirebaseSession } from './firebase-session-types';
import { summarize, withInvisibleRecaptcha } from './firebase-user';

type SignUpOperations = Pick<FirebaseSession, 'sendSignUpOtp' | 'createAccount' | 'discardPendingSignUp'>;

export function signUpOperations(auth: Auth): SignUpOperations {
  return {
    async sendSignUpOtp(phoneE164) {
      const confirmation = await withInvisibleRecaptcha(auth, (verifier) =>
        signInWithPhoneNumber(auth, phoneE164, verifier),
      );
      return {
        async confirm(code) {
          const { user } = await confirmation.confirm(code);
          if (!isPhoneOnly(summarize(user))) {
            // The number belongs to a complete account: this is not a sign-up. Leave that account untouched.
            await signOut(auth);
            throw new UserFacingError(ErrorMessages.phoneInUse);
          }
        },
      };
    },

    async createAccount(email, password) {
      const missing = validateAccountCredentials(email, password);
      if (missing) throw new UserFacingError(missing);
      const user = auth.currentUser;
      if (!user || !isPhoneOnly(summarize(user))) throw new UserFacingError(ValidationMessages.phoneNotVerified);
      await linkWithCredential(user, EmailAuthProvider.credential(email.trim(), password));
      // Order mail waits for this link (the server reads email_verified from the token); a failed send is offered
      // again on the account page.
      await sendEmailVerification(user).catch(() => undefined);
      // A fresh token carries the e-mail and the phone together for the server.
      await user.getIdToken(true);
    },

    async discardPendingSignUp() {
      const user = auth.currentUser;
      if (user && isPhoneOnly(summarize(user))) await deleteUser(user).catch(() => signOut(auth));
    },
  };
}

export function phoneSignInOperation(auth: Auth): FirebaseSession['sendPhoneSignInOtp'] {
  return async (phoneE164) => {
    const confirmation = await withInvisibleRecaptcha(auth, (verifier) =>
      signInWithPhoneNumber(auth, phoneE164, verifier),
    );
    return {
      async confirm(code) {
        // A new number leaves a phone-only user signed in: the login screen asks it to finish its profile.
        await confirmation.confirm(code);
      },
    };
  };
}

export function emailOperations(
  auth: Auth,
): Pick<FirebaseSession, 'finishPhoneSignUp' | 'sendEmailVerification' | 'refreshEmailVerified'> {
  return {
    // The e-mail joins as an e-mail/password credential, as in the e-mail sign-up, not by updateEmail: Firebase refuses
    // updateEmail with e-mail enumeration protection on, and an e-mail change revokes the sessions signed in before
    // it (the Auth emulator's next token keeps the phone sign-in's auth_time, so the server saw nobody); the server's
    // updateUser would do the same, and verifyBeforeUpdateEmail needs an account that has an e-mail already. Linking
    // signs in afresh. The password is random and never shown: the shopper signs in by OTP (or sets one by Forget
    // Password once the e-mail is verified).
    async finishPhoneSignUp(email) {
      const user = auth.currentUser;
      if (!user || !isPhoneOnly(summarize(user))) throw new UserFacingError(ValidationMessages.phoneNotVerified);
      await linkWithCredential(user, EmailAuthProvider.credential(email.trim(), unguessablePassword()));
      await sendEmailVerification(user).catch(() => undefined);
      await user.getIdToken(true);
    },
    async sendEmailVerification() {
      const user = auth.currentUser;
      if (!user) throw new UserFacingError('Please log in to continue.');
      await sendEmailVerification(user);
    },
    async refreshEmailVerified() {
      const user = auth.currentUser;
      if (!user?.email) return;
      // The token's claim is what the server reads; the user's own flag may be newer (a reload saved it, and the page
      // was left before the token was refreshed).
      if ((await user.getIdTokenResult()).claims['email_verified'] === true) return;
      if (!user.emailVerified) await user.reload();
      if (user.emailVerified) await user.getIdToken(true);
    },
  };
}

export function phoneChangeOperation(auth: Auth): FirebaseSession['sendPhoneChangeOtp'] {
  return async (phoneE164) => {
    const user = auth.currentUser;
    if (!user) throw new UserFacingError('Please log in to continue.');
    const verificationId = await withInvisibleRecaptcha(auth, (verifier) =>
      new PhoneAuthProvider(auth).verifyPhoneNumber(phoneE164, verifier),
    );
    return {
      async confirm(code) {
        const credential = PhoneAuthProvider.credential(verificationId, code);
        if (user.providerData.some((info) => info.providerId === 'phone')) await updatePhoneNumber(user, credential);
        else await linkWithCredential(user, credential);
        await user.getIdToken(true);
      },
    };
  };
}

/** 32 random bytes in hex: a password nobody types. */
function unguessablePassword(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(32)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
