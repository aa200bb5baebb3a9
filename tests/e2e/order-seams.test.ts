// One gift order through every surface, in Debian's Chromium against the whole local shop: a new shopper sends red
// roses to a recipient at another address for tomorrow's midnight slot, with the welcome coupon, cash on delivery.
// On the checkout review, the shopper's order page, the owner's order page, the packing slip, the run sheet and the
// invoice (issued by itself when the order is packed), the recipient is the ship-to and the charge lines add up to the
// total shown; the order pages and the invoice are checked on a desktop and on a phone, with screenshots of each.
// The owner's moves (pack, out for delivery straight from packed as the shop delivers it itself, deliver) go through
// the API; once delivered the owner records ₹150 handed back from the order page, and its credit note ships to the
// recipient with rows that add up, on both the owner's and the shopper's side. The delivery settings are restored
// afterwards.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { formatDeliveryDate, shopDate } from '../../web/src/shop/delivery-text.js';
import { AuthEmulatorClient } from '../support/accounts-auth-client.js';
import { signedInAdmin } from '../support/admin-support.js';
import { screenshot } from '../support/e2e/browser.js';
import {
  AuthEmulatorBackdoor,
  authForm,
  signUpWithVerifiedPhone,
  uniqueShopper,
} from '../support/e2e/accounts-support.js';
import {
  addToCart,
  eventually as eventuallyWithin,
  proceedToCheckout,
  shopPage,
  useBrowser,
} from '../support/e2e/shop-pages.js';
import { signInAsOwner } from '../support/e2e/admin-pages.js';

const appUrl = inject('appUrl');
const authHost = inject('authHost');
const projectId = inject('projectId');
const emulator = new AuthEmulatorBackdoor(authHost, projectId);
const authClient = new AuthEmulatorClient(authHost, projectId);

const PRODUCT = 'red-roses-bouquet';
const browser = useBrowser();
const eventually = <T>(read: () => T | Promise<T>) => eventuallyWithin(read, 20_000);

let adminToken = '';
/** On the slip and the run sheet of a cash-on-delivery gift: whom to call when the recipient cannot pay. */
let CALL_THE_BUYER = '';
let previous: Record<string, unknown> | null = null;

async function api<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${appUrl}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'apollo-require-preflight': 'true',
      authorization: `Bearer ${adminToken}`,
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!body.data) throw new Error(JSON.stringify(body));
  return body.data;
}

const SETTINGS_FIELDS = `zones { id name pinPrefixes localDelivery minDays maxDays fee { paise } freeAbove { paise }
  codAllowed perishablesAllowed } slots { id kind label startTime endTime surcharge { paise } capacityPerDay }
  sameDayCutoff closedWeekdays holidays { date name } bookingWindowDays`;

type Stored = {
  zones: ({ fee: { paise: number }; freeAbove: { paise: number } | null } & Record<string, unknown>)[];
  slots: ({ surcharge: { paise: number } } & Record<string, unknown>)[];
} & Record<string, unknown>;

function asInput(settings: Stored) {
  return {
    ...settings,
    zones: settings.zones.map(({ fee, freeAbove, ...zone }) => ({
      ...zone,
      feePaise: fee.paise,
      freeAbovePaise: freeAbove?.paise ?? null,
    })),
    slots: settings.slots.map(({ surcharge, ...slot }) => ({ ...slot, surchargePaise: surcharge.paise })),
  };
}

async function saveSettings(input: Record<string, unknown>) {
  const saved = await api<{ adminUpdateDeliverySettings: { userErrors: unknown[] } }>(
    `mutation ($input: DeliverySettingsInput!) { adminUpdateDeliverySettings(input: $input) { userErrors { field message } } }`,
    { input },
  );
  expect(saved.adminUpdateDeliverySettings.userErrors).toEqual([]);
}

// Coimbatore delivered by the shop with a midnight slot; the shop's shipping rule (₹79, free from ₹999) kept.
const COIMBATORE = {
  zones: [
    {
      id: 'coimbatore-city',
      name: 'Coimbatore city',
      pinPrefixes: ['641'],
      localDelivery: true,
      minDays: 0,
      maxDays: 0,
      feePaise: 79_00,
      freeAbovePaise: 999_00,
      codAllowed: true,
      perishablesAllowed: true,
    },
  ],
  slots: [
    {
      id: 'standard',
      kind: 'STANDARD',
      label: 'Standard',
      startTime: '09:00',
      endTime: '21:00',
      surchargePaise: 0,
      capacityPerDay: 200,
    },
    {
      id: 'midnight',
      kind: 'MIDNIGHT',
      label: 'Midnight',
      startTime: '23:00',
      endTime: '23:59',
      surchargePaise: 199_00,
      capacityPerDay: 20,
    },
  ],
  sameDayCutoff: '16:00',
  closedWeekdays: [],
  holidays: [],
  bookingWindowDays: 30,
};

beforeAll(async () => {
  adminToken = (await signedInAdmin(authClient, authHost, projectId)).idToken;
  previous = asInput(
    (await api<{ adminDeliverySettings: Stored }>(`{ adminDeliverySettings { ${SETTINGS_FIELDS} } }`))
      .adminDeliverySettings,
  );
  await saveSettings(COIMBATORE);
});

afterAll(async () => {
  if (previous) await saveSettings(previous);
});

/** The charge lines shown add up to the total shown (both read from the page's own figures). */
async function linesAddUp(page: Page, { totalId = 'breakup-total', atLeast = 3 } = {}): Promise<number> {
  const scope = page.getByTestId('charge-lines').first();
  await eventually(() => scope.getByTestId('charge-line').count()).toBeGreaterThanOrEqual(atLeast);
  const amounts = await scope
    .getByTestId('charge-line')
    .evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-paise'))));
  const total = Number(await scope.getByTestId(totalId).getAttribute('data-paise'));
  expect(amounts.reduce((sum, amount) => sum + amount, 0)).toBe(total);
  return total;
}

/** The ship-to block names the recipient at her address, never the buyer. */
async function shipsToRecipient(page: Page, testId: string): Promise<void> {
  const block = page.getByTestId(testId).first();
  await eventually(() => block.textContent()).toContain('Revathi Sundar');
  const text = (await block.textContent()) ?? '';
  expect(text).toContain('4 Lake View Road');
  expect(text).toContain('641002');
  expect(text).not.toContain('Race Course');
}

/** Whether the page is no wider than the window (nothing overflows sideways). */
function fitsTheScreen(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
}

/**
 * A credit note ships to the recipient, and its rows add up to what it credits: a refund within the goods' value
 * credits goods only (goods first, fees only for what exceeds them).
 */
async function creditNoteAddsUp(page: Page, creditedPaise: number): Promise<void> {
  await shipsToRecipient(page, 'credit-note-ship-to');
  expect(await page.getByTestId('credit-note-bill-to').textContent()).toContain('Asha Raman');
  const rows = await page
    .locator('[data-testid="credit-note-line"], [data-testid="credit-note-charge"]')
    .evaluateAll((cells) => cells.map((row) => Number(row.getAttribute('data-paise'))));
  expect(rows.length).toBeGreaterThanOrEqual(1);
  expect(await page.getByTestId('credit-note-charge').count()).toBe(0);
  const total = Number(await page.getByTestId('credit-note-total').getAttribute('data-paise'));
  expect(rows.reduce((sum, paise) => sum + paise, 0)).toBe(total);
  expect(total).toBe(creditedPaise);
}

describe('one gift order on every surface', () => {
  it('shows the recipient as ship-to and lines that add up, from checkout to invoice, desktop and phone', async () => {
    const tomorrow = shopDate(Date.now() + 86_400_000);
    const shopper = uniqueShopper('seams');
    CALL_THE_BUYER = `If the recipient cannot pay, call the buyer: Asha Raman, ${shopper.shown}`;
    const page = await shopPage(browser(), 'seams-desktop');
    let orderId = '';
    let total = 0;
    try {
      await signUpWithVerifiedPhone(page, emulator, shopper);
      await page.goto(`/product/${PRODUCT}`);
      await page.getByRole('radio', { name: /12 roses/ }).check();
      await addToCart(page, PRODUCT);
      await page.goto('/cart');
      // The cart prints the server's charge lines (items, delivery) by their labels and their sum as its total.
      const cartTotal = await linesAddUp(page, { totalId: 'cart-total', atLeast: 2 });
      expect(await page.getByTestId('charge-line').first().textContent()).toMatch(/^Items \(1 item\)₹/);
      expect(await page.getByTestId('breakup-shipping').count()).toBe(1);
      expect(cartTotal).toBeGreaterThan(0);
      await screenshot(page, 'seams-1-cart-desktop', true);
      await proceedToCheckout(page);

      const form = page.getByRole('form', { name: 'Delivery address' });
      await eventually(() => form.isVisible()).toBe(true);
      await form.getByRole('checkbox', { name: 'This is a gift for someone else' }).check();
      // For a gift the buyer gives only name, phone and e-mail; the recipient gives the address.
      await eventually(() => form.getByRole('heading', { name: 'Your details' }).isVisible()).toBe(true);
      expect(await form.getByLabel('PIN code', { exact: true }).count()).toBe(0);
      expect(await form.getByLabel('First Name', { exact: true }).inputValue()).toBe('Asha');
      const recipient = form.getByRole('group', { name: 'Recipient' });
      await recipient.getByLabel("Recipient's first name").fill('Revathi');
      await recipient.getByLabel("Recipient's last name").fill('Sundar');
      await recipient.getByLabel("Recipient's phone number").fill('9123456780');
      await recipient.getByLabel("Recipient's PIN code").fill('641002');
      await eventually(() => recipient.getByLabel("Recipient's state").inputValue()).toBe('Tamil Nadu');
      await recipient.getByLabel("Recipient's address").fill('4 Lake View Road');
      await form.getByRole('button', { name: 'Continue to review' }).click();

      const delivery = page.getByRole('region', { name: 'Delivery date and time' });
      await eventually(() => delivery.textContent()).toContain('Delivering to Revathi Sundar');
      await delivery.getByRole('radio', { name: new RegExp(formatDeliveryDate(tomorrow)) }).check();
      await delivery.getByRole('radio', { name: /Midnight/ }).check();
      await page.getByLabel('Coupon code').fill('WELCOME150');
      await page.getByRole('button', { name: 'Apply' }).click();
      await eventually(() => page.getByTestId('breakup-discount').textContent()).toBe('−₹150');
      await page.getByRole('radio', { name: /Cash on delivery/ }).check();
      await eventually(() => page.getByTestId('breakup-cod-fee').count()).toBe(1);
      expect(await page.getByTestId('breakup-slot-surcharge').textContent()).toBe('₹199');
      total = await linesAddUp(page);
      // Cash on delivery for a gift: the review says the recipient will be asked to pay, before the order is placed.
      expect(await page.getByTestId('cod-gift-warning').textContent()).toContain(
        `Revathi will be asked to pay ₹${new Intl.NumberFormat('en-IN').format(total / 100)} in cash at the door.`,
      );
      await screenshot(page, 'seams-2-review-desktop', true);

      await page.getByRole('checkbox', { name: /I accept the/ }).check();
      await page.getByRole('button', { name: 'Place order' }).click();
      await page.waitForURL(/\/account\/orders\/[^/?]+\?placed=1$/);
      orderId = new URL(page.url()).pathname.split('/').pop()!;
      expect(await linesAddUp(page)).toBe(total);
      expect(await page.getByTestId('breakup-slot-surcharge').textContent()).toBe('₹199');
      await shipsToRecipient(page, 'order-ship-to');
      expect(await page.getByTestId('delivery-when').textContent()).toContain('Midnight');
      await screenshot(page, 'seams-3-order-desktop', true);
    } finally {
      await page.context().close();
    }

    // The owner packs it (the invoice is issued with it), ships and delivers it.
    const packed = await api<{ adminMarkOrderPacked: { order: { invoice: { number: string } | null } | null } }>(
      'mutation ($id: ID!) { adminMarkOrderPacked(id: $id) { order { invoice { number } } userErrors { code } } }',
      { id: orderId },
    );
    const invoiceNumber = packed.adminMarkOrderPacked.order?.invoice?.number ?? '';
    expect(invoiceNumber).toMatch(/^LG\/\d{4}-\d{2}\/\d{5}$/);

    for (const viewport of ['desktop', 'phone'] as const) {
      const admin = await shopPage(browser(), `seams-admin-${viewport}`, viewport);
      try {
        await signInAsOwner(admin, `/admin/orders/${orderId}`);
        await shipsToRecipient(admin, 'admin-ship-to');
        // Billed to the buyer, who gave no address for a gift.
        expect(await admin.getByTestId('admin-bill-to').textContent()).toContain('Asha Raman');
        expect(await admin.getByTestId('admin-bill-to').textContent()).not.toContain('Lake View');
        expect(await admin.getByTestId('delivery-when').first().textContent()).toContain('Midnight');
        expect(await linesAddUp(admin)).toBe(total);
        await screenshot(admin, `seams-4-admin-order-${viewport}`, true);

        await admin.goto(`/admin/orders/${orderId}/packing-slip`);
        await shipsToRecipient(admin, 'packing-slip-ship-to');
        const collect = (await admin.getByTestId('packing-slip-collect').textContent()) ?? '';
        expect(collect).toContain(new Intl.NumberFormat('en-IN').format(total / 100));
        expect(await admin.getByTestId('cod-gift-buyer').textContent()).toBe(CALL_THE_BUYER);
        await screenshot(admin, `seams-5-packing-slip-${viewport}`, true);

        await admin.goto(`/admin/deliveries?date=${tomorrow}`);
        const row = admin.getByTestId('delivery-row').filter({ hasText: 'Revathi Sundar' });
        await eventually(() => row.count()).toBe(1);
        expect(await row.getByTestId('delivery-ship-to').textContent()).toContain('4 Lake View Road');
        expect(await row.getByTestId('delivery-collect').textContent()).toContain(
          new Intl.NumberFormat('en-IN').format(total / 100),
        );
        expect(await row.getByTestId('cod-gift-buyer').textContent()).toBe(CALL_THE_BUYER);
        await screenshot(admin, `seams-6-run-sheet-${viewport}`, true);

        await admin.goto(`/admin/orders/${orderId}/invoice`);
        await eventually(() => admin.getByTestId('invoice-number').textContent()).toBe(invoiceNumber);
        await shipsToRecipient(admin, 'invoice-ship-to');
        expect(await admin.getByTestId('invoice-bill-to').textContent()).toContain('Asha Raman');
        expect(await admin.getByTestId('invoice-bill-to').textContent()).not.toContain('Lake View');
        expect(await admin.getByTestId('invoice-total').textContent()).toContain(
          new Intl.NumberFormat('en-IN').format(total / 100),
        );
        await screenshot(admin, `seams-7-invoice-${viewport}`, true);
      } finally {
        await admin.context().close();
      }
    }

    // The shop delivers it itself: out for delivery straight from packed, with no courier or tracking number. It is
    // due tomorrow, so going out today needs the owner's confirmation (the recipient hears of it when it goes out).
    const sendOut = (confirmEarly: boolean) =>
      api<{
        adminMarkOrderOutForDelivery: { userErrors: { field: string }[]; order: { order: { status: string } } };
      }>(
        `mutation ($id: ID!, $confirmEarly: Boolean) { adminMarkOrderOutForDelivery(id: $id, confirmEarly: $confirmEarly)
          { order { order { status } } userErrors { field code } } }`,
        { id: orderId, confirmEarly },
      );
    expect((await sendOut(false)).adminMarkOrderOutForDelivery.userErrors).toEqual([
      { field: 'confirmEarly', code: 'CONFIRMATION_REQUIRED' },
    ]);
    const out = await sendOut(true);
    expect(out.adminMarkOrderOutForDelivery.userErrors).toEqual([]);
    expect(out.adminMarkOrderOutForDelivery.order.order.status).toBe('OUT_FOR_DELIVERY');
    await api('mutation ($id: ID!) { adminMarkOrderDelivered(id: $id, confirmEarly: true) { userErrors { code } } }', {
      id: orderId,
    });

    // The owner hands ₹150 back by UPI for a crushed rose and records it from the order page: a credit note follows.
    const owner = await shopPage(browser(), 'seams-refund-desktop');
    try {
      await signInAsOwner(owner, `/admin/orders/${orderId}`);
      await owner.getByRole('button', { name: 'Refund', exact: true }).click();
      const dialog = owner.getByRole('dialog');
      await eventually(() => dialog.textContent()).toContain('Record cash you handed back');
      await dialog.getByLabel('Amount (₹)').fill('150');
      await dialog.getByLabel('Reason').fill('One rose crushed; ₹150 paid back by UPI');
      await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
      await eventually(() => owner.getByTestId('order-cash-refunds').textContent()).toContain('₹150');
      // Refunded and net under the total, and the refund on the timeline with its kind.
      expect(await owner.getByTestId('refund-totals-refunded').textContent()).toBe('−₹150');
      expect(Number(await owner.getByTestId('refund-totals-net').getAttribute('data-paise'))).toBe(total - 150_00);
      expect(await owner.getByTestId('admin-order-timeline').textContent()).toContain(
        '₹150 handed back in cash: “One rose crushed; ₹150 paid back by UPI”',
      );
      await screenshot(owner, 'seams-10-admin-refunded-desktop', true);
      await owner.goto(`/admin/orders/${orderId}/credit-notes/1`);
      await creditNoteAddsUp(owner, 150_00);
      // The owner's words, not the kind alone; a partial refund credits the goods, no fee.
      expect(await owner.getByTestId('credit-note-reason').textContent()).toBe(
        'Refund: One rose crushed; ₹150 paid back by UPI',
      );
      await owner.goto('/admin/orders?payment=REFUNDED');
      const listed = owner.getByTestId('admin-order-row').filter({ has: owner.locator(`a[href$="${orderId}"]`) });
      await eventually(() => listed.getByTestId('admin-order-refunded').textContent()).toBe('Partly refunded ₹150');
      await screenshot(owner, 'seams-11-credit-note-desktop', true);
    } finally {
      await owner.context().close();
    }

    // The shopper's order page and invoice on a phone, after delivery.
    const phone = await shopPage(browser(), 'seams-phone', 'phone');
    try {
      await phone.goto('/login');
      await authForm(phone).logIn(shopper.email, 'secret123');
      // Signed in once the login page has moved on: leaving it earlier would drop the sign-in.
      await phone.waitForURL('**/account');
      await phone.goto(`/account/orders/${orderId}`);
      await shipsToRecipient(phone, 'order-ship-to');
      expect(await linesAddUp(phone)).toBe(total);
      expect(await phone.getByTestId('order-cash-refunds').textContent()).toContain('₹150');
      expect(await phone.getByTestId('refund-totals-refunded').textContent()).toBe('−₹150');
      // Delivered the day before its date: the page says when, not "Arrives …".
      expect(await phone.getByTestId('order-arrives').textContent()).toMatch(
        /^Delivered \w{3} \d{1,2} \w{3}, \d{2}:\d{2}$/,
      );
      expect(await phone.getByTestId('order-credit-notes').textContent()).toContain('refund of ₹150');
      await screenshot(phone, 'seams-8-order-delivered-phone', true);
      await phone.goto(`/account/orders/${orderId}/credit-notes/1`);
      await creditNoteAddsUp(phone, 150_00);
      expect(await fitsTheScreen(phone)).toBe(true);
      await screenshot(phone, 'seams-12-credit-note-phone', true);
      await phone.goto(`/account/orders/${orderId}/invoice`);
      await shipsToRecipient(phone, 'invoice-ship-to');
      // The invoice's table scrolls in its own box: the page itself is no wider than the phone.
      expect(await fitsTheScreen(phone)).toBe(true);
      await screenshot(phone, 'seams-9-invoice-phone', true);
    } finally {
      await phone.context().close();
    }
  }, 400_000);
});
