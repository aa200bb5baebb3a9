import { describe, expect, it } from 'vitest';
import { parseCouponDocument } from '../../src/coupons/coupon-document.js';
import { availabilityRefusal } from '../../src/domain/coupons.js';
import { demoCoupons } from './demo-coupons.js';

const NOW = new Date('2026-11-23T06:00:00Z');

describe('demo coupons', () => {
  const coupons = demoCoupons(NOW).map(({ code, data }) => {
    const parsed = parseCouponDocument(code, data);
    if (!parsed.ok) throw new Error(`${code}: ${parsed.reason}`);
    return parsed.value;
  });
  const newShopper = { uses: 0, hasPlacedOrder: false };

  it('are read by the server as written; all but the expired one can be used by a new shopper at seeding time', () => {
    expect(coupons.map((c) => [c.code, availabilityRefusal(c, newShopper, NOW)?.code ?? 'OK'])).toEqual([
      ['WELCOME150', 'OK'],
      ['FESTIVE20', 'OK'],
      ['HAMPER150', 'OK'],
      ['FLOWERS10', 'OK'],
      ['DIWALI25', 'EXPIRED'],
    ]);
  });

  it('stay usable for months (the live ones) and the welcome code is for first orders only', () => {
    const inThreeMonths = new Date(NOW.getTime() + 89 * 24 * 60 * 60 * 1000);
    for (const coupon of coupons.filter((c) => c.code !== 'DIWALI25'))
      expect(availabilityRefusal(coupon, newShopper, inThreeMonths), coupon.code).toBeNull();
    const welcome = coupons.find((c) => c.code === 'WELCOME150')!;
    expect(availabilityRefusal(welcome, { uses: 0, hasPlacedOrder: true }, NOW)?.code).toBe('FIRST_ORDER_ONLY');
  });

  it('leave usedCount out, so seeding again keeps the uses already counted', () => {
    for (const { data } of demoCoupons(NOW)) expect(data).not.toHaveProperty('usedCount');
  });
});
