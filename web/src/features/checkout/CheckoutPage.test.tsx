// Checkout in a router with an Apollo client answered by a function: the guard, the address step's messages, and
// resuming after a reload. Review and pay, placeOrder's refusals and the coupon have files of their own.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { loadSonner } from '../../lib/toast';
import { addToCart } from '../../shop/cart-state';
import {
  acceptTerms,
  answers,
  type Calls,
  completeAddressStep,
  placeButton,
  placed,
  type PlaceOrderAnswer,
  profile,
  routes,
  startCheckout,
  resetCheckoutAroundEachTest,
} from '../../testing/checkout-test-kit';
import { answeringLink, renderPage } from '../../testing/shop-test-kit';
import CheckoutPage from './CheckoutPage';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
await loadSonner();

resetCheckoutAroundEachTest();

describe('CheckoutPage guard', () => {
  it('redirects to /cart and clears the checkout flags when the shopper did not come from the cart', async () => {
    sessionStorage.setItem('checkoutStep', '2');
    sessionStorage.setItem('addressCompleted', 'true');
    sessionStorage.setItem('cameFromCart', 'false');
    const { router } = renderPage(<CheckoutPage />, '/checkout', answeringLink(answers()), routes);
    expect(await screen.findByRole('heading', { name: 'Cart page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cart');
    expect(sessionStorage.length).toBe(0);
  });

  it('opens when the referrer is the cart', async () => {
    vi.spyOn(document, 'referrer', 'get').mockReturnValue('http://localhost:3000/cart');
    addToCart({ id: 'mug', hasVariant: false, quantity: 1 });
    renderPage(<CheckoutPage />, '/checkout', answeringLink(answers()), routes);
    expect(await screen.findByRole('form', { name: 'Delivery address' })).toBeInTheDocument();
  });
});

describe('address step', () => {
  it('is prefilled from the profile, with "save this address" unticked', async () => {
    startCheckout();
    renderPage(<CheckoutPage />, '/checkout', answeringLink(answers()), routes);
    const form = await screen.findByRole('form', { name: 'Delivery address' });
    expect(within(form).getByLabelText<HTMLInputElement>('First Name').value).toBe('Priya');
    expect(within(form).getByLabelText<HTMLInputElement>('Phone number').value).toBe('9876543210');
    expect(within(form).getByText('+91')).toBeInTheDocument();
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
    const calls: Calls = [];
    const placeOrder: PlaceOrderAnswer = () => placed();
    renderPage(<CheckoutPage />, '/checkout', answeringLink(answers(placeOrder), calls), routes);
    const form = await screen.findByRole('form', { name: 'Delivery address' });
    const email = within(form).getByLabelText<HTMLInputElement>('Email');
    expect(email.value).toBe('priya@example.in');
    expect(email.readOnly).toBe(true);
    expect(within(form).getByText("We send the order confirmation to your account's email.")).toBeInTheDocument();
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
    expect(await screen.findByRole('heading', { name: 'Your order' })).toBeInTheDocument();
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
    expect(await screen.findByRole('dialog', { name: 'Log in to check out' })).toBeInTheDocument();
    act(() => signIn());
    expect(await screen.findByRole('heading', { name: 'Your order' })).toBeInTheDocument();
  });
});
