import { describe, expect, it } from 'vitest';
import { SecondRequestAdmission } from './response-cache-admission.js';
import { ResponseCache, type CachedResponse } from './response-cache.js';

function entry(text: string): CachedResponse {
  return { body: Buffer.from(text), contentType: 'application/json', cacheControl: 'max-age=60, public' };
}

describe('SecondRequestAdmission', () => {
  it('admits a key on its second asking, not its first', () => {
    const admission = new SecondRequestAdmission();
    expect(admission.admits('{"query":"{ a }"}')).toBe(false);
    expect(admission.admits('{"query":"{ a }"}')).toBe(true);
    expect(admission.admits('{"query":"{ a }"}')).toBe(true);
  });

  it('tells apart keys one character apart', () => {
    const admission = new SecondRequestAdmission();
    const keys = Array.from({ length: 1_000 }, (_, index) => `{"variables":{"maxPricePaise":${500_000 + index}}}`);
    expect(keys.filter((key) => admission.admits(key))).toEqual([]);
    expect(keys.filter((key) => admission.admits(key))).toEqual(keys);
  });

  it('forgets a first asking once a newer key takes its slot', () => {
    const admission = new SecondRequestAdmission(2);
    const keys = Array.from({ length: 50 }, (_, index) => `key ${index}`);
    for (const key of keys) admission.admits(key);
    // Two slots remember two first askings at most: the rest are first askings again.
    expect(keys.filter((key) => admission.admits(key)).length).toBeLessThanOrEqual(2);
  });

  it('refuses a table size that is not a power of two', () => {
    expect(() => new SecondRequestAdmission(1_000)).toThrow(/power of two/);
  });
});

describe('ResponseCache with SecondRequestAdmission', () => {
  it('keeps an answer from its second request on, and never one asked once', () => {
    const cache = new ResponseCache({ admission: new SecondRequestAdmission() });
    for (let index = 0; index < 100; index++) cache.set(1, `once ${index}`, entry('x'));
    expect(cache.size).toBe(0);
    cache.set(1, 'twice', entry('first'));
    expect(cache.get(1, 'twice')).toBeUndefined();
    cache.set(1, 'twice', entry('second'));
    expect(cache.get(1, 'twice')?.body.toString()).toBe('second');
  });

  it('remembers first askings across a catalog change, which empties the kept answers', () => {
    const cache = new ResponseCache({ admission: new SecondRequestAdmission() });
    cache.set(1, 'k', entry('v1'));
    cache.set(1, 'k', entry('v1'));
    cache.set(2, 'k', entry('v2'));
    expect(cache.get(1, 'k')).toBeUndefined();
    expect(cache.get(2, 'k')?.body.toString()).toBe('v2');
  });
});
