import { describe, expect, it } from 'vitest';
import { memoryRateLimiters, RateLimiterUnavailableError, type RateLimiterFactory } from '../shared/rate-limiter.js';
import type { CouponEvaluation } from '../domain/coupons.js';
import { CouponCheckMessages, createCouponChecks } from './coupon-checks.js';

const limits = { perAccount: { limit: 2, windowMs: 60_000 }, perIp: { limit: 3, windowMs: 60_000 } };
const unknown: CouponEvaluation = {
  ok: false,
  code: 'NOPE',
  refusal: { code: 'UNKNOWN_CODE', message: 'unknown' },
};
const expired: CouponEvaluation = { ok: false, code: 'OLD', refusal: { code: 'EXPIRED', message: 'expired' } };

function checks(rateLimiters: RateLimiterFactory = memoryRateLimiters()) {
  return createCouponChecks({ rateLimiters, limits });
}

describe('coupon code checks', () => {
  it('count every new code per account and refuse past the limit, saying when to come back', async () => {
    const all = checks();
    for (const code of ['A1', 'A2']) expect(await all.forRequest('10.0.0.1').admit(code, 'u1')).toBeNull();
    expect(await all.forRequest('10.0.0.2').admit('A3', 'u1')).toEqual({
      code: 'TOO_MANY_ATTEMPTS',
      message: CouponCheckMessages.tooMany(1),
    });
    // Another account on another address is not affected.
    expect(await all.forRequest('10.0.0.3').admit('A3', 'u2')).toBeNull();
  });

  it('count per address, for guests and accounts together', async () => {
    const all = checks();
    expect(await all.forRequest('10.0.0.9').admit('B1', null)).toBeNull();
    expect(await all.forRequest('10.0.0.9').admit('B2', 'u3')).toBeNull();
    expect(await all.forRequest('10.0.0.9').admit('B3', 'u4')).toBeNull();
    expect((await all.forRequest('10.0.0.9').admit('B4', null))?.code).toBe('TOO_MANY_ATTEMPTS');
  });

  it('do not count again a code the shopper was answered about truly; an unknown code counts every time', async () => {
    const all = checks();
    const request = () => all.forRequest('10.0.1.1');
    expect(await request().admit('OLD', 'u5')).toBeNull();
    request().evaluated('OLD', 'u5', expired);
    expect(await request().admit('NOPE', 'u5')).toBeNull();
    request().evaluated('NOPE', 'u5', unknown);
    for (let again = 0; again < 5; again += 1) expect(await request().admit('OLD', 'u5')).toBeNull();
    expect((await request().admit('NOPE', 'u5'))?.code).toBe('TOO_MANY_ATTEMPTS');
  });

  it('admit one code per request', async () => {
    const request = checks().forRequest('10.0.2.1');
    expect(await request.admit('C1', 'u6')).toBeNull();
    expect(await request.admit('C2', 'u6')).toEqual({
      code: 'NOT_CHECKED',
      message: CouponCheckMessages.onePerRequest,
    });
  });

  it('refuse (fail closed) when the counters cannot be kept', async () => {
    const down: RateLimiterFactory = () => ({
      hit: () => Promise.reject(new RateLimiterUnavailableError('down')),
    });
    expect(await checks(down).forRequest('10.0.3.1').admit('D1', 'u7')).toEqual({
      code: 'NOT_CHECKED',
      message: CouponCheckMessages.notChecked,
    });
  });
});
