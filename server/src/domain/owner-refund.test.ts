import { describe, expect, it } from 'vitest';
import { ownerRefundKey } from './idempotency.js';
import { OwnerRefundMessages, REFUND_NOTE_MAX_LENGTH, validateOwnerRefund } from './owner-refund.js';

describe('validateOwnerRefund', () => {
  it('takes whole paise above zero and a trimmed reason', () => {
    expect(validateOwnerRefund({ amountPaise: 5_000, reason: '  Damaged   mug ' })).toEqual({
      ok: true,
      value: { amountPaise: 5_000, note: 'Damaged mug' },
    });
  });

  it.each([0, -100, 1.5, Number.NaN, 2_147_483_648])('refuses the amount %s naming the field', (amountPaise) => {
    expect(validateOwnerRefund({ amountPaise, reason: 'Goodwill' })).toEqual({
      ok: false,
      errors: [{ field: 'input.amountPaise', code: 'INVALID', message: OwnerRefundMessages.amountInvalid }],
    });
  });

  it('requires a reason and bounds its length', () => {
    expect(validateOwnerRefund({ amountPaise: 100, reason: '   ' })).toMatchObject({
      ok: false,
      errors: [{ field: 'input.reason', code: 'REQUIRED' }],
    });
    expect(validateOwnerRefund({ amountPaise: 100, reason: 'x'.repeat(REFUND_NOTE_MAX_LENGTH) }).ok).toBe(true);
    expect(validateOwnerRefund({ amountPaise: 100, reason: 'x'.repeat(REFUND_NOTE_MAX_LENGTH + 1) })).toMatchObject({
      ok: false,
      errors: [{ field: 'input.reason', code: 'TOO_LONG' }],
    });
  });

  it('reports every bad field at once', () => {
    const result = validateOwnerRefund({ amountPaise: 0, reason: '' });
    expect(result.ok ? [] : result.errors.map((error) => error.field)).toEqual(['input.amountPaise', 'input.reason']);
  });
});

describe('ownerRefundKey', () => {
  it('is stable per order and key, and differs between orders', () => {
    const key = 'refund-key-0123456789';
    expect(ownerRefundKey('a'.repeat(64), key)).toBe(ownerRefundKey('a'.repeat(64), key));
    expect(ownerRefundKey('a'.repeat(64), key)).not.toBe(ownerRefundKey('b'.repeat(64), key));
    expect(ownerRefundKey('a'.repeat(64), key)).toMatch(/^owner-[0-9a-f]{40}$/);
  });
});
