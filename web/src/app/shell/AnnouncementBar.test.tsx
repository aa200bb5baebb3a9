import { describe, expect, it } from 'vitest';
import { announcementLines } from './AnnouncementBar';

describe('announcementLines', () => {
  const rule = 'Free delivery across Coimbatore on orders of ₹999 or more (after coupon discounts)';

  it('puts the free-delivery rule from the shop settings first, then the marketing lines', () => {
    const data = { marketing: { content: ['Diwali offers', ' '] }, shopInfo: { freeDeliveryText: rule } };
    expect(announcementLines(data)).toEqual([rule, 'Diwali offers']);
  });

  it('has no rule line when delivery is never free, and nothing before the answer', () => {
    expect(
      announcementLines({ marketing: { content: ['Diwali offers'] }, shopInfo: { freeDeliveryText: null } }),
    ).toEqual(['Diwali offers']);
    expect(announcementLines(undefined)).toEqual([]);
  });
});
