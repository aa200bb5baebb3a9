// Where the review step shows what is wrong: placeOrder's refusals sorted to the address, the cart line, the payment
// method or the order's problems, beside the quote's own problems. Pure.
import type { CartItem } from '../../shop/cart-rules';
import { cartLineKeys } from '../../shop/line-keys';
import type { AddressErrors } from './address-rules';
import { sortRefusals, type OrderUserError } from './order-refusals';

export { lineKey } from '../../shop/line-keys';

/** A problem the quote reports (CheckoutReview_problem). */
export interface QuoteProblem {
  code: string;
  message: string;
}

/** What of the quote tells where the problems are. */
export interface QuoteProblems {
  problems: readonly QuoteProblem[];
  lines: readonly { problems: readonly unknown[] }[];
}

export interface ReviewProblems {
  address: AddressErrors;
  /** placeOrder's messages per cart line, by lineKey. */
  lines: Map<string, string[]>;
  payment: string[];
  /** placeOrder's messages for the delivery date or slot. */
  delivery: string[];
  /** placeOrder's messages for the gift recipient's fields. */
  recipient: AddressErrors;
  /** The quote's problems with the whole order (the coupon field shows its own). */
  order: QuoteProblem[];
  /** placeOrder's refusals that name no field the step shows. */
  general: OrderUserError[];
  /** Some line has a problem: the step points to the cart. */
  anyLine: boolean;
}

export function reviewProblems(
  errors: readonly OrderUserError[],
  items: readonly CartItem[],
  quote: QuoteProblems,
): ReviewProblems {
  const refusals = sortRefusals(errors);
  // A refusal naming an order line (input.lines[i]) is shown beside that cart line.
  const lines = new Map<string, string[]>();
  const keys = cartLineKeys(items);
  for (const [index, messages] of refusals.lines) {
    const key = keys[index];
    if (key !== undefined) lines.set(key, messages);
    else refusals.general.push(...messages.map((message) => ({ field: null, code: 'LINE', message })));
  }
  // An account refusal lands here only when nobody leads the shopper to their account.
  if (refusals.account) refusals.general.push({ field: null, ...refusals.account });
  return {
    address: refusals.address,
    lines,
    payment: refusals.payment,
    delivery: refusals.delivery,
    recipient: refusals.recipient,
    order: quote.problems.filter((p) => p.code !== 'COUPON_NOT_APPLIED'),
    // CANNOT_PLACE only points at the quote's problems, which are shown themselves.
    general: refusals.general.filter((e) => e.code !== 'CANNOT_PLACE' || quote.problems.length === 0),
    anyLine: quote.lines.some((line) => line.problems.length > 0) || lines.size > 0,
  };
}
