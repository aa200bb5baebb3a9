// A coupon's uses: each order links to its admin page and names its shopper as the order froze them.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answeringLink, money, renderPage } from '../../../testing/shop-test-kit';
import CouponUsagePage from './CouponUsagePage';

const redemption = {
  __typename: 'AdminCouponRedemption',
  orderId: 'a'.repeat(64),
  orderNumber: 'LG-261122-7KQ2M',
  shopperUid: 'uid-asha',
  shopperName: 'Asha Raman',
  shopperEmail: 'asha@example.in',
  discount: money(100_00),
  usedAt: '2026-11-22T05:30:00.000Z',
  releasedAt: null,
};

function answer(redemptions: unknown[]) {
  return answeringLink((operationName) => {
    if (operationName !== 'AdminCoupon') throw new Error(`unexpected ${operationName}`);
    return {
      adminCoupon: {
        __typename: 'AdminCoupon',
        code: 'MUG20',
        description: '20% off mugs',
        offer: '20% off',
        discountType: 'PERCENTAGE',
        percentOff: 20,
        maxDiscount: null,
        amountOff: null,
        minimumOrderValue: money(0),
        validFrom: null,
        validUntil: null,
        active: true,
        usageLimit: null,
        perShopperLimit: null,
        firstOrderOnly: false,
        categories: [],
        productIds: [],
        listed: true,
        status: 'ACTIVE',
        usedCount: redemptions.length,
        orderCount: redemptions.length,
        discountGiven: money(100_00),
        redemptions,
      },
    };
  });
}

describe('CouponUsagePage', () => {
  it("links each order to its admin page and shows the shopper's name and e-mail", async () => {
    renderPage(<CouponUsagePage />, '/admin/coupons/:code', answer([redemption]), [], '/admin/coupons/MUG20');
    const row = (await screen.findByText('Asha Raman')).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'LG-261122-7KQ2M' }).getAttribute('href')).toBe(
      `/admin/orders/${'a'.repeat(64)}`,
    );
    expect(within(row).getByRole('link', { name: 'asha@example.in' }).getAttribute('href')).toBe(
      'mailto:asha@example.in',
    );
    expect(row.textContent).not.toContain('uid-asha');
  });

  it('shows the uid when the order could not be read', async () => {
    renderPage(
      <CouponUsagePage />,
      '/admin/coupons/:code',
      answer([{ ...redemption, shopperName: null, shopperEmail: null }]),
      [],
      '/admin/coupons/MUG20',
    );
    const row = (await screen.findByText('uid-asha')).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'LG-261122-7KQ2M' })).toBeInTheDocument();
  });
});
