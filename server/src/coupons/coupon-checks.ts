// Coupon codes cannot be guessed: every code a shopper (or an address) tries is counted on the shared rate-limit
// counters before its coupon is read, and past the limit the code is not looked at at all. A code the shopper has
// already been answered about on this server (it exists and they may know it) is not counted again, so quoting the
// same checkout again and again costs a real shopper nothing.
import {
  hitAll,
  RateLimiterUnavailableError,
  type RateLimiterFactory,
  type RateLimitRule,
} from '../shared/rate-limiter.js';
import type { CouponEvaluation, CouponRefusal } from '../domain/coupons.js';
import type { Logger } from '../logger.js';

export interface CouponCheckLimits {
  /** Codes tried per signed-in account. */
  readonly perAccount: RateLimitRule;
  /** Codes tried per client address (guests and signed-in shoppers alike). */
  readonly perIp: RateLimitRule;
}

const HOUR = 60 * 60 * 1000;

export const DEFAULT_COUPON_CHECK_LIMITS: CouponCheckLimits = {
  perAccount: { limit: 10, windowMs: HOUR },
  perIp: { limit: 60, windowMs: HOUR },
};

export const CouponCheckMessages = {
  tooMany: (minutes: number) =>
    `You have tried too many coupon codes. Please try again in ${minutes === 1 ? 'a minute' : `${minutes} minutes`}.`,
  notChecked: 'We could not check this coupon right now. Please try again in a few minutes.',
  onePerRequest: 'Only one coupon code can be checked at a time.',
} as const;

/** The checks of one request (one client address). */
export interface RequestCouponChecks {
  /** Before a code's coupon is read: null to read it, or the refusal to answer instead (nothing is read then). */
  admit(code: string, uid: string | null): Promise<CouponRefusal | null>;
  /** After a code was evaluated: a code the shopper was answered about truly is not counted again for them. */
  evaluated(code: string, uid: string | null, evaluation: CouponEvaluation): void;
}

export interface CouponChecks {
  forRequest(clientIp: string): RequestCouponChecks;
}

export interface CouponChecksDeps {
  /** The shared counters (Firestore-backed in the server: every instance counts together). */
  readonly rateLimiters: RateLimiterFactory;
  readonly limits?: CouponCheckLimits;
  readonly logger?: Pick<Logger, 'warn'>;
  readonly now?: () => number;
  /** How many answered codes this server remembers (the oldest are forgotten first). */
  readonly maxRemembered?: number;
}

/** Refusals that say nothing about the code itself: it was unknown, or not looked at. */
const SAYS_NOTHING = new Set(['UNKNOWN_CODE', 'TOO_MANY_ATTEMPTS', 'NOT_CHECKED']);

export function createCouponChecks(deps: CouponChecksDeps): CouponChecks {
  const limits = deps.limits ?? DEFAULT_COUPON_CHECK_LIMITS;
  const now = deps.now ?? Date.now;
  const maxRemembered = deps.maxRemembered ?? 20_000;
  const perAccount = deps.rateLimiters('couponCodesPerAccount', limits.perAccount);
  const perIp = deps.rateLimiters('couponCodesPerIp', limits.perIp);
  const rememberMs = Math.min(limits.perAccount.windowMs, limits.perIp.windowMs);
  /** "who\0CODE" → until when: codes this server answered truly to that shopper (or, for guests, that address). */
  const answered = new Map<string, number>();

  const keyOf = (code: string, uid: string | null, ip: string) =>
    uid === null ? `ip:${ip}\u0000${code}` : `uid:${uid}\u0000${code}`;

  function wasAnswered(key: string): boolean {
    const until = answered.get(key);
    if (until === undefined) return false;
    if (until > now()) return true;
    answered.delete(key);
    return false;
  }

  function remember(key: string): void {
    answered.delete(key);
    if (answered.size >= maxRemembered) answered.delete(answered.keys().next().value!);
    answered.set(key, now() + rememberMs);
  }

  return {
    forRequest(clientIp) {
      let admitted = 0;
      return {
        async admit(code, uid) {
          admitted += 1;
          if (admitted > 1) return { code: 'NOT_CHECKED', message: CouponCheckMessages.onePerRequest };
          if (wasAnswered(keyOf(code, uid, clientIp))) return null;
          try {
            const decision = await hitAll([
              [perIp, clientIp],
              [perAccount, uid],
            ]);
            if (decision.allowed) return null;
            return {
              code: 'TOO_MANY_ATTEMPTS',
              message: CouponCheckMessages.tooMany(Math.max(1, Math.ceil(decision.retryAfterSeconds / 60))),
            };
          } catch (error) {
            if (!(error instanceof RateLimiterUnavailableError)) throw error;
            deps.logger?.warn({ err: error }, 'coupon code limits could not be counted; the code was not checked');
            return { code: 'NOT_CHECKED', message: CouponCheckMessages.notChecked };
          }
        },

        evaluated(code, uid, evaluation) {
          if (evaluation.ok || !SAYS_NOTHING.has(evaluation.refusal.code)) remember(keyOf(code, uid, clientIp));
        },
      };
    },
  };
}
