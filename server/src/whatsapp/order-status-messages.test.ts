import { describe, expect, it } from 'vitest';
import { testOrder as anyOrder } from '../../test-support/test-orders.js';
import { DEFAULT_WHATSAPP_TEMPLATES } from '../domain/whatsapp-templates.js';
import { orderStatusMessage } from './order-status-messages.js';

/** An order placed by a shopper whose ID token proved +919876543210 (the address's phone too, unless changed). */
const testOrder: typeof anyOrder = (overrides = {}) => anyOrder({ verifiedPhone: '+919876543210', ...overrides });

const step = (to: string) => ({ from: 'PLACED', to, at: '2026-11-24T10:00:00.000Z', actor: 'owner', reason: null });
const packed = testOrder({ status: 'PACKED', timeline: [step('PACKED')] as never });
const shipment = {
  courier: 'DTDC',
  trackingNumber: 'D123',
  trackingUrl: 'https://www.dtdc.in/track?no=D123',
  shippedAt: '2026-11-24T11:00:00.000Z',
};
const shipped = testOrder({ status: 'SHIPPED', shipment, timeline: [step('PACKED'), step('SHIPPED')] as never });

describe('orderStatusMessage', () => {
  it('queues "shipped" with the courier and tracking link, keyed by the timeline step', () => {
    expect(orderStatusMessage(packed, shipped, true, DEFAULT_WHATSAPP_TEMPLATES)).toEqual({
      key: `${shipped.id}:2`,
      orderId: shipped.id,
      event: 'order.shipped',
      to: '+919876543210',
      template: 'order_shipped',
      language: 'en',
      parameters: ['Asha', 'LG-261122-7KQ2M', 'DTDC', 'https://www.dtdc.in/track?no=D123'],
    });
  });

  it('sends nothing to a shopper who did not opt in', () => {
    expect(orderStatusMessage(packed, shipped, false, DEFAULT_WHATSAPP_TEMPLATES)).toBeNull();
  });

  it('sends nothing for a status without an update, or no change', () => {
    const placed = testOrder();
    expect(
      orderStatusMessage(placed, testOrder({ status: 'PENDING_PAYMENT' }), true, DEFAULT_WHATSAPP_TEMPLATES),
    ).toBeNull();
    expect(orderStatusMessage(shipped, shipped, true, DEFAULT_WHATSAPP_TEMPLATES)).toBeNull();
  });

  it('gives the tracking number when the courier has no tracking page', () => {
    const noPage = testOrder({ ...shipped, shipment: { ...shipment, trackingUrl: null } });
    expect(orderStatusMessage(packed, noPage, true, DEFAULT_WHATSAPP_TEMPLATES)?.parameters[3]).toBe('D123');
  });

  it('queues "placed" for a new cash-on-delivery order (nothing before it) with its total', () => {
    const placed = testOrder({ timeline: [step('PLACED')] as never });
    expect(orderStatusMessage(null, placed, true, DEFAULT_WHATSAPP_TEMPLATES)).toMatchObject({
      key: `${placed.id}:1`,
      event: 'order.placed',
      parameters: ['Asha', 'LG-261122-7KQ2M', '₹477'],
    });
  });

  it('uses Tamil when asked', () => {
    expect(orderStatusMessage(testOrder(), packed, true, DEFAULT_WHATSAPP_TEMPLATES, 'ta')).toMatchObject({
      template: 'order_packed',
      language: 'ta',
      event: 'order.packed',
    });
  });
});

describe('who receives an order update', () => {
  it("is the phone the buyer's token proved, never the number typed into the address", () => {
    const typed = { ...shipped.address, phone: '+919000000001' };
    const message = orderStatusMessage(
      { ...packed, address: typed },
      { ...shipped, address: typed },
      true,
      DEFAULT_WHATSAPP_TEMPLATES,
    );
    expect(message?.to).toBe('+919876543210');
  });

  it('is nobody for an order that holds no verified phone (placed before it was kept)', () => {
    const older = { ...shipped, verifiedPhone: null };
    expect(orderStatusMessage(packed, older, true, DEFAULT_WHATSAPP_TEMPLATES)).toBeNull();
    const { verifiedPhone: _none, ...withoutField } = shipped;
    expect(orderStatusMessage(packed, withoutField, true, DEFAULT_WHATSAPP_TEMPLATES)).toBeNull();
  });
});
