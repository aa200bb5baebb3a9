// The WhatsApp message an order's status change causes, for a shopper who opted in: which update it is, the
// template and its parameters, the phone the shopper's ID token proved when placing the order (never the address's),
// and a key that names this step of the order's timeline once.
import type { OrderRecord } from '../domain/order-record.js';
import { orderUpdateParameters, type OrderUpdateEvent, type WhatsAppTemplates } from '../domain/whatsapp-templates.js';
import type { QueuedWhatsApp } from './outbox-document.js';
import type { WhatsAppLanguage } from './template-message.js';

const EVENT_OF_STATUS: Partial<Record<OrderRecord['status'], OrderUpdateEvent>> = {
  PLACED: 'placed',
  PACKED: 'packed',
  SHIPPED: 'shipped',
  OUT_FOR_DELIVERY: 'out_for_delivery',
  DELIVERED: 'delivered',
  CANCELLED: 'cancelled',
};

/**
 * Null when the shopper did not opt in, the status sends nothing, the order holds no verified phone, or the update
 * lacks what its template needs.
 */
export function orderStatusMessage(
  before: OrderRecord | null,
  after: OrderRecord,
  optedIn: boolean,
  templates: WhatsAppTemplates,
  language: WhatsAppLanguage = 'en',
): QueuedWhatsApp | null {
  const event = EVENT_OF_STATUS[after.status];
  const to = after.verifiedPhone ?? null;
  if (!optedIn || event === undefined || before?.status === after.status || to === null) return null;
  const template = templates[event];
  const filled = orderUpdateParameters(template, {
    firstName: after.address.firstName,
    orderNumber: after.orderNumber,
    total: after.totalPaise,
    courier: after.shipment?.courier ?? null,
    trackingNumber: after.shipment?.trackingNumber ?? null,
    trackingUrl: after.shipment?.trackingUrl ?? after.shipment?.trackingNumber ?? null,
  });
  if (!filled.ok) return null;
  return {
    key: `${after.id}:${after.timeline.length}`,
    orderId: after.id,
    event: `order.${event}`,
    to,
    template: template.name,
    language,
    parameters: filled.parameters,
  };
}
