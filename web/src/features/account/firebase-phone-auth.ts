// The session's operations that verify a phone by OTP: sign-up (phone first, then e-mail and password on the same
// account) and putting a new number on the signed-in account. Loaded only with firebase-session.ts.
import {
  EmailAuthProvider,
  PhoneAuthProvider,
  deleteUser,
  linkWithCredential,
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
        const { user } = await confirmation.confirm(code);
        if (isPhoneOnly(summarize(user))) {
          // Nobody had finished an account with this number: the user Firebase just made is not one to keep.
          await deleteUser(user).catch(() => signOut(auth));
          throw new UserFacingError(ErrorMessages.noAccountForPhone);
        }
      },
    };
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
