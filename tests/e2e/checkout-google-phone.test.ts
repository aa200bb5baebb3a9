// A shopper who signs in with Google has no verified phone, and only a verified phone may buy. End to end, in Debian's
// Chromium against the whole local shop (real server, Firestore and Auth emulators): a guest with a gift in the cart
// reaches checkout, signs in with Google inside checkout's modal (the emulator's own sign-in page), is asked for a
// phone before anything else, verifies it with the OTP the Auth emulator "sent", and continues on checkout with the
// cart intact: the address step (the account's e-mail, read-only), review, and a cash-on-delivery order.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFailed } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser.js';
import { serveGapiStandIn } from './accounts-gapi-shim.js';
import { AuthEmulatorBackdoor, TOAST, uniqueShopper } from './accounts-support.js';

const appUrl = inject('appUrl');
const emulator = new AuthEmulatorBackdoor(inject('authHost'), inject('projectId'));

// A demo product no other end-to-end test buys (server/local/seed/demo-products.ts): no variants, 20 in stock.
const PRODUCT = 'macrame-wall-hanging';

let browser: Browser;

function eventually<T>(read: () => T | Promise<T>) {
  return expect.poll(read, { timeout: 15_000, interval: 100 });
}

async function freshPage(): Promise<Page> {
  const errors: string[] = [];
  const page = await newPage(browser, 'desktop', { baseURL: appUrl, errors });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  onTestFailed(async () => {
    await screenshot(page, 'failed-checkout-google-phone-desktop', true).catch(() => {});
    console.error(`Browser errors:\n${errors.join('\n')}`);
  });
  return page;
}

const cartOf = (page: Page) => page.evaluate(() => localStorage.getItem('cart') ?? '');

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('checkout for a Google account without a phone', () => {
  it('asks for a phone verified by OTP before review, then continues checkout with the same cart', async () => {
    const shopper = uniqueShopper('google-checkout');
    const page = await freshPage();
    try {
      await serveGapiStandIn(page.context());
      const main = page.getByRole('main');
      await page.goto(`/product/${PRODUCT}`);
      await main.getByRole('button', { name: 'Add to cart' }).click();
      await eventually(() => cartOf(page)).toContain(PRODUCT);
      const cartBefore = await cartOf(page);

      await page.goto('/cart');
      const proceed = main.getByRole('button', { name: 'Proceed to checkout' });
      await eventually(() => proceed.isEnabled()).toBe(true);
      await proceed.click();
      await page.waitForURL('**/checkout');

      // Google inside checkout's login modal, through the Auth emulator's sign-in page in a popup.
      const modal = page.getByRole('dialog', { name: 'Log in to check out' });
      await eventually(() => modal.isVisible()).toBe(true);
      const popupOpened = page.waitForEvent('popup');
      await modal.getByRole('button', { name: 'Log in with Google' }).click();
      const popup = await popupOpened;
      await popup.waitForLoadState();
      await popup.locator('#add-account-button').click();
      await popup.locator('#email-input').fill(shopper.email);
      await popup.locator('#display-name-input').fill('Meena Sundaram');
      await popup.locator('#sign-in').click();
      await TOAST(page, 'Logged in successfully!').waitFor();

      // Before the address and review: the phone, still on /checkout.
      const phoneStep = page.getByTestId('checkout-phone-step');
      await eventually(() => phoneStep.isVisible()).toBe(true);
      expect(new URL(page.url()).pathname).toBe('/checkout');
      expect(await page.getByRole('form', { name: 'Delivery address' }).count()).toBe(0);
      expect(await page.getByRole('heading', { name: 'Your order' }).count()).toBe(0);
      await screenshot(page, 'checkout-google-1-phone-desktop', true);

      // Saving without a verified phone is refused beside the field.
      const form = phoneStep.getByRole('form', { name: 'Verify your phone' });
      await form.getByLabel('Phone Number').fill(shopper.digits);
      await form.getByRole('button', { name: 'Save and continue' }).click();
      await form.getByText('Please verify your phone number').waitFor();

      await form.getByRole('button', { name: 'Verify Phone No' }).click();
      const otpDialog = page.getByRole('dialog', { name: 'Verify Phone Number' });
      await otpDialog.waitFor();
      await otpDialog.getByLabel('OTP').fill(await emulator.latestVerificationCode(shopper.phone));
      await otpDialog.getByRole('button', { name: 'Verify OTP' }).click();
      await otpDialog.waitFor({ state: 'hidden' });
      await form.getByText('Verified', { exact: true }).waitFor();
      await form.getByRole('button', { name: 'Save and continue' }).click();

      // Back on checkout: the address step, prefilled from the profile that now has the phone; the cart as it was.
      const address = page.getByRole('form', { name: 'Delivery address' });
      await eventually(() => address.isVisible()).toBe(true);
      expect(new URL(page.url()).pathname).toBe('/checkout');
      expect(await phoneStep.count()).toBe(0);
      expect(await cartOf(page)).toBe(cartBefore);
      await eventually(() => address.getByLabel('First Name').inputValue()).toBe('Meena');
      expect(await address.getByLabel('Phone number').inputValue()).toBe(shopper.digits);
      // The confirmation goes to the account's e-mail, which cannot be changed here.
      const email = address.getByLabel('Email');
      expect(await email.inputValue()).toBe(shopper.email);
      expect(await email.getAttribute('readonly')).not.toBeNull();

      // The Google account now carries the verified phone (the ID token proves it to the server).
      const account = (await emulator.accounts()).find((entry) => entry.email === shopper.email);
      expect(account?.phoneNumber).toBe(shopper.phone);
      expect(account?.providerUserInfo?.map((info) => info.providerId).sort()).toEqual(['google.com', 'phone']);

      await address.getByLabel('Address', { exact: true }).fill('4 Avinashi Road');
      await address.getByLabel('City').fill('Coimbatore');
      await address.getByLabel('PIN code').fill('641018');
      await address.getByLabel('State').selectOption('Tamil Nadu');
      await address.getByRole('button', { name: 'Continue to review' }).click();

      // Review with the same line, and the account's e-mail as where the confirmation goes.
      await eventually(() => page.getByTestId('checkout-line').first().textContent()).toContain(
        'Macramé Wall Hanging × 1',
      );
      expect(await page.getByTestId('checkout-line').count()).toBe(1);
      await eventually(() => page.getByTestId('review-email').textContent()).toBe(
        `Order confirmation to ${shopper.email}`,
      );
      await screenshot(page, 'checkout-google-2-review-desktop', true);

      // Cash on delivery (the default), placed.
      expect(await page.getByRole('radio', { name: /Cash on delivery/ }).isChecked()).toBe(true);
      await page.getByRole('checkbox', { name: /I accept the/ }).check();
      await page.getByRole('button', { name: 'Place order' }).click();
      await page.waitForURL(/\/account\/orders\/[^/?]+\?placed=1$/);
      await eventually(() => page.getByTestId('order-placed').isVisible()).toBe(true);
      expect(await page.getByTestId('order-payment').textContent()).toBe('Cash on delivery');
    } finally {
      await page.context().close();
    }
  });
});
