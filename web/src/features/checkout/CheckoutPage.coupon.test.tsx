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
