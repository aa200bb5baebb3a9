// placeOrder's answer when a quote cannot be placed for a delivery reason: the field it names and its code.
import { userError, type UserError } from '../domain/user-errors.js';
import type { CheckoutQuote } from './orders-model.js';

/** The user error of a delivery problem of the quote (the first), or null when it has none. */
export function deliveryRefusal(quote: CheckoutQuote, toRecipient: boolean): UserError | null {
  const where = toRecipient ? 'recipient' : 'address';
  for (const problem of quote.problems) {
    if (problem.code === 'PIN_STATE_MISMATCH')
      return userError(`${where}.postalCode`, 'PIN_STATE_MISMATCH', problem.message);
    if (problem.code === 'DELIVERY_UNAVAILABLE')
      return userError('delivery.slotId', 'DELIVERY_UNAVAILABLE', problem.message);
    if (problem.code === 'DELIVERY_DATE_REQUIRED') return userError('delivery.date', 'REQUIRED', problem.message);
  }
  return null;
}
