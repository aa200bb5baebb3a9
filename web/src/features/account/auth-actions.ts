// The sign-in, sign-up and reset flows: Firebase steps, the server's profile mutations, and the toasts between them.
// Each throws an Error whose message (through authErrorMessage) is what the shopper should read.
import { toast } from '../../lib/toast';
import { accountClient } from './account-client';
import { authErrorMessage, UserFacingError, type AuthStep } from './auth-errors';
import { ErrorMessages, ToastMessages } from './auth-messages';
import { onRedirectSignIn, runAuthFlow, loadSession } from './auth-state';
import { toE164, validateResetEmail } from './auth-validation';
import type { GoogleSignInOutcome, PendingOtp } from './firebase-session';
import { graphql } from '../../gql';

const RequestPhoneVerificationMutation = graphql(`
  mutation RequestPhoneVerification($phone: String!) {
    requestPhoneVerification(phone: $phone) {
      allowed
      phone
      retryAfterSeconds
      userErrors {
        ...UserError
      }
    }
  }
`);

const RequestPhoneSignInMutation = graphql(`
  mutation RequestPhoneSignIn($phone: String!) {
    requestPhoneSignIn(phone: $phone) {
      allowed
      phone
      retryAfterSeconds
      userErrors {
        ...UserError
      }
    }
  }
`);

const CompleteSignUpMutation = graphql(`
  mutation CompleteSignUp($input: CompleteSignUpInput!) {
    completeSignUp(input: $input) {
      profile {
        ...ProfileForm_profile
      }
      userErrors {
        ...UserError
      }
    }
  }
`);

const RecordGoogleSignInMutation = graphql(`
  mutation RecordGoogleSignIn {
    recordGoogleSignIn {
      created
      profile {
        ...ProfileForm_profile
      }
      userErrors {
        ...UserError
      }
    }
  }
`);

const CheckPasswordResetMutation = graphql(`
  mutation CheckPasswordReset($email: String!) {
    checkPasswordReset(email: $email) {
      canReset
      userErrors {
        ...UserError
      }
    }
  }
`);

/** Re-throws anything as an error carrying the shopper-facing message of that step. */
async function step<T>(name: AuthStep, action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    throw new UserFacingError(authErrorMessage(name, error));
  }
}

function firstUserError(payload: { userErrors: ReadonlyArray<{ message: string }> } | null | undefined): string | null {
  return payload?.userErrors[0]?.message ?? null;
}

/** Drops the cached profile so the next `me` query asks the server for the user who is signed in now. */
function forgetCachedProfile(): void {
  accountClient().cache.evict({ id: 'ROOT_QUERY', fieldName: 'me' });
  accountClient().cache.gc();
}

type Permit = { allowed: boolean; phone?: string | null; userErrors: ReadonlyArray<{ message: string }> };

/** Asks the server before every OTP (per-IP, per-user and per-number limits), then returns the E.164 number. */
async function phoneVerificationPermit(digits: string): Promise<string> {
  const phone = toE164(digits);
  const { data } = await accountClient().mutate({ mutation: RequestPhoneVerificationMutation, variables: { phone } });
  return permittedPhone(data?.requestPhoneVerification, phone);
}

/** The same limits before a sign-in OTP (the answer is the same for a number with an account or without). */
async function phoneSignInPermit(digits: string): Promise<string> {
  const phone = toE164(digits);
  const { data } = await accountClient().mutate({ mutation: RequestPhoneSignInMutation, variables: { phone } });
  return permittedPhone(data?.requestPhoneSignIn, phone);
}

function permittedPhone(permit: Permit | null | undefined, phone: string): string {
  const refusal = firstUserError(permit);
  if (refusal) throw new UserFacingError(refusal);
  if (!permit?.allowed) throw new UserFacingError(ErrorMessages.phoneDefault);
  return permit.phone ?? phone;
}

export async function logIn(email: string, password: string): Promise<void> {
  await runAuthFlow(async (session) => {
    await step('signIn', () => session.signInWithPassword(email, password));
    forgetCachedProfile();
  });
  toast.success(ToastMessages.loggedIn);
}

/** Log in with a mobile number: the server's permit, then the OTP; confirming it signs the account in. */
export async function sendPhoneSignInOtp(digits: string): Promise<PendingOtp> {
  const pending = await step('sendOtp', async () => {
    const phone = await phoneSignInPermit(digits);
    const session = await loadSession();
    return session.sendPhoneSignInOtp(phone);
  });
  toast.success(ToastMessages.otpSent);
  return {
    async confirm(code) {
      await runAuthFlow(async () => {
        await step('confirmOtp', () => pending.confirm(code));
        forgetCachedProfile();
      });
      toast.success(ToastMessages.loggedIn);
    },
  };
}

/** Sign-up: sends the OTP for the phone to verify. */
export async function sendSignUpOtp(digits: string): Promise<PendingOtp> {
  const pending = await step('sendOtp', async () => {
    const phone = await phoneVerificationPermit(digits);
    const session = await loadSession();
    return session.sendSignUpOtp(phone);
  });
  toast.success(ToastMessages.otpSent);
  return {
    async confirm(code) {
      await runAuthFlow(() => step('confirmOtp', () => pending.confirm(code)));
      toast.success(ToastMessages.phoneVerified);
    },
  };
}

/** Sign-up: the e-mail and password join the verified phone on one account, then the server records the profile. */
export async function createAccount(input: { firstName: string; lastName: string; email: string; password: string }) {
  await runAuthFlow(async (session) => {
    await step('signUp', () => session.createAccount(input.email, input.password));
    forgetCachedProfile();
    const { data } = await accountClient().mutate({
      mutation: CompleteSignUpMutation,
      variables: { input: { firstName: input.firstName, lastName: input.lastName } },
    });
    const problem = firstUserError(data?.completeSignUp);
    // The account exists now; the profile page lets the shopper finish what the server refused.
    if (problem) toast.error(problem);
  });
  toast.success(ToastMessages.accountCreated);
}

/**
 * A new number signed in by OTP finishes its profile: its e-mail joins the phone on the account (Firebase sends the
 * verification link), then the server records the profile with the names.
 */
export async function finishPhoneProfile(input: { firstName: string; lastName: string; email: string }) {
  await runAuthFlow(async (session) => {
    await step('signUp', () => session.finishPhoneSignUp(input.email));
    forgetCachedProfile();
    const { data } = await accountClient().mutate({
      mutation: CompleteSignUpMutation,
      variables: { input: { firstName: input.firstName, lastName: input.lastName } },
    });
    const problem = firstUserError(data?.completeSignUp);
    if (problem) throw new UserFacingError(problem);
  });
  toast.success(ToastMessages.accountCreated);
}

/** Account page: the e-mail verification link again. */
export async function resendEmailVerification(): Promise<void> {
  const session = await loadSession();
  await session.sendEmailVerification();
  toast.success(ToastMessages.verificationSent);
}

/** Leaving the sign-up half-done removes the phone-only user it made. */
export async function abandonSignUp(): Promise<void> {
  const session = await loadSession().catch(() => null);
  await session?.discardPendingSignUp().catch(() => {});
}

async function afterGoogleSignIn(): Promise<void> {
  forgetCachedProfile();
  const { data } = await accountClient().mutate({ mutation: RecordGoogleSignInMutation });
  const result = data?.recordGoogleSignIn;
  const problem = firstUserError(result);
  if (problem) toast.error(problem);
  toast.success(ToastMessages.loggedIn);
  if (result?.profile && !result.profile.phone) toast.info(ToastMessages.addPhone);
}

onRedirectSignIn(afterGoogleSignIn);

/** Google with a popup, or a redirect when the popup is blocked or closed ('redirecting': the page is leaving). */
export async function googleSignIn(): Promise<GoogleSignInOutcome> {
  return runAuthFlow(async (session) => {
    const outcome = await step('google', () => session.signInWithGoogle());
    if (outcome === 'signed-in') await afterGoogleSignIn();
    return outcome;
  });
}

/** Forget Password: the server says whether the address may reset, then Firebase sends the link. */
export async function requestPasswordReset(emailInput: string): Promise<void> {
  const missing = validateResetEmail(emailInput);
  if (missing) throw new UserFacingError(missing);
  const email = emailInput.trim();
  const { data } = await step('passwordReset', () =>
    accountClient().mutate({ mutation: CheckPasswordResetMutation, variables: { email } }),
  );
  const refusal = firstUserError(data?.checkPasswordReset);
  if (refusal) throw new UserFacingError(refusal);
  const session = await step('passwordReset', () => loadSession());
  await step('passwordReset', () => session.sendPasswordReset(email));
}

/** Profile: sends an OTP to a new number; confirming it puts the number on the signed-in account. */
export async function sendPhoneChangeOtp(digits: string): Promise<PendingOtp> {
  const pending = await step('sendOtp', async () => {
    const phone = await phoneVerificationPermit(digits);
    const session = await loadSession();
    return session.sendPhoneChangeOtp(phone);
  });
  toast.success(ToastMessages.otpSent);
  return {
    async confirm(code) {
      await step('linkPhone', () => pending.confirm(code));
      toast.success(ToastMessages.phoneVerified);
    },
  };
}

export async function logOut(): Promise<void> {
  const session = await loadSession();
  await session.signOut();
  await accountClient().clearStore();
}
