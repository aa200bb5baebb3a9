import type { UserRecord } from 'firebase-admin/auth';
import { NotSignedInError } from '../domain/errors.js';
import { AccountMessages as M, userError, type UserError } from '../domain/user-errors.js';
import {
  hitAll,
  RateLimiterUnavailableError,
  type RateLimitDecision,
  type RateLimiter,
} from '../shared/rate-limiter.js';
import type { RequestUser } from '../shared/request-user.js';
import {
  DEFAULT_ACCOUNT_LIMITS,
  hasAuthCode,
  type AccountLimitRules,
  type AccountsServiceDeps,
} from './accounts-model.js';

/** What the accounts use cases check before they act: rate limits and the session. */
export interface AccountGuards {
  readonly limits: Readonly<Record<keyof AccountLimitRules, RateLimiter>>;
  /** The limits' decision, or null when they could not count: the caller refuses (limits fail closed). */
  check(checks: ReadonlyArray<readonly [RateLimiter, string | null]>): Promise<RateLimitDecision | null>;
  /**
   * Reads skip it for speed; writes first make sure the account still exists, is enabled and its sessions were not
   * revoked after this token's sign-in (what `verifyIdToken(token, true)` checks).
   */
  ensureSessionValid(user: Pick<RequestUser, 'uid' | 'authTime'>): Promise<UserRecord>;
  /** Why a profile write is refused by the limits, or null when it may go ahead. */
  profileWriteLimited(user: RequestUser, ip: string): Promise<UserError | null>;
}

export function createAccountGuards(deps: AccountsServiceDeps): AccountGuards {
  const rules = deps.limits ?? DEFAULT_ACCOUNT_LIMITS;
  const limiter = (scope: keyof AccountLimitRules): RateLimiter => deps.rateLimiters(scope, rules[scope]);
  const limits = {
    otpPerIp: limiter('otpPerIp'),
    otpPerUser: limiter('otpPerUser'),
    otpPerPhone: limiter('otpPerPhone'),
    otpPerPhoneDay: limiter('otpPerPhoneDay'),
    otpPerIpDay: limiter('otpPerIpDay'),
    otpPerPrefixDay: limiter('otpPerPrefixDay'),
    profileWritesPerIp: limiter('profileWritesPerIp'),
    profileWritesPerUser: limiter('profileWritesPerUser'),
    resetChecksPerIp: limiter('resetChecksPerIp'),
  };

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

  return {
    limits,
    check,
    ensureSessionValid: (user) => ensureSessionValid(deps, user),
    async profileWriteLimited(user, ip) {
      const decision = await check([
        [limits.profileWritesPerIp, ip],
        [limits.profileWritesPerUser, user.uid],
      ]);
      if (decision === null) return userError(null, 'UNAVAILABLE', M.limitsUnavailable);
      return decision.allowed ? null : userError(null, 'RATE_LIMITED', M.tooManyProfileWrites);
    },
  };
}

async function ensureSessionValid(
  deps: AccountsServiceDeps,
  user: Pick<RequestUser, 'uid' | 'authTime'>,
): Promise<UserRecord> {
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
