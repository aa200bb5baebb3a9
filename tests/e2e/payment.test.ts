// Online payment end to end in Debian's Chromium against the whole local shop with the Razorpay test gateway beside
// it: a signed-in shopper places an online order, closes the payment window, tries again, fails, tries again and
// pays; the status page shows each verdict from the server, and the order page shows it paid.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { CHECKOUT_FRAME_TITLE, TEST_GATEWAY_BANNER } from '../../server/local/razorpay-test-gateway/index.js';
import { screenshot } from '../support/e2e/browser.js';
import {
  addToCart,
  continueWithAddress,
  eventually as eventuallyWithin,
  proceedToCheckout,
  shopPage,
  useBrowser,
} from '../support/e2e/shop-pages.js';
import {
  AuthEmulatorBackdoor,
  authForm,
  signUpWithVerifiedPhone,
  uniqueShopper,
} from '../support/e2e/accounts-support.js';

const gatewayUrl = inject('gatewayUrl');
const emulator = new AuthEmulatorBackdoor(inject('authHost'), inject('projectId'));

// A demo product no other end-to-end test buys (server/local/seed/demo-products.ts): no variants, 11 in stock.
const PRODUCT = 'brass-kuthuvilakku-lamp';

const browser = useBrowser();

/** This file waits up to 20 s for the app, where the others wait 15 s. */
const WAIT = { timeout: 20_000 };

function eventually<T>(read: () => T | Promise<T>) {
  return eventuallyWithin(read, WAIT.timeout);
}

const paymentWindow = (page: Page) => page.frameLocator(`iframe[title="${CHECKOUT_FRAME_TITLE}"]`);

beforeAll(async () => {
  // Webhooks delivered as Razorpay does (other tests may have changed the mode).
  await fetch(`${gatewayUrl}/__test/webhooks`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mode: 'deliver' }),
  });
});

describe('online payment', () => {
  it('closing the window, a failure, Try again, success: the status page follows the server', async () => {
    const shopper = uniqueShopper('payment');
    const signUpPage = await shopPage(browser(), 'payment-desktop');
    await signUpWithVerifiedPhone(signUpPage, emulator, shopper);
    await signUpPage.context().close();

    const page = await shopPage(browser(), 'payment-desktop');
    try {
      await page.goto(`/product/${PRODUCT}`);
      await addToCart(page, PRODUCT, WAIT);
      await page.goto('/cart');
      await proceedToCheckout(page, WAIT);
      const modal = page.getByRole('dialog', { name: 'Log in to check out' });
      await eventually(() => modal.isVisible()).toBe(true);
      await authForm(modal).logIn(shopper.email, 'secret123');
      const address = page.getByRole('form', { name: 'Delivery address' });
      await eventually(() => address.getByLabel('First Name').inputValue()).toBe('Asha');
      await continueWithAddress(address, { street: '12 Race Course Road' });

      // Review: pay online instead of cash on delivery (no COD fee then).
      await eventually(() => page.getByTestId('checkout-line').first().textContent()).toContain('Kuthuvilakku');
      await page.getByRole('radio', { name: /Pay online \(UPI, cards, netbanking\)/ }).check();
      // The quote for online payment has come back (no COD fee) before the terms are accepted.
      await eventually(() => page.getByTestId('breakup-cod-fee').count()).toBe(0);
      await page.getByRole('checkbox', { name: /I accept the/ }).check();
      await page.getByRole('button', { name: 'Place order and pay' }).click();

      // The status page opens the gateway's window (Checkout.js loaded only now).
      await page.waitForURL(/\/payment\/status\?order=/);
      const frame = paymentWindow(page);
      await eventually(() => frame.getByText(TEST_GATEWAY_BANNER).count()).toBe(1);
      await screenshot(page, 'payment-1-window-desktop', true);

      // Closing the window: nothing paid, Try again.
      await frame.getByRole('button', { name: 'Close' }).click();
      const status = page.getByTestId('payment-status');
      await eventually(() => status.getAttribute('data-verdict')).toBe('closed');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Payment window closed');

      // Try again, and the bank declines: the server records the failure.
      await page.getByRole('button', { name: 'Try again' }).click();
      await frame.getByRole('button', { name: 'Fail the payment' }).click();
      await eventually(() => status.getAttribute('data-verdict')).toBe('failed');
      await frame.getByRole('button', { name: 'Close' }).click();
      await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Payment failed');
      await screenshot(page, 'payment-2-failed-desktop', true);

      // Try again for the same order, and pay.
      await page.getByRole('button', { name: 'Try again' }).click();
      await frame.getByRole('button', { name: 'Pay successfully' }).click();
      await eventually(() => status.getAttribute('data-verdict')).toBe('paid');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Payment received');
      await screenshot(page, 'payment-3-paid-desktop', true);

      // A reload asks the server again: still paid, and the window does not open again.
      await page.reload();
      await eventually(() => page.getByTestId('payment-status').getAttribute('data-verdict')).toBe('paid');
      expect(await page.locator('iframe').count()).toBe(0);

      await page.getByRole('link', { name: 'View your order' }).click();
      await page.waitForURL(/\/account\/orders\//);
      await eventually(() => page.getByTestId('order-status').textContent()).toBe('Placed');
      expect(await page.getByTestId('order-payment').textContent()).toMatch(/^Online payment: Paid/);
    } finally {
      await page.context().close();
    }
  });
});
