/**
 * Signed webhook delivery, as Razorpay does it: each event is one JSON body signed with the webhook secret
 * (`X-Razorpay-Signature` = hex HMAC-SHA256 of the exact bytes sent), identified by `x-razorpay-event-id`, POSTed
 * asynchronously and retried on a non-2xx answer (at least once). Tests can make delivery drop, duplicate, reverse
 * or delay events, to exercise a receiver's deduplication and ordering.
 *
 * Groups (the events of one state change: a payment's authorized/captured/order.paid) go out one after another in
 * the order they were queued, each with the behaviour set when it was queued.
 */
import { createHmac } from 'node:crypto';
import { request } from 'node:http';
import { newId, unixSeconds } from './ids.js';
import type { GatewayEvent } from './ledger.js';

export type WebhookMode = 'deliver' | 'drop' | 'duplicate' | 'reverse';
export interface WebhookBehaviour {
  mode: WebhookMode;
  delayMs?: number;
}
export interface WebhookLogEntry {
  eventId: string;
  event: string;
  status: number | 'dropped' | 'error';
}

export const WEBHOOK_MODES: readonly WebhookMode[] = ['deliver', 'drop', 'duplicate', 'reverse'];
export const TEST_ACCOUNT_ID = 'acc_TestGateway00001';

interface SignedEvent {
  id: string;
  event: string;
  body: string;
}

export interface WebhookDispatcherOptions {
  secret: string;
  url?: string;
  /** Waits before the 2nd, 3rd … attempt of an event our server did not accept. */
  retryDelaysMs?: number[];
  /** Razorpay gives the receiver 5 s to answer. */
  timeoutMs?: number;
}

export function signWebhookBody(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

export class WebhookDispatcher {
  private url: string | undefined;
  private behaviour: Required<WebhookBehaviour> = { mode: 'deliver', delayMs: 0 };
  private tail: Promise<void> = Promise.resolve();
  private readonly entries: WebhookLogEntry[] = [];
  private readonly sleeping = new Set<() => void>();
  private stopped = false;
  private readonly retryDelaysMs: number[];
  private readonly timeoutMs: number;

  constructor(private readonly options: WebhookDispatcherOptions) {
    this.url = options.url;
    this.retryDelaysMs = options.retryDelaysMs ?? [200, 1000];
    this.timeoutMs = options.timeoutMs ?? 5000;
  }

  setUrl(url: string): void {
    this.url = url;
  }

  setBehaviour(behaviour: WebhookBehaviour): void {
    if (!WEBHOOK_MODES.includes(behaviour.mode)) throw new Error(`Unknown webhook mode: ${String(behaviour.mode)}`);
    const delayMs = behaviour.delayMs ?? 0;
    if (!Number.isFinite(delayMs) || delayMs < 0) throw new Error('delayMs must be a number ≥ 0');
    this.behaviour = { mode: behaviour.mode, delayMs };
  }

  getBehaviour(): Required<WebhookBehaviour> {
    return { ...this.behaviour };
  }

  /** Queues the events of one state change; returns at once. */
  enqueue(events: GatewayEvent[]): void {
    if (events.length === 0) return;
    const signed = events.map((e) => this.envelope(e));
    const behaviour = { ...this.behaviour };
    this.tail = this.tail.then(() => this.deliverGroup(signed, behaviour)).catch(() => undefined);
  }

  /** Resolves when every group queued so far (and any queued meanwhile) has been sent or dropped. */
  async flush(): Promise<void> {
    let seen: Promise<void> | undefined;
    while (seen !== this.tail) {
      seen = this.tail;
      await seen;
    }
  }

  log(): ReadonlyArray<WebhookLogEntry> {
    return this.entries.map((entry) => ({ ...entry }));
  }

  /** Stops delivering: waits are cut short and what is still queued is dropped. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const wake of this.sleeping) wake();
    await this.flush();
  }

  private envelope(e: GatewayEvent): SignedEvent {
    const body = JSON.stringify({
      entity: 'event',
      account_id: TEST_ACCOUNT_ID,
      event: e.event,
      contains: e.contains,
      payload: e.payload,
      created_at: unixSeconds(),
    });
    return { id: newId(''), event: e.event, body };
  }

  private async deliverGroup(group: SignedEvent[], behaviour: Required<WebhookBehaviour>): Promise<void> {
    if (behaviour.delayMs > 0) await this.sleep(behaviour.delayMs);
    const ordered = behaviour.mode === 'reverse' ? [...group].reverse() : group;
    for (const signed of ordered) {
      if (behaviour.mode === 'drop' || this.stopped) {
        this.entries.push({ eventId: signed.id, event: signed.event, status: 'dropped' });
        continue;
      }
      await this.deliver(signed);
      if (behaviour.mode === 'duplicate') await this.deliver(signed);
    }
  }

  private async deliver(signed: SignedEvent): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      const url = this.url;
      if (url === undefined || this.stopped) {
        this.entries.push({ eventId: signed.id, event: signed.event, status: 'dropped' });
        return;
      }
      const status = await this.post(url, signed);
      this.entries.push({ eventId: signed.id, event: signed.event, status });
      const accepted = typeof status === 'number' && status >= 200 && status < 300;
      const retryDelay = this.retryDelaysMs[attempt];
      if (accepted || retryDelay === undefined) return;
      await this.sleep(retryDelay);
    }
  }

  private post(url: string, signed: SignedEvent): Promise<number | 'error'> {
    return new Promise((resolve) => {
      let settled = false;
      const settle = (status: number | 'error') => {
        if (settled) return;
        settled = true;
        resolve(status);
      };
      try {
        const req = request(
          url,
          {
            method: 'POST',
            agent: false,
            timeout: this.timeoutMs,
            headers: {
              'Content-Type': 'application/json',
              'Content-Length': Buffer.byteLength(signed.body),
              'X-Razorpay-Signature': signWebhookBody(signed.body, this.options.secret),
              'x-razorpay-event-id': signed.id,
              'User-Agent': 'Razorpay-Webhook/v1 (local test gateway)',
              Connection: 'close',
            },
          },
          (res) => {
            res.resume();
            res.on('end', () => settle(res.statusCode ?? 'error'));
            res.on('error', () => settle(res.statusCode ?? 'error'));
          },
        );
        req.on('timeout', () => req.destroy(new Error('webhook timed out')));
        req.on('error', () => settle('error'));
        req.end(signed.body);
      } catch {
        settle('error');
      }
    });
  }

  private sleep(ms: number): Promise<void> {
    if (this.stopped) return Promise.resolve();
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.sleeping.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      this.sleeping.add(wake);
    });
  }
}
