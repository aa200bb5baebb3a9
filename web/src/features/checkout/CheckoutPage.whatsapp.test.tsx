// Checkout's WhatsApp consent: unticked until the shopper ticks it, and sent with the order only then.
import { fireEvent, screen } from '@testing-library/react';
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

const whatsappBox = () => screen.getByRole<HTMLInputElement>('checkbox', { name: /updates on WhatsApp/ });

async function placeWith(tick: boolean, language?: 'TA') {
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
  expect(whatsappBox().checked).toBe(false);
  // The updates go to the account's verified number, never the address's: the label names no typed number.
  expect(whatsappBox().labels?.[0]?.textContent).toContain('(to the mobile number I verified)');
  expect(whatsappBox().labels?.[0]?.textContent).not.toContain('9876543210');
  expect(screen.queryByRole('combobox', { name: 'WhatsApp language' })).not.toBeInTheDocument();
  if (tick) fireEvent.click(whatsappBox());
  if (language)
    fireEvent.change(screen.getByRole('combobox', { name: 'WhatsApp language' }), { target: { value: language } });
  // No recipient: nobody else to tell about a gift.
  expect(screen.queryByRole('checkbox', { name: /gift is on its way/ })).not.toBeInTheDocument();
  acceptTerms();
  fireEvent.click(placeButton());
  expect(await screen.findByRole('heading', { name: 'Order page' })).toBeInTheDocument();
  return calls.find((call) => call.operationName === 'PlaceOrder')!.variables['input'] as Record<string, unknown>;
}

describe('WhatsApp updates at checkout', () => {
  it('is unticked, and an order placed without ticking it asks for no updates', async () => {
    const input = await placeWith(false);
    expect(input).not.toHaveProperty('whatsappUpdates');
    expect(input).not.toHaveProperty('whatsappLanguage');
    expect(input).not.toHaveProperty('whatsappGiftNotice');
  });

  it("sends the shopper's consent with the order when ticked", async () => {
    const input = await placeWith(true);
    expect(input).toMatchObject({ whatsappUpdates: true, acceptTerms: true });
    expect(input).not.toHaveProperty('whatsappLanguage');
  });

  it('sends Tamil when the shopper chooses it beside the consent', async () => {
    const input = await placeWith(true, 'TA');
    expect(input).toMatchObject({ whatsappUpdates: true, whatsappLanguage: 'TA' });
  });
});
