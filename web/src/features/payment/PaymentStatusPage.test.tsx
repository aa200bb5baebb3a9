// The payment status page against an Apollo client answered by a function: an online order that closed unpaid offers
// to put its items back into the cart, which checkout had emptied when the order was placed.
import { partiesOf } from '../../testing/order-seams';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadSonner } from '../../lib/toast';
import { answeringLink, money, renderPage } from '../../testing/shop-test-kit';
import PaymentStatusPage from './PaymentStatusPage';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
await loadSonner();

const expiredOrder = {
  __typename: 'Order',
  id: 'order-9',
  orderNumber: 'LG-261123-9QX2M',
  status: 'EXPIRED',
  breakdown: { __typename: 'PriceBreakdown', total: money(149900) },
  payment: {
    __typename: 'OrderPayment',
    status: 'NOT_PAID',
    failureReason: null,
    expiresAt: '2026-11-23T06:20:00.000Z',
  },
  lines: [
    {
      __typename: 'OrderLine',
      productId: 'hamper',
      variant: 'Large',
      quantity: 1,
      personalisation: null,
      giftWrap: true,
      giftMessage: 'Happy Diwali',
      photos: [],
    },
  ],
  delivery: null,
  deliveredAt: null,
  recipient: null,
  parties: partiesOf({
    address: {
      firstName: 'Priya',
      lastName: 'Raman',
      phone: '+919876543210',
      email: 'priya@example.in',
      address: '12 Race Course Road',
      city: 'Coimbatore',
      postalCode: '641018',
      state: 'Tamil Nadu',
    },
  }),
};

describe('PaymentStatusPage', () => {
  it('puts the items of an order that closed unpaid back into the cart', async () => {
    localStorage.clear();
    const { router } = renderPage(
      <PaymentStatusPage />,
      '/payment/status',
      answeringLink(() => ({ order: expiredOrder })),
      [],
      '/payment/status?order=order-9',
    );
    expect(await screen.findByText(/The payment did not arrive in time/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Put the items back in my cart' }));
    expect(await screen.findByTestId('elsewhere')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cart');
    expect(JSON.parse(localStorage.getItem('cart')!)).toEqual([
      expect.objectContaining({
        id: 'hamper',
        variant: 'Large',
        quantity: 1,
        giftWrap: true,
        giftMessage: 'Happy Diwali',
      }),
    ]);
  });
});
