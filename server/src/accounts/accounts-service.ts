// What the accounts API does, independent of GraphQL: who may do what, which limits apply, what gets stored.
import type { Auth, UserRecord } from 'firebase-admin/auth';
import { NotSignedInError } from '../domain/errors.js';
import type { Logger } from '../logger.js';
import { splitDisplayName } from './display-name.js';
import { isPhoneVerifiedFor, phoneKey, type Profile } from './profile-document.js';
import type { ProfileStore } from './profile-store.js';
import {
  validateOtpPhone,
  validateProfileFields,
  validateResetEmail,
  validateSignUpNames,
  type ProfileFieldsInput,
} from '../domain/profile-validation.js';
import {
  hitAll,
  RateLimiterUnavailableError,
  type RateLimitDecision,
  type RateLimiter,
  type RateLimiterFactory,
  type RateLimitRule,
} from '../shared/rate-limiter.js';
import type { RequestUser } from '../shared/request-user.js';
import { AccountMessages as M, userError, type UserError } from '../domain/user-errors.js';

export interface ProfileView extends Profile {
  /** Whether this request's ID token proves the profile's phone. */
  isPhoneVerified: boolean;
}

export interface ProfileResult {
  profile: ProfileView | null;
  userErrors: UserError[];
}

export interface GoogleSignInResult extends ProfileResult {
  created: boolean;
}

export interface PhoneVerificationPermit {
  allowed: boolean;
  phone: string | null;
  retryAfterSeconds: number | null;
  userErrors: UserError[];
}

export interface PasswordResetCheck {
  canReset: boolean;
  userErrors: UserError[];
}

export interface AccountLimitRules {
  otpPerIp: RateLimitRule;
  otpPerUser: RateLimitRule;
  otpPerPhone: RateLimitRule;
  profileWritesPerIp: RateLimitRule;
  profileWritesPerUser: RateLimitRule;
  resetChecksPerIp: RateLimitRule;
}

const MINUTE = 60_000;

/** The sign-in provider of a Google sign-in in an ID token's `firebase.sign_in_provider`. */
const GOOGLE_PROVIDER = 'google.com';

/** Generous for shoppers (a typo or two, a resend after 60 s), tight for scripts. */
export const DEFAULT_ACCOUNT_LIMITS: AccountLimitRules = {
  otpPerIp: { limit: 20, windowMs: 60 * MINUTE },
  otpPerUser: { limit: 5, windowMs: 15 * MINUTE },
  otpPerPhone: { limit: 5, windowMs: 15 * MINUTE },
  profileWritesPerIp: { limit: 60, windowMs: 10 * MINUTE },
  profileWritesPerUser: { limit: 20, windowMs: 10 * MINUTE },
  resetChecksPerIp: { limit: 10, windowMs: 15 * MINUTE },
};

export interface AccountsServiceDeps {
  store: ProfileStore;
  /** firebase-admin Auth: revocation checks before writes, sign-in methods for password resets. */
  auth: Pick<Auth, 'getUser' | 'getUserByEmail'>;
  /** Makes the limiters of `limits`: Firestore-backed in the server (shared by every instance), in memory in unit tests. */
  rateLimiters: RateLimiterFactory;
  limits?: AccountLimitRules;
  /** Where a limiter that could not count is reported (the request is refused either way). */
  logger?: Pick<Logger, 'warn'>;
}

export interface AccountsService {
  me(user: RequestUser | null): Promise<ProfileView | null>;
  completeSignUp(
    user: RequestUser | null,
    ip: string,
    input: { firstName: string; lastName: string },
  ): Promise<ProfileResult>;
  recordGoogleSignIn(user: RequestUser | null, ip: string): Promise<GoogleSignInResult>;
  updateProfile(user: RequestUser | null, ip: string, input: ProfileFieldsInput): Promise<ProfileResult>;
  requestPhoneVerification(user: RequestUser | null, ip: string, phone: string): Promise<PhoneVerificationPermit>;
  checkPasswordReset(ip: string, email: string): Promise<PasswordResetCheck>;
  /**
   * Copies a checked checkout address into the shopper's existing profile ("save this address to my profile"). Called
   * by checkout once the order exists; the address was validated there. Neither the phone (a profile's phone must be
   * proven by the shopper's token) nor the e-mail is copied, and no profile is created (false when there is none).
   */
  saveCheckoutAddress(uid: string, address: CheckoutAddressFields): Promise<boolean>;
  /**
   * The shopper's profile as `me` answers it (null: none), with whether the token's phone number proves its phone:
   * checkout's gate before an order (the composition root hands it to the orders feature).
   */
  profileFor(user: Pick<RequestUser, 'uid' | 'phoneNumber'>): Promise<ProfileView | null>;
  /**
   * Refuses (NotSignedInError) a shopper whose account is gone or disabled, or whose sessions were revoked after this
   * token's sign-in: every write checks it, since reads skip it for speed.
   */
  assertSessionValid(user: Pick<RequestUser, 'uid' | 'authTime'>): Promise<void>;
}

/** The checked delivery address checkout hands over. */
export interface CheckoutAddressFields {
  readonly address: string;
  readonly city: string;
  readonly postalCode: string;
  readonly state: string;
}

function hasAuthCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
}

function view(profile: Profile, user: Pick<RequestUser, 'phoneNumber'>): ProfileView {
  return { ...profile, isPhoneVerified: isPhoneVerifiedFor(profile.phone, user.phoneNumber) };
}

function requireUser(user: RequestUser | null): RequestUser {
  if (!user) throw new NotSignedInError();
  return user;
}

export function createAccountsService(deps: AccountsServiceDeps): AccountsService {
  const rules = deps.limits ?? DEFAULT_ACCOUNT_LIMITS;
  const limiter = (scope: keyof AccountLimitRules): RateLimiter => deps.rateLimiters(scope, rules[scope]);
  const limits = {
    otpPerIp: limiter('otpPerIp'),
    otpPerUser: limiter('otpPerUser'),
    otpPerPhone: limiter('otpPerPhone'),
    profileWritesPerIp: limiter('profileWritesPerIp'),
    profileWritesPerUser: limiter('profileWritesPerUser'),
    resetChecksPerIp: limiter('resetChecksPerIp'),
  };

  /** The limits' decision, or null when they could not count: the caller refuses (limits fail closed). */
  async function check(
    checks: ReadonlyArray<readonly [RateLimiter, string | null]>,
  ): Promise<RateLimitDecision | null> {
    try {
      return await hitAll(checks);
    } catch (error) {
      if (!(error instanceof RateLimiterUnavailableError)) throw error;
      deps.logger?.warn({ err: error }, 'rate limits could not be counted; refusing the request');
      return null;
    }
  }

  /**
   * Reads skip it for speed; writes first make sure the account still exists, is enabled and its sessions were not
   * revoked after this token's sign-in (what `verifyIdToken(token, true)` checks).
   */
  async function ensureSessionValid(user: Pick<RequestUser, 'uid' | 'authTime'>): Promise<UserRecord> {
    let record: UserRecord;
    try {
      record = await deps.auth.getUser(user.uid);
    } catch (error) {
      if (hasAuthCode(error, 'auth/user-not-found')) throw new NotSignedInError('This account no longer exists.');
      throw error;
    }
    if (record.disabled) throw new NotSignedInError('This account has been disabled. Please contact support.');
    const validSince = record.tokensValidAfterTime ? Date.parse(record.tokensValidAfterTime) : Number.NaN;
    if (Number.isFinite(validSince) && user.authTime * 1000 < validSince) {
      throw new NotSignedInError('Your session has expired. Please log in again.');
    }
    return record;
  }

  async function profileWriteLimited(user: RequestUser, ip: string): Promise<UserError | null> {
    const decision = await check([
      [limits.profileWritesPerIp, ip],
      [limits.profileWritesPerUser, user.uid],
    ]);
    if (decision === null) return userError(null, 'UNAVAILABLE', M.limitsUnavailable);
    return decision.allowed ? null : userError(null, 'RATE_LIMITED', M.tooManyProfileWrites);
  }

  return {
    async assertSessionValid(user) {
      await ensureSessionValid(user);
    },

    async me(maybeUser) {
      const user = requireUser(maybeUser);
      const profile = await deps.store.get(user.uid);
      return profile ? view(profile, user) : null;
    },

    async profileFor(user) {
      const profile = await deps.store.get(user.uid);
      return profile ? view(profile, user) : null;
    },

    async completeSignUp(maybeUser, ip, input) {
      const user = requireUser(maybeUser);
      const names = validateSignUpNames(input);
      if (!names.ok) return { profile: null, userErrors: names.errors };
      if (!user.email) {
        return { profile: null, userErrors: [userError('email', 'EMAIL_REQUIRED', M.emailAndPasswordRequired)] };
      }
      if (!user.phoneNumber || phoneKey(user.phoneNumber) === null || !user.phoneNumber.startsWith('+91')) {
        return { profile: null, userErrors: [userError('phone', 'PHONE_NOT_VERIFIED', M.phoneNotVerified)] };
      }
      const limited = await profileWriteLimited(user, ip);
      if (limited) return { profile: null, userErrors: [limited] };
      await ensureSessionValid(user);
      const profile = await deps.store.saveSignUp(user.uid, {
        ...names.value,
        email: user.email,
        phone: user.phoneNumber,
      });
      return { profile: view(profile, user), userErrors: [] };
    },

    async recordGoogleSignIn(maybeUser, ip) {
      const user = requireUser(maybeUser);
      // Only a Google sign-in may create or refresh a profile this way (with Google's name and photo).
      if (user.signInProvider !== GOOGLE_PROVIDER) {
        return {
          profile: null,
          created: false,
          userErrors: [userError(null, 'NOT_GOOGLE_SIGN_IN', M.notGoogleSignIn)],
        };
      }
      if (!user.email) {
        return {
          profile: null,
          created: false,
          userErrors: [userError('email', 'EMAIL_REQUIRED', M.emailAndPasswordRequired)],
        };
      }
      const limited = await profileWriteLimited(user, ip);
      if (limited) return { profile: null, created: false, userErrors: [limited] };
      await ensureSessionValid(user);
      const { firstName, lastName } = splitDisplayName(user.displayName, user.email);
      const { profile, created } = await deps.store.recordGoogleSignIn(user.uid, {
        email: user.email,
        emailVerified: user.emailVerified,
        firstName,
        lastName,
        photoURL: user.photoURL,
        phone: user.phoneNumber,
        providerId: GOOGLE_PROVIDER,
      });
      return { profile: view(profile, user), created, userErrors: [] };
    },

    async updateProfile(maybeUser, ip, input) {
      const user = requireUser(maybeUser);
      const fields = validateProfileFields(input);
      if (!fields.ok) return { profile: null, userErrors: fields.errors };
      const limited = await profileWriteLimited(user, ip);
      if (limited) return { profile: null, userErrors: [limited] };
      await ensureSessionValid(user);

      const stored = await deps.store.get(user.uid);
      const newPhone = fields.value.phone;
      const phoneChanged = phoneKey(newPhone) !== phoneKey(stored?.phone);
      const proven = isPhoneVerifiedFor(newPhone, user.phoneNumber);
      if (newPhone !== null && phoneChanged && !proven) {
        return { profile: null, userErrors: [userError('phone', 'PHONE_NOT_VERIFIED', M.phoneNotVerified)] };
      }
      const profile = await deps.store.saveFields(user.uid, fields.value, {
        email: stored?.email ?? user.email,
        isPhoneVerified: proven,
      });
      return { profile: view(profile, user), userErrors: [] };
    },

    async requestPhoneVerification(user, ip, phoneInput) {
      const phone = validateOtpPhone(phoneInput);
      if (!phone.ok) return { allowed: false, phone: null, retryAfterSeconds: null, userErrors: phone.errors };
      const decision = await check([
        [limits.otpPerIp, ip],
        [limits.otpPerUser, user?.uid ?? null],
        [limits.otpPerPhone, phone.value],
      ]);
      if (decision === null) {
        return {
          allowed: false,
          phone: null,
          retryAfterSeconds: null,
          userErrors: [userError('phone', 'UNAVAILABLE', M.limitsUnavailable)],
        };
      }
      if (!decision.allowed) {
        return {
          allowed: false,
          phone: null,
          retryAfterSeconds: decision.retryAfterSeconds,
          userErrors: [userError('phone', 'RATE_LIMITED', M.tooManyVerificationAttempts)],
        };
      }
      return { allowed: true, phone: phone.value, retryAfterSeconds: null, userErrors: [] };
    },

    async checkPasswordReset(ip, emailInput) {
      const email = validateResetEmail(emailInput);
      if (!email.ok) return { canReset: false, userErrors: email.errors };
      const decision = await check([[limits.resetChecksPerIp, ip]]);
      if (decision === null)
        return { canReset: false, userErrors: [userError('email', 'UNAVAILABLE', M.limitsUnavailable)] };
      if (!decision.allowed) {
        return { canReset: false, userErrors: [userError('email', 'RATE_LIMITED', M.tooManyResetAttempts)] };
      }
      const profile = await deps.store.findByEmail(email.value);
      if (!profile) return { canReset: false, userErrors: [userError('email', 'NO_ACCOUNT', M.noAccount)] };

      let providers: string[];
      try {
        const record = await deps.auth.getUserByEmail(email.value);
        providers = record.providerData.map((info) => info.providerId);
      } catch (error) {
        if (hasAuthCode(error, 'auth/user-not-found')) {
          return { canReset: false, userErrors: [userError('email', 'NO_ACCOUNT', M.noAccount)] };
        }
        throw error;
      }
      if (
        !providers.includes('password') &&
        (providers.includes('google.com') || profile.providerId === 'google.com')
      ) {
        return { canReset: false, userErrors: [userError('email', 'GOOGLE_ONLY_ACCOUNT', M.googleOnlyAccount)] };
      }
      return { canReset: true, userErrors: [] };
    },

    async saveCheckoutAddress(uid, address) {
      return deps.store.saveAddress(uid, {
        address: address.address,
        city: address.city,
        pincode: address.postalCode,
        state: address.state,
      });
    },
  };
}
