// Checkout in a router with an Apollo client answered by a function: the guard, the address step's messages, resuming
// after a reload, problems from the quote and from placeOrder, and the idempotency key kept across a retry.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSonner } from '../../lib/toast';
import { addToCart, clearCart } from '../../shop/cart-store';
import { answeringLink, money, type Answer } from '../../testing/shop-test-kit';
import { renderPage } from '../../testing/shop-test-kit';
import CheckoutPage, { type ReadyToBuyProps } from './CheckoutPage';
import { ReviewMessages } from './ReviewStep';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
await loadSonner();

const profile = {
  __typename: 'UserProfile',
  id: 'uid-1',
  firstName: 'Priya',
  lastName: 'Raman',
  email: 'priya@example.in',
  phone: '+919876543210',
  address: '12 Race Course Road',
  city: 'Coimbatore',
  pincode: '641018',
  state: 'Tamil Nadu',
};
const indianStates = ['Karnataka', 'Kerala', 'Tamil Nadu'];

type Problem = { code: string; message: string; availableQuantity?: number | null };

function gst(totalPaise: number, intra: boolean) {
  const tax = Math.round(totalPaise - (totalPaise * 100) / 118);
  return {
    __typename: 'GstBreakdown',
    taxable: money(totalPaise - tax),
    total: money(tax),
    cgst: money(intra ? tax / 2 : 0),
    sgst: money(intra ? tax / 2 : 0),
    igst: money(intra ? 0 : tax),
    supply: intra ? 'INTRA_STATE' : 'INTER_STATE',
  };
}

/** The coupon verdict: FESTIVE20 takes ₹100 off; any other code is unknown. */
function couponCheck(code: string | null | undefined) {
  if (!code) return null;
  const applied = code === 'FESTIVE20';
  return {
    __typename: 'CouponCheck',
    code,
    applied,
    discount: money(applied ? 10000 : 0),
    description: applied ? '20% off up to ₹100' : null,
    refusal: applied ? null : 'UNKNOWN_CODE',
    message: applied ? 'You save ₹100 with FESTIVE20.' : `We don't recognise the coupon code ${code}.`,
  };
}

/**
 * A checkoutQuote as the server would answer it: Rose Mug at ₹499, ₹49 shipping, ₹30 COD fee; FESTIVE20 takes ₹100
 * off.
 */
function quote(
  variables: Record<string, unknown>,
  { lineProblems = [], problems = [] }: { lineProblems?: Problem[]; problems?: Problem[] } = {},
) {
  const input = (variables['input'] ?? {}) as {
    lines: { productId: string; variant?: string; quantity: number }[];
    state?: string;
    couponCode?: string | null;
  };
  const coupon = couponCheck(input.couponCode);
  const discount = coupon?.applied ? 10000 : 0;
  const lines = input.lines.map((line) => ({
    __typename: 'QuoteLine',
    productId: line.productId,
    variant: line.variant ?? null,
    quantity: line.quantity,
    maxQuantity: 5,
    counted: lineProblems.length === 0,
    product: { __typename: 'Product', id: line.productId, productName: 'Rose Mug', thumbnail: null },
    unitPrice: money(49900),
    lineTotal: money(49900 * line.quantity),
    problems: lineProblems.map((p) => ({ __typename: 'CheckoutProblem', availableQuantity: null, ...p })),
  }));
  const items = lines.reduce((sum, line) => sum + line.lineTotal.paise, 0);
  const total = items - discount + 4900 + 3000;
  return {
    __typename: 'CheckoutQuote',
    lines,
    breakdown: {
      __typename: 'PriceBreakdown',
      itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
      itemsSubtotal: money(items),
      couponCode: coupon?.applied ? coupon.code : null,
      discount: money(discount),
      shipping: money(4900),
      codFee: money(3000),
      total: money(total),
      gst: gst(total, input.state === 'Tamil Nadu'),
    },
    amountToFreeShipping: money(0),
    problems: problems.map((p) => ({ __typename: 'CheckoutProblem', availableQuantity: null, ...p })),
    canPlace: lineProblems.length === 0 && problems.length === 0 && (coupon?.applied ?? true),
    coupon,
  };
}

const order = { __typename: 'Order', id: 'order-1', orderNumber: 'LG-261122-7KQ2M' };

const userError = (code: string, field: string | null, message: string) => ({
  __typename: 'UserError',
  field,
  code,
  message,
});

/** placeOrder's answer when it places nothing. */
function refused(...userErrors: ReturnType<typeof userError>[]) {
  return { placeOrder: { __typename: 'PlaceOrderPayload', order: null, quote: null, userErrors } };
}

function answers(placeOrder?: Answer, quoteOptions?: Parameters<typeof quote>[1]): Answer {
  return (operationName, variables) => {
    if (operationName === 'CheckoutAddressStep') return { me: profile, indianStates };
    if (operationName === 'CheckoutAccountEmail')
      return { me: { __typename: 'UserProfile', id: profile.id, email: profile.email } };
    if (operationName === 'CheckoutReview') return { checkoutQuote: quote(variables, quoteOptions) };
    if (operationName === 'PlaceOrder' && placeOrder) return placeOrder(operationName, variables);
    throw new Error(`unexpected ${operationName}`);
  };
}

const routes = [
  { path: '/cart', element: <h1>Cart page</h1> },
  { path: '/account/orders/:id', element: <h1>Order page</h1> },
];

function startCheckout() {
  sessionStorage.setItem('cameFromCart', 'true');
  addToCart({ id: 'mug', hasVariant: false, quantity: 2, giftWrap: true, giftMessage: 'Happy birthday' });
}

async function completeAddressStep() {
  const form = await screen.findByRole('form', { name: 'Delivery address' });
  fireEvent.click(within(form).getByRole('button', { name: 'Continue to review' }));
  return screen.findByRole('heading', { name: 'Your order' });
}

const placeButton = () => screen.getByRole('button', { name: 'Place order' });
const acceptTerms = () => fireEvent.click(screen.getByRole('checkbox', { name: /I accept the/ }));

/** Through the address step to review, terms accepted, Place order pressed. */
async function placeFromReview() {
  await completeAddressStep();
  acceptTerms();
  fireEvent.click(placeButton());
}

beforeEach(() => {
  sessionStorage.clear();
  clearCart();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('CheckoutPage guard', () => {
  it('redirects to /cart and clears the checkout flags when the shopper did not come from the cart', async () => {
    sessionStorage.setItem('checkoutStep', '2');
    sessionStorage.setItem('addressCompleted', 'true');
    sessionStorage.setItem('cameFromCart', 'false');
    const { router } = renderPage(<CheckoutPage />, '/checkout', answeringLink(answers()), routes);
    expect(await screen.findByRole('heading', { name: 'Cart page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/cart');
    expect(sessionStorage.length).toBe(0);
  });

  it('opens when the referrer is the cart', async () => {
    vi.spyOn(document, 'referrer', 'get').mockReturnValue('http://localhost:3000/cart');
    addToCart({ id: 'mug', hasVariant: false, quantity: 1 });
    renderPage(<CheckoutPage />, '/checkout', answeringLink(answers()), routes);
    expect(await screen.findByRole('form', { name: 'Delivery address' })).toBeTruthy();
  });
});

describe('address step', () => {
  it('is prefilled from the profile, with "save this address" unticked', async () => {
    startCheckout();
    renderPage(<CheckoutPage />, '/checkout', answeringLink(answers()), routes);
    const form = await screen.findByRole('form', { name: 'Delivery address' });
    expect(within(form).getByLabelText<HTMLInputElement>('First Name').value).toBe('Priya');
    expect(within(form).getByLabelText<HTMLInputElement>('Phone number').value).toBe('9876543210');
    expect(within(form).getByText('+91')).toBeTruthy();
    expect(within(form).getByLabelText<HTMLInputElement>('PIN code').value).toBe('641018');
    expect(within(form).getByLabelText<HTMLSelectElement>('State').value).toBe('Tamil Nadu');
    expect(
      within(form).getByRole<HTMLInputElement>('checkbox', { name: 'Save this address to my profile' }).checked,
    ).toBe(false);
  });

  it("shows the account's e-mail as where the confirmation goes, and lets no other be typed or sent", async () => {
    startCheckout();
    // A draft from before this change, still holding a typed e-mail.
    sessionStorage.setItem(
      'checkoutDraft',
      JSON.stringify({
        address: { ...profile, email: 'someone-else@example.in', phone: '9876543210', postalCode: '641018' },
        saveAddress: false,
        attempt: null,
      }),
    );
    const calls: { operationName: string; variables: Record<string, unknown> }[] = [];
    const placeOrder: Answer = () => ({
      placeOrder: { __typename: 'PlaceOrderPayload', order, quote: null, userErrors: [] },
    });
    renderPage(<CheckoutPage />, '/checkout', answeringLink(answers(placeOrder), calls), routes);
    const form = await screen.findByRole('form', { name: 'Delivery address' });
    const email = within(form).getByLabelText<HTMLInputElement>('Email');
    expect(email.value).toBe('priya@example.in');
    expect(email.readOnly).toBe(true);
    expect(within(form).getByText("We send the order confirmation to your account's email.")).toBeTruthy();
    await completeAddressStep();
    await waitFor(() =>
      expect(screen.getByTestId('review-email').textContent).toBe('Order confirmation to priya@example.in'),
    );
    acceptTerms();
    fireEvent.click(placeButton());
    await screen.findByRole('heading', { name: 'Order page' });
    const input = calls.find((c) => c.operationName === 'PlaceOrder')!.variables['input'] as {
      address: { email: string };
    };
    expect(input.address.email).toBe('priya@example.in');
    expect(JSON.stringify(input)).not.toContain('someone-else');
  });

  it('shows a clear message beside each field that is wrong, and stays on the step', async () => {
    startCheckout();
    renderPage(<CheckoutPage />, '/checkout', answeringLink(answers()), routes);
    const form = await screen.findByRole('form', { name: 'Delivery address' });
    fireEvent.change(within(form).getByLabelText('First Name'), { target: { value: ' ' } });
    fireEvent.change(within(form).getByLabelText('Phone number'), { target: { value: '98765-43' } });
    fireEvent.change(within(form).getByLabelText('PIN code'), { target: { value: '041018' } });
    fireEvent.change(within(form).getByLabelText('State'), { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Continue to review' }));
    const messageOf = (label: string) => {
      const field = within(form).getByLabelText(label);
      expect(field.getAttribute('aria-invalid')).toBe('true');
      return document.getElementById(field.getAttribute('aria-describedby')!.split(' ').at(-1)!)?.textContent;
    };
    expect(messageOf('First Name')).toBe('First name is required');
    expect(messageOf('Phone number')).toBe('Please enter a valid 10-digit phone number');
    expect(messageOf('PIN code')).toBe('Please enter a valid 6-digit PIN code');
    expect(messageOf('State')).toBe('Please select your state');
    expect(within(form).getByLabelText<HTMLInputElement>('Phone number').value).toBe('9876543');
    expect(document.activeElement).toBe(within(form).getByLabelText('First Name'));
    expect(sessionStorage.getItem('checkoutStep')).toBeNull();
  });
});

describe('resuming', () => {
  it('comes back on the review step after a reload, with what was typed', async () => {
    startCheckout();
    renderPage(<CheckoutPage />, '/checkout', answeringLink(answers()), routes);
    const form = await screen.findByRole('form', { name: 'Delivery address' });
    fireEvent.change(within(form).getByLabelText('City'), { target: { value: 'Pollachi' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Save this address to my profile' }));
    await completeAddressStep();
    expect(sessionStorage.getItem('checkoutStep')).toBe('2');
    expect(sessionStorage.getItem('addressCompleted')).toBe('true');

    cleanup(); // the reload
    renderPage(<CheckoutPage />, '/checkout', answeringLink(answers()), routes);
    expect(await screen.findByRole('heading', { name: 'Your order' })).toBeTruthy();
    expect(screen.getByTestId('review-address').textContent).toContain('Pollachi 641018, Tamil Nadu');

    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    const again = await screen.findByRole('form', { name: 'Delivery address' });
    expect(within(again).getByLabelText<HTMLInputElement>('City').value).toBe('Pollachi');
    expect(
      within(again).getByRole<HTMLInputElement>('checkbox', { name: 'Save this address to my profile' }).checked,
    ).toBe(true);
  });

  it('a guest signs in and continues on the same step', async () => {
    startCheckout();
    sessionStorage.setItem('checkoutStep', '2');
    sessionStorage.setItem('addressCompleted', 'true');
    sessionStorage.setItem(
      'checkoutDraft',
      JSON.stringify({
        address: { ...profile, phone: '9876543210', postalCode: '641018' },
        saveAddress: false,
        attempt: null,
      }),
    );
    let signIn = () => {};
    function FakeGate({ children }: { children: ReactNode }) {
      const [signedIn, setSignedIn] = useState(false);
      signIn = () => setSignedIn(true);
      return signedIn ? <>{children}</> : <div role="dialog" aria-label="Log in to check out" />;
    }
    renderPage(<CheckoutPage SignedIn={FakeGate} />, '/checkout', answeringLink(answers()), routes);
    expect(await screen.findByRole('dialog', { name: 'Log in to check out' })).toBeTruthy();
    act(() => signIn());
    expect(await screen.findByRole('heading', { name: 'Your order' })).toBeTruthy();
  });
});

describe('review and pay', () => {
  it('shows every line with its options and the server breakup, GST split CGST + SGST for Tamil Nadu', async () => {
    startCheckout();
    renderPage(<CheckoutPage />, '/checkout', answeringLink(answers()), routes);
    await completeAddressStep();
    const line = screen.getByTestId('checkout-line');
    expect(within(line).getByText('Rose Mug × 2')).toBeTruthy();
    expect(within(line).getByText('“Happy birthday”')).toBeTruthy();
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
    expect(screen.getByRole('radio', { name: /Cash on delivery/ })).toBeTruthy();
  });

  it('asks for the terms before placing, and sends nothing until they are accepted', async () => {
    startCheckout();
    const calls: { operationName: string; variables: Record<string, unknown> }[] = [];
    renderPage(
      <CheckoutPage />,
      '/checkout',
      answeringLink(
        answers(() => ({})),
        calls,
      ),
      routes,
    );
    await completeAddressStep();
    fireEvent.click(placeButton());
    expect(
      await screen.findByText('Please accept the terms of service and the refund policy to place your order.'),
    ).toBeTruthy();
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
    expect(within(line).getByText('Rose Mug is sold out.')).toBeTruthy();
    expect(screen.getByTestId('checkout-problems').textContent).toContain('We do not deliver to PIN 641018 yet.');
    expect((placeButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows placeOrder's refusal and its fresh quote on the review step, keeping the address", async () => {
    startCheckout();
    const placeOrder: Answer = (_, variables) => ({
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
    expect(await within(line).findByText('Only 1 left of Rose Mug.')).toBeTruthy();
    expect(line.getAttribute('data-problem')).toBe('true');
    expect(screen.getByTestId('checkout-problems').textContent).toContain('Some items need your attention.');
    expect(screen.getByText('PIN code looks wrong.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit address' }));
    const form = await screen.findByRole('form', { name: 'Delivery address' });
    expect(within(form).getByLabelText<HTMLInputElement>('City').value).toBe('Coimbatore');
    expect(within(form).getByText('PIN code looks wrong.')).toBeTruthy();
  });

  it('asks again with the same key after a network error, TRY_AGAIN and UNAVAILABLE, and shows the order it made', async () => {
    startCheckout();
    const calls: { operationName: string; variables: Record<string, unknown> }[] = [];
    let attempts = 0;
    const placeOrder: Answer = () => {
      attempts += 1;
      if (attempts === 1) throw new Error('network down');
      if (attempts === 2) return refused(userError('TRY_AGAIN', null, 'The shop is busy.'));
      if (attempts === 3) return refused(userError('UNAVAILABLE', null, 'We could not reach our database.'));
      return { placeOrder: { __typename: 'PlaceOrderPayload', order, quote: null, userErrors: [] } };
    };
    const { router } = renderPage(
      <CheckoutPage retryDelaysMs={[5, 5, 5]} />,
      '/checkout',
      answeringLink(answers(placeOrder), calls),
      routes,
    );
    await placeFromReview();
    expect(await screen.findByRole('heading', { name: 'Order page' })).toBeTruthy();

    const placed = calls.filter((c) => c.operationName === 'PlaceOrder');
    expect(placed).toHaveLength(4);
    const keys = placed.map((c) => c.variables['idempotencyKey'] as string);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(keys).size).toBe(1);
    expect(placed[0]!.variables['input']).toMatchObject({
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
    const calls: { operationName: string; variables: Record<string, unknown> }[] = [];
    let attempts = 0;
    const placeOrder: Answer = () => {
      attempts += 1;
      if (attempts <= 3) throw new Error('network down');
      return { placeOrder: { __typename: 'PlaceOrderPayload', order, quote: null, userErrors: [] } };
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
    expect((placeButton() as HTMLButtonElement).disabled).toBe(true);
    const failure = await screen.findByText(/couldn't confirm your order/);
    expect(failure.textContent).toBe(ReviewMessages.cannotReach);
    expect(failure.textContent).not.toMatch(/nothing was charged/i);
    expect(failure.textContent).toMatch(/may still have been placed/);
    expect(screen.getByRole('link', { name: 'Open My orders' }).getAttribute('href')).toBe('/account/orders');
    expect(calls.filter((c) => c.operationName === 'PlaceOrder')).toHaveLength(3);
    expect(screen.getByTestId('checkout-line')).toBeTruthy();
    await waitFor(() => expect((placeButton() as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(placeButton());
    expect(await screen.findByRole('heading', { name: 'Order page' })).toBeTruthy();
    const keys = calls.filter((c) => c.operationName === 'PlaceOrder').map((c) => c.variables['idempotencyKey']);
    expect(keys).toHaveLength(4);
    expect(new Set(keys).size).toBe(1);
  });

  it("shows the server's own message when it stays busy after the retries", async () => {
    startCheckout();
    const calls: { operationName: string; variables: Record<string, unknown> }[] = [];
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
    expect(await screen.findByText(busy)).toBeTruthy();
    expect(calls.filter((c) => c.operationName === 'PlaceOrder')).toHaveLength(4);
  });
});

describe('refusals of placeOrder', () => {
  async function placeRefused(...errors: ReturnType<typeof userError>[]) {
    startCheckout();
    const calls: { operationName: string; variables: Record<string, unknown> }[] = [];
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
    expect(await within(line).findByText(message)).toBeTruthy();
    expect(line.getAttribute('data-problem')).toBe('true');
    expect(screen.getByRole('link', { name: 'Change quantities or remove items in your cart' })).toBeTruthy();
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
      const placeOrder: Answer = () => {
        attempts += 1;
        if (attempts === 1) return refused(userError(code, field, message));
        return { placeOrder: { __typename: 'PlaceOrderPayload', order, quote: null, userErrors: [] } };
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
      expect(within(step).getByText(code)).toBeTruthy();
      expect(within(step).getByText(message)).toBeTruthy();
      // Not shown as a problem of the delivery address (PHONE_NOT_VERIFIED names "phone").
      expect(screen.queryByText('Please check your delivery address:')).toBeNull();
      expect(screen.queryByRole('heading', { name: 'Your order' })).toBeNull();

      fireEvent.click(within(step).getByRole('button', { name: 'Phone verified' }));
      expect(await screen.findByRole('heading', { name: 'Your order' })).toBeTruthy();
      expect(within(screen.getByTestId('checkout-line')).getByText('Rose Mug × 2')).toBeTruthy();
      expect(localStorage.getItem('cart')).toContain('mug');
      acceptTerms();
      fireEvent.click(placeButton());
      expect(await screen.findByRole('heading', { name: 'Order page' })).toBeTruthy();
    });
  }

  it('without an account step, still shows the account refusal', async () => {
    await placeRefused(userError('PROFILE_INCOMPLETE', null, 'Complete your profile to place orders.'));
    expect(await screen.findByText('Complete your profile to place orders.')).toBeTruthy();
  });
});

describe('coupon on the review step', () => {
  it('applies a code (any case), shows the discount, sends only the code with the order, and removes it', async () => {
    startCheckout();
    const calls: { operationName: string; variables: Record<string, unknown> }[] = [];
    const placeOrder: Answer = () => ({
      placeOrder: { __typename: 'PlaceOrderPayload', order, quote: null, userErrors: [] },
    });
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
    expect(await screen.findByText("We don't recognise the coupon code NOSUCH.")).toBeTruthy();
    expect(screen.queryByTestId('coupon-applied')).toBeNull();
    expect(screen.queryByTestId('breakup-discount')).toBeNull();
    await waitFor(() => expect((placeButton() as HTMLButtonElement).disabled).toBe(false));
  });

  it('starts with the code chosen on the coupons page', async () => {
    startCheckout();
    sessionStorage.setItem('appliedCoupon', 'FESTIVE20');
    renderPage(<CheckoutPage />, '/checkout', answeringLink(answers()), routes);
    await completeAddressStep();
    expect((await screen.findByTestId('coupon-applied')).textContent).toContain('FESTIVE20 applied');
  });
});
