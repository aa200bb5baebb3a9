// A coupon code on checkout's review step: applied, refused, removed, and carried over from the coupons page.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadSonner } from '../../lib/toast';
import {
  acceptTerms,
  answers,
  type Calls,
  completeAddressStep,
  placeButton,
  placed,
  type PlaceOrderAnswer,
  routes,
  startCheckout,
  resetCheckoutAroundEachTest,
} from '../../testing/checkout-test-kit';
import { answeringLink, renderPage } from '../../testing/shop-test-kit';
import CheckoutPage from './CheckoutPage';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
await loadSonner();

resetCheckoutAroundEachTest();

describe('coupon on the review step', () => {
  it('applies a code (any case), shows the discount, sends only the code with the order, and removes it', async () => {
    startCheckout();
    const calls: Calls = [];
    const placeOrder: PlaceOrderAnswer = () => placed();
    renderPage(<CheckoutPage />, '/checkout', answeringLink(answers(placeOrder), calls), routes);
    await completeAddressStep();
    fireEvent.change(screen.getByLabelText('Coupon code'), { target: { value: ' festive20 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const applied = await screen.findByTestId('coupon-applied');
    expect(applied.textContent).toContain('FESTIVE20 applied. You save ₹100.');
    expect(screen.getByTestId('breakup-discount').textContent).toBe('−₹100');
    expect(screen.getByTestId('breakup-total').textContent).toBe('₹977');
    expect(sessionStorage.getItem('appliedCoupon')).toBe('FESTIVE20');

    fireEvent.click(within(applied).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.getByTestId('breakup-total').textContent).toBe('₹1,077'));
    expect(sessionStorage.getItem('appliedCoupon')).toBeNull();

    fireEvent.change(screen.getByLabelText('Coupon code'), { target: { value: 'FESTIVE20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByTestId('coupon-applied');
    acceptTerms();
    fireEvent.click(placeButton());
    await screen.findByRole('heading', { name: 'Order page' });
    const input = calls.find((c) => c.operationName === 'PlaceOrder')!.variables['input'] as Record<string, unknown>;
    expect(input['couponCode']).toBe('FESTIVE20');
    // The code only: the server works out the discount.
    expect(JSON.stringify(input)).not.toMatch(/discount|total/i);
    expect(sessionStorage.getItem('appliedCoupon')).toBeNull();
  });

  it('says before the order is placed when the coupon takes the items under the free-delivery line', async () => {
    startCheckout();
    renderPage(<CheckoutPage />, '/checkout', answeringLink(answers()), routes);
    await completeAddressStep();
    fireEvent.change(screen.getByLabelText('Coupon code'), { target: { value: 'TENPC' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const applied = await screen.findByTestId('coupon-applied');
    expect(applied.textContent).toContain('TENPC applied. You save ₹99.80.');
    expect(within(applied).getByTestId('coupon-delivery-note').textContent).toBe(
      'Delivery becomes ₹49 with this coupon.',
    );
    // ₹998 − ₹99.80 + ₹49 shipping + ₹30 COD fee = ₹977.20, paid as ₹977.
    expect(screen.getByTestId('breakup-round-off').textContent).toBe('−₹0.20');
    expect(screen.getByTestId('breakup-total').textContent).toBe('₹977');
  });

  it('shows no delivery note and no round-off line when the coupon changes neither', async () => {
    startCheckout();
    renderPage(<CheckoutPage />, '/checkout', answeringLink(answers()), routes);
    await completeAddressStep();
    fireEvent.change(screen.getByLabelText('Coupon code'), { target: { value: 'FESTIVE20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const applied = await screen.findByTestId('coupon-applied');
    expect(within(applied).queryByTestId('coupon-delivery-note')).toBeNull();
    expect(screen.queryByTestId('breakup-round-off')).toBeNull();
  });

  it('shows the one reason a code does not apply, and the order can still be placed without it', async () => {
    startCheckout();
    renderPage(<CheckoutPage />, '/checkout', answeringLink(answers()), routes);
    await completeAddressStep();
    fireEvent.change(screen.getByLabelText('Coupon code'), { target: { value: 'nosuch' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText("We don't recognise the coupon code NOSUCH.")).toBeInTheDocument();
    expect(screen.queryByTestId('coupon-applied')).toBeNull();
    expect(screen.queryByTestId('breakup-discount')).toBeNull();
    await waitFor(() => expect(placeButton()).toBeEnabled());
  });

  it('starts with the code chosen on the coupons page', async () => {
    startCheckout();
    sessionStorage.setItem('appliedCoupon', 'FESTIVE20');
    renderPage(<CheckoutPage />, '/checkout', answeringLink(answers()), routes);
    await completeAddressStep();
    expect((await screen.findByTestId('coupon-applied')).textContent).toContain('FESTIVE20 applied');
  });
});
