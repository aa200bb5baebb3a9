/**
 * Test control under /__test/ (no auth: the gateway listens on loopback only), for browser tests that cannot call
 * the TestGateway object: webhook behaviour and log, and paying an order without the dialog.
 */
import { invalid } from './errors.js';
import { sendJson, type Route } from './http.js';
import { parsePayRequest, type PayResponse } from './pay.js';
import type { PaymentMethod } from './ledger.js';
import { WEBHOOK_MODES, type WebhookDispatcher, type WebhookMode } from './webhooks.js';

export interface TestRouteDeps {
  webhooks: WebhookDispatcher;
  pay: (orderId: string, outcome: 'success' | 'failure', opts: { method: PaymentMethod }) => PayResponse;
}

export function testRoutes(deps: TestRouteDeps): Route[] {
  const log = () => {
    const items = deps.webhooks.log();
    return { count: items.length, items };
  };
  return [
    {
      method: 'POST',
      path: /^\/__test\/webhooks\/?$/,
      handle: async ({ res, json }) => {
        const body = ((await json()) ?? {}) as { mode?: unknown; delayMs?: unknown };
        if (typeof body.mode !== 'string' || !WEBHOOK_MODES.includes(body.mode as WebhookMode))
          throw invalid('mode', `The mode must be one of ${WEBHOOK_MODES.join(', ')}.`);
        if (body.delayMs !== undefined && (typeof body.delayMs !== 'number' || !(body.delayMs >= 0)))
          throw invalid('delayMs', 'The delayMs must be a number ≥ 0.');
        deps.webhooks.setBehaviour({ mode: body.mode as WebhookMode, delayMs: body.delayMs ?? 0 });
        sendJson(res, 200, deps.webhooks.getBehaviour());
      },
    },
    { method: 'GET', path: /^\/__test\/webhooks\/?$/, handle: ({ res }) => sendJson(res, 200, log()) },
    {
      method: 'POST',
      path: /^\/__test\/webhooks\/flush\/?$/,
      handle: async ({ res }) => {
        await deps.webhooks.flush();
        sendJson(res, 200, log());
      },
    },
    {
      method: 'POST',
      path: /^\/__test\/orders\/([A-Za-z0-9_]+)\/pay\/?$/,
      handle: async ({ res, params, json }) => {
        const { outcome, method } = parsePayRequest(await json());
        sendJson(res, 200, deps.pay(params[0]!, outcome, { method }));
      },
    },
  ];
}
