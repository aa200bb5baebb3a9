// The owner's order list filter, checked and turned into what the store queries: one status, one payment status, a
// range of days in India, and a search that is an order number, a phone number or an e-mail address (each matched
// exactly: what a shopper quotes on the phone), or else the start of a word of the buyer's name (name-search.ts).
import { InvalidArgumentError } from './errors.js';
import { addDays, startOfIndiaDay } from './india-time.js';
import { parseOrderNumber } from './order-number.js';
import { PAYMENT_STATUS_VIEWS, type PaymentStatusView } from './order-payment.js';
import { ORDER_STATUSES, type OrderStatus } from './order-status.js';
import { nameSearchKey } from './name-search.js';
import { PAYMENT_BUCKETS, type PaymentBucket } from './order-refunds.js';
import { isValidEmail, normalizeIndianPhone } from './profile-validation.js';

export interface AdminOrderFilterInput {
  readonly status?: OrderStatus | null;
  /** Only online orders whose payment stands so (paymentStatusView). */
  readonly paymentStatus?: PaymentStatusView | null;
  /** First day, YYYY-MM-DD in India (inclusive). */
  readonly placedFrom?: string | null;
  /** Last day, YYYY-MM-DD in India (inclusive). */
  readonly placedTo?: string | null;
  readonly search?: string | null;
  /** Only orders delivered on this day (YYYY-MM-DD in India): a local date, or within a courier's range. */
  readonly deliveryDate?: string | null;
  /** Only orders whose money stands so (order-refunds.ts). */
  readonly payment?: PaymentBucket | null;
}

export type OrderSearch =
  | { readonly field: 'orderNumber'; readonly value: string }
  | { readonly field: 'phone'; readonly value: string }
  | { readonly field: 'email'; readonly value: string }
  | { readonly field: 'name'; readonly value: string };

export interface AdminOrderQuery {
  readonly status: OrderStatus | null;
  readonly paymentStatus: PaymentStatusView | null;
  readonly payment: PaymentBucket | null;
  /** Placed at or after. */
  readonly placedFrom: Date | null;
  /** Placed before. */
  readonly placedBefore: Date | null;
  readonly search: OrderSearch | null;
  /** Absent without a delivery-day filter. */
  readonly deliveryDate?: string;
}

const MAX_SEARCH_LENGTH = 100;

export function adminOrderQuery(input: AdminOrderFilterInput | null | undefined): AdminOrderQuery {
  const status = input?.status ?? null;
  if (status !== null && !ORDER_STATUSES.includes(status)) {
    throw new InvalidArgumentError('filter.status', 'is not an order status');
  }
  const paymentStatus = input?.paymentStatus ?? null;
  if (paymentStatus !== null && !PAYMENT_STATUS_VIEWS.includes(paymentStatus)) {
    throw new InvalidArgumentError('filter.paymentStatus', 'is not a payment status');
  }
  const payment = input?.payment ?? null;
  if (payment !== null && !PAYMENT_BUCKETS.includes(payment)) {
    throw new InvalidArgumentError('filter.payment', 'is not a payment bucket');
  }
  const from = day('filter.placedFrom', input?.placedFrom);
  const to = day('filter.placedTo', input?.placedTo);
  if (from !== null && to !== null && to < from) {
    throw new InvalidArgumentError('filter.placedTo', 'must not be before filter.placedFrom');
  }
  return {
    status,
    paymentStatus,
    payment,
    placedFrom: from === null ? null : startOfIndiaDay(from),
    placedBefore: to === null ? null : startOfIndiaDay(addDays(to, 1)),
    search: orderSearch(input?.search),
    ...deliveryDay(input?.deliveryDate),
  };
}

function deliveryDay(value: string | null | undefined): { deliveryDate?: string } {
  const date = day('filter.deliveryDate', value);
  return date === null ? {} : { deliveryDate: date };
}

/** What a search text is: an order number, a phone number, an e-mail address or a name; null for empty text. */
export function orderSearch(text: string | null | undefined): OrderSearch | null {
  if (text == null) return null;
  if (text.length > MAX_SEARCH_LENGTH) {
    throw new InvalidArgumentError('filter.search', `must be at most ${MAX_SEARCH_LENGTH} characters`);
  }
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const number = parseOrderNumber(trimmed);
  if (number) return { field: 'orderNumber', value: number.orderNumber };
  const phone = normalizeIndianPhone(trimmed);
  if (phone) return { field: 'phone', value: phone };
  const email = trimmed.toLowerCase();
  if (isValidEmail(email)) return { field: 'email', value: email };
  const name = trimmed.includes('@') ? null : nameSearchKey(trimmed);
  if (name) return { field: 'name', value: name };
  throw new InvalidArgumentError(
    'filter.search',
    'must be an order number (LG-YYMMDD-XXXXX), a 10-digit phone number, an e-mail address or at least 2 letters of a name',
  );
}

function day(argument: string, value: string | null | undefined): string | null {
  if (value == null || value.trim() === '') return null;
  const trimmed = value.trim();
  const parsed = /^\d{4}-\d{2}-\d{2}$/.test(trimmed) ? new Date(`${trimmed}T00:00:00.000Z`) : null;
  if (!parsed || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== trimmed) {
    throw new InvalidArgumentError(argument, 'must be a date as YYYY-MM-DD');
  }
  return trimmed;
}
