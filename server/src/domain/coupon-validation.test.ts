import { describe, expect, it } from 'vitest';
import {
  checkCouponCode,
  couponFromDraft,
  CouponMessages,
  couponStatus,
  validateCouponDraft,
  type CouponDraft,
} from './coupon-validation.js';

const draft = (overrides: Partial<CouponDraft> = {}): CouponDraft => ({
  description: 'Flat ₹150 off on hampers',
  discountType: 'PERCENTAGE',
  percentOff: 20,
  maxDiscountPaise: 30_000,
  amountOffPaise: null,
  minOrderValuePaise: 0,
  validFrom: null,
  validUntil: null,
  active: true,
  usageLimit: null,
  perShopperLimit: 1,
  firstOrderOnly: false,
  categories: [],
  productIds: [],
  listed: true,
  ...overrides,
});

const catalog = { categories: new Set(['Hampers', 'Mugs']), productIds: new Set(['p1', 'p2']) };
const fields = (d: CouponDraft) => validateCouponDraft(d, catalog).map((e) => `${e.field}:${e.code}`);

describe('checkCouponCode', () => {
  it('trims and upper-cases', () => {
    expect(checkCouponCode('  festive20 ')).toEqual({ ok: true, code: 'FESTIVE20' });
  });
  it('refuses an empty code, spaces inside and odd characters, naming the field', () => {
    expect(checkCouponCode('   ')).toMatchObject({ ok: false, error: { field: 'code', code: 'REQUIRED' } });
    expect(checkCouponCode('FEST 20')).toMatchObject({ ok: false, error: { field: 'code', code: 'INVALID' } });
    expect(checkCouponCode('A')).toMatchObject({ ok: false, error: { message: CouponMessages.codeInvalid } });
    expect(checkCouponCode('₹OFF')).toMatchObject({ ok: false });
    expect(checkCouponCode('X'.repeat(41))).toMatchObject({ ok: false });
  });
});

describe('validateCouponDraft', () => {
  it('accepts a capped percentage and a fixed amount', () => {
    expect(fields(draft())).toEqual([]);
    expect(fields(draft({ discountType: 'FIXED', percentOff: null, amountOffPaise: 15_000 }))).toEqual([]);
  });
  it('checks the percentage (1–100, whole) and the cap (positive or none)', () => {
    expect(fields(draft({ percentOff: 0 }))).toEqual(['percentOff:INVALID']);
    expect(fields(draft({ percentOff: 101 }))).toEqual(['percentOff:INVALID']);
    expect(fields(draft({ percentOff: 12.5 }))).toEqual(['percentOff:INVALID']);
    expect(fields(draft({ percentOff: null }))).toEqual(['percentOff:INVALID']);
    expect(fields(draft({ maxDiscountPaise: 0 }))).toEqual(['maxDiscountPaise:INVALID']);
    expect(fields(draft({ maxDiscountPaise: null }))).toEqual([]);
  });
  it('checks the fixed amount only for a fixed coupon', () => {
    expect(fields(draft({ discountType: 'FIXED', amountOffPaise: 0 }))).toEqual(['amountOffPaise:INVALID']);
    expect(fields(draft({ discountType: 'FIXED', amountOffPaise: null, percentOff: 500 }))).toEqual([
      'amountOffPaise:INVALID',
    ]);
  });
  it('checks the minimum, the limits and the description length', () => {
    expect(fields(draft({ minOrderValuePaise: -1 }))).toEqual(['minOrderValuePaise:INVALID']);
    expect(fields(draft({ usageLimit: 0 }))).toEqual(['usageLimit:INVALID']);
    expect(fields(draft({ perShopperLimit: 1.5 }))).toEqual(['perShopperLimit:INVALID']);
    expect(fields(draft({ usageLimit: null, perShopperLimit: null }))).toEqual([]);
    expect(fields(draft({ description: 'x'.repeat(201) }))).toEqual(['description:TOO_LONG']);
  });
  it('checks the window: valid dates, the end after the start', () => {
    expect(fields(draft({ validFrom: 'soon' }))).toEqual(['validFrom:INVALID']);
    expect(fields(draft({ validFrom: '2026-12-01T00:00:00Z', validUntil: '2026-11-01T00:00:00Z' }))).toEqual([
      'validUntil:INVALID',
    ]);
    expect(fields(draft({ validFrom: '2026-12-01T00:00:00Z', validUntil: '2026-12-01T00:00:00Z' }))).toEqual([
      'validUntil:INVALID',
    ]);
    expect(fields(draft({ validFrom: '', validUntil: '2026-12-01T00:00:00Z' }))).toEqual([]);
  });
  it('checks the scope against the catalog, naming the entry at fault', () => {
    expect(fields(draft({ categories: ['Hampers'], productIds: ['p2'] }))).toEqual([]);
    expect(fields(draft({ categories: ['Mugs', 'Toys'] }))).toEqual(['categories[1]:INVALID']);
    expect(fields(draft({ productIds: ['nope'] }))).toEqual(['productIds[0]:INVALID']);
    expect(fields(draft({ categories: [' '] }))).toEqual(['categories:REQUIRED']);
    expect(validateCouponDraft(draft({ categories: ['Toys'] }), null)).toEqual([]);
  });
  it('reports every problem at once', () => {
    expect(fields(draft({ percentOff: 0, usageLimit: -2, validUntil: 'x' }))).toEqual([
      'percentOff:INVALID',
      'validUntil:INVALID',
      'usageLimit:INVALID',
    ]);
  });
});

describe('couponFromDraft', () => {
  it('builds the coupon with the usedCount given, trimmed unique scope and the window as dates', () => {
    const coupon = couponFromDraft(
      'FEST',
      draft({
        categories: [' Mugs', 'Mugs'],
        validUntil: '2026-12-01T00:00:00Z',
        discountType: 'FIXED',
        amountOffPaise: 100,
      }),
      7,
    );
    expect(coupon).toMatchObject({
      code: 'FEST',
      usedCount: 7,
      categories: ['Mugs'],
      value: { kind: 'FIXED', amountPaise: 100 },
      validFrom: null,
      validUntil: new Date('2026-12-01T00:00:00Z'),
    });
  });
});

describe('couponStatus', () => {
  const now = new Date('2026-11-20T00:00:00Z');
  const at = (overrides: Partial<CouponDraft>) => couponFromDraft('C1', draft(overrides), 0);
  it('is INACTIVE when switched off, whatever the window', () => {
    expect(couponStatus(at({ active: false, validUntil: '2026-01-01T00:00:00Z' }), now)).toBe('INACTIVE');
  });
  it('is EXPIRED at and after its end, SCHEDULED before its start, ACTIVE within', () => {
    expect(couponStatus(at({ validUntil: '2026-11-20T00:00:00Z' }), now)).toBe('EXPIRED');
    expect(couponStatus(at({ validFrom: '2026-11-20T00:00:01Z' }), now)).toBe('SCHEDULED');
    expect(couponStatus(at({ validFrom: '2026-11-20T00:00:00Z', validUntil: '2026-11-21T00:00:00Z' }), now)).toBe(
      'ACTIVE',
    );
  });
});
