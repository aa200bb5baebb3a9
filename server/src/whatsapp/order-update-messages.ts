// Every WhatsApp message one change of an order causes, read from the order before and after the change: its status
// update (placed, packed, shipped, out for delivery, delivered, cancelled), a payment that failed or expired, a refund
// that reached the shopper (online, once processed; cash, once the owner recorded it), and the gift recipient's "a gift is on its way" (with the cash to pay at the door for a
// cash-on-delivery gift). Each key names its cause once, so the transaction that makes the change is the only one
// that can queue it. The buyer's messages go only to the phone
// their ID token proved when they placed the order (never to a number typed into an address, which may be anyone's);
// an order without one (placed before it was kept) gets none.
import { cashToCollectPaise } from '../domain/cash-refund.js';
import type { OrderRecord } from '../domain/order-record.js';
import { refundsGiven } from '../domain/order-refunds.js';
import {
  orderUpdateParameters,
  type OrderUpdateEvent,
  type OrderUpdateFacts,
  type WhatsAppTemplates,
} from '../domain/whatsapp-templates.js';
import type { QueuedWhatsApp } from './outbox-document.js';
import { orderStatusMessage } from './order-status-messages.js';
import type { WhatsAppLanguage } from './template-message.js';

/** What the buyer chose at checkout, as stored on the order. */
export interface OrderMessageConsent {
  /** The buyer's own updates. */
  readonly updates: boolean;
  readonly language: WhatsAppLanguage;
  /** The gift's recipient gets "a gift is on its way". */
  readonly giftNotice: boolean;
}

export interface OrderMessageContext {
  readonly templates: WhatsAppTemplates;
  readonly shopName: string;
}

function buyerFacts(order: OrderRecord): OrderUpdateFacts {
  return { firstName: order.address.firstName, orderNumber: order.orderNumber, total: order.totalPaise };
}

function message(
  order: OrderRecord,
  event: OrderUpdateEvent,
  key: string,
  to: string,
  facts: OrderUpdateFacts,
  language: WhatsAppLanguage,
  templates: WhatsAppTemplates,
): QueuedWhatsApp | null {
  const template = templates[event];
  const filled = orderUpdateParameters(template, facts);
  if (!filled.ok) return null;
  return {
    key,
    orderId: order.id,
    event: `order.${event}`,
    to,
    template: template.name,
    language,
    parameters: filled.parameters,
    ...(event === 'gift_on_its_way' || event === 'gift_cod_on_its_way' ? {} : { uid: order.uid }),
  };
}

const failures = (order: OrderRecord | null) =>
  order?.payment?.events.filter((event) => event.kind === 'PAYMENT_FAILED').length ?? 0;

/**
 * The order's first failed payment attempt ("failed"), or its expiry unpaid ("expired"): each at most once per order,
 * so a stale failure reported again (by the reconciler, say) never queues a second message.
 */
function paymentFailure(before: OrderRecord | null, after: OrderRecord): 'failed' | 'expired' | null {
  if (before === null || after.paymentMethod !== 'ONLINE') return null;
  if (after.status === 'EXPIRED' && before.status === 'PENDING_PAYMENT') return 'expired';
  return after.status === 'PENDING_PAYMENT' && failures(before) === 0 && failures(after) > 0 ? 'failed' : null;
}

/** The gift leaves the shop: the first move into SHIPPED or OUT_FOR_DELIVERY. */
function giftLeaves(before: OrderRecord | null, after: OrderRecord): boolean {
  const out = (order: OrderRecord | null) => order?.status === 'SHIPPED' || order?.status === 'OUT_FOR_DELIVERY';
  return out(after) && !out(before);
}

/** The buyer's own number: the one their ID token proved when they placed the order, or null. */
export function buyerPhone(order: OrderRecord): string | null {
  return order.verifiedPhone ?? null;
}

function buyerMessages(
  before: OrderRecord | null,
  after: OrderRecord,
  language: WhatsAppLanguage,
  templates: WhatsAppTemplates,
): QueuedWhatsApp[] {
  const phone = buyerPhone(after);
  if (phone === null) return [];
  const messages: (QueuedWhatsApp | null)[] = [];
  const status = orderStatusMessage(before, after, true, templates, language);
  if (status) messages.push({ ...status, uid: after.uid });
  const failure = paymentFailure(before, after);
  if (failure !== null)
    messages.push(
      message(after, 'payment_failed', `${after.id}:payment-${failure}`, phone, buyerFacts(after), language, templates),
    );
  // Online or cash, each refund once: its key is the refund's own.
  for (const refund of refundsGiven(before, after)) {
    const facts = { ...buyerFacts(after), refundAmount: refund.amountPaise };
    messages.push(
      message(after, 'refund_processed', `${after.id}:refund:${refund.key}`, phone, facts, language, templates),
    );
  }
  return messages.filter((queued): queued is QueuedWhatsApp => queued !== null);
}

/** The messages this change causes, for what the buyer chose. */
export function orderUpdateMessages(
  before: OrderRecord | null,
  after: OrderRecord,
  consent: OrderMessageConsent,
  context: OrderMessageContext,
): QueuedWhatsApp[] {
  const { templates } = context;
  const messages = consent.updates ? buyerMessages(before, after, consent.language, templates) : [];
  const recipient = after.recipient ?? null;
  if (consent.giftNotice && recipient !== null && recipient.phone !== buyerPhone(after) && giftLeaves(before, after)) {
    // Only names, never the price; a cash-on-delivery gift says what the recipient will be asked to pay at the door.
    const toCollect = cashToCollectPaise(after);
    const facts: OrderUpdateFacts = {
      recipientName: recipient.firstName,
      senderName: after.address.firstName,
      shopName: context.shopName,
      amountToCollect: toCollect,
    };
    const event = toCollect > 0 ? 'gift_cod_on_its_way' : 'gift_on_its_way';
    const gift = message(after, event, `${after.id}:gift`, recipient.phone, facts, consent.language, templates);
    if (gift) messages.push(gift);
  }
  return messages;
}
