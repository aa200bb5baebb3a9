// Coupons end to end, in Debian's Chromium against the whole local shop (demo catalog, settings and coupons): a new
// shopper finds the welcome code on /account/coupons, carries it to checkout with "Apply at checkout", removes it, is
// told why an expired code does not apply, applies the welcome code by typing it, places the order, sees the discount
// on it, and then sees the code under "Used" (and no longer among those to use) on /account/coupons.
import { describe, expect, inject, it } from 'vitest';
import { screenshot } from '../support/e2e/browser.js';
import {
  addToCart,
  continueWithAddress,
  eventually,
  proceedToCheckout,
  shopPage,
  useBrowser,
} from '../support/e2e/shop-pages.js';
import { AuthEmulatorBackdoor, signUpWithVerifiedPhone, uniqueShopper } from '../support/e2e/accounts-support.js';

const emulator = new AuthEmulatorBackdoor(inject('authHost'), inject('projectId'));

// A demo hamper no other end-to-end test buys (server/local/seed/demo-products.ts): ₹1,599, 18 in stock.
const PRODUCT = 'nilgiris-tea-tasting-hamper';

const browser = useBrowser();

describe('coupons', () => {
  it('a welcome code applied at checkout is on the order and then listed as used', async () => {
    const shopper = uniqueShopper('coupons');
    const page = await shopPage(browser(), 'coupons-desktop');
    try {
      await signUpWithVerifiedPhone(page, emulator, shopper);

      await page.goto(`/product/${PRODUCT}`);
      await addToCart(page, PRODUCT);

      // The coupons page: the welcome code with what it needs; the expired one is not offered.
      await page.goto('/account/coupons');
      const welcome = page.getByTestId('coupon-available').filter({ hasText: 'WELCOME150' });
      await eventually(() => welcome.isVisible()).toBe(true);
      expect(await welcome.textContent()).toContain('First order only');
      expect(await page.getByTestId('coupon-available').filter({ hasText: 'DIWALI25' }).count()).toBe(0);
      await screenshot(page, 'coupons-1-available-desktop', true);
      await welcome.getByRole('button', { name: 'Apply at checkout' }).click();
      await page.waitForURL('**/cart');

      await proceedToCheckout(page);
      const address = page.getByRole('form', { name: 'Delivery address' });
      await eventually(() => address.isVisible()).toBe(true);
      await continueWithAddress(address, { street: '12 Race Course Road' });

      // Carried from the coupons page: applied, and in the server's breakup.
      const applied = page.getByTestId('coupon-applied');
      await eventually(() => applied.textContent()).toContain('WELCOME150 applied. You save ₹150.');
      expect(await page.getByTestId('breakup-discount').textContent()).toBe('−₹150');

      // Removed, then an expired code: its one reason, and no discount.
      await applied.getByRole('button', { name: 'Remove' }).click();
      await eventually(() => page.getByTestId('breakup-discount').count()).toBe(0);
      const field = page.getByLabel('Coupon code');
      await field.fill(' diwali25 ');
      await page.getByRole('button', { name: 'Apply' }).click();
      await eventually(() => page.getByText(/^This coupon expired on /).isVisible()).toBe(true);
      expect(await page.getByTestId('breakup-discount').count()).toBe(0);

      // Typed in lower case: applied.
      await page.getByLabel('Coupon code').fill('welcome150');
      await page.getByRole('button', { name: 'Apply' }).click();
      await eventually(() => page.getByTestId('breakup-discount').textContent()).toBe('−₹150');
      const total = (await page.getByTestId('breakup-total').textContent()) ?? '';
      await screenshot(page, 'coupons-2-review-desktop', true);

      await page.getByRole('checkbox', { name: /I accept the/ }).check();
      await page.getByRole('button', { name: 'Place order' }).click();
      await page.waitForURL(/\/account\/orders\/[^/?]+\?placed=1$/);
      const thanks = page.getByTestId('order-placed');
      await eventually(() => thanks.isVisible()).toBe(true);
      const orderNumber = (await thanks.locator('strong').first().textContent()) ?? '';
      expect(await page.getByTestId('breakup-discount').textContent()).toBe('−₹150');
      expect(await page.getByText('Discount (WELCOME150)').isVisible()).toBe(true);
      expect(await page.getByTestId('breakup-total').textContent()).toBe(total);

      // Used, with its order; no longer offered (once per shopper, first order only).
      await page.goto('/account/coupons');
      const used = page.getByTestId('coupon-used').filter({ hasText: 'WELCOME150' });
      await eventually(() => used.textContent()).toContain(`Saved ₹150 on order ${orderNumber}`);
      expect(await page.getByTestId('coupon-available').filter({ hasText: 'WELCOME150' }).count()).toBe(0);
      await screenshot(page, 'coupons-3-used-desktop', true);
    } finally {
      await page.context().close();
    }
  });
});
