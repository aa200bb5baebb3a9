// The Checkout stand-in in a real browser (Debian's Chromium through playwright-core): a host page on another origin,
// with a CSP that admits the gateway only in script-src and frame-src and allows no inline script or style, opens the
// payment window and gets the handler, payment.failed and ondismiss callbacks, with no CSP violation anywhere.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHmac } from 'node:crypto';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_FRAME_TITLE, TEST_GATEWAY_BANNER, startTestGateway, type TestGateway } from './index.js';

const KEY_ID = 'rzp_test_browsertest';
const KEY_SECRET = 'browser-test-key-secret';
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// The host page's own script: opens Checkout for the order in the URL and records every callback in window.events.
const HOST_JS = `
  window.events = [];
  const orderId = new URLSearchParams(location.search).get('order');
  const rzp = new Razorpay({
    key: ${JSON.stringify(KEY_ID)},
    amount: 49900,
    currency: 'INR',
    name: 'Lovely Gifts',
    description: 'Order LG-1',
    order_id: orderId,
    prefill: { name: 'Asha', email: 'asha@example.in', contact: '+919876543210' },
    theme: { color: '#aa3366' },
    handler: (response) => window.events.push(['handler', response]),
    modal: { ondismiss: () => window.events.push(['ondismiss']) },
  });
  rzp.on('payment.failed', (response) => window.events.push(['payment.failed', response]));
  document.getElementById('pay').addEventListener('click', () => rzp.open());
`;

let gateway: TestGateway;
let host: Server;
let hostUrl: string;
let browser: Browser;

beforeAll(async () => {
  gateway = await startTestGateway({ keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: 'unused' });
  const policy = [
    "default-src 'self'",
    `script-src 'self' ${gateway.url}`,
    "script-src-attr 'none'",
    "style-src 'self'",
    "style-src-attr 'none'",
    `frame-src ${gateway.url}`,
    "frame-ancestors 'none'",
  ].join('; ');
  host = createServer((req, res) => {
    if (req.url?.startsWith('/host.js')) {
      res.writeHead(200, { 'Content-Type': 'application/javascript' }).end(HOST_JS);
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/html', 'Content-Security-Policy': policy });
    res.end(`<!doctype html><html lang="en"><head><title>Shop</title>
      <script src="${gateway.checkoutScriptUrl}"></script><script src="/host.js" defer></script></head>
      <body><button id="pay" type="button">Pay online</button></body></html>`);
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ARGS, headless: true });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => host?.close(resolve));
  await gateway?.stop();
});

async function createOrder() {
  const res = await fetch(`${gateway.url}/v1/orders`, {
    method: 'POST',
    headers: { Authorization: `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}` },
    body: JSON.stringify({ amount: 49_900, currency: 'INR', receipt: 'LG-1' }),
  });
  return ((await res.json()) as { id: string }).id;
}

/** Opens the host page, records CSP violations from it and its frames, and opens the payment window. */
async function openCheckout(orderId: string): Promise<{ page: Page; violations: string[] }> {
  const context = await browser.newContext();
  const violations: string[] = [];
  await context.exposeBinding('reportViolation', (_source, text: string) => violations.push(text));
  await context.addInitScript({
    content: `document.addEventListener('securitypolicyviolation', (e) =>
      window.reportViolation(e.violatedDirective + ' ' + (e.blockedURI || 'inline') + ' in ' + e.documentURI), true);`,
  });
  context.on('console', (m) => {
    if (/Content[- ]Security[- ]Policy/i.test(m.text())) violations.push(m.text());
  });
  const page = await context.newPage();
  await page.goto(`${hostUrl}/?order=${orderId}`);
  await page.getByRole('button', { name: 'Pay online' }).click();
  return { page, violations };
}

const frameOf = (page: Page) => page.frameLocator(`iframe[title="${CHECKOUT_FRAME_TITLE}"]`);
const events = (page: Page) => page.evaluate(() => (window as unknown as { events: unknown[] }).events);

describe('Checkout stand-in in Chromium', () => {
  it('shows the test banner and order, pays, and calls handler with a valid signature', async () => {
    const orderId = await createOrder();
    const { page, violations } = await openCheckout(orderId);
    const frame = frameOf(page);
    await expect.poll(() => frame.getByText(TEST_GATEWAY_BANNER).count()).toBe(1);
    expect(await frame.getByRole('heading', { name: 'Lovely Gifts' }).count()).toBe(1);
    expect(await frame.getByText('₹499.00').count()).toBe(1);
    expect(await frame.getByText(orderId).count()).toBe(1);

    await frame.getByRole('radio', { name: 'Card' }).check();
    await frame.getByRole('button', { name: 'Pay successfully' }).click();
    await expect.poll(() => events(page)).toHaveLength(1);
    const [[name, response]] = (await events(page)) as [[string, Record<string, string>]];
    expect(name).toBe('handler');
    expect(response.razorpay_order_id).toBe(orderId);
    expect(response.razorpay_signature).toBe(
      createHmac('sha256', KEY_SECRET).update(`${orderId}|${response.razorpay_payment_id}`).digest('hex'),
    );
    expect(await page.locator('iframe').count()).toBe(0);
    expect(violations).toEqual([]);
    await page.context().close();
  }, 60_000);

  it('reports a failure to payment.failed and stays open, and a retry in the same window pays', async () => {
    const orderId = await createOrder();
    const { page, violations } = await openCheckout(orderId);
    const frame = frameOf(page);
    await frame.getByRole('button', { name: 'Fail the payment' }).click();
    await expect.poll(() => events(page)).toHaveLength(1);
    const [[name, response]] = (await events(page)) as [[string, { error: Record<string, any> }]];
    expect(name).toBe('payment.failed');
    expect(response.error).toMatchObject({
      code: 'BAD_REQUEST_ERROR',
      reason: 'payment_failed',
      source: 'customer',
      step: 'payment_authorization',
      metadata: { order_id: orderId, payment_id: expect.stringMatching(/^pay_/) },
    });
    await expect.poll(() => frame.getByText(/Payment failed/).count()).toBe(1);
    expect(await page.locator('iframe').count()).toBe(1);

    await frame.getByRole('button', { name: 'Pay successfully' }).click();
    await expect.poll(() => events(page)).toHaveLength(2);
    const [, [second, paid]] = (await events(page)) as [unknown, [string, Record<string, string>]];
    expect(second).toBe('handler');
    expect(paid.razorpay_order_id).toBe(orderId);
    expect(paid.razorpay_payment_id).not.toBe(response.error.metadata.payment_id);
    expect(await page.locator('iframe').count()).toBe(0);
    expect(violations).toEqual([]);
    await page.context().close();
  }, 60_000);

  it('calls modal.ondismiss when the shopper closes the window (Close button, or Escape), and can reopen', async () => {
    const orderId = await createOrder();
    const { page, violations } = await openCheckout(orderId);
    await frameOf(page).getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => events(page)).toEqual([['ondismiss']]);
    expect(await page.locator('iframe').count()).toBe(0);

    await page.getByRole('button', { name: 'Pay online' }).click();
    await frameOf(page).getByRole('button', { name: 'Pay successfully' }).focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => events(page)).toEqual([['ondismiss'], ['ondismiss']]);
    expect(await page.locator('iframe').count()).toBe(0);
    expect(violations).toEqual([]);
    await page.context().close();
  }, 60_000);
});
