// The owner ships an order from /admin and the shopper sees it, in Debian's Chromium against the whole local shop
// (real server, emulators, demo catalog, the seeded local admin): a shopper signs up and places a cash-on-delivery
// order; the admin finds it in the orders table, marks it packed and shipped with a courier and tracking number,
// issues its GST invoice; the shopper's order page shows "Shipped" with the tracking number. Screenshots of every
// admin screen of the orders, dashboard, marketing and settings at desktop size, and of the orders table at phone size.
// Then an online order paid at the Razorpay test gateway: the admin refunds part of it from the order page and finds
// it under the "Refunded (part or all)" payment filter of the orders table, marked with what came back.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFailed } from 'vitest';
import { AuthEmulatorClient } from '../support/accounts-auth-client.js';
import { launchBrowser, newPage, screenshot, type ViewportName } from '../support/e2e/browser.js';
import { AuthEmulatorBackdoor, signUpWithVerifiedPhone, uniqueShopper } from '../support/e2e/accounts-support.js';
import { signInAsOwner } from '../support/e2e/admin-pages.js';

const appUrl = inject('appUrl');
const gatewayUrl = inject('gatewayUrl');
const emulator = new AuthEmulatorBackdoor(inject('authHost'), inject('projectId'));
const authClient = new AuthEmulatorClient(inject('authHost'), inject('projectId'));

// A demo product other end-to-end tests do not buy (server/local/seed/demo-products.ts).
const PRODUCT = 'brass-kuthuvilakku-lamp';

let browser: Browser;

function eventually<T>(read: () => T | Promise<T>) {
  return expect.poll(read, { timeout: 15_000, interval: 100 });
}

async function api<T>(token: string, query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${appUrl}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'apollo-require-preflight': 'true',
      authorization: `Bearer ${token}`,
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!body.data) throw new Error(JSON.stringify(body));
  return body.data;
}

/** An order to Chennai, which goes by courier (the shop's own delivery in Coimbatore is not shipped). */
async function placeOrder(
  token: string,
  paymentMethod: 'COD' | 'ONLINE' = 'COD',
): Promise<{ id: string; orderNumber: string }> {
  const response = await fetch(`${appUrl}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'apollo-require-preflight': 'true',
      authorization: `Bearer ${token}`,
    },
    body: JSON.stringify({
      query: `mutation ($input: PlaceOrderInput!, $key: String!) {
        placeOrder(input: $input, idempotencyKey: $key) { order { id orderNumber } userErrors { code message } } }`,
      variables: {
        key: `e2e-admin-${crypto.randomUUID()}`,
        input: {
          lines: [{ productId: PRODUCT, quantity: 1 }],
          address: {
            firstName: 'Asha',
            lastName: 'Raman',
            email: 'asha@example.in',
            phone: '9876543210',
            address: '12 Anna Salai',
            city: 'Chennai',
            postalCode: '600002',
            state: 'Tamil Nadu',
          },
          paymentMethod,
          acceptTerms: true,
        },
      },
    }),
  });
  const body = (await response.json()) as {
    data?: { placeOrder: { order: { id: string; orderNumber: string } | null; userErrors: unknown[] } };
  };
  const order = body.data?.placeOrder.order;
  if (!order) throw new Error(`placeOrder failed: ${JSON.stringify(body)}`);
  return order;
}

async function freshPage(viewport: ViewportName, name: string): Promise<Page> {
  const errors: string[] = [];
  const page = await newPage(browser, viewport, { baseURL: appUrl, errors });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  onTestFailed(async () => {
    await screenshot(page, `failed-admin-orders-${name}`, true).catch(() => {});
    console.error(`Browser errors (${name}):\n${errors.join('\n')}`);
  });
  return page;
}

/** An online order paid at the test gateway (as the payment window would), settled by Razorpay's webhook. */
async function paidOnlineOrder(token: string): Promise<{ id: string; orderNumber: string }> {
  const order = await placeOrder(token, 'ONLINE');
  const started = await api<{ startPayment: { session: { providerOrderId: string } | null } }>(
    token,
    'mutation ($id: ID!) { startPayment(orderId: $id) { session { providerOrderId } } }',
    { id: order.id },
  );
  const providerOrderId = started.startPayment.session!.providerOrderId;
  const paid = await fetch(`${gatewayUrl}/__test/orders/${providerOrderId}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outcome: 'success', method: 'upi' }),
  });
  expect(paid.status).toBe(200);
  await eventually(async () => {
    const read = await api<{ order: { payment: { status: string } | null } }>(
      token,
      'query ($id: ID!) { order(id: $id) { payment { status } } }',
      { id: order.id },
    );
    return read.order.payment?.status;
  }).toBe('PAID');
  return order;
}

beforeAll(async () => {
  browser = await launchBrowser();
  // Webhooks delivered as Razorpay does (other tests may have changed the mode).
  await fetch(`${gatewayUrl}/__test/webhooks`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mode: 'deliver' }),
  });
});

afterAll(async () => {
  await browser?.close();
});

describe('the admin ships an order', () => {
  it('packs and ships it with a tracking number, issues its invoice, and the shopper sees the tracking', async () => {
    const shopper = uniqueShopper('admin-ship');
    const shopperPage = await freshPage('desktop', 'shopper');
    await signUpWithVerifiedPhone(shopperPage, emulator, shopper);
    const { idToken } = await authClient.signInWithPassword(shopper.email);
    const order = await placeOrder(idToken);

    const page = await freshPage('desktop', 'admin');
    await signInAsOwner(page);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.getByTestId('sales-chart').locator('canvas').waitFor();
    await eventually(async () =>
      Number(await page.getByTestId('to-pack').locator('strong').textContent()),
    ).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('low-stock').textContent()).toMatch(/\d+ low, \d+ sold out/);
    await screenshot(page, 'admin-dashboard-desktop', true);

    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Orders' }).click();
    await page.getByRole('heading', { name: 'Orders' }).waitFor();
    await page.getByTestId('admin-order-row').first().waitFor();
    await screenshot(page, 'admin-orders-desktop', true);

    // A search that is neither a number, a phone, an e-mail nor a name is explained beside the field, in words.
    const search = page.getByLabel('Order number, phone, e-mail or name');
    await search.fill('@');
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect.poll(() => search.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText(/Invalid argument/).count()).toBe(0);
    expect(await page.getByText('at least 2 letters of a name', { exact: false }).count()).toBe(1);

    await search.fill(order.orderNumber);
    await page.getByRole('button', { name: 'Filter' }).click();
    await eventually(() => page.getByTestId('admin-order-row').count()).toBe(1);
    await page.getByRole('link', { name: order.orderNumber }).click();
    await expect.poll(() => page.getByTestId('admin-order-status').textContent()).toBe('To pack');
    await screenshot(page, 'admin-order-desktop', true);

    await page.getByRole('button', { name: 'Mark packed' }).click();
    await eventually(() => page.getByTestId('admin-order-status').textContent()).toBe('Packed');
    await page.getByRole('button', { name: 'Mark shipped' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark shipped' });
    // The couriers come from the settings; DTDC has a tracking page, so the shopper gets a link.
    await expect.poll(() => dialog.getByLabel('Courier').locator('option').count()).toBeGreaterThan(5);
    await dialog.getByLabel('Courier').selectOption('DTDC');
    await dialog.getByLabel('Tracking number').fill('D7001234567');
    await screenshot(page, 'admin-order-ship-dialog-desktop');
    await dialog.getByRole('button', { name: 'Mark shipped' }).click();
    await eventually(() => page.getByTestId('admin-order-status').textContent()).toBe('Shipped');
    await expect.poll(() => page.getByTestId('admin-order-shipment').textContent()).toContain('D7001234567');

    await page.getByRole('link', { name: 'Packing slip' }).click();
    await page.getByTestId('packing-slip').waitFor();
    await screenshot(page, 'admin-packing-slip-desktop', true);
    await page.goBack();
    // Packing issued the invoice (the demo shop's invoiceIssuing is ON_PACKED): the link names its number.
    const invoiceLink = page.getByRole('link', { name: /^Invoice LG\// });
    const linkedNumber = ((await invoiceLink.textContent()) ?? '').replace(/^Invoice /, '');
    await invoiceLink.click();
    await eventually(() => page.getByTestId('invoice-number').textContent()).toMatch(/^LG\/\d{4}-\d{2}\/\d{5}$/);
    expect(await page.getByTestId('invoice-number').textContent()).toBe(linkedNumber);
    await expect.poll(() => page.getByTestId('place-of-supply').textContent()).toBe('Tamil Nadu (33)');
    expect(await page.getByTestId('invoice-total-in-words').textContent()).toMatch(/^Amount in words: Rupees .+ Only$/);
    await screenshot(page, 'admin-invoice-desktop', true);

    await shopperPage.goto(`/account/orders/${order.id}`);
    await eventually(() => shopperPage.getByTestId('order-status').textContent()).toBe('Shipped');
    await expect.poll(() => shopperPage.getByTestId('order-shipment').textContent()).toContain('D7001234567');
    await expect.poll(() => shopperPage.getByTestId('order-shipment').textContent()).toContain('DTDC');
    expect(
      await shopperPage
        .getByTestId('order-shipment')
        .getByRole('link', { name: /D7001234567/ })
        .getAttribute('href'),
    ).toBe('https://www.dtdc.com/track-your-shipment/?awb=D7001234567');
    await screenshot(shopperPage, 'shopper-order-shipped-desktop', true);

    await page.goto('/admin/marketing');
    await page.getByTestId('announcement-preview').waitFor();
    await screenshot(page, 'admin-marketing-desktop', true);
    await page.goto('/admin/settings');
    await page.getByRole('heading', { name: 'Settings' }).waitFor();
    await page.getByLabel('Legal name').waitFor();
    await screenshot(page, 'admin-settings-desktop', true);
    await page.getByRole('heading', { name: 'Couriers' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'admin-settings-couriers-desktop');

    const phone = await freshPage('phone', 'admin-phone');
    await signInAsOwner(phone);
    await phone.goto('/admin/orders');
    await phone.getByTestId('admin-order-row').first().waitFor();
    await screenshot(phone, 'admin-orders-phone', true);

    // On a phone the sections fold behind one button, so the page starts on the first screen.
    const sections = phone.getByRole('navigation', { name: 'Admin sections' });
    expect(await sections.isVisible()).toBe(false);
    const menu = phone.getByRole('button', { name: 'Menu' });
    const heading = await phone.getByRole('heading', { name: 'Orders' }).boundingBox();
    expect(heading!.y + heading!.height).toBeLessThan(phone.viewportSize()!.height / 3);
    await menu.click();
    await expect.poll(() => sections.isVisible()).toBe(true);
    await screenshot(phone, 'admin-menu-phone');
    await sections.getByRole('link', { name: 'Coupons' }).click();
    await phone.waitForURL(/\/admin\/coupons$/);
    await expect.poll(() => sections.isVisible()).toBe(false);
    expect(await phone.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('refunds part of a paid online order from its page; the "Refunded" payment filter lists it, marked', async () => {
    const shopper = uniqueShopper('admin-refund');
    const shopperPage = await freshPage('desktop', 'refund-shopper');
    await signUpWithVerifiedPhone(shopperPage, emulator, shopper);
    const { idToken } = await authClient.signInWithPassword(shopper.email);
    const order = await paidOnlineOrder(idToken);

    const page = await freshPage('desktop', 'admin-refund');
    await signInAsOwner(page);
    await page.goto(`/admin/orders/${order.id}`);
    await eventually(() => page.getByTestId('admin-order-status').textContent()).toBe('To pack');
    await page.getByRole('button', { name: 'Refund' }).click();
    const dialog = page.getByRole('dialog', { name: 'Refund this order' });
    await dialog.getByLabel('Amount (₹)').fill('100');
    await dialog.getByLabel('Reason').fill('Chipped rim');
    await screenshot(page, 'admin-order-refund-dialog-desktop');
    await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    const payment = page.getByTestId('admin-order-payment');
    await eventually(() => payment.textContent()).toContain('₹100 (by you: Chipped rim): processed');
    await eventually(() => payment.textContent()).toContain('Partly refunded');
    await screenshot(page, 'admin-order-refunded-desktop', true);

    await page.goto('/admin/orders');
    await page.getByLabel('Payment').selectOption('REFUNDED');
    await eventually(() => new URL(page.url()).searchParams.get('payment')).toBe('REFUNDED');
    await page.getByRole('link', { name: order.orderNumber }).waitFor();
    const payments = await page.getByTestId('admin-order-row').locator('td[data-label="Payment"]').allTextContents();
    // Every refunded order, online or cash, is marked with what came back.
    expect(payments.every((text) => /^(Online|Cash on delivery) (Partly refunded|Refunded) ₹/.test(text))).toBe(true);
    const row = page.getByTestId('admin-order-row').filter({ hasText: order.orderNumber });
    expect(await row.getByTestId('admin-order-refunded').textContent()).toBe('Partly refunded ₹100');

    await shopperPage.goto(`/account/orders/${order.id}`);
    await eventually(() => shopperPage.getByTestId('order-refunds').textContent()).toContain('(Chipped rim)');
    // What was paid, what came back and the net, side by side.
    const totals = shopperPage.getByTestId('order-payment-totals');
    await eventually(() => totals.textContent()).toMatch(/Paid₹[\d,]+Refunded₹100Net paid₹[\d,]+/);
    const [paid, , net] = (await totals.locator('dd').allTextContents()).map((text) => Number(text.replace(/\D/g, '')));
    expect(paid! - net!).toBe(100);
    // Under the order total: refunded and net, as the server adds them up.
    const refundTotals = shopperPage.getByTestId('refund-totals');
    expect(await refundTotals.getByTestId('refund-totals-refunded').textContent()).toBe('−₹100');
    const totalPaise = Number(await shopperPage.getByTestId('breakup-total').getAttribute('data-paise'));
    expect(Number(await refundTotals.getByTestId('refund-totals-net').getAttribute('data-paise'))).toBe(
      totalPaise - 100_00,
    );
    expect(await shopperPage.getByTestId('order-timeline').textContent()).toContain('₹100 refunded online');
    await screenshot(shopperPage, 'shopper-order-after-refund-desktop', true);
    // Cancelling now would give back the rest, to where it was paid from.
    await shopperPage.getByRole('button', { name: 'Cancel order' }).click();
    await eventually(() => shopperPage.getByTestId('cancel-refund-note').textContent()).toMatch(
      /^₹[\d,]+ comes back to the .+ within 5–7 working days of the cancellation\.$/,
    );
    await screenshot(shopperPage, 'shopper-cancel-dialog-refund-desktop');
  });
});
