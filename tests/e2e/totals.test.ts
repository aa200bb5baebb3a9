// Totals a person can pay, end to end in Debian's Chromium against the whole local shop (demo catalog, settings and
// coupons): a ₹1,099 hamper is delivered free in the cart; FESTIVE20 (20 % off) takes it to ₹879.20, under the
// ₹999 free-delivery line, and says so when applied; the cash-on-delivery total of ₹1,007.20 is ₹1,007 with a
// "Round off −₹0.20" line at checkout, on the shopper's order page, on the owner's order page and on the invoice.
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
import { signInAsOwner } from '../support/e2e/admin-pages.js';

const emulator = new AuthEmulatorBackdoor(inject('authHost'), inject('projectId'));

// A demo hamper no other end-to-end test buys (server/local/seed/demo-products.ts): ₹1,099, 40 in stock.
const PRODUCT = 'chocolate-lovers-hamper';

const browser = useBrowser();

describe('totals a person can pay', () => {
  it('a COD order with a percentage coupon shows whole-rupee totals from cart to invoice', async () => {
    const shopper = uniqueShopper('totals');
    const page = await shopPage(browser(), 'totals-shopper');
    const admin = await shopPage(browser(), 'totals-admin');
    try {
      await signUpWithVerifiedPhone(page, emulator, shopper);
      await page.goto(`/product/${PRODUCT}`);
      await addToCart(page, PRODUCT);

      // The cart: above the line, delivered free, a whole-rupee total.
      await page.goto('/cart');
      await eventually(() => page.getByTestId('cart-total').textContent()).toBe('₹1,099');
      expect(await page.getByTestId('breakup-shipping').textContent()).toBe('Free');
      // Free, though not promised outright: the coupon below takes the items under the line.
      expect(await page.getByTestId('free-delivery-message').textContent()).toMatch(
        /^Delivery is free: your items come to ₹[\d,]+ or more\. A coupon that takes them below ₹[\d,]+ brings back the ₹\d+ delivery fee\.$/,
      );
      expect(await page.getByTestId('breakup-round-off').count()).toBe(0);

      await proceedToCheckout(page);
      const address = page.getByRole('form', { name: 'Delivery address' });
      await eventually(() => address.isVisible()).toBe(true);
      await continueWithAddress(address, { street: '12 Race Course Road' });

      // The coupon says what it does to delivery as it is applied, before the order is placed.
      await page.getByLabel('Coupon code').fill('FESTIVE20');
      await page.getByRole('button', { name: 'Apply' }).click();
      const applied = page.getByTestId('coupon-applied');
      await eventually(() => applied.textContent()).toContain('FESTIVE20 applied. You save ₹219.80.');
      expect(await applied.getByTestId('coupon-delivery-note').textContent()).toBe(
        'Delivery becomes ₹79 with this coupon.',
      );
      await eventually(() => page.getByTestId('breakup-total').textContent()).toBe('₹1,007');
      expect(await page.getByTestId('breakup-shipping').textContent()).toBe('₹79');
      expect(await page.getByTestId('breakup-cod-fee').textContent()).toBe('₹49');
      expect(await page.getByTestId('breakup-round-off').textContent()).toBe('−₹0.20');
      expect(await page.getByTestId('free-delivery-hint').textContent()).toBe('Add ₹119.80 more for free delivery.');
      await screenshot(page, 'totals-1-review-desktop', true);

      await page.getByRole('checkbox', { name: /I accept the/ }).check();
      await page.getByRole('button', { name: 'Place order' }).click();
      await page.waitForURL(/\/account\/orders\/[^/?]+\?placed=1$/);
      const orderId = new URL(page.url()).pathname.split('/').pop()!;
      await eventually(() => page.getByTestId('breakup-total').textContent()).toBe('₹1,007');
      expect(await page.getByTestId('breakup-round-off').textContent()).toBe('−₹0.20');
      expect(await page.getByTestId('order-payment').textContent()).toBe('Cash on delivery');
      await screenshot(page, 'totals-2-order-page-desktop', true);

      // The owner's order page and the invoice issued from it.
      await signInAsOwner(admin);
      await admin.goto(`/admin/orders/${orderId}`);
      await eventually(() => admin.getByTestId('breakup-total').textContent()).toBe('₹1,007');
      expect(await admin.getByTestId('breakup-round-off').textContent()).toBe('−₹0.20');
      await screenshot(admin, 'totals-3-admin-order-desktop', true);

      await admin.getByRole('link', { name: 'GST invoice' }).click();
      await admin.getByRole('button', { name: 'Issue invoice' }).click();
      await eventually(() => admin.getByTestId('invoice-number').textContent()).toMatch(/^LG\/\d{4}-\d{2}\/\d{5}$/);
      expect(await admin.getByTestId('invoice-total').textContent()).toBe('₹1,007.20');
      expect(await admin.getByTestId('invoice-round-off').textContent()).toBe('−₹0.20');
      expect(await admin.getByTestId('invoice-payable').textContent()).toBe('₹1,007');
      expect(await admin.getByTestId('invoice-total-in-words').textContent()).toBe(
        'Amount in words: Rupees One Thousand Seven Only',
      );
      await screenshot(admin, 'totals-4-invoice-desktop', true);
    } finally {
      await page.context().close();
      await admin.context().close();
    }
  });
});
