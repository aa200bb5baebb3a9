import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from './index.js';

const KEY_ID = 'rzp_test_checkouttest';
const KEY_SECRET = 'checkout-test-key-secret';
const SHOP = 'http://127.0.0.1:3999';
let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway({ keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: 'unused' });
});
afterAll(async () => {
  await gateway.stop();
});

async function createOrder(amount = 123_456) {
  const res = await fetch(`${gateway.url}/v1/orders`, {
    method: 'POST',
    headers: { Authorization: `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}` },
    body: JSON.stringify({ amount, currency: 'INR', receipt: 'LG-CHK' }),
  });
  return (await res.json()) as { id: string };
}

const windowUrl = (params: Record<string, string>) =>
  `${gateway.url}/v1/checkout/embedded?${new URLSearchParams(params).toString()}`;

const csp = (header: string | null) =>
  new Map(
    (header ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/) as [string, ...string[]])
      .map(([k, ...v]) => [k, v]),
  );

describe('checkout.js', () => {
  it('is served as JavaScript, defines window.Razorpay, and uses no eval, inline styles or style elements', async () => {
    const res = await fetch(gateway.checkoutScriptUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/javascript/);
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const js = await res.text();
    expect(js).toContain('window.Razorpay = Razorpay');
    expect(js).toContain(`'${gateway.url}'`);
    expect(js).not.toMatch(/\beval\s*\(|new Function|setTimeout\(\s*['"`]/);
    expect(js).not.toMatch(/createElement\(\s*['"]style['"]|setAttribute\(\s*['"]style['"]|innerHTML|\.cssText/);
  });

  it('serves the payment window’s script and stylesheet from its own origin, without eval', async () => {
    const js = await fetch(`${gateway.url}/v1/checkout/embedded.js`);
    expect(js.headers.get('content-type')).toMatch(/^application\/javascript/);
    expect(await js.text()).not.toMatch(/\beval\s*\(|new Function|innerHTML/);
    const css = await fetch(`${gateway.url}/v1/checkout/embedded.css`);
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
  });
});

describe('the payment window', () => {
  it('shows the test banner, shop, amount, order id and the three choices, under a strict CSP', async () => {
    const order = await createOrder(123_456);
    const res = await fetch(
      windowUrl({ order_id: order.id, key_id: KEY_ID, parent_origin: SHOP, name: 'Lovely <Gifts>', email: 'a@b.in' }),
    );
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Razorpay TEST GATEWAY — no real money moves');
    expect(html).toContain('Lovely &lt;Gifts&gt;');
    expect(html).toContain('₹1,234.56');
    expect(html).toContain(order.id);
    expect(html).toMatch(/<button[^>]*>Pay successfully<\/button>/);
    expect(html).toMatch(/<button[^>]*>Fail the payment<\/button>/);
    expect(html).toMatch(/<button[^>]*aria-label="Close"[^>]*>×<\/button>/);
    expect(html).toContain(`data-parent-origin="${SHOP}"`);
    expect(html).not.toMatch(/<script>|<style|style="|\son\w+=/);

    const policy = csp(res.headers.get('content-security-policy'));
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual([SHOP]);
  });

  it.each([
    ['a parent origin that is not an origin', { parent_origin: `${SHOP}/cart` }, 'did not say its origin'],
    ['another key id', { key_id: 'rzp_test_other' }, 'key id does not belong'],
    ['an unknown order', { order_id: 'order_nope' }, 'no such order'],
  ])('refuses %s', async (_name, change, message) => {
    const order = await createOrder();
    const res = await fetch(windowUrl({ order_id: order.id, key_id: KEY_ID, parent_origin: SHOP, ...change }));
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain(message);
    expect(html).not.toContain('Pay successfully');
  });

  it('says when the order is already paid', async () => {
    const order = await createOrder();
    await gateway.pay(order.id, 'success');
    const html = await (await fetch(windowUrl({ order_id: order.id, key_id: KEY_ID, parent_origin: SHOP }))).text();
    expect(html).toContain('already been paid');
    expect(html).not.toContain('Pay successfully');
  });
});

describe('the payment window’s pay endpoint', () => {
  const payUrl = () => `${gateway.url}/v1/checkout/embedded/pay`;

  it('pays as pay() does, with the prefilled e-mail and contact on the payment', async () => {
    const order = await createOrder();
    const res = await fetch(payUrl(), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: gateway.url },
      body: JSON.stringify({
        order_id: order.id,
        key_id: KEY_ID,
        outcome: 'success',
        method: 'card',
        email: 'asha@example.in',
        contact: '+919876543210',
      }),
    });
    expect(res.status).toBe(200);
    const result = await res.json();
    expect(result.razorpay_signature).toMatch(/^[0-9a-f]{64}$/);
    const payment = await (
      await fetch(`${gateway.url}/v1/payments/${result.razorpay_payment_id}`, {
        headers: { Authorization: `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}` },
      })
    ).json();
    expect(payment).toMatchObject({ method: 'card', email: 'asha@example.in', contact: '+919876543210' });
  });

  it('refuses another origin and a wrong key id, paying nothing', async () => {
    const order = await createOrder();
    const body = { order_id: order.id, key_id: KEY_ID, outcome: 'success' };
    const foreign = await fetch(payUrl(), { method: 'POST', headers: { Origin: SHOP }, body: JSON.stringify(body) });
    expect(foreign.status).toBe(403);
    const wrongKey = await fetch(payUrl(), {
      method: 'POST',
      body: JSON.stringify({ ...body, key_id: 'rzp_test_other' }),
    });
    expect(wrongKey.status).toBe(401);
    const payments = await (
      await fetch(`${gateway.url}/v1/orders/${order.id}/payments`, {
        headers: { Authorization: `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}` },
      })
    ).json();
    expect(payments.count).toBe(0);
  });
});
