/**
 * Razorpay's REST API subset under /v1, behind HTTP Basic auth with the key id and secret, as the real API is.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { GatewayError } from './errors.js';
import { sendJson, type Route } from './http.js';
import type { GatewayEvent, GatewayLedger } from './ledger.js';

export interface ApiDeps {
  ledger: GatewayLedger;
  keyId: string;
  keySecret: string;
  emit: (events: GatewayEvent[]) => void;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

function authorised(req: IncomingMessage, keyId: string, keySecret: string): boolean {
  const header = req.headers.authorization ?? '';
  const match = /^Basic\s+(\S+)$/i.exec(header);
  if (!match) return false;
  const given = Buffer.from(match[1]!, 'base64').toString('utf8');
  return timingSafeEqual(digest(given), digest(`${keyId}:${keySecret}`));
}

const ID = '([A-Za-z0-9_]+)';

export function apiRoutes(deps: ApiDeps): Route[] {
  const { ledger } = deps;
  const authed =
    (handle: Route['handle']): Route['handle'] =>
    (ctx) => {
      if (!authorised(ctx.req, deps.keyId, deps.keySecret)) throw new GatewayError(401, 'Authentication failed');
      return handle(ctx);
    };
  const route = (method: Route['method'], path: string, handle: Route['handle']): Route => ({
    method,
    path: new RegExp(`^/v1${path}/?$`),
    handle: authed(handle),
  });
  return [
    route('POST', '/orders', async ({ res, json }) => sendJson(res, 200, ledger.createOrder(await json()))),
    route('GET', `/orders/${ID}`, ({ res, params }) => sendJson(res, 200, ledger.order(params[0]!))),
    route('GET', `/orders/${ID}/payments`, ({ res, params }) => sendJson(res, 200, ledger.orderPayments(params[0]!))),
    route('GET', `/payments/${ID}`, ({ res, params }) => sendJson(res, 200, ledger.payment(params[0]!))),
    route('POST', `/payments/${ID}/refund`, async ({ req, res, params, json }) => {
      const key = req.headers['x-refund-idempotency'];
      const { refund, events } = ledger.refundPayment(
        params[0]!,
        await json(),
        typeof key === 'string' && key !== '' ? key : undefined,
      );
      deps.emit(events);
      sendJson(res, 200, refund);
    }),
    route('GET', `/payments/${ID}/refunds`, ({ res, params }) => sendJson(res, 200, ledger.paymentRefunds(params[0]!))),
    route('GET', `/refunds/${ID}`, ({ res, params }) => sendJson(res, 200, ledger.refund(params[0]!))),
  ];
}
