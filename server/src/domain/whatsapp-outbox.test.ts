import { describe, expect, it } from 'vitest';
import { advancesDelivery, isClaimable, parseStatusWebhook, retryDelayMs } from './whatsapp-outbox.js';

describe('retryDelayMs', () => {
  it('doubles from the base with every attempt, up to the cap', () => {
    expect([1, 2, 3, 4, 5].map((n) => retryDelayMs(n, 30_000))).toEqual([30_000, 60_000, 120_000, 240_000, 480_000]);
    expect(retryDelayMs(20, 30_000)).toBe(3_600_000);
    expect(retryDelayMs(3, 1_000, 2_500)).toBe(2_500);
  });

  it('waits nothing with a zero base (tests) or before any attempt', () => {
    expect(retryDelayMs(4, 0)).toBe(0);
    expect(retryDelayMs(0, 30_000)).toBe(0);
  });
});

describe('isClaimable', () => {
  const at = new Date('2026-11-24T10:00:00.000Z');
  const pending = { state: 'PENDING' as const, dueAt: '2026-11-24T09:59:00.000Z', leaseUntil: null };

  it('takes a pending message that is due and not leased, or whose lease ran out', () => {
    expect(isClaimable(pending, at)).toBe(true);
    expect(isClaimable({ ...pending, leaseUntil: '2026-11-24T09:59:59.000Z' }, at)).toBe(true);
  });

  it('leaves a message that is leased, not due yet, sent or failed', () => {
    expect(isClaimable({ ...pending, leaseUntil: '2026-11-24T10:00:30.000Z' }, at)).toBe(false);
    expect(isClaimable({ ...pending, dueAt: '2026-11-24T10:00:01.000Z' }, at)).toBe(false);
    expect(isClaimable({ ...pending, state: 'SENT', dueAt: null }, at)).toBe(false);
    expect(isClaimable({ ...pending, state: 'FAILED' }, at)).toBe(false);
  });
});

describe('advancesDelivery', () => {
  it('moves forward only: sent, delivered, read', () => {
    expect(advancesDelivery(null, 'sent')).toBe(true);
    expect(advancesDelivery('sent', 'delivered')).toBe(true);
    expect(advancesDelivery('sent', 'read')).toBe(true);
    expect(advancesDelivery('read', 'delivered')).toBe(false);
    expect(advancesDelivery('delivered', 'delivered')).toBe(false);
  });

  it('lets "failed" end any status, and nothing follow it', () => {
    expect(advancesDelivery('read', 'failed')).toBe(true);
    expect(advancesDelivery('failed', 'read')).toBe(false);
  });
});

describe('parseStatusWebhook', () => {
  const notification = (statuses: unknown) => ({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'WABA',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '919800000000', phone_number_id: '1234567' },
              statuses,
            },
          },
        ],
      },
    ],
  });

  it('reads each status with its time, sending number and first error', () => {
    const body = notification([
      { id: 'wamid.A', status: 'delivered', timestamp: '1764000000', recipient_id: '919876543210' },
      {
        id: 'wamid.B',
        status: 'failed',
        timestamp: '1764000060',
        errors: [{ code: 131026, title: 'Message undeliverable' }],
      },
    ]);
    expect(parseStatusWebhook(body)).toEqual([
      {
        providerMessageId: 'wamid.A',
        status: 'delivered',
        at: '2025-11-24T16:00:00.000Z',
        phoneNumberId: '1234567',
        error: null,
      },
      {
        providerMessageId: 'wamid.B',
        status: 'failed',
        at: '2025-11-24T16:01:00.000Z',
        phoneNumberId: '1234567',
        error: { code: 131026, title: 'Message undeliverable' },
      },
    ]);
  });

  it('answers no reports for a notification without statuses (an incoming message)', () => {
    expect(parseStatusWebhook(notification(undefined))).toEqual([]);
  });

  it.each([
    ['not an object', 'hello'],
    ['another object', { object: 'page', entry: [] }],
    ['an unknown status', notification([{ id: 'wamid.A', status: 'seen', timestamp: '1764000000' }])],
    ['no message id', notification([{ status: 'read', timestamp: '1764000000' }])],
    ['no time', notification([{ id: 'wamid.A', status: 'read' }])],
    ['statuses not a list', notification({ id: 'wamid.A' })],
  ])('refuses %s', (_name, body) => {
    expect(parseStatusWebhook(body)).toBeNull();
  });
});
