import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { couponDocumentFields, parseCouponDocument } from './coupon-document.js';

const festive = {
  description: '20% off up to ₹300 on orders above ₹999',
  discountType: 'percentage',
  percentOff: 20,
  maxDiscountPaise: 300_00,
  minOrderValuePaise: 999_00,
  validFrom: Timestamp.fromDate(new Date('2026-11-01T00:00:00Z')),
  validUntil: Timestamp.fromDate(new Date('2027-01-01T00:00:00Z')),
  usageLimit: 500,
  usedCount: 12,
  categories: ['Hampers'],
};

function reason(id: string, data: unknown): string {
  const parsed = parseCouponDocument(id, data);
  if (parsed.ok) throw new Error('expected the document to be refused');
  return parsed.reason;
}

describe('parseCouponDocument', () => {
  it('reads a complete coupon, with defaults for what is left out', () => {
    expect(parseCouponDocument('FESTIVE20', festive)).toEqual({
      ok: true,
      value: {
        code: 'FESTIVE20',
        description: '20% off up to ₹300 on orders above ₹999',
        value: { kind: 'PERCENT', percent: 20, maxPaise: 300_00 },
        minimumOrderPaise: 999_00,
        validFrom: new Date('2026-11-01T00:00:00Z'),
        validUntil: new Date('2027-01-01T00:00:00Z'),
        active: true,
        usageLimit: 500,
        usedCount: 12,
        perShopperLimit: 1,
        firstOrderOnly: false,
        categories: ['Hampers'],
        productIds: [],
        listed: true,
      },
    });
  });

  it('a fixed coupon without a description is described by its value; null limits mean unlimited', () => {
    const parsed = parseCouponDocument('FLAT150', {
      discountType: 'fixed',
      amountOffPaise: 150_00,
      perShopperLimit: null,
    });
    expect(parsed.ok && parsed.value).toMatchObject({
      description: 'Flat ₹150 off',
      value: { kind: 'FIXED', amountPaise: 150_00 },
      usageLimit: null,
      perShopperLimit: null,
      minimumOrderPaise: 0,
    });
  });

  it('refuses what it cannot read exactly, saying which field', () => {
    expect(reason('festive20', festive)).toMatch(/upper-case code/);
    expect(reason('FESTIVE20', 'nope')).toMatch(/not an object/);
    expect(reason('FESTIVE20', { ...festive, discountType: 'bogo' })).toMatch(/discountType/);
    expect(reason('FESTIVE20', { ...festive, percentOff: 120 })).toMatch(/percentOff/);
    expect(reason('FESTIVE20', { ...festive, percentOff: 12.5 })).toMatch(/percentOff/);
    expect(reason('FESTIVE20', { ...festive, maxDiscountPaise: -1 })).toMatch(/maxDiscountPaise/);
    expect(reason('FLAT', { discountType: 'fixed', amountOffPaise: '150' })).toMatch(/amountOffPaise/);
    expect(reason('FESTIVE20', { ...festive, minOrderValuePaise: 99.5 })).toMatch(/minOrderValuePaise/);
    expect(reason('FESTIVE20', { ...festive, usageLimit: 'many' })).toMatch(/usageLimit/);
    expect(reason('FESTIVE20', { ...festive, active: 'yes' })).toMatch(/active/);
    expect(reason('FESTIVE20', { ...festive, categories: 'Hampers' })).toMatch(/categories/);
    expect(reason('FESTIVE20', { ...festive, validUntil: 'someday' })).toMatch(/validUntil/);
    expect(reason('FESTIVE20', { ...festive, validUntil: festive.validFrom })).toMatch(/after validFrom/);
  });
});

describe('couponDocumentFields', () => {
  it('writes what parseCouponDocument reads back as the same coupon', () => {
    const coupon = {
      code: 'HAMPER150',
      description: 'Flat ₹150 off on hampers',
      value: { kind: 'FIXED', amountPaise: 15_000 },
      minimumOrderPaise: 149_900,
      validFrom: new Date('2026-11-01T00:00:00Z'),
      validUntil: null,
      active: true,
      usageLimit: 100,
      usedCount: 3,
      perShopperLimit: null,
      firstOrderOnly: true,
      categories: ['Hampers'],
      productIds: ['p1'],
      listed: false,
    } as const;
    const fields = couponDocumentFields(coupon);
    expect(fields).not.toHaveProperty('usedCount');
    expect(parseCouponDocument('HAMPER150', { ...fields, usedCount: 3 })).toEqual({ ok: true, value: coupon });
    const percent = { ...coupon, value: { kind: 'PERCENT', percent: 20, maxPaise: null } } as const;
    expect(parseCouponDocument('HAMPER150', { ...couponDocumentFields(percent), usedCount: 3 })).toEqual({
      ok: true,
      value: percent,
    });
  });
});
