// The coupons table asks for one page at a time and moves between pages with Previous / Next.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answeringLink, money, renderPage } from '../../../testing/shop-test-kit';
import CouponsPage from './CouponsPage';

const coupon = (code: string) => ({
  __typename: 'AdminCoupon',
  code,
  description: `Coupon ${code}`,
  offer: '10% off',
  validFrom: null,
  validUntil: null,
  status: 'ACTIVE',
  usageLimit: null,
  usedCount: 0,
  orderCount: 0,
  discountGiven: money(0),
});

describe('CouponsPage', () => {
  it('shows a page of coupons with the count, and asks for the next page', async () => {
    const calls: { operationName: string; variables: Record<string, unknown> }[] = [];
    const link = answeringLink((operationName, variables) => {
      if (operationName !== 'AdminCoupons') throw new Error(`unexpected ${operationName}`);
      const page = (variables.paging as { page: number }).page;
      return {
        adminCoupons: {
          __typename: 'AdminCouponConnection',
          items: page === 1 ? [coupon('AAA1'), coupon('AAA2')] : [coupon('ZZZ1')],
          totalCount: 51,
          pageInfo: {
            __typename: 'PageInfo',
            page,
            totalPages: 2,
            hasNextPage: page === 1,
            hasPreviousPage: page === 2,
          },
        },
      };
    }, calls);
    renderPage(<CouponsPage />, '/admin/coupons', link);
    await screen.findByRole('link', { name: 'AAA1' });
    expect(screen.getByText('51 coupons · page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Previous' }).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('link', { name: 'ZZZ1' });
    expect(screen.queryByRole('link', { name: 'AAA1' })).toBeNull();
    expect(calls.map((call) => call.variables.paging)).toEqual([
      { page: 1, pageSize: 50 },
      { page: 2, pageSize: 50 },
    ]);
    await waitFor(() => expect(screen.getByText('51 coupons · page 2 of 2')).toBeInTheDocument());
  });
});
