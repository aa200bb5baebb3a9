import { describe, expect, it } from 'vitest';
import { createRateLimiter, hitAll, RateLimiterUnavailableError, type RateLimiter } from './rate-limiter.js';

function clock(start = 0) {
  let time = start;
  return { now: () => time, advance: (ms: number) => void (time += ms) };
}

describe('createRateLimiter', () => {
  it('allows up to the limit per window, then refuses with the seconds left', async () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000 }, { now: time.now });
    const decisions = [];
    for (let i = 0; i < 4; i += 1) decisions.push(await limiter.hit('ip:1'));
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, false]);
    expect(decisions[3]?.retryAfterSeconds).toBe(60);
    time.advance(45_500);
    expect(await limiter.hit('ip:1')).toEqual({ allowed: false, retryAfterSeconds: 15 });
  });

  it('opens a fresh window once the old one has passed', async () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 1, windowMs: 1_000 }, { now: time.now });
    expect((await limiter.hit('k')).allowed).toBe(true);
    expect((await limiter.hit('k')).allowed).toBe(false);
    time.advance(1_000);
    expect((await limiter.hit('k')).allowed).toBe(true);
  });

  it('counts keys separately', async () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1_000 }, { now: () => 0 });
    expect((await limiter.hit('a')).allowed).toBe(true);
    expect((await limiter.hit('b')).allowed).toBe(true);
    expect((await limiter.hit('a')).allowed).toBe(false);
  });

  it('keeps memory bounded under a flood of distinct keys', async () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000 }, { now: () => 0, maxKeys: 10 });
    for (let i = 0; i < 100; i += 1) await limiter.hit(`key-${i}`);
    // The oldest keys were forgotten, so they count from zero again; the newest are still remembered.
    expect((await limiter.hit('key-0')).allowed).toBe(true);
    expect((await limiter.hit('key-99')).allowed).toBe(false);
  });
});

describe('hitAll', () => {
  it('refuses when any limiter refuses and counts every key', async () => {
    const perIp = createRateLimiter({ limit: 5, windowMs: 10_000 }, { now: () => 0 });
    const perUser = createRateLimiter({ limit: 1, windowMs: 20_000 }, { now: () => 0 });
    expect(
      (
        await hitAll([
          [perIp, '1.2.3.4'],
          [perUser, 'uid-1'],
        ])
      ).allowed,
    ).toBe(true);
    expect(
      await hitAll([
        [perIp, '1.2.3.4'],
        [perUser, 'uid-1'],
      ]),
    ).toEqual({ allowed: false, retryAfterSeconds: 20 });
    // The per-IP limiter counted both calls: three more are allowed, then it refuses too.
    const more = [];
    for (let i = 0; i < 4; i += 1) more.push((await perIp.hit('1.2.3.4')).allowed);
    expect(more).toEqual([true, true, true, false]);
  });

  it('skips checks without a key (anonymous requests have no uid)', async () => {
    const perUser = createRateLimiter({ limit: 0, windowMs: 1_000 }, { now: () => 0 });
    expect((await hitAll([[perUser, null]])).allowed).toBe(true);
  });

  it('rejects when a limiter cannot count, after letting the others count', async () => {
    const perIp = createRateLimiter({ limit: 1, windowMs: 1_000 }, { now: () => 0 });
    const broken: RateLimiter = { hit: () => Promise.reject(new RateLimiterUnavailableError('store down')) };
    await expect(
      hitAll([
        [perIp, 'ip'],
        [broken, 'uid'],
      ]),
    ).rejects.toBeInstanceOf(RateLimiterUnavailableError);
    expect((await perIp.hit('ip')).allowed).toBe(false);
  });
});
