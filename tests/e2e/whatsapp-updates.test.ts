// WhatsApp order updates end to end, in Debian's Chromium against the whole local shop with its WhatsApp test
// double: a shopper ticks "updates on WhatsApp" at checkout and places a cash-on-delivery order; the owner packs and
// ships it from /admin with a tracking number; the double's page shows the shopper's phone with the "placed",
// "packed" and "shipped" messages (the last with the courier and its tracking link), sent by the server's worker;
// the owner's order page lists them as sent. Then the owner marks it out for delivery from the run sheet
// (/admin/deliveries), the double's page shows that message too, and the shopper's order page tells the step.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { screenshot } from '../support/e2e/browser.js';
import { AuthEmulatorBackdoor, signUpWithVerifiedPhone, uniqueShopper } from '../support/e2e/accounts-support.js';
import {
  addToCart,
  continueWithAddress,
  eventually,
  proceedToCheckout,
  shopPage,
  useBrowser,
} from '../support/e2e/shop-pages.js';
import { signInAsOwner } from '../support/e2e/admin-pages.js';

const emulator = new AuthEmulatorBackdoor(inject('authHost'), inject('projectId'));
const whatsappUrl = inject('whatsappUrl');

// A demo plant no other end-to-end test buys (server/local/seed/demo-products.ts).
const PRODUCT = 'jade-plant-ceramic-pot';

const browser = useBrowser();

/** The first of the next two weeks' run sheets (days in India) that offers the button, or null. */
async function firstRunSheetDayWith(admin: Page, button: Locator): Promise<string | null> {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });
  for (let offset = 0; offset < 14; offset += 1) {
    const date = day.format(new Date(Date.now() + offset * 86_400_000));
    await admin.goto(`/admin/deliveries?date=${date}`);
    await admin.getByTestId('run-sheet').waitFor();
    if ((await button.count()) > 0) return date;
  }
  return null;
}

describe('order updates on WhatsApp', () => {
  it('a shopper who ticks the box gets placed, packed and shipped on the phone', async () => {
    const shopper = uniqueShopper('whatsapp');
    const page = await shopPage(browser(), 'whatsapp-shopper');
    const admin = await shopPage(browser(), 'whatsapp-admin');
    try {
      await signUpWithVerifiedPhone(page, emulator, shopper);
      await page.goto(`/product/${PRODUCT}`);
      await addToCart(page, PRODUCT);
      await page.goto('/cart');
      await proceedToCheckout(page);
      const address = page.getByRole('form', { name: 'Delivery address' });
      await eventually(() => address.isVisible()).toBe(true);
      // Chennai goes by courier: the shop's own delivery in Coimbatore is not shipped.
      await continueWithAddress(address, { street: '7 Anna Salai', pinCode: '600002' });

      const consent = page.getByRole('checkbox', { name: /updates on WhatsApp/ });
      await eventually(() => consent.isVisible()).toBe(true);
      expect(await consent.isChecked()).toBe(false);
      await consent.check();
      await screenshot(page, 'whatsapp-1-checkout-consent-desktop');
      await page.getByRole('checkbox', { name: /I accept the/ }).check();
      await page.getByRole('button', { name: 'Place order' }).click();
      await page.waitForURL(/\/account\/orders\/[^/?]+\?placed=1$/);
      const thanks = page.getByTestId('order-placed');
      await eventually(() => thanks.isVisible()).toBe(true);
      const orderNumber = (await thanks.locator('strong').first().textContent()) ?? '';
      expect(orderNumber).toMatch(/^LG-/);

      await signInAsOwner(admin);
      await admin.goto('/admin/orders');
      await admin.getByLabel('Order number, phone, e-mail or name').fill(orderNumber);
      await admin.getByRole('button', { name: 'Filter' }).click();
      await admin.getByRole('link', { name: orderNumber }).click();
      await eventually(() => admin.getByTestId('admin-order-status').textContent()).toBe('To pack');
      await admin.getByRole('button', { name: 'Mark packed' }).click();
      await eventually(() => admin.getByTestId('admin-order-status').textContent()).toBe('Packed');
      await admin.getByRole('button', { name: 'Mark shipped' }).click();
      const dialog = admin.getByRole('dialog', { name: 'Mark shipped' });
      await expect.poll(() => dialog.getByLabel('Courier').locator('option').count()).toBeGreaterThan(5);
      await dialog.getByLabel('Courier').selectOption('DTDC');
      await dialog.getByLabel('Tracking number').fill('D7009990001');
      await dialog.getByRole('button', { name: 'Mark shipped' }).click();
      await eventually(() => admin.getByTestId('admin-order-status').textContent()).toBe('Shipped');

      // The double's page, as a person reads it: the shopper's phone and its three messages.
      const double = await page.context().newPage();
      await double.goto(whatsappUrl);
      const section = double.locator(`section[data-phone="${shopper.phone}"]`);
      await eventually(async () => {
        await double.reload();
        return section
          .locator('li[data-template]')
          .evaluateAll((items) => items.map((item) => item.getAttribute('data-template')));
      }).toEqual(['order_placed', 'order_packed', 'order_shipped']);
      const shipped = section.locator('li[data-template="order_shipped"]');
      expect(await shipped.textContent()).toContain(orderNumber);
      expect(await shipped.textContent()).toContain('https://www.dtdc.com/track-your-shipment/?awb=D7009990001');
      await screenshot(double, 'whatsapp-2-double-page-desktop', true);

      // The owner's order page lists the three updates and where each stands.
      const updates = admin.getByTestId('admin-order-whatsapp');
      await eventually(async () => {
        await admin.reload();
        await updates.waitFor();
        return updates.locator('li[data-state="SENT"]').count();
      }).toBe(3);
      expect(await updates.textContent()).toContain(`order_shipped to ${shopper.phone}`);
      await updates.scrollIntoViewIfNeeded();
      await screenshot(admin, 'whatsapp-3-admin-order-updates-desktop');

      // Out for delivery from the owner's run sheet, on the day the courier's promise covers.
      const outButton = admin.getByRole('button', { name: `${orderNumber}: out for delivery` });
      const day = await firstRunSheetDayWith(admin, outButton);
      expect(day).not.toBeNull();
      await outButton.click();
      const row = admin.getByTestId('delivery-row').filter({ hasText: orderNumber });
      await eventually(() => row.textContent()).toContain('out for delivery ·');
      await screenshot(admin, 'whatsapp-4-run-sheet-out-for-delivery-desktop');
      await eventually(async () => {
        await double.reload();
        return section
          .locator('li[data-template]')
          .evaluateAll((items) => items.map((item) => item.getAttribute('data-template')));
      }).toEqual(['order_placed', 'order_packed', 'order_shipped', 'order_out_for_delivery']);
      await screenshot(double, 'whatsapp-5-double-page-out-for-delivery-desktop', true);
      // The shopper's order page tells the new step.
      await page.reload();
      await eventually(() => page.getByText('Out for delivery').first().isVisible()).toBe(true);
    } finally {
      await page.context().close();
      await admin.context().close();
    }
    // The whole life of an order through two browsers and the run sheet's days: longer than one page's test.
  }, 150_000);
});
