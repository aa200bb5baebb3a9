/**
 * The Checkout stand-in: /v1/checkout.js for the host page, and the payment window it frames
 * (/v1/checkout/embedded, its script and stylesheet, and the pay endpoint its buttons call). The window's page runs
 * under its own strict CSP: no inline script or style, framed only by the origin that opened it.
 */
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { GatewayError, invalid } from './errors.js';
import { sendJson, type Route } from './http.js';
import { parsePayRequest, type PayResponse } from './pay.js';
import type { GatewayLedger, OrderEntity, PayOptions } from './ledger.js';

export interface CheckoutDeps {
  ledger: GatewayLedger;
  keyId: string;
  pay: (orderId: string, outcome: 'success' | 'failure', opts: PayOptions) => PayResponse;
}

const asset = (name: string) => readFileSync(new URL(`./checkout/${name}`, import.meta.url), 'utf8');
const CHECKOUT_JS = asset('checkout.js');
const EMBEDDED_JS = asset('embedded.js');
const EMBEDDED_CSS = asset('embedded.css');

export const BANNER = 'Razorpay TEST GATEWAY — no real money moves';
/** The iframe's title, set by checkout.js: browser tests find the payment window by it. */
export const CHECKOUT_FRAME_TITLE = 'Razorpay TEST GATEWAY payment window';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const rupees = (paise: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(paise / 100);

/** An http(s) origin, exactly (`http://127.0.0.1:3000`), or undefined: it goes into a CSP header. */
function parseOrigin(value: string | null): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    return url.origin === value ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

function embeddedCsp(parentOrigin: string | undefined): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "connect-src 'self'",
    "img-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${parentOrigin ?? "'none'"}`,
  ].join('; ');
}

function send(res: ServerResponse, status: number, type: string, body: string, headers: Record<string, string> = {}) {
  res.writeHead(status, {
    'Content-Type': `${type}; charset=utf-8`,
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-cache',
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
  res.end(body);
}

interface WindowView {
  order?: OrderEntity;
  problem?: string;
  query: URLSearchParams;
  parentOrigin?: string;
}

function windowProblem(ledger: GatewayLedger, keyId: string, query: URLSearchParams): WindowView {
  const parentOrigin = parseOrigin(query.get('parent_origin'));
  const view: WindowView = { query, parentOrigin };
  if (!parentOrigin) return { ...view, problem: 'The page that opened this window did not say its origin.' };
  if (query.get('key_id') !== keyId) return { ...view, problem: 'The key id does not belong to this gateway.' };
  let order: OrderEntity;
  try {
    order = ledger.order(query.get('order_id') ?? '');
  } catch {
    return { ...view, problem: 'There is no such order at this gateway.' };
  }
  if (order.status === 'paid') return { ...view, order, problem: 'This order has already been paid.' };
  return { ...view, order };
}

function renderWindow({ order, problem, query, parentOrigin }: WindowView): string {
  const themeColor = query.get('theme_color') ?? '';
  const data: Record<string, string> = {
    'order-id': order?.id ?? '',
    'key-id': query.get('key_id') ?? '',
    'parent-origin': parentOrigin ?? '',
    email: query.get('email') ?? '',
    contact: query.get('contact') ?? '',
    'theme-color': /^#[0-9a-fA-F]{3,8}$/.test(themeColor) ? themeColor : '',
  };
  const attributes = Object.entries(data)
    .map(([name, value]) => ` data-${name}="${escapeHtml(value)}"`)
    .join('');
  const shop = query.get('name') ?? 'Shop';
  const description = query.get('description');
  const body = problem
    ? `<p class="unavailable" role="alert">${escapeHtml(problem)}</p>`
    : `<p class="amount">${escapeHtml(rupees(order!.amount_due))}</p>
      <p class="order">Order <code>${escapeHtml(order!.id)}</code></p>
      <fieldset>
        <legend>Pay with (simulated)</legend>
        <label><input type="radio" name="method" value="upi" checked /> UPI</label>
        <label><input type="radio" name="method" value="card" /> Card</label>
        <label><input type="radio" name="method" value="netbanking" /> Netbanking</label>
      </fieldset>
      <button type="button" class="pay success" data-outcome="success">Pay successfully</button>
      <button type="button" class="pay failure" data-outcome="failure">Fail the payment</button>`;
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Razorpay TEST GATEWAY</title>
    <link rel="stylesheet" href="/v1/checkout/embedded.css" />
    <script src="/v1/checkout/embedded.js" defer></script>
  </head>
  <body${attributes}>
    <main aria-labelledby="shop-name">
      <p class="banner" role="note">${escapeHtml(BANNER)}</p>
      <button type="button" id="close" class="close" aria-label="Close">×</button>
      <div class="content">
        <h1 id="shop-name">${escapeHtml(shop)}</h1>
        ${description ? `<p class="description">${escapeHtml(description)}</p>` : ''}
        ${body}
        <p id="status" class="status" role="status" aria-live="polite"></p>
      </div>
    </main>
  </body>
</html>
`;
}

/** The pay endpoint answers only the gateway's own pages (a browser sends Origin on a cross-origin or POST fetch). */
function sameOrigin(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  return origin === undefined || origin === `http://${req.headers.host}`;
}

function parseContact(value: unknown, field: string): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' || value.length > 100) throw invalid(field, `The ${field} must be a short string.`);
  return value;
}

export function checkoutRoutes(deps: CheckoutDeps): Route[] {
  return [
    {
      method: 'GET',
      path: /^\/v1\/checkout\.js$/,
      handle: ({ req, res }) =>
        send(
          res,
          200,
          'application/javascript',
          CHECKOUT_JS.replace('__GATEWAY_ORIGIN__', `http://${req.headers.host}`),
          { 'Cross-Origin-Resource-Policy': 'cross-origin' },
        ),
    },
    {
      method: 'GET',
      path: /^\/v1\/checkout\/embedded\.js$/,
      handle: ({ res }) => send(res, 200, 'application/javascript', EMBEDDED_JS),
    },
    {
      method: 'GET',
      path: /^\/v1\/checkout\/embedded\.css$/,
      handle: ({ res }) => send(res, 200, 'text/css', EMBEDDED_CSS),
    },
    {
      method: 'GET',
      path: /^\/v1\/checkout\/embedded\/?$/,
      handle: ({ res, url }) => {
        const view = windowProblem(deps.ledger, deps.keyId, url.searchParams);
        send(res, view.problem ? 400 : 200, 'text/html', renderWindow(view), {
          'Content-Security-Policy': embeddedCsp(view.parentOrigin),
          'Referrer-Policy': 'no-referrer',
        });
      },
    },
    {
      method: 'POST',
      path: /^\/v1\/checkout\/embedded\/pay\/?$/,
      handle: async ({ req, res, json }) => {
        if (!sameOrigin(req)) throw new GatewayError(403, 'Only the gateway’s payment window may pay here');
        const body = ((await json()) ?? {}) as Record<string, unknown>;
        if (body.key_id !== deps.keyId) throw new GatewayError(401, 'The api key provided is invalid');
        if (typeof body.order_id !== 'string') throw invalid('order_id', 'The order_id field is required.');
        const { outcome, method } = parsePayRequest(body);
        const email = parseContact(body.email, 'email');
        const contact = parseContact(body.contact, 'contact');
        sendJson(res, 200, deps.pay(body.order_id, outcome, { method, email, contact }));
      },
    },
  ];
}
