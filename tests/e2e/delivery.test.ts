// A gift on the day, end to end in Debian's Chromium against the whole local shop and the Razorpay test gateway: the
// owner's delivery settings (Coimbatore delivered by the shop on a date and slot, with a midnight slot; the rest of
// India by courier) are set through the API; a shopper checks a PIN on the red roses' page, sends them to a recipient
// in Coimbatore for tomorrow's midnight slot, pays online, and sees when they arrive; the owner finds the order in
// tomorrow's deliveries under Midnight. Screenshots (desktop and phone) of the product page check, the checkout's
// delivery step and the deliveries view. The settings the stack had are restored afterwards (the stack is shared).
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CHECKOUT_FRAME_TITLE } from '../../server/local/razorpay-test-gateway/index.js';
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
const WAIT = { timeout: 20_000 };
const eventually = <T>(read: () => T | Promise<T>) => eventuallyWithin(read, WAIT.timeout);

const SETTINGS_FIELDS = `zones { id name pinPrefixes localDelivery minDays maxDays fee { paise } freeAbove { paise }
  codAllowed perishablesAllowed } slots { id kind label startTime endTime surcharge { paise } capacityPerDay }
  sameDayCutoff closedWeekdays holidays { date name } bookingWindowDays`;

interface StoredSettings {
  zones: {
    id: string;
    name: string;
    pinPrefixes: string[];
    localDelivery: boolean;
    minDays: number;
    maxDays: number;
    fee: { paise: number };
    freeAbove: { paise: number } | null;
    codAllowed: boolean;
    perishablesAllowed: boolean;
  }[];
  slots: {
    id: string;
    kind: string;
    label: string;
    startTime: string;
    endTime: string;
    surcharge: { paise: number };
    capacityPerDay: number;
  }[];
  sameDayCutoff: string;
  closedWeekdays: string[];
  holidays: { date: string; name: string }[];
  bookingWindowDays: number;
}

let adminToken = '';
let previous: StoredSettings | null = null;

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

/** The settings as adminUpdateDeliverySettings takes them (money in paise). */
function asInput(settings: StoredSettings) {
  return {
    zones: settings.zones.map(({ fee, freeAbove, ...zone }) => ({
      ...zone,
      feePaise: fee.paise,
      freeAbovePaise: freeAbove?.paise ?? null,
    })),
    slots: settings.slots.map(({ surcharge, ...slot }) => ({ ...slot, surchargePaise: surcharge.paise })),
    sameDayCutoff: settings.sameDayCutoff,
    closedWeekdays: settings.closedWeekdays,
    holidays: settings.holidays,
    bookingWindowDays: settings.bookingWindowDays,
  };
}

async function saveSettings(input: ReturnType<typeof asInput>) {
  const saved = await api<{ adminUpdateDeliverySettings: { userErrors: { field: string; message: string }[] } }>(
    `mutation ($input: DeliverySettingsInput!) { adminUpdateDeliverySettings(input: $input) { userErrors { field message } } }`,
    { input },
  );
  expect(saved.adminUpdateDeliverySettings.userErrors).toEqual([]);
}

// The shop's shipping rules stay as they were (₹79, free from ₹999), so other files' totals do not move.
const COIMBATORE_SETTINGS: ReturnType<typeof asInput> = {
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
    {
      id: 'rest-of-india',
      name: 'Rest of India',
      pinPrefixes: ['1', '2', '3', '4', '5', '6', '7', '8', '9'],
      localDelivery: false,
      minDays: 3,
      maxDays: 7,
      feePaise: 79_00,
      freeAbovePaise: 999_00,
      codAllowed: true,
      perishablesAllowed: false,
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
      id: 'fixed-18-20',
      kind: 'FIXED',
      label: 'Evening',
      startTime: '18:00',
      endTime: '20:00',
      surchargePaise: 49_00,
      capacityPerDay: 20,
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
  previous = (await api<{ adminDeliverySettings: StoredSettings }>(`{ adminDeliverySettings { ${SETTINGS_FIELDS} } }`))
    .adminDeliverySettings;
  await saveSettings(COIMBATORE_SETTINGS);
});

afterAll(async () => {
  if (previous) await saveSettings(asInput(previous));
});

async function checkDelivery(page: Page, pin: string): Promise<Locator> {
  const check = page.getByRole('region', { name: 'Check delivery' });
  await check.getByLabel('Delivery PIN code').fill(pin);
  await check.getByRole('button', { name: 'Check' }).click();
  return check;
}

async function fillRecipient(form: Locator): Promise<void> {
  await form.getByRole('checkbox', { name: 'This is a gift for someone else' }).check();
  const recipient = form.getByRole('group', { name: 'Recipient' });
  await recipient.getByLabel("Recipient's first name").fill('Anitha');
  await recipient.getByLabel("Recipient's last name").fill('Kumar');
  await recipient.getByLabel("Recipient's phone number").fill('9123456780');
  await recipient.getByLabel("Recipient's PIN code").fill('641002');
  // The PIN directory (on the server) fills the city and the state.
  await eventually(() => recipient.getByLabel("Recipient's state").inputValue()).toBe('Tamil Nadu');
  await recipient.getByLabel("Recipient's address").fill('4 Lake View Road, Saibaba Colony');
  await recipient.getByLabel("Recipient's landmark (optional)").fill('Opposite the temple');
}

describe('a gift on a date and slot', () => {
  it('checks a PIN, sends roses to a recipient for midnight, pays online; the owner sees it tomorrow', async () => {
    const tomorrow = shopDate(Date.now() + 86_400_000);
    const shopper = uniqueShopper('delivery');
    const signUpPage = await shopPage(browser(), 'delivery-signup');
    await signUpWithVerifiedPhone(signUpPage, emulator, shopper);
    await signUpPage.context().close();

    // The product page check on a phone, then on a desktop where the order is made.
    const phone = await shopPage(browser(), 'delivery-product-phone', 'phone');
    try {
      await phone.goto(`/product/${PRODUCT}`);
      const check = await checkDelivery(phone, '641002');
      await eventually(() => check.getByRole('status').textContent()).toContain('Coimbatore');
      await check.scrollIntoViewIfNeeded();
      await screenshot(phone, 'delivery-1-product-check-phone');
    } finally {
      await phone.context().close();
    }

    const page = await shopPage(browser(), 'delivery-desktop');
    try {
      await page.goto(`/product/${PRODUCT}`);
      const refused = await checkDelivery(page, '110001');
      await eventually(() => refused.getByRole('status').textContent()).toMatch(/110001/);
      const check = await checkDelivery(page, '641002');
      const answer = check.getByRole('status');
      await eventually(() => answer.textContent()).toContain('Delivering to Coimbatore');
      expect(await answer.textContent()).toContain('Midnight (23:00–23:59)');
      expect(await answer.textContent()).toContain('Cash on delivery available');
      expect(await answer.getAttribute('aria-live')).toBe('polite');
      await check.scrollIntoViewIfNeeded();
      await screenshot(page, 'delivery-1-product-check-desktop');

      // The PIN is remembered on this device: the next product page starts from it.
      await page.reload();
      await eventually(() => page.getByLabel('Delivery PIN code').inputValue()).toBe('641002');

      await page.getByRole('radio', { name: /12 roses/ }).check();
      await addToCart(page, PRODUCT, WAIT);
      await page.goto('/cart');
      await proceedToCheckout(page, WAIT);
      const modal = page.getByRole('dialog', { name: 'Log in to check out' });
      await eventually(() => modal.isVisible()).toBe(true);
      await authForm(modal).logIn(shopper.email, 'secret123');

      const form = page.getByRole('form', { name: 'Delivery address' });
      await eventually(() => form.getByLabel('First Name').inputValue()).toBe('Asha');
      // For a gift the buyer gives no address: only the recipient's block asks for one.
      await fillRecipient(form);
      expect(await form.getByLabel('PIN code', { exact: true }).count()).toBe(0);
      await form.getByRole('button', { name: 'Continue to review' }).click();

      const delivery = page.getByRole('region', { name: 'Delivery date and time' });
      await eventually(() => delivery.textContent()).toContain('Delivering to Anitha Kumar, Coimbatore 641002');
      await delivery.getByRole('radio', { name: new RegExp(formatDeliveryDate(tomorrow)) }).check();
      await delivery.getByRole('radio', { name: /Midnight/ }).check();
      await eventually(() => page.getByTestId('breakup-slot-surcharge').textContent()).toBe('₹199');
      await screenshot(page, 'delivery-2-checkout-step-desktop', true);
      await page.setViewportSize({ width: 390, height: 844 });
      await delivery.scrollIntoViewIfNeeded();
      await screenshot(page, 'delivery-2-checkout-step-phone');
      await page.setViewportSize({ width: 1280, height: 900 });

      await page.getByRole('radio', { name: /Pay online/ }).check();
      await page.getByRole('checkbox', { name: /I accept the/ }).check();
      await page.getByRole('button', { name: 'Place order and pay' }).click();
      await page.waitForURL(/\/payment\/status\?order=/);
      const frame = page.frameLocator(`iframe[title="${CHECKOUT_FRAME_TITLE}"]`);
      await frame.getByRole('button', { name: 'Pay successfully' }).click();
      const status = page.getByTestId('payment-status');
      await eventually(() => status.getAttribute('data-verdict')).toBe('paid');
      const arrives = `Arrives ${formatDeliveryDate(tomorrow)}`;
      await eventually(() => page.getByTestId('order-arrives').textContent()).toContain(arrives);
      expect(await page.getByTestId('order-arrives').textContent()).toContain('23:00');
    } finally {
      await page.context().close();
    }

    // The owner's deliveries for tomorrow, under Midnight.
    for (const viewport of ['desktop', 'phone'] as const) {
      const admin = await shopPage(browser(), `delivery-admin-${viewport}`, viewport);
      try {
        await signInAsOwner(admin);
        await admin.goto(`/admin/deliveries?date=${tomorrow}`);
        const sheet = admin.getByTestId('run-sheet');
        const midnight = sheet.locator('section', { has: admin.getByRole('heading', { name: /^Midnight/ }) });
        await eventually(() => midnight.getByTestId('delivery-row').filter({ hasText: 'Anitha Kumar' }).count()).toBe(
          1,
        );
        const row = midnight.getByTestId('delivery-row').filter({ hasText: 'Anitha Kumar' });
        expect(await row.textContent()).toContain('Opposite the temple');
        expect(await row.textContent()).toContain('Red Roses Bouquet (12 roses) × 1');
        await screenshot(admin, `delivery-3-deliveries-${viewport}`, true);
      } finally {
        await admin.context().close();
      }
    }
  });
});
