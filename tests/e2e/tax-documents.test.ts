// GST documents in Debian's Chromium against the whole local shop (real server, emulators, demo catalog, the local
// Razorpay test gateway, the seeded local admin): a shopper pays online for fresh gerberas (exempt, HSN 0603) and
// Warli wall plates (taxable); the owner issues the invoice, a "Tax Invoice cum Bill of Supply", and refunds ₹100
// from the order page; the shopper opens the credit note from the order page and sees its number and amount, then
// opens the invoice from the order page: the same number, printable.
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

// Demo products other end-to-end tests do not buy (server/local/seed/demo-products.ts).
const EXEMPT = 'mixed-gerbera-bouquet';
const TAXABLE = 'warli-art-wall-plates';

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

/** An online order of the gerberas and the plates, paid at the test gateway and settled by Razorpay's webhook. */
async function paidMixedOrder(token: string): Promise<{ id: string; orderNumber: string }> {
  const placed = await api<{
    placeOrder: { order: { id: string; orderNumber: string } | null; userErrors: unknown[] };
  }>(
    token,
    `mutation ($input: PlaceOrderInput!, $key: String!) {
      placeOrder(input: $input, idempotencyKey: $key) { order { id orderNumber } userErrors { code message } } }`,
    {
      key: `e2e-tax-${crypto.randomUUID()}`,
      input: {
        lines: [
          { productId: EXEMPT, quantity: 1 },
          { productId: TAXABLE, quantity: 1 },
        ],
        address: {
          firstName: 'Asha',
          lastName: 'Raman',
          email: 'asha@example.in',
          phone: '9876543210',
          address: '12 Race Course Road',
          city: 'Coimbatore',
          postalCode: '641018',
          state: 'Tamil Nadu',
        },
        paymentMethod: 'ONLINE',
        acceptTerms: true,
      },
    },
  );
  const order = placed.placeOrder.order;
  if (!order) throw new Error(`placeOrder failed: ${JSON.stringify(placed)}`);
  const started = await api<{ startPayment: { session: { providerOrderId: string } | null } }>(
    token,
    'mutation ($id: ID!) { startPayment(orderId: $id) { session { providerOrderId } } }',
    { id: order.id },
  );
  const paid = await fetch(`${gatewayUrl}/__test/orders/${started.startPayment.session!.providerOrderId}/pay`, {
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

async function freshPage(viewport: ViewportName, name: string): Promise<Page> {
  const errors: string[] = [];
  const page = await newPage(browser, viewport, { baseURL: appUrl, errors });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  onTestFailed(async () => {
    await screenshot(page, `failed-tax-documents-${name}`, true).catch(() => {});
    console.error(`Browser errors (${name}):\n${errors.join('\n')}`);
  });
  return page;
}

beforeAll(async () => {
  browser = await launchBrowser();
  await fetch(`${gatewayUrl}/__test/webhooks`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mode: 'deliver' }),
  });
});

afterAll(async () => {
  await browser?.close();
});

describe('GST documents', () => {
  it('invoices exempt flowers beside taxable plates; the shopper opens the credit note of a refund and the invoice', async () => {
    const shopper = uniqueShopper('tax-documents');
    const shopperPage = await freshPage('desktop', 'shopper');
    await signUpWithVerifiedPhone(shopperPage, emulator, shopper);
    const { idToken } = await authClient.signInWithPassword(shopper.email);
    const order = await paidMixedOrder(idToken);

    const page = await freshPage('desktop', 'admin');
    await signInAsOwner(page);
    await page.goto(`/admin/orders/${order.id}/invoice`);
    await page.getByRole('button', { name: 'Issue invoice' }).click();
    await eventually(() => page.getByTestId('invoice-title').textContent()).toBe('Tax Invoice cum Bill of Supply');
    const lines = page.getByTestId('invoice-line');
    await eventually(() => lines.count()).toBe(2);
    const texts = await lines.allTextContents();
    const flowers = texts.find((text) => text.includes('Gerbera'))!;
    expect(flowers).toContain('(exempt)');
    expect(flowers).toContain('0603');
    expect(flowers).toContain('Exempt: no GST (bill of supply)');
    expect(texts.find((text) => text.includes('Warli'))).toContain('5 %');
    expect(await page.getByTestId('document-signature').textContent()).toMatch(/^For .+Authorised Signatory$/);
    const invoiceNumber = await page.getByTestId('invoice-number').textContent();
    await screenshot(page, 'invoice-mixed-exempt-taxable-desktop', true);

    await page.goto(`/admin/orders/${order.id}`);
    await eventually(() => page.getByTestId('admin-order-status').textContent()).toBe('To pack');
    await page.getByRole('button', { name: 'Refund' }).click();
    const dialog = page.getByRole('dialog', { name: 'Refund this order' });
    await dialog.getByLabel('Amount (₹)').fill('100');
    await dialog.getByLabel('Reason').fill('Wilted stems');
    await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await eventually(() => page.getByRole('link', { name: /^Credit note CN\// }).count()).toBe(1);

    await shopperPage.goto(`/account/orders/${order.id}`);
    const notes = shopperPage.getByTestId('order-credit-notes');
    await eventually(() => notes.textContent()).toMatch(/^Credit note CN\/\d{4}-\d{2}\/\d{4} · refund of ₹100$/);
    await screenshot(shopperPage, 'shopper-order-after-refund-credit-note-desktop', true);
    const link = notes.getByRole('link');
    const number = (await link.textContent())!.replace('Credit note ', '');
    await link.click();
    await eventually(() => shopperPage.getByTestId('credit-note-number').textContent()).toBe(number);
    expect(await shopperPage.getByTestId('credit-note-total').textContent()).toBe('Amount credited: ₹100');
    expect(await shopperPage.getByTestId('credit-note-invoice').textContent()).toMatch(/^LG\/\d{4}-\d{2}\/\d{5} \(/);
    await shopperPage.getByRole('button', { name: 'Print or save as PDF' }).waitFor();
    await screenshot(shopperPage, 'credit-note-desktop', true);

    await shopperPage.getByRole('link', { name: '← Back to the order' }).click();
    await shopperPage
      .getByTestId('order-invoice')
      .getByRole('link', { name: `Invoice ${invoiceNumber}` })
      .click();
    await eventually(() => shopperPage.getByTestId('invoice-number').textContent()).toBe(invoiceNumber);
    expect(await shopperPage.getByTestId('invoice-title').textContent()).toBe('Tax Invoice cum Bill of Supply');
    await shopperPage.getByRole('button', { name: 'Print or save as PDF' }).waitFor();
    await screenshot(shopperPage, 'shopper-invoice-desktop', true);
  });
});
