// The accounts feature's model: what its service answers, its limits and dependencies, and the helpers every
// accounts use case shares.
import type { Auth } from 'firebase-admin/auth';
import { NotSignedInError } from '../domain/errors.js';
import type { Logger } from '../logger.js';
import { isPhoneVerifiedFor, type Profile } from './profile-document.js';
import type { ProfileStore } from './profile-store.js';
import type { ProfileFieldsInput } from '../domain/profile-validation.js';
import type { RateLimiterFactory, RateLimitRule } from '../shared/rate-limiter.js';
import type { RequestUser } from '../shared/request-user.js';
import type { UserError } from '../domain/user-errors.js';

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
  /** Per day: what one number, one address and one range of numbers (the number without its last 4 digits) cost. */
  otpPerPhoneDay: RateLimitRule;
  otpPerIpDay: RateLimitRule;
  otpPerPrefixDay: RateLimitRule;
  profileWritesPerIp: RateLimitRule;
  profileWritesPerUser: RateLimitRule;
  resetChecksPerIp: RateLimitRule;
}

const MINUTE = 60_000;

/** The sign-in provider of a Google sign-in in an ID token's `firebase.sign_in_provider`. */
export const GOOGLE_PROVIDER = 'google.com';

/** Generous for shoppers (a typo or two, a resend after 60 s), tight for scripts. */
export const DEFAULT_ACCOUNT_LIMITS: AccountLimitRules = {
  otpPerIp: { limit: 20, windowMs: 60 * MINUTE },
  otpPerUser: { limit: 5, windowMs: 15 * MINUTE },
  otpPerPhone: { limit: 5, windowMs: 15 * MINUTE },
  // SMS pumping goes through many numbers of one range, or one address all day: a range of 10,000 numbers gets what
  // a few dozen shoppers need in a day.
  otpPerPhoneDay: { limit: 10, windowMs: 24 * 60 * MINUTE },
  otpPerIpDay: { limit: 60, windowMs: 24 * 60 * MINUTE },
  otpPerPrefixDay: { limit: 40, windowMs: 24 * 60 * MINUTE },
  profileWritesPerIp: { limit: 60, windowMs: 10 * MINUTE },
  profileWritesPerUser: { limit: 20, windowMs: 10 * MINUTE },
  resetChecksPerIp: { limit: 10, windowMs: 15 * MINUTE },
};

export interface AccountsServiceDeps {
  store: ProfileStore;
  /**
   * firebase-admin Auth: revocation checks before writes, sign-in methods for password resets, the account holding a
   * phone for phone sign-in.
   */
  auth: Pick<Auth, 'getUser' | 'getUserByEmail' | 'getUserByPhoneNumber'>;
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
  /**
   * The permit of requestPhoneVerification (its counters): for a number with an account or without, alike, so the
   * answer never tells whether a number is registered.
   */
  requestPhoneSignIn(user: RequestUser | null, ip: string, phone: string): Promise<PhoneVerificationPermit>;
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

export function hasAuthCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
}

export function view(profile: Profile, user: Pick<RequestUser, 'phoneNumber'>): ProfileView {
  return { ...profile, isPhoneVerified: isPhoneVerifiedFor(profile.phone, user.phoneNumber) };
}

export function requireUser(user: RequestUser | null): RequestUser {
  if (!user) throw new NotSignedInError();
  return user;
}
