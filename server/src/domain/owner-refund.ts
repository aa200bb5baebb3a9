// The owner's refund request as typed in the admin, checked before any transaction: a whole number of paise above
// zero, and a reason (trimmed, at most REFUND_NOTE_MAX_LENGTH characters). Whether the order can give that much back
// is decided in its transaction (refundByOwner in order-payment.ts).
import { MAX_PAISE } from './money.js';
import { userError, type UserError } from './user-errors.js';

export const REFUND_NOTE_MAX_LENGTH = 200;

export const OwnerRefundMessages = {
  amountInvalid: 'Please enter an amount above ₹0 in whole paise.',
  reasonRequired: 'Please enter the reason for the refund.',
  reasonTooLong: `The reason must be at most ${REFUND_NOTE_MAX_LENGTH} characters.`,
  notOnline: 'Only an order paid online, or a delivered cash-on-delivery order, can be refunded here.',
  notCollected:
    'A cash-on-delivery order can be refunded once it is delivered: nothing was collected before. Cancel it instead.',
  notPaid: 'This order has not been paid, so there is nothing to refund.',
  overRefund: (refundable: string) => `At most ${refundable} can still be refunded on this order.`,
  keyReused: 'This idempotency key was already used for a different refund of this order.',
} as const;

export interface OwnerRefundInput {
  readonly amountPaise: number;
  readonly reason: string;
}

export function validateOwnerRefund(
  input: OwnerRefundInput,
): { ok: true; value: { amountPaise: number; note: string } } | { ok: false; errors: UserError[] } {
  const errors: UserError[] = [];
  const { amountPaise } = input;
  if (!Number.isSafeInteger(amountPaise) || amountPaise <= 0 || amountPaise > MAX_PAISE)
    errors.push(userError('input.amountPaise', 'INVALID', OwnerRefundMessages.amountInvalid));
  const note = input.reason.trim().replace(/\s+/g, ' ');
  if (note === '') errors.push(userError('input.reason', 'REQUIRED', OwnerRefundMessages.reasonRequired));
  else if (note.length > REFUND_NOTE_MAX_LENGTH)
    errors.push(userError('input.reason', 'TOO_LONG', OwnerRefundMessages.reasonTooLong));
  return errors.length > 0 ? { ok: false, errors } : { ok: true, value: { amountPaise, note } };
}
