// Checkout's review step: the lines and the server's breakup, the terms, the quote's problems, and placeOrder asked
// again with the same idempotency key after a network error or a busy server.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadSonner } from '../../lib/toast';
import {
  answers,
  type Calls,
  completeAddressStep,
  placeButton,
  placed,
  placeFromReview,
  type PlaceOrderAnswer,
  quote,
  refused,
  routes,
  startCheckout,
  userError,
  resetCheckoutAroundEachTest,
} from '../../testing/checkout-test-kit';
import { answeringLink, renderPage } from '../../testing/shop-test-kit';
import CheckoutPage from './CheckoutPage';
import { ReviewMessages } from './ReviewStep';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
await loadSonner();

resetCheckoutAroundEachTest();

describe('review and pay', () => {
  it('shows every line with its options and the server breakup, GST split CGST + SGST for Tamil Nadu', async () => {
    startCheckout();
    renderPage(<CheckoutPage />, '/checkout', answeringLink(answers()), routes);
    await completeAddressStep();
    const line = screen.getByTestId('checkout-line');
    expect(within(line).getByText('Rose Mug × 2')).toBeInTheDocument();
    expect(within(line).getByText('“Happy birthday”')).toBeInTheDocument();
    expect(screen.getByTestId('breakup-items').textContent).toBe('₹998');
    expect(screen.getByTestId('breakup-shipping').textContent).toBe('₹49');
    expect(screen.getByTestId('breakup-cod-fee').textContent).toBe('₹30');
    expect(screen.getByTestId('breakup-total').textContent).toBe('₹1,077');
    expect(screen.getByTestId('breakup-gst').textContent).toMatch(/^Includes GST of ₹164\.29 \(CGST .* \+ SGST .*\)$/);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /I accept the/ }).checked).toBe(false);
    expect(screen.getByRole('link', { name: 'terms of service' }).getAttribute('href')).toBe('/terms-of-service');
    expect(screen.getByRole('link', { name: 'refund and return policy' }).getAttribute('href')).toBe(
      '/refund-and-return-policy',
    );
    expect(screen.getByRole('radio', { name: /Cash on delivery/ })).toBeInTheDocument();
  });

  it('asks for the terms before placing, and sends nothing until they are accepted', async () => {
    startCheckout();
    const calls: Calls = [];
    renderPage(
      <CheckoutPage />,
      '/checkout',
      answeringLink(
        answers(() => placed()),
        calls,
      ),
      routes,
    );
    await completeAddressStep();
    fireEvent.click(placeButton());
    expect(
      await screen.findByText('Please accept the terms of service and the refund policy to place your order.'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.operationName === 'PlaceOrder')).toBe(false);
  });

  it("shows the quote's problems with the lines marked, and cannot place", async () => {
    startCheckout();
    renderPage(
      <CheckoutPage />,
      '/checkout',
      answeringLink(
        answers(undefined, {
          lineProblems: [{ code: 'SOLD_OUT', message: 'Rose Mug is sold out.' }],
          problems: [{ code: 'UNDELIVERABLE_PIN', message: 'We do not deliver to PIN 641018 yet.' }],
        }),
      ),
      routes,
    );
    await completeAddressStep();
    const line = screen.getByTestId('checkout-line');
    expect(line.getAttribute('data-problem')).toBe('true');
    expect(within(line).getByText('Rose Mug is sold out.')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-problems').textContent).toContain('We do not deliver to PIN 641018 yet.');
    expect(placeButton()).toBeDisabled();
  });

  it("shows placeOrder's refusal and its fresh quote on the review step, keeping the address", async () => {
    startCheckout();
    const placeOrder: PlaceOrderAnswer = (_, variables) => ({
      placeOrder: {
        __typename: 'PlaceOrderPayload',
        order: null,
        quote: quote(variables, {
          lineProblems: [{ code: 'NOT_ENOUGH_STOCK', message: 'Only 1 left of Rose Mug.', availableQuantity: 1 }],
        }),
        userErrors: [
          { __typename: 'UserError', field: null, code: 'CANNOT_PLACE', message: 'Some items need your attention.' },
          { __typename: 'UserError', field: 'address.postalCode', code: 'INVALID', message: 'PIN code looks wrong.' },
        ],
      },
    });
    renderPage(<CheckoutPage />, '/checkout', answeringLink(answers(placeOrder)), routes);
    await placeFromReview();
    const line = screen.getByTestId('checkout-line');
    expect(await within(line).findByText('Only 1 left of Rose Mug.')).toBeInTheDocument();
    expect(line.getAttribute('data-problem')).toBe('true');
    expect(screen.getByTestId('checkout-problems').textContent).toContain('Some items need your attention.');
    expect(screen.getByText('PIN code looks wrong.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Edit address' }));
    const form = await screen.findByRole('form', { name: 'Delivery address' });
    expect(within(form).getByLabelText<HTMLInputElement>('City').value).toBe('Coimbatore');
    expect(within(form).getByText('PIN code looks wrong.')).toBeInTheDocument();
  });

  it('asks again with the same key after a network error, TRY_AGAIN and UNAVAILABLE, and shows the order it made', async () => {
    startCheckout();
    const calls: Calls = [];
    let attempts = 0;
    const placeOrder: PlaceOrderAnswer = () => {
      attempts += 1;
      if (attempts === 1) throw new Error('network down');
      if (attempts === 2) return refused(userError('TRY_AGAIN', null, 'The shop is busy.'));
      if (attempts === 3) return refused(userError('UNAVAILABLE', null, 'We could not reach our database.'));
      return placed();
    };
    const { router } = renderPage(
      <CheckoutPage retryDelaysMs={[5, 5, 5]} />,
      '/checkout',
      answeringLink(answers(placeOrder), calls),
      routes,
    );
    await placeFromReview();
    expect(await screen.findByRole('heading', { name: 'Order page' })).toBeInTheDocument();

    const placeOrderCalls = calls.filter((c) => c.operationName === 'PlaceOrder');
    expect(placeOrderCalls).toHaveLength(4);
    const keys = placeOrderCalls.map((c) => c.variables['idempotencyKey'] as string);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(keys).size).toBe(1);
    expect(placeOrderCalls[0]!.variables['input']).toMatchObject({
      lines: [{ productId: 'mug', quantity: 2 }],
      address: { phone: '+919876543210', postalCode: '641018', state: 'Tamil Nadu', email: 'priya@example.in' },
      paymentMethod: 'COD',
      saveAddress: false,
      acceptTerms: true,
    });
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/account/orders/order-1?placed=1');
    expect(localStorage.getItem('cart')).toBeNull();
    expect(sessionStorage.getItem('checkoutDraft')).toBeNull();
    expect(sessionStorage.getItem('checkoutStep')).toBeNull();
  });

  it('after the retries, says the order may exist without promising nothing was charged, and keeps the key', async () => {
    startCheckout();
    const calls: Calls = [];
    let attempts = 0;
    const placeOrder: PlaceOrderAnswer = () => {
      attempts += 1;
      if (attempts <= 3) throw new Error('network down');
      return placed();
    };
    renderPage(
      <CheckoutPage retryDelaysMs={[300, 5]} />,
      '/checkout',
      answeringLink(answers(placeOrder), calls),
      routes,
    );
    await placeFromReview();
    // While it asks again, the shopper is told so, and cannot press Place order a second time.
    expect((await screen.findByRole('status')).textContent).toBe(ReviewMessages.askingAgain);
    expect(placeButton()).toBeDisabled();
    const failure = await screen.findByText(/couldn't confirm your order/);
    expect(failure.textContent).toBe(ReviewMessages.cannotReach);
    expect(failure.textContent).not.toMatch(/nothing was charged/i);
    expect(failure.textContent).toMatch(/may still have been placed/);
    expect(screen.getByRole('link', { name: 'Open My orders' }).getAttribute('href')).toBe('/account/orders');
    expect(calls.filter((c) => c.operationName === 'PlaceOrder')).toHaveLength(3);
    expect(screen.getByTestId('checkout-line')).toBeInTheDocument();
    await waitFor(() => expect(placeButton()).toBeEnabled());
    fireEvent.click(placeButton());
    expect(await screen.findByRole('heading', { name: 'Order page' })).toBeInTheDocument();
    const keys = calls.filter((c) => c.operationName === 'PlaceOrder').map((c) => c.variables['idempotencyKey']);
    expect(keys).toHaveLength(4);
    expect(new Set(keys).size).toBe(1);
  });

  it("shows the server's own message when it stays busy after the retries", async () => {
    startCheckout();
    const calls: Calls = [];
    const busy = 'We could not confirm your order in time. Please try again: it will not be placed twice.';
    renderPage(
      <CheckoutPage retryDelaysMs={[5, 5, 5]} />,
      '/checkout',
      answeringLink(
        answers(() => refused(userError('TRY_AGAIN', null, busy))),
        calls,
      ),
      routes,
    );
    await placeFromReview();
    expect(await screen.findByText(busy)).toBeInTheDocument();
    expect(calls.filter((c) => c.operationName === 'PlaceOrder')).toHaveLength(4);
  });
});
