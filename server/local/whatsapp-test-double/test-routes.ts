// Test controls under /__test/ (no auth: the double listens on loopback only), for tests that reach the double over
// HTTP: the messages received, planned failures, which statuses it reports, and waiting for its webhooks.
import { invalidParameter } from './graph-errors.js';
import { sendJson, type Route } from './http.js';
import { FAILURE_MODES, type FailureMode, type MessageLog } from './message-log.js';
import type { ReportedStatus, StatusWebhooks } from './status-webhooks.js';

const REPORTABLE: readonly ReportedStatus[] = ['sent', 'delivered', 'read'];

export function testRoutes(log: MessageLog, webhooks: StatusWebhooks): Route[] {
  return [
    {
      method: 'GET',
      path: /^\/__test\/messages\/?$/,
      handle: ({ res }) => sendJson(res, 200, { count: log.all().length, refused: log.refused, items: log.all() }),
    },
    {
      method: 'POST',
      path: /^\/__test\/failures\/?$/,
      handle: async ({ res, json }) => {
        const body = ((await json()) ?? {}) as { mode?: unknown; count?: unknown };
        if (!FAILURE_MODES.includes(body.mode as FailureMode))
          throw invalidParameter(`mode must be one of ${FAILURE_MODES.join(', ')}`);
        if (typeof body.count !== 'number' || !Number.isInteger(body.count) || body.count < 0)
          throw invalidParameter('count must be a whole number ≥ 0');
        log.failNext(body.mode as FailureMode, body.count);
        sendJson(res, 200, { pending: log.pendingFailures() });
      },
    },
    {
      method: 'POST',
      path: /^\/__test\/statuses\/?$/,
      handle: async ({ res, json }) => {
        const body = ((await json()) ?? {}) as { report?: unknown };
        const report = body.report;
        if (!Array.isArray(report) || !report.every((s) => REPORTABLE.includes(s as ReportedStatus)))
          throw invalidParameter(`report must list some of ${REPORTABLE.join(', ')}`);
        webhooks.reported = report as ReportedStatus[];
        sendJson(res, 200, { report });
      },
    },
    {
      method: 'POST',
      path: /^\/__test\/webhooks\/flush\/?$/,
      handle: async ({ res }) => {
        await webhooks.flush();
        sendJson(res, 200, { items: webhooks.log() });
      },
    },
    {
      method: 'POST',
      path: /^\/__test\/inbound\/?$/,
      handle: async ({ res, json }) => {
        const body = ((await json()) ?? {}) as { from?: unknown; text?: unknown };
        if (typeof body.from !== 'string' || !/^\+?\d{8,15}$/.test(body.from))
          throw invalidParameter('from must be a phone number with its country code, e.g. +919876543210');
        if (typeof body.text !== 'string' || body.text.length > 4096)
          throw invalidParameter('text must be a string of at most 4096 characters');
        sendJson(res, 200, await webhooks.inbound(body.from, body.text));
      },
    },
    {
      method: 'POST',
      path: /^\/__test\/reset\/?$/,
      handle: ({ res }) => {
        log.clear();
        sendJson(res, 200, { count: 0 });
      },
    },
  ];
}
