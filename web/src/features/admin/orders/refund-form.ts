// The owner's refund form: the amount typed in rupees, sent in paise; the server checks everything again.
import { paiseOf } from '../product-form';

export const RefundFormMessages = {
  amountInvalid: 'Enter an amount in rupees, like 150 or 99.50',
  amountAboveRefundable: (refundable: string) => `At most ${refundable} can still be refunded`,
  reasonRequired: 'Please enter the reason for the refund.',
} as const;

/** Paise as the form shows them: whole rupees without decimals, otherwise two decimals ("1299", "349.50"). */
export function rupeesText(paise: number): string {
  return paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2);
}

export interface RefundFormValues {
  readonly amount: string;
  readonly reason: string;
}

export type RefundFormErrors = Partial<Record<'amount' | 'reason' | 'general', string>>;

/** The input to send, or the messages to show beside the fields when it cannot be sent as typed. */
export function refundInputOf(
  form: RefundFormValues,
): { ok: true; amountPaise: number; reason: string } | { ok: false; errors: RefundFormErrors } {
  const amountPaise = paiseOf(form.amount);
  const errors: RefundFormErrors = {};
  if (Number.isNaN(amountPaise) || amountPaise <= 0) errors.amount = RefundFormMessages.amountInvalid;
  if (form.reason.trim() === '') errors.reason = RefundFormMessages.reasonRequired;
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, amountPaise, reason: form.reason };
}

/** The server's user errors, placed beside the field they name (anything else above the form). */
export function refundErrorsOf(userErrors: readonly { field?: string | null; message: string }[]): RefundFormErrors {
  const errors: RefundFormErrors = {};
  for (const error of userErrors) {
    const slot = error.field === 'input.amountPaise' ? 'amount' : error.field === 'input.reason' ? 'reason' : 'general';
    errors[slot] ??= error.message;
  }
  return errors;
}
