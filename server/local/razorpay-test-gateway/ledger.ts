/**
 * The gateway's in-memory ledger: orders, payments and refunds with Razorpay's entity shapes and state changes. Every
 * change returns the webhook events it causes (with snapshots of the entities at that moment), for the caller to
 * queue; nothing here does I/O.
 */
import { GatewayError, invalid, notFound } from './errors.js';
import { newId, unixSeconds } from './ids.js';
import { isPlainObject, parseAmount, parseNotes, parseReceipt, rejectUnknown, type Notes } from './ledger-input.js';

export type { Notes } from './ledger-input.js';

export interface OrderEntity {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  offer_id: null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Notes;
  created_at: number;
}

export type PaymentMethod = 'upi' | 'card' | 'netbanking';

export interface PaymentEntity {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'failed' | 'refunded';
  order_id: string;
  invoice_id: null;
  international: false;
  method: PaymentMethod;
  amount_refunded: number;
  refund_status: null | 'partial' | 'full';
  captured: boolean;
  description: string | null;
  card_id: string | null;
  bank: string | null;
  wallet: null;
  vpa: string | null;
  email: string;
  contact: string;
  notes: Notes;
  fee: number | null;
  tax: number | null;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  acquirer_data: Record<string, string | null>;
  created_at: number;
}

export interface RefundEntity {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  notes: Notes;
  receipt: string | null;
  acquirer_data: { arn: string | null };
  created_at: number;
  batch_id: null;
  status: 'processed';
  speed_processed: 'normal' | 'instant';
  speed_requested: 'normal' | 'optimum';
}

export interface Collection<T> {
  entity: 'collection';
  count: number;
  items: T[];
}

/** One webhook event before it gets its id and envelope: `{event, contains, payload: {payment: {entity}, …}}`. */
export interface GatewayEvent {
  event: string;
  contains: string[];
  payload: Record<string, { entity: unknown }>;
}

export interface PayOptions {
  method?: PaymentMethod;
  email?: string;
  contact?: string;
  notes?: Record<string, string | number>;
}

export interface PayResult {
  payment: PaymentEntity;
  events: GatewayEvent[];
}

const ORDER_FIELDS = new Set([
  'amount',
  'currency',
  'receipt',
  'notes',
  'partial_payment',
  'first_payment_min_amount',
  'payment_capture',
  'method',
  'bank_account',
]);
const REFUND_FIELDS = new Set(['amount', 'notes', 'speed', 'receipt']);

/** What the failure button and `pay(…, 'failure')` report, shaped like a real declined payment. */
export const TEST_FAILURE = {
  code: 'BAD_REQUEST_ERROR',
  description: 'Payment failed: the test gateway was told to fail this payment.',
  source: 'customer',
  step: 'payment_authorization',
  reason: 'payment_failed',
} as const;

const snapshot = <T>(value: T): T => structuredClone(value);

/** A new payment attempt on an order, before its outcome. */
function newPayment(
  order: OrderEntity,
  outcome: 'success' | 'failure',
  method: PaymentMethod,
  opts: PayOptions,
): PaymentEntity {
  return {
    id: newId('pay'),
    entity: 'payment',
    amount: order.amount_due,
    currency: order.currency,
    status: 'created',
    order_id: order.id,
    invoice_id: null,
    international: false,
    method,
    amount_refunded: 0,
    refund_status: null,
    captured: false,
    description: null,
    card_id: null,
    bank: method === 'netbanking' ? 'HDFC' : null,
    wallet: null,
    vpa: method === 'upi' ? (outcome === 'success' ? 'success@razorpay' : 'failure@razorpay') : null,
    email: opts.email ?? 'void@razorpay.com',
    contact: opts.contact ?? '+919000090000',
    notes: parseNotes(opts.notes),
    fee: null,
    tax: null,
    error_code: null,
    error_description: null,
    error_source: null,
    error_step: null,
    error_reason: null,
    acquirer_data: {},
    created_at: unixSeconds(),
  };
}

export class GatewayLedger {
  private readonly orders = new Map<string, OrderEntity>();
  private readonly payments = new Map<string, PaymentEntity>();
  private readonly refunds = new Map<string, RefundEntity>();
  /** X-Refund-Idempotency key → refund id. */
  private readonly refundKeys = new Map<string, string>();

  createOrder(input: unknown): OrderEntity {
    if (!isPlainObject(input)) throw invalid('amount', 'The amount field is required.');
    rejectUnknown(input, ORDER_FIELDS);
    const amount = parseAmount(input.amount, true)!;
    if (input.currency === undefined || input.currency === null)
      throw invalid('currency', 'The currency field is required.');
    if (input.currency !== 'INR') throw invalid('currency', 'The selected currency is invalid.');
    const receipt = parseReceipt(input.receipt);
    const notes = parseNotes(input.notes);
    if (input.partial_payment !== undefined && typeof input.partial_payment !== 'boolean')
      throw invalid('partial_payment', 'The partial payment field must be true or false.');
    const order: OrderEntity = {
      id: newId('order'),
      entity: 'order',
      amount,
      amount_paid: 0,
      amount_due: amount,
      currency: 'INR',
      receipt,
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes,
      created_at: unixSeconds(),
    };
    this.orders.set(order.id, order);
    return snapshot(order);
  }

  order(id: string): OrderEntity {
    return snapshot(this.findOrder(id));
  }

  orderPayments(id: string): Collection<PaymentEntity> {
    this.findOrder(id);
    const items = [...this.payments.values()].filter((p) => p.order_id === id).reverse();
    return { entity: 'collection', count: items.length, items: snapshot(items) };
  }

  payment(id: string): PaymentEntity {
    return snapshot(this.findPayment(id));
  }

  refund(id: string): RefundEntity {
    const refund = this.refunds.get(id);
    if (!refund) throw notFound();
    return snapshot(refund);
  }

  paymentRefunds(paymentId: string): Collection<RefundEntity> {
    this.findPayment(paymentId);
    const items = [...this.refunds.values()].filter((r) => r.payment_id === paymentId).reverse();
    return { entity: 'collection', count: items.length, items: snapshot(items) };
  }

  /**
   * A payment attempt on an order, as Checkout would make it. Success authorises and (auto-)captures the whole amount
   * due and marks the order paid; failure leaves a failed payment and the order `attempted`.
   */
  pay(orderId: string, outcome: 'success' | 'failure', opts: PayOptions = {}): PayResult {
    const order = this.findOrder(orderId);
    if (order.status === 'paid') throw new GatewayError(400, 'Order has already been paid', 'order_id');
    const method = opts.method ?? 'upi';
    const payment = newPayment(order, outcome, method, opts);
    if (method === 'card') payment.card_id = newId('card');
    order.attempts += 1;
    this.payments.set(payment.id, payment);

    if (outcome === 'failure') {
      Object.assign(payment, {
        status: 'failed',
        error_code: TEST_FAILURE.code,
        error_description: TEST_FAILURE.description,
        error_source: TEST_FAILURE.source,
        error_step: TEST_FAILURE.step,
        error_reason: TEST_FAILURE.reason,
      });
      order.status = 'attempted';
      return {
        payment: snapshot(payment),
        events: [
          { event: 'payment.failed', contains: ['payment'], payload: { payment: { entity: snapshot(payment) } } },
        ],
      };
    }

    payment.status = 'authorized';
    payment.acquirer_data = method === 'upi' ? { rrn: newId('').slice(0, 12) } : { auth_code: '828553' };
    const authorized = snapshot(payment);
    payment.status = 'captured';
    payment.captured = true;
    // Razorpay's fee includes 18% GST on its 2% charge.
    payment.fee = Math.round(payment.amount * 0.02 * 1.18);
    payment.tax = Math.round(payment.amount * 0.02 * 0.18);
    order.amount_paid = order.amount;
    order.amount_due = 0;
    order.status = 'paid';
    const captured = snapshot(payment);
    return {
      payment: snapshot(payment),
      events: [
        { event: 'payment.authorized', contains: ['payment'], payload: { payment: { entity: authorized } } },
        { event: 'payment.captured', contains: ['payment'], payload: { payment: { entity: captured } } },
        {
          event: 'order.paid',
          contains: ['payment', 'order'],
          payload: { payment: { entity: captured }, order: { entity: snapshot(order) } },
        },
      ],
    };
  }

  /**
   * Refunds part or all of a captured payment. The same `X-Refund-Idempotency` key gives back the refund it made the
   * first time (and no events); a refund never exceeds what was captured minus what was refunded.
   */
  refundPayment(
    paymentId: string,
    input: unknown,
    idempotencyKey?: string,
  ): { refund: RefundEntity; events: GatewayEvent[] } {
    const payment = this.findPayment(paymentId);
    if (idempotencyKey !== undefined) {
      const earlier = this.refundKeys.get(idempotencyKey);
      if (earlier !== undefined) {
        const refund = this.refunds.get(earlier)!;
        if (refund.payment_id !== paymentId)
          throw new GatewayError(400, 'The idempotency key was already used for a refund of another payment');
        return { refund: snapshot(refund), events: [] };
      }
    }
    const body = input ?? {};
    if (!isPlainObject(body)) throw invalid('amount', 'The request body must be a JSON object.');
    rejectUnknown(body, REFUND_FIELDS);
    if (!payment.captured) throw new GatewayError(400, 'Refunds can be made only on captured payments');
    const refundable = payment.amount - payment.amount_refunded;
    if (refundable <= 0) throw new GatewayError(400, 'The payment has been fully refunded already');
    const amount = parseAmount(body.amount, false) ?? refundable;
    if (amount > refundable)
      throw invalid('amount', 'The total refund amount is greater than the refund payment amount');
    const speed = body.speed ?? 'normal';
    if (speed !== 'normal' && speed !== 'optimum') throw invalid('speed', 'The selected speed is invalid.');
    const refund: RefundEntity = {
      id: newId('rfnd'),
      entity: 'refund',
      amount,
      currency: payment.currency,
      payment_id: payment.id,
      notes: parseNotes(body.notes),
      receipt: parseReceipt(body.receipt),
      acquirer_data: { arn: null },
      created_at: unixSeconds(),
      batch_id: null,
      status: 'processed',
      speed_processed: speed === 'optimum' ? 'instant' : 'normal',
      speed_requested: speed,
    };
    this.refunds.set(refund.id, refund);
    if (idempotencyKey !== undefined) this.refundKeys.set(idempotencyKey, refund.id);
    payment.amount_refunded += amount;
    const full = payment.amount_refunded === payment.amount;
    payment.refund_status = full ? 'full' : 'partial';
    if (full) payment.status = 'refunded';
    const payload = { refund: { entity: snapshot(refund) }, payment: { entity: snapshot(payment) } };
    return {
      refund: snapshot(refund),
      events: [
        { event: 'refund.created', contains: ['refund', 'payment'], payload },
        { event: 'refund.processed', contains: ['refund', 'payment'], payload: snapshot(payload) },
      ],
    };
  }

  private findOrder(id: string): OrderEntity {
    const order = this.orders.get(id);
    if (!order) throw notFound();
    return order;
  }

  private findPayment(id: string): PaymentEntity {
    const payment = this.payments.get(id);
    if (!payment) throw notFound();
    return payment;
  }
}
