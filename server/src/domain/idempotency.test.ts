import { describe, expect, it } from 'vitest';
import { InvalidArgumentError } from './errors.js';
import { orderDocumentId, placementDecision, requestFingerprint, validateIdempotencyKey } from './idempotency.js';

describe('validateIdempotencyKey', () => {
  it.each([
    ['3f0c2a6e-8d1b-4c55-9a7e-2b9d4f61c0aa'], // a UUID
    ['a'.repeat(16)],
    ['Z_9-'.repeat(32)], // 128 characters
  ])('accepts %s', (key) => {
    expect(validateIdempotencyKey(key)).toBe(key);
  });

  it.each([
    ['', 'must be 16 to 128 characters (got 0)'],
    ['a'.repeat(15), 'must be 16 to 128 characters (got 15)'],
    ['a'.repeat(129), 'must be 16 to 128 characters (got 129)'],
    ['3f0c2a6e 8d1b 4c55 9a7e', "may hold only letters, digits, '-' and '_'"],
    ['3f0c2a6e/8d1b/4c55/9a7e', "may hold only letters, digits, '-' and '_'"],
    ['ключ-ключ-ключ-ключ', "may hold only letters, digits, '-' and '_'"],
    ['aaaaaaaaaaaaaaaa\n', "may hold only letters, digits, '-' and '_'"],
  ])('refuses %j', (key, detail) => {
    expect(() => validateIdempotencyKey(key)).toThrow(new InvalidArgumentError('idempotencyKey', detail));
  });

  it('names the argument it was given', () => {
    expect(() => validateIdempotencyKey('short', 'input.key')).toThrow('Invalid argument "input.key"');
  });
});

describe('orderDocumentId', () => {
  const key = '3f0c2a6e-8d1b-4c55-9a7e-2b9d4f61c0aa';

  it('is the same for the same shopper and key', () => {
    expect(orderDocumentId('uid-1', key)).toBe(orderDocumentId('uid-1', key));
    expect(orderDocumentId('uid-1', key)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('differs between shoppers and between keys', () => {
    const ids = new Set([
      orderDocumentId('uid-1', key),
      orderDocumentId('uid-2', key),
      orderDocumentId('uid-1', `${key}x`),
      // no ambiguity where uid and key meet
      orderDocumentId('ab', 'c'.repeat(16)),
      orderDocumentId('abc', 'c'.repeat(15)),
    ]);
    expect(ids.size).toBe(5);
  });

  it('stays the same across releases (stored order ids depend on it)', () => {
    expect(orderDocumentId('u', 'k')).toBe('b0cb17fec57f99542123f1e7eb6b1624b0cf7c0839712c276b5e8ff771450e94');
  });

  it('needs a uid', () => {
    expect(() => orderDocumentId('', key)).toThrow(RangeError);
  });
});

describe('requestFingerprint', () => {
  const request = {
    lines: [{ productId: 'mug', quantity: 2, variant: null }],
    address: { state: 'Tamil Nadu', postalCode: '641012' },
    paymentMethod: 'COD',
  };

  it('ignores the order of object keys', () => {
    const reordered = {
      paymentMethod: 'COD',
      address: { postalCode: '641012', state: 'Tamil Nadu' },
      lines: [{ variant: null, quantity: 2, productId: 'mug' }],
    };
    expect(requestFingerprint(reordered)).toBe(requestFingerprint(request));
  });

  it('treats a missing field like an undefined one', () => {
    expect(requestFingerprint({ ...request, couponCode: undefined })).toBe(requestFingerprint(request));
  });

  it.each([
    ['a quantity', { ...request, lines: [{ productId: 'mug', quantity: 3, variant: null }] }],
    ['the line order', { ...request, lines: [...request.lines, { productId: 'card', quantity: 1, variant: null }] }],
    ['the payment method', { ...request, paymentMethod: 'ONLINE' }],
    ['a coupon', { ...request, couponCode: 'DIWALI' }],
    ['null against absent', { ...request, couponCode: null }],
  ])('changes with %s', (_name, changed) => {
    expect(requestFingerprint(changed)).not.toBe(requestFingerprint(request));
  });

  it('keeps the order of array items', () => {
    expect(requestFingerprint([1, 2])).not.toBe(requestFingerprint([2, 1]));
  });
});

describe('placementDecision', () => {
  it.each([
    [null, 'CREATE'],
    [{ uid: 'u1', fingerprint: 'f1' }, 'RETURN_EXISTING'],
    [{ uid: 'u1', fingerprint: 'f2' }, 'KEY_REUSED'],
    [{ uid: 'u2', fingerprint: 'f1' }, 'KEY_REUSED'],
  ])('existing %j → %s', (existing, decision) => {
    expect(placementDecision(existing, 'u1', 'f1')).toBe(decision);
  });
});
