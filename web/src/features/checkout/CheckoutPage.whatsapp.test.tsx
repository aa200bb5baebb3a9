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

async function placeWith(tick: boolean) {
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
  expect(whatsappBox().labels?.[0]?.textContent).toContain('(to +91 9876543210)');
  if (tick) fireEvent.click(whatsappBox());
  acceptTerms();
  fireEvent.click(placeButton());
  expect(await screen.findByRole('heading', { name: 'Order page' })).toBeInTheDocument();
  return calls.find((call) => call.operationName === 'PlaceOrder')!.variables['input'] as Record<string, unknown>;
}

describe('WhatsApp updates at checkout', () => {
  it('is unticked, and an order placed without ticking it asks for no updates', async () => {
    const input = await placeWith(false);
    expect(input).not.toHaveProperty('whatsappUpdates');
  });

  it("sends the shopper's consent with the order when ticked", async () => {
    const input = await placeWith(true);
    expect(input).toMatchObject({ whatsappUpdates: true, acceptTerms: true });
  });
});
