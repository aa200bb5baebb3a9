// Checkout's delivery: the PIN fills the city and state from the server's directory, a PIN of another state is
// refused naming both, an unknown PIN at once, a gift goes to its recipient, and the date and slot are chosen on review, priced by the quote.
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
  resetCheckoutAroundEachTest,
  routes,
  startCheckout,
} from '../../testing/checkout-test-kit';
import { answeringLink, renderPage } from '../../testing/shop-test-kit';
import CheckoutPage from './CheckoutPage';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
await loadSonner();

resetCheckoutAroundEachTest();

describe('address step: PIN first', () => {
  it('fills the city and state from the PIN directory, and refuses a PIN of another state naming both', async () => {
    startCheckout();
    renderPage(<CheckoutPage />, '/checkout', answeringLink(answers()), routes);
    const form = await screen.findByRole('form', { name: 'Delivery address' });
    fireEvent.change(within(form).getByLabelText('PIN code'), { target: { value: '110001' } });
    await waitFor(() => expect(within(form).getByLabelText<HTMLInputElement>('City').value).toBe('New Delhi'));
    expect(within(form).getByLabelText<HTMLSelectElement>('State').value).toBe('');
    // Delhi is not among these tests' states: the shopper picks one, and the PIN's own state is named.
    fireEvent.change(within(form).getByLabelText('State'), { target: { value: 'Tamil Nadu' } });
    expect(within(form).getByText('PIN code 110001 belongs to Delhi, not Tamil Nadu.')).toBeInTheDocument();
    fireEvent.click(within(form).getByRole('button', { name: 'Continue to review' }));
    const state = within(form).getByLabelText('State');
    expect(state.getAttribute('aria-invalid')).toBe('true');
    expect(sessionStorage.getItem('checkoutStep')).toBeNull();

    fireEvent.change(within(form).getByLabelText('PIN code'), { target: { value: '600001' } });
    await waitFor(() => expect(within(form).getByLabelText<HTMLInputElement>('City').value).toBe('Chennai'));
    expect(within(form).getByLabelText<HTMLSelectElement>('State').value).toBe('Tamil Nadu');
    expect(within(form).getByText('Chennai, Tamil Nadu')).toBeInTheDocument();
  });

  it("says at once that the directory knows no such PIN, takes away the earlier PIN's city, and stops there", async () => {
    startCheckout();
    renderPage(<CheckoutPage />, '/checkout', answeringLink(answers()), routes);
    const form = await screen.findByRole('form', { name: 'Delivery address' });
    const pin = within(form).getByLabelText('PIN code');
    fireEvent.change(pin, { target: { value: '600001' } });
    await waitFor(() => expect(within(form).getByLabelText<HTMLInputElement>('City').value).toBe('Chennai'));
    fireEvent.change(pin, { target: { value: '999999' } });
    expect(await within(form).findByText('We could not find PIN code 999999. Please check it.')).toBeInTheDocument();
    expect(within(form).getByLabelText<HTMLInputElement>('City').value).toBe('');
    expect(within(form).getByLabelText<HTMLSelectElement>('State').value).toBe('');
    fireEvent.click(within(form).getByRole('button', { name: 'Continue to review' }));
    expect(pin.getAttribute('aria-invalid')).toBe('true');
    expect(sessionStorage.getItem('checkoutStep')).toBeNull();
  });
});

describe('a gift for someone else, on a date and slot', () => {
  it('asks the buyer only for their details, sends the recipient and the midnight slot, priced by the server', async () => {
    startCheckout();
    const calls: Calls = [];
    renderPage(
      <CheckoutPage />,
      '/checkout',
      answeringLink(
        answers(() => placed(), { local: true }),
        calls,
      ),
      routes,
    );
    const form = await screen.findByRole('form', { name: 'Delivery address' });
    expect(within(form).getByLabelText('PIN code')).toBeInTheDocument();
    fireEvent.click(within(form).getByRole('checkbox', { name: 'This is a gift for someone else' }));
    // For a gift the buyer gives name, phone and e-mail; only the recipient gives an address.
    expect(within(form).getByRole('heading', { name: 'Your details' })).toBeInTheDocument();
    // The card says what it holds: the buyer's details, then the recipient's address.
    expect(screen.getByRole('heading', { level: 2, name: 'Your details and the recipient' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Delivery address' })).toBeNull();
    expect(within(form).queryByLabelText('PIN code')).toBeNull();
    expect(within(form).queryByLabelText('Landmark (optional)')).toBeNull();
    expect(within(form).queryByRole('checkbox', { name: 'Save this address to my profile' })).toBeNull();
    // The buyer may add a billing address (the invoice needs it from ₹50,000): then the buyer's place fields show.
    const billing = within(form).getByRole('checkbox', { name: 'Add my billing address to the invoice' });
    fireEvent.click(billing);
    expect(within(form).getByLabelText('PIN code')).toBeInTheDocument();
    fireEvent.click(billing);
    expect(within(form).queryByLabelText('PIN code')).toBeNull();
    const recipient = within(form).getByRole('group', { name: 'Recipient' });
    fireEvent.click(within(form).getByRole('button', { name: 'Continue to review' }));
    expect(within(recipient).getByLabelText("Recipient's first name").getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(within(recipient).getByLabelText("Recipient's first name"), { target: { value: 'Anitha' } });
    fireEvent.change(within(recipient).getByLabelText("Recipient's last name"), { target: { value: 'Kumar' } });
    fireEvent.change(within(recipient).getByLabelText("Recipient's phone number"), {
      target: { value: '9123456780' },
    });
    fireEvent.change(within(recipient).getByLabelText("Recipient's PIN code"), { target: { value: '641002' } });
    await waitFor(() =>
      expect(within(recipient).getByLabelText<HTMLInputElement>("Recipient's city").value).toBe('Coimbatore'),
    );
    fireEvent.change(within(recipient).getByLabelText("Recipient's address"), { target: { value: '4 Lake View' } });
    await completeAddressStep();

    expect(screen.getByTestId('review-recipient')).toHaveTextContent('Anitha Kumar');
    // Phones read as everywhere else in the shop.
    expect(screen.getByTestId('review-recipient')).toHaveTextContent('+91 91234 56780');
    const delivery = await screen.findByRole('region', { name: 'Delivery date and time' });
    expect(within(delivery).getByText('Delivering to Anitha Kumar, Coimbatore 641002')).toBeInTheDocument();
    // Today's slots are past the cut-off or full: the day cannot be chosen; tomorrow's standard slot is chosen first.
    expect(within(delivery).getByRole('radio', { name: /Fri 27 Nov/ })).toBeDisabled();
    await waitFor(() => expect(within(delivery).getByRole('radio', { name: /Sat 28 Nov/ })).toBeChecked());
    fireEvent.click(within(delivery).getByRole('radio', { name: /Midnight/ }));
    await waitFor(() => expect(screen.getByTestId('breakup-slot-surcharge')).toHaveTextContent('₹199'));
    // Cash on delivery makes the recipient pay at the door: the review says so, with the total shown above it.
    const total = screen.getByTestId('breakup-total').textContent.match(/₹[\d,.]+/)![0];
    expect(screen.getByTestId('cod-gift-warning')).toHaveTextContent(
      `Anitha will be asked to pay ${total} in cash at the door.`,
    );

    const lastQuote = calls.filter((c) => c.operationName === 'CheckoutReview').at(-1)!.variables['input'];
    expect(lastQuote).toMatchObject({
      postalCode: '641002',
      state: 'Tamil Nadu',
      delivery: { date: '2026-11-28', slotId: 'midnight' },
    });
    // No buyer address: the recipient's state is the place of supply, as the server decides it.
    expect(lastQuote).not.toHaveProperty('billingState');
    acceptTerms();
    fireEvent.click(placeButton());
    await screen.findByRole('heading', { name: 'Order page' });
    const input = calls.find((c) => c.operationName === 'PlaceOrder')!.variables['input'];
    expect(input).toMatchObject({
      address: { firstName: 'Priya', address: '', city: '', postalCode: '', state: '' },
      saveAddress: false,
      recipient: { firstName: 'Anitha', lastName: 'Kumar', phone: '+919123456780', postalCode: '641002' },
      delivery: { date: '2026-11-28', slotId: 'midnight' },
    });
  });
});

describe('the default slot', () => {
  it('never picks the ₹199 midnight slot by itself: the next day at no extra charge, midnight at a click', async () => {
    startCheckout();
    const calls: Calls = [];
    renderPage(
      <CheckoutPage />,
      '/checkout',
      answeringLink(
        answers(() => placed(), { local: true, midnightOnlyFirstDay: true }),
        calls,
      ),
      routes,
    );
    await completeAddressStep();
    const delivery = await screen.findByRole('region', { name: 'Delivery date and time' });
    // Sat 28 Nov has only midnight left; Sun 29 Nov's standard slot is chosen, with no surcharge in the quote.
    await waitFor(() => expect(within(delivery).getByRole('radio', { name: /Sun 29 Nov/ })).toBeChecked());
    expect(within(delivery).getByRole('radio', { name: /Standard/ })).toBeChecked();
    const quotes = () => calls.filter((c) => c.operationName === 'CheckoutReview').map((c) => c.variables['input']);
    await waitFor(() =>
      expect(quotes().at(-1)).toMatchObject({ delivery: { date: '2026-11-29', slotId: 'standard' } }),
    );
    expect(quotes()).not.toContainEqual(
      expect.objectContaining({ delivery: expect.objectContaining({ slotId: 'midnight' }) }),
    );
    expect(screen.queryByTestId('breakup-slot-surcharge')).toBeNull();

    fireEvent.click(within(delivery).getByRole('radio', { name: /Sat 28 Nov/ }));
    const slots = within(delivery).getByRole('group', { name: 'Time slot on Sat 28 Nov' });
    expect(within(slots).getByRole('radio', { name: /Midnight/ })).not.toBeChecked();
    fireEvent.click(within(slots).getByRole('radio', { name: /Midnight/ }));
    await waitFor(() => expect(screen.getByTestId('breakup-slot-surcharge')).toHaveTextContent('₹199'));
  });
});
