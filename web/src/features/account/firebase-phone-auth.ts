// The session's operations that verify a phone by OTP: sign-up (phone first, then e-mail and password on the same
// account) and putting a new number on the signed-in account. Loaded only with firebase-session.ts.
import {
  EmailAuthProvider,
  PhoneAuthProvider,
  deleteUser,
  isSignInWithEmailLink,
  linkWithCredential,
  sendSignInLinkToEmail,
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
import { EMAIL_LINK_PATH } from './email-link';

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
): Pick<FirebaseSession, 'finishPhoneSignUp' | 'sendEmailVerification' | 'confirmEmailLink'> {
  return {
    // Not updateEmail (Firebase refuses it with e-mail enumeration protection on), nor verifyBeforeUpdateEmail (it
    // needs an account that already has an e-mail: MISSING_EMAIL), nor the server's updateUser: an e-mail change
    // revokes the sessions signed in before it, and the Auth emulator's next token keeps the phone sign-in's
    // auth_time, so the shopper is signed out. An e-mail sign-in link works in both: nothing changes until it is used;
    // then linking it proves the address and signs in afresh. Meanwhile the profile keeps it as an unverified contact.
    async finishPhoneSignUp(email) {
      const user = auth.currentUser;
      if (!user || !isPhoneOnly(summarize(user))) throw new UserFacingError(ValidationMessages.phoneNotVerified);
      await sendSignInLinkToEmail(auth, email.trim(), emailLinkSettings());
    },
    async sendEmailVerification(pendingEmail) {
      const user = auth.currentUser;
      if (!user) throw new UserFacingError('Please log in to continue.');
      if (user.email) await sendEmailVerification(user);
      else if (pendingEmail) await sendSignInLinkToEmail(auth, pendingEmail, emailLinkSettings());
      else throw new UserFacingError(ValidationMessages.emailRequired);
    },
    async confirmEmailLink(link, email) {
      const user = auth.currentUser;
      if (!user) throw new UserFacingError('Please log in to continue.');
      if (!isSignInWithEmailLink(auth, link)) throw new UserFacingError(ErrorMessages.emailLinkInvalid);
      await linkWithCredential(user, EmailAuthProvider.credentialWithLink(email, link));
      await user.getIdToken(true);
    },
  };
}

/** The e-mailed link opens this page of the shop, which puts the e-mail on the signed-in account. */
function emailLinkSettings() {
  return { url: `${window.location.origin}${EMAIL_LINK_PATH}`, handleCodeInApp: true };
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
