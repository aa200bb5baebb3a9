// The cash refunds a cash-on-delivery order keeps (orders/{id}.cashRefunds, written only by the owner's refund) and
// their tolerant reading: an entry without its key or with an unreadable amount is dropped.
import type { CashRefundRecord } from '../domain/cash-refund.js';
import { MAX_PAISE } from '../domain/money.js';

export function cashRefundDocument(refund: CashRefundRecord): Record<string, unknown> {
  return { key: refund.key, amountPaise: refund.amountPaise, note: refund.note, refundedAt: refund.refundedAt };
}

/** The order's cash refunds, oldest first; null when it has none. */
export function parseCashRefunds(value: unknown): CashRefundRecord[] | null {
  if (!Array.isArray(value)) return null;
  const refunds = value.flatMap((entry: unknown): CashRefundRecord[] => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { key, amountPaise, note, refundedAt } = entry as Record<string, unknown>;
    if (typeof key !== 'string' || key === '') return [];
    if (
      typeof amountPaise !== 'number' ||
      !Number.isInteger(amountPaise) ||
      amountPaise <= 0 ||
      amountPaise > MAX_PAISE
    )
      return [];
    return [
      {
        key,
        amountPaise,
        note: typeof note === 'string' ? note : '',
        refundedAt: typeof refundedAt === 'string' ? refundedAt : new Date(0).toISOString(),
      },
    ];
  });
  return refunds.length > 0 ? refunds : null;
}
