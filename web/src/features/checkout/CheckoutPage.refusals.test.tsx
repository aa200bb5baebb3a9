// placeOrder's refusals on checkout's review step: each shown where it belongs, and the account step's refusals
// resolved there before the shopper returns to review.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadSonner } from '../../lib/toast';
import {
  acceptTerms,
  answers,
  type Calls,
  placeButton,
  placed,
  placeFromReview,
  type PlaceOrderAnswer,
  refused,
  routes,
  startCheckout,
  userError,
  resetCheckoutAroundEachTest,
} from '../../testing/checkout-test-kit';
import { answeringLink, renderPage } from '../../testing/shop-test-kit';
import CheckoutPage, { type ReadyToBuyProps } from './CheckoutPage';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
await loadSonner();

resetCheckoutAroundEachTest();

describe('refusals of placeOrder', () => {
  async function placeRefused(...errors: ReturnType<typeof userError>[]) {
    startCheckout();
    const calls: Calls = [];
    renderPage(
      <CheckoutPage retryDelaysMs={[5, 5, 5]} />,
      '/checkout',
      answeringLink(
        answers(() => refused(...errors)),
        calls,
      ),
      routes,
    );
    await placeFromReview();
    return calls;
  }

  it('shows QUANTITY_LIMIT beside the line it names and sends the shopper to the cart', async () => {
    const message = 'You already have 2 of Rose Mug in open orders, the most one shopper can hold.';
    const calls = await placeRefused(userError('QUANTITY_LIMIT', 'input.lines[0].quantity', message));
    const line = screen.getByTestId('checkout-line');
    expect(await within(line).findByText(message)).toBeInTheDocument();
    expect(line.getAttribute('data-problem')).toBe('true');
    expect(screen.getByRole('link', { name: 'Change quantities or remove items in your cart' })).toBeInTheDocument();
    expect(calls.filter((c) => c.operationName === 'PlaceOrder')).toHaveLength(1);
  });

  it('shows OPEN_ORDERS_LIMIT beside the payment method', async () => {
    const message = 'You have 3 cash-on-delivery orders still open. Pay online, or wait until one is delivered.';
    await placeRefused(userError('OPEN_ORDERS_LIMIT', 'paymentMethod', message));
    const payment = screen.getByRole('group', { name: 'Payment method' });
    expect((await within(payment).findByTestId('payment-refusal')).textContent).toBe(message);
    expect(screen.queryByTestId('checkout-problems')).toBeNull();
  });

  it('shows RATE_LIMITED with the order problems and does not ask again by itself', async () => {
    const message = 'Too many orders in a short time. Please wait a few minutes.';
    const calls = await placeRefused(userError('RATE_LIMITED', null, message));
    expect((await screen.findByTestId('checkout-problems')).textContent).toContain(message);
    expect(calls.filter((c) => c.operationName === 'PlaceOrder')).toHaveLength(1);
  });

  for (const [code, field] of [
    ['PHONE_NOT_VERIFIED', 'phone'],
    ['PROFILE_INCOMPLETE', null],
  ] as const) {
    it(`${code} leads to the account step with its message, then back to review with the cart`, async () => {
      startCheckout();
      const message = code === 'PHONE_NOT_VERIFIED' ? 'Verify your phone number first.' : 'Complete your profile.';
      let attempts = 0;
      const placeOrder: PlaceOrderAnswer = () => {
        attempts += 1;
        if (attempts === 1) return refused(userError(code, field, message));
        return placed();
      };
      function FakeAccountStep({ children, refusal, onResolved }: ReadyToBuyProps) {
        if (!refusal) return <>{children}</>;
        return (
          <section aria-label="Account step">
            <p>{refusal.code}</p>
            <p>{refusal.message}</p>
            <button type="button" onClick={onResolved}>
              Phone verified
            </button>
          </section>
        );
      }
      renderPage(
        <CheckoutPage ReadyToBuy={FakeAccountStep} retryDelaysMs={[5]} />,
        '/checkout',
        answeringLink(answers(placeOrder)),
        routes,
      );
      await placeFromReview();
      const step = await screen.findByRole('region', { name: 'Account step' });
      expect(within(step).getByText(code)).toBeInTheDocument();
      expect(within(step).getByText(message)).toBeInTheDocument();
      // Not shown as a problem of the delivery address (PHONE_NOT_VERIFIED names "phone").
      expect(screen.queryByText('Please check your delivery address:')).toBeNull();
      expect(screen.queryByRole('heading', { name: 'Your order' })).toBeNull();

      fireEvent.click(within(step).getByRole('button', { name: 'Phone verified' }));
      expect(await screen.findByRole('heading', { name: 'Your order' })).toBeInTheDocument();
      expect(within(screen.getByTestId('checkout-line')).getByText('Rose Mug × 2')).toBeInTheDocument();
      expect(localStorage.getItem('cart')).toContain('mug');
      acceptTerms();
      fireEvent.click(placeButton());
      expect(await screen.findByRole('heading', { name: 'Order page' })).toBeInTheDocument();
    });
  }

  it('without an account step, still shows the account refusal', async () => {
    await placeRefused(userError('PROFILE_INCOMPLETE', null, 'Complete your profile to place orders.'));
    expect(await screen.findByText('Complete your profile to place orders.')).toBeInTheDocument();
  });
});
