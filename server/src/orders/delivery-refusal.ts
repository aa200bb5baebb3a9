// placeOrder's answer when a quote cannot be placed for a delivery reason: the field it names and its code.
import { userError, type UserError } from '../domain/user-errors.js';
import type { CheckoutQuote } from './orders-model.js';

/** The date and slot the shopper chose, when they chose. */
type Choice = { readonly date: string | null; readonly slotId: string | null } | null;

/** The chosen date and the shop's today (YYYY-MM-DD in India), when the refusal should say which was at fault. */
export interface DeliveryChoiceFacts {
  readonly choice: Choice;
  readonly today: string;
}

/**
 * Which field a DELIVERY_UNAVAILABLE names: the date when it is a day already past in India (no slot of it can ever
 * be had), else the slot (today's slots past their cut-off, a full or unknown slot).
 */
function unavailableField(facts: DeliveryChoiceFacts | null): string {
  const date = facts?.choice?.date ?? null;
  return date !== null && date < facts!.today ? 'delivery.date' : 'delivery.slotId';
}

/** The user error of a delivery problem of the quote (the first), or null when it has none. */
export function deliveryRefusal(
  quote: CheckoutQuote,
  toRecipient: boolean,
  facts: DeliveryChoiceFacts | null = null,
): UserError | null {
  const where = toRecipient ? 'recipient' : 'address';
  for (const problem of quote.problems) {
    if (problem.code === 'UNDELIVERABLE_PIN') return userError(`${where}.postalCode`, 'CANNOT_PLACE', problem.message);
    if (problem.code === 'PIN_STATE_MISMATCH')
      return userError(`${where}.postalCode`, 'PIN_STATE_MISMATCH', problem.message);
    if (problem.code === 'DELIVERY_UNAVAILABLE')
      return userError(unavailableField(facts), 'DELIVERY_UNAVAILABLE', problem.message);
    if (problem.code === 'DELIVERY_DATE_REQUIRED') return userError('delivery.date', 'REQUIRED', problem.message);
  }
  return null;
}
