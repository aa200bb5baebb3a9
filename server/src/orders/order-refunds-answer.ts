// The order's refunds, its delivered time and its payment bucket as the API answers them (domain/order-refunds.ts
// adds the refunds up): the shopper's and the owner's order pages and the owner's list read the same figures.
import { money } from '../domain/money.js';
import { cashCollectedPaise } from '../domain/cash-refund.js';
import { orderRefundSummary, paymentBucket, paymentBuckets } from '../domain/order-refunds.js';
import type { OrderRecord } from './order-document.js';

export function refundFields(record: OrderRecord) {
  const summary = orderRefundSummary(record);
  const delivered = record.timeline.findLast((entry) => entry.to === 'DELIVERED');
  return {
    refundSummary: {
      refunded: money(summary.refundedPaise),
      net: money(summary.netPaise),
      state: summary.state,
      entries: summary.entries.map((entry) => ({
        kind: entry.kind,
        amount: money(entry.amountPaise),
        at: entry.at,
        reason: entry.reason,
        status: entry.status,
      })),
    },
    deliveredAt: delivered?.at ?? null,
    paymentBucket: paymentBucket(record),
    paymentBuckets: paymentBuckets(record),
    cashCollected:
      cashCollectedPaise(record) > 0 && delivered
        ? { amount: money(cashCollectedPaise(record)), at: delivered.at }
        : null,
  };
}
