// The coupons page with an Apollo client answered by a function: usable coupons with what each needs, copy, "Apply
// at checkout" carrying the code to the cart and checkout, and the coupons used with their orders.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSonner } from '../../lib/toast';
import { answeringLink, money, renderPage } from '../../testing/shop-test-kit';
import { addToCart, clearCart } from '../../shop/cart-state';
import CouponsPage from './CouponsPage';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
await loadSonner();

const festive = {
  __typename: 'AvailableCoupon',
  code: 'FESTIVE20',
  description: '20% off up to ₹300 on orders above ₹999',
  offer: '20% off up to ₹300',
  conditions: ['Minimum order ₹999', 'Valid until 31 Dec 2026'],
  deliveryNote: null,
};
const used = {
  __typename: 'UsedCoupon',
  code: 'WELCOME150',
  description: '₹150 off your first order',
  orderId: 'order-1',
  orderNumber: 'LG-261122-7KQ2M',
  usedAt: '2026-11-22T05:30:00.000Z',
  discount: money(15000),
};

function answer(
  available: unknown[],
  usedCoupons: unknown[],
  calls: { operationName: string; variables: Record<string, unknown> }[] = [],
) {
  return answeringLink((operationName) => {
    if (operationName === 'MyCoupons') return { myCoupons: { __typename: 'MyCoupons', available, used: usedCoupons } };
    throw new Error(`unexpected ${operationName}`);
  }, calls);
}

const routes = [{ path: '/cart', element: <h1>Cart page</h1> }];

beforeEach(() => {
  sessionStorage.clear();
  clearCart();
});
afterEach(() => vi.restoreAllMocks());

describe('CouponsPage', () => {
  it('lists usable coupons with what each needs, and used ones with their order', async () => {
    renderPage(<CouponsPage />, '/account/coupons', answer([festive], [used]), routes);
    const card = await screen.findByTestId('coupon-available');
    expect(within(card).getByText('FESTIVE20')).toBeInTheDocument();
    expect(within(card).getByText('20% off up to ₹300')).toBeInTheDocument();
    const needs = within(card).getByRole('list', { name: 'What FESTIVE20 needs' });
    expect(
      within(needs)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Minimum order ₹999', 'Valid until 31 Dec 2026']);
    const usedRow = screen.getByTestId('coupon-used');
    expect(usedRow.textContent).toContain('WELCOME150');
    expect(usedRow.textContent).toContain('Saved ₹150 on order LG-261122-7KQ2M');
    expect(within(usedRow).getByRole('link', { name: 'LG-261122-7KQ2M' }).getAttribute('href')).toBe(
      '/account/orders/order-1',
    );
  });

  it("sends the cart's lines (never a price) and shows the server's delivery note before the coupon is applied", async () => {
    addToCart({ id: 'vase', hasVariant: false });
    const calls: { operationName: string; variables: Record<string, unknown> }[] = [];
    const note = 'Delivery becomes ₹79 with this coupon.';
    renderPage(<CouponsPage />, '/account/coupons', answer([{ ...festive, deliveryNote: note }], [], calls), routes);
    const card = await screen.findByTestId('coupon-available');
    expect(within(card).getByTestId('coupon-delivery-note').textContent).toBe(note);
    expect(calls[0]?.variables.lines).toEqual([
      { productId: 'vase', variant: null, quantity: 1, seenPricePaise: null },
    ]);
  });

  it('asks without lines and shows no delivery note for an empty cart', async () => {
    const calls: { operationName: string; variables: Record<string, unknown> }[] = [];
    renderPage(<CouponsPage />, '/account/coupons', answer([festive], [], calls), routes);
    const card = await screen.findByTestId('coupon-available');
    expect(within(card).queryByTestId('coupon-delivery-note')).toBeNull();
    expect(calls[0]?.variables.lines).toBeNull();
  });

  it('copies a code', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPage(<CouponsPage />, '/account/coupons', answer([festive], []), routes);
    fireEvent.click(await screen.findByRole('button', { name: 'Copy FESTIVE20' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('FESTIVE20'));
  });

  it('"Apply at checkout" keeps the code for checkout and goes to the cart', async () => {
    const { router } = renderPage(<CouponsPage />, '/account/coupons', answer([festive], []), routes);
    fireEvent.click(await screen.findByRole('button', { name: 'Apply at checkout' }));
    expect(await screen.findByRole('heading', { name: 'Cart page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cart');
    expect(sessionStorage.getItem('appliedCoupon')).toBe('FESTIVE20');
  });

  it('says so when there are none', async () => {
    renderPage(<CouponsPage />, '/account/coupons', answer([], []), routes);
    expect(await screen.findByText('No coupons yet')).toBeInTheDocument();
  });
});
