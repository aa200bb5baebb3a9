import { describe, expect, it } from 'vitest';
import { testOrder as anyOrder } from '../../test-support/test-orders.js';
import { newOrderPayment } from '../domain/order-payment.js';
import type { OrderRecord } from '../domain/order-record.js';
import type { RefundRecord } from '../domain/payment-record.js';
import { DEFAULT_WHATSAPP_TEMPLATES } from '../domain/whatsapp-templates.js';
import { orderUpdateMessages, type OrderMessageConsent } from './order-update-messages.js';

/** An order placed by a shopper whose ID token proved +919876543210 (the address's phone too, unless changed). */
const testOrder: typeof anyOrder = (overrides = {}) => anyOrder({ verifiedPhone: '+919876543210', ...overrides });

const shop = { templates: DEFAULT_WHATSAPP_TEMPLATES, shopName: 'Lovely Gifts' };
const english: OrderMessageConsent = { updates: true, language: 'en', giftNotice: false };
const tamil: OrderMessageConsent = { ...english, language: 'ta' };
const step = (from: string | null, to: string) => ({
  from,
  to,
  at: '2026-11-24T10:00:00.000Z',
  actor: 'owner',
  reason: null,
});

const payment = newOrderPayment(new Date('2026-11-22T05:30:00.000Z'), 20 * 60_000);
const awaiting = testOrder({
  paymentMethod: 'ONLINE',
  status: 'PENDING_PAYMENT',
  payment,
  timeline: [step(null, 'PENDING_PAYMENT')] as never,
});
const paid = testOrder({
  ...awaiting,
  status: 'PLACED',
  payment: { ...payment, state: 'PAID', paymentId: 'pay_1' },
  timeline: [step(null, 'PENDING_PAYMENT'), step('PENDING_PAYMENT', 'PLACED')] as never,
});
const refund = (status: RefundRecord['status']): RefundRecord => ({
  key: 'cancelled-pay_1',
  paymentId: 'pay_1',
  amountPaise: 47700,
  reason: 'CANCELLED',
  note: null,
  refundId: 'rfnd_1',
  status,
  requestedAt: '2026-11-24T10:00:00.000Z',
});
const withRefund = (order: OrderRecord, status: RefundRecord['status']): OrderRecord => ({
  ...order,
  status: 'CANCELLED',
  payment: { ...order.payment!, refunds: [refund(status)] },
});
const recipient = {
  firstName: 'Meena',
  lastName: 'K',
  phone: '+919840012345',
  address: '4 Avinashi Road',
  landmark: null,
  city: 'Coimbatore',
  postalCode: '641018',
  state: 'Tamil Nadu',
};
const events = (messages: { event: string }[]) => messages.map((message) => message.event);

describe('orderUpdateMessages', () => {
  it('queues "placed" for an online order when its payment arrives, with the total, once (keyed by the step)', () => {
    const [placed, ...rest] = orderUpdateMessages(awaiting, paid, english, shop);
    expect(rest).toEqual([]);
    expect(placed).toEqual({
      key: `${paid.id}:2`,
      orderId: paid.id,
      uid: 'u1',
      event: 'order.placed',
      to: '+919876543210',
      template: 'order_placed',
      language: 'en',
      parameters: ['Asha', 'LG-261122-7KQ2M', '₹477'],
    });
    expect(orderUpdateMessages(paid, { ...paid, payment: { ...paid.payment!, method: 'upi' } }, english, shop)).toEqual(
      [],
    );
  });

  it('queues "payment failed" for the first failed attempt and for an order that expired unpaid, in Tamil when chosen', () => {
    const failedEvent = {
      at: '2026-11-22T05:35:00.000Z',
      kind: 'PAYMENT_FAILED',
      source: 'webhook' as const,
      detail: null,
    };
    const failed = {
      ...awaiting,
      payment: { ...payment, state: 'FAILED' as const, failedPaymentId: 'pay_x', events: [failedEvent] },
    };
    expect(orderUpdateMessages(awaiting, failed, tamil, shop)).toEqual([
      expect.objectContaining({
        key: `${awaiting.id}:payment-failed`,
        event: 'order.payment_failed',
        template: 'order_payment_failed',
        language: 'ta',
        parameters: ['Asha', 'LG-261122-7KQ2M'],
      }),
    ]);
    expect(
      orderUpdateMessages(failed, { ...failed, payment: { ...failed.payment, method: 'card' } }, tamil, shop),
    ).toEqual([]);
    const expired = { ...awaiting, status: 'EXPIRED' as const };
    expect(orderUpdateMessages(awaiting, expired, english, shop).map((message) => message.key)).toEqual([
      `${awaiting.id}:payment-expired`,
    ]);
  });

  it('queues "refund processed" with the amount when a refund reaches PROCESSED, and not again', () => {
    const pending = withRefund(paid, 'PENDING');
    const processed = withRefund(paid, 'PROCESSED');
    expect(orderUpdateMessages(pending, processed, english, shop)).toEqual([
      expect.objectContaining({
        key: `${paid.id}:refund:cancelled-pay_1`,
        event: 'order.refund_processed',
        parameters: ['Asha', 'LG-261122-7KQ2M', '₹477'],
      }),
    ]);
    expect(orderUpdateMessages(processed, processed, english, shop)).toEqual([]);
  });

  it('queues the same "refund processed" for cash the owner handed back on a delivered order, once per refund', () => {
    const delivered = testOrder({ status: 'DELIVERED' });
    const handedBack = {
      ...delivered,
      cashRefunds: [{ key: 'owner-c1', amountPaise: 20_000, note: 'Wilted roses', refundedAt: '2026-11-25T10:00:00Z' }],
    };
    expect(orderUpdateMessages(delivered, handedBack, english, shop)).toEqual([
      expect.objectContaining({
        key: `${delivered.id}:refund:owner-c1`,
        event: 'order.refund_processed',
        to: '+919876543210',
        parameters: ['Asha', 'LG-261122-7KQ2M', '₹200'],
      }),
    ]);
    expect(orderUpdateMessages(handedBack, handedBack, english, shop)).toEqual([]);
  });

  it('queues "out for delivery" when a shipped order goes out', () => {
    const shipped = testOrder({ status: 'SHIPPED', timeline: [step('PACKED', 'SHIPPED')] as never });
    const out = {
      ...shipped,
      status: 'OUT_FOR_DELIVERY' as const,
      timeline: [...shipped.timeline, step('SHIPPED', 'OUT_FOR_DELIVERY')] as never,
    };
    expect(orderUpdateMessages(shipped, out, tamil, shop)).toEqual([
      expect.objectContaining({
        key: `${shipped.id}:2`,
        event: 'order.out_for_delivery',
        template: 'order_out_for_delivery',
        language: 'ta',
        parameters: ['Asha', 'LG-261122-7KQ2M'],
      }),
    ]);
  });

  it('sends the buyer nothing without consent', () => {
    expect(orderUpdateMessages(awaiting, paid, { ...english, updates: false }, shop)).toEqual([]);
  });

  it('tells a gift recipient "a gift is on its way" once, when it leaves the shop, with names only and no price', () => {
    const packed = testOrder({ status: 'PACKED', paymentMethod: 'ONLINE', recipient, totalPaise: 123400 });
    const shipment = {
      courier: 'DTDC',
      trackingNumber: 'D1',
      trackingUrl: null,
      shippedAt: '2026-11-24T10:00:00.000Z',
    };
    const shipped = { ...packed, status: 'SHIPPED' as const, shipment, timeline: [step('PACKED', 'SHIPPED')] as never };
    const giftOnly: OrderMessageConsent = { updates: false, language: 'en', giftNotice: true };
    const [gift, ...rest] = orderUpdateMessages(packed, shipped, giftOnly, shop);
    expect(rest).toEqual([]);
    expect(gift).toEqual({
      key: `${packed.id}:gift`,
      orderId: packed.id,
      event: 'order.gift_on_its_way',
      to: '+919840012345',
      template: 'gift_on_its_way',
      language: 'en',
      parameters: ['Meena', 'Asha', 'Lovely Gifts'],
    });
    expect(gift!.parameters.join(' ')).not.toMatch(/₹|1,234|1234/);
    const out = { ...shipped, status: 'OUT_FOR_DELIVERY' as const };
    expect(orderUpdateMessages(shipped, out, giftOnly, shop)).toEqual([]);
    // Both the buyer's update and the recipient's notice, in the buyer's language.
    expect(events(orderUpdateMessages(packed, shipped, { ...giftOnly, updates: true, language: 'ta' }, shop))).toEqual([
      'order.shipped',
      'order.gift_on_its_way',
    ]);
  });

  it("tells a cash-on-delivery gift's recipient, in its one notice, the amount to pay at the door", () => {
    const packed = testOrder({ status: 'PACKED', paymentMethod: 'COD', recipient, totalPaise: 117600 });
    const shipped = { ...packed, status: 'SHIPPED' as const };
    const giftOnly: OrderMessageConsent = { updates: false, language: 'en', giftNotice: true };
    expect(orderUpdateMessages(packed, shipped, giftOnly, shop)).toEqual([
      {
        key: `${packed.id}:gift`,
        orderId: packed.id,
        event: 'order.gift_cod_on_its_way',
        to: '+919840012345',
        template: 'gift_cod_on_its_way',
        language: 'en',
        parameters: ['Meena', 'Asha', 'Lovely Gifts', '₹1,176'],
      },
    ]);
    const out = { ...shipped, status: 'OUT_FOR_DELIVERY' as const };
    expect(orderUpdateMessages(shipped, out, giftOnly, shop)).toEqual([]);
  });

  it('sends no gift notice without a recipient, to the buyer themself, or unasked', () => {
    const packed = testOrder({ status: 'PACKED' });
    const shipped = { ...packed, status: 'SHIPPED' as const };
    const giftOnly: OrderMessageConsent = { updates: false, language: 'en', giftNotice: true };
    expect(orderUpdateMessages(packed, shipped, giftOnly, shop)).toEqual([]);
    const self = { ...recipient, phone: packed.address.phone };
    expect(
      orderUpdateMessages({ ...packed, recipient: self }, { ...shipped, recipient: self }, giftOnly, shop),
    ).toEqual([]);
    expect(
      orderUpdateMessages(
        { ...packed, recipient },
        { ...shipped, recipient },
        { ...giftOnly, giftNotice: false },
        shop,
      ),
    ).toEqual([]);
  });

  it("uses the owner's templates: a gift template can never carry the total even if a stored one asks for it", () => {
    const templates = {
      ...DEFAULT_WHATSAPP_TEMPLATES,
      gift_on_its_way: { name: 'gift_total', parameters: ['recipientName', 'total'] as const },
      placed: { name: 'kadai_placed', parameters: ['orderNumber'] as const },
    };
    const packed = testOrder({ status: 'PACKED', paymentMethod: 'ONLINE', recipient });
    const shipped = { ...packed, status: 'SHIPPED' as const };
    const giftOnly: OrderMessageConsent = { updates: false, language: 'en', giftNotice: true };
    expect(orderUpdateMessages(packed, shipped, giftOnly, { ...shop, templates })).toEqual([]);
    expect(orderUpdateMessages(awaiting, paid, english, { ...shop, templates })[0]).toMatchObject({
      template: 'kadai_placed',
      parameters: ['LG-261122-7KQ2M'],
    });
  });
});

describe("the buyer's messages go to the verified phone only", () => {
  const stranger = '+919000000002';

  it('sends a failed payment and a refund to the proven phone, whatever number the address names', () => {
    const typed = (order: OrderRecord): OrderRecord => ({ ...order, address: { ...order.address, phone: stranger } });
    const failed = typed({
      ...awaiting,
      payment: { ...awaiting.payment!, events: [{ kind: 'PAYMENT_FAILED', at: '2026-11-22T05:31:00.000Z' }] as never },
    });
    const messages = [
      ...orderUpdateMessages(typed(awaiting), failed, english, shop),
      ...orderUpdateMessages(typed(withRefund(paid, 'PENDING')), typed(withRefund(paid, 'PROCESSED')), english, shop),
    ];
    expect(messages.map((message) => [message.event, message.to])).toEqual([
      ['order.payment_failed', '+919876543210'],
      ['order.refund_processed', '+919876543210'],
    ]);
  });

  it('sends the buyer nothing for an order without a verified phone; the gift notice still goes', () => {
    const packed = anyOrder({ status: 'PACKED', paymentMethod: 'ONLINE', verifiedPhone: null, recipient });
    const shipped = { ...packed, status: 'SHIPPED' as const };
    const messages = orderUpdateMessages(packed, shipped, { updates: true, language: 'en', giftNotice: true }, shop);
    expect(messages.map((message) => [message.event, message.to])).toEqual([
      ['order.gift_on_its_way', '+919840012345'],
    ]);
  });

  it("sends no gift notice to a recipient whose number is the buyer's proven one", () => {
    const self = { ...recipient, phone: '+919876543210' };
    const packed = testOrder({ status: 'PACKED', recipient: self, address: { ...paid.address, phone: stranger } });
    const shipped = { ...packed, status: 'SHIPPED' as const };
    expect(orderUpdateMessages(packed, shipped, { updates: false, language: 'en', giftNotice: true }, shop)).toEqual(
      [],
    );
  });
});
