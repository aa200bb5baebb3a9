// A shopper who signs in with Google has no verified phone, and only a verified phone may buy. End to end, in Debian's
// Chromium against the whole local shop (real server, Firestore and Auth emulators): a guest with a gift in the cart
// reaches checkout, signs in with Google inside checkout's modal (the emulator's own sign-in page), is asked for a
// phone before anything else, verifies it with the OTP the Auth emulator "sent", and continues on checkout with the
// cart intact: the address step (the account's e-mail, read-only), review, and a cash-on-delivery order.
import { describe, expect, inject, it } from 'vitest';
import { screenshot } from '../support/e2e/browser.js';
import {
  addToCart,
  continueWithAddress,
  eventually,
  proceedToCheckout,
  shopPage,
  storedCart,
  useBrowser,
} from '../support/e2e/shop-pages.js';
import { serveGapiStandIn } from '../support/e2e/accounts-gapi-shim.js';
import { AuthEmulatorBackdoor, TOAST, uniqueShopper, verifyPhoneInDialog } from '../support/e2e/accounts-support.js';

const emulator = new AuthEmulatorBackdoor(inject('authHost'), inject('projectId'));

// A demo product no other end-to-end test buys (server/local/seed/demo-products.ts): no variants, 20 in stock.
const PRODUCT = 'macrame-wall-hanging';

const browser = useBrowser();

describe('checkout for a Google account without a phone', () => {
  it('asks for a phone verified by OTP before review, then continues checkout with the same cart', async () => {
    const shopper = uniqueShopper('google-checkout');
    const page = await shopPage(browser(), 'checkout-google-phone-desktop');
    try {
      await serveGapiStandIn(page.context());
      await page.goto(`/product/${PRODUCT}`);
      await addToCart(page, PRODUCT);
      const cartBefore = await storedCart(page);

      await page.goto('/cart');
      await proceedToCheckout(page);

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
      await verifyPhoneInDialog(page, emulator, shopper.phone);
      await form.getByText('Verified', { exact: true }).waitFor();
      await form.getByRole('button', { name: 'Save and continue' }).click();

      // Back on checkout: the address step, prefilled from the profile that now has the phone; the cart as it was.
      const address = page.getByRole('form', { name: 'Delivery address' });
      await eventually(() => address.isVisible()).toBe(true);
      expect(new URL(page.url()).pathname).toBe('/checkout');
      expect(await phoneStep.count()).toBe(0);
      expect(await storedCart(page)).toBe(cartBefore);
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

      await continueWithAddress(address, { street: '4 Avinashi Road' });

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
