import { describe, expect, it } from 'vitest';
import { canPay, keepsPolling, verdictOf } from './payment-verdict';

describe('verdictOf', () => {
  it('trusts the server for final answers, whatever the browser saw', () => {
    for (const phase of ['idle', 'confirming', 'failed', 'dismissed'] as const) {
      expect(verdictOf('PAID', phase)).toBe('paid');
      expect(verdictOf('NOT_PAID', phase)).toBe('expired');
      expect(verdictOf('REFUNDED', phase)).toBe('refunded');
    }
  });
  it('says pending while the bank confirms a payment the browser saw succeed', () => {
    expect(verdictOf('AWAITING_PAYMENT', 'confirming')).toBe('pending');
    expect(verdictOf('FAILED', 'confirming')).toBe('pending');
  });
  it('tells a closed window from a failure and from not having paid yet', () => {
    expect(verdictOf('AWAITING_PAYMENT', 'dismissed')).toBe('closed');
    expect(verdictOf('FAILED', 'idle')).toBe('failed');
    expect(verdictOf('AWAITING_PAYMENT', 'idle')).toBe('waiting');
    expect(verdictOf('AWAITING_PAYMENT', 'failed')).toBe('failed');
  });
});

describe('keepsPolling and canPay', () => {
  it('stops at final answers and offers payment only while it can still be made', () => {
    expect(keepsPolling('paid')).toBe(false);
    expect(keepsPolling('expired')).toBe(false);
    expect(keepsPolling('pending')).toBe(true);
    expect(canPay('failed')).toBe(true);
    expect(canPay('pending')).toBe(false);
    expect(canPay('paid')).toBe(false);
  });
});
