import type { OrderDeliveryDetailsFragment } from '../gql/graphql';

const DELIVERED_AT = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "Sat 28 Nov, 21:15": the shop's time (India), whatever zone the browser is in. */
export function shopTimeText(iso: string): string {
  const parts = Object.fromEntries(DELIVERED_AT.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return `${parts.weekday} ${parts.day} ${parts.month}, ${parts.hour}:${parts.minute}`;
}

/** "Delivered Sat 28 Nov, 21:15". */
export function deliveredText(iso: string): string {
  return `Delivered ${shopTimeText(iso)}`;
}

/**
 * "Arrives Sat 28 Nov, 18:00–20:00" (or a courier's range) as the server words it, and once delivered (early or on
 * the day) when it was; nothing for older orders without either.
 */
export function OrderArrival({ order, className }: { order: OrderDeliveryDetailsFragment; className?: string }) {
  if (order.deliveredAt)
    return (
      <p className={className} data-testid="order-arrives">
        <strong>{deliveredText(order.deliveredAt)}</strong>
      </p>
    );
  if (!order.delivery) return null;
  return (
    <p className={className} data-testid="order-arrives">
      <strong>{order.delivery.text}</strong>
    </p>
  );
}

/** A gift's recipient as the shopper typed them: name, address with landmark, phone. */
export function OrderRecipient({ order, className }: { order: OrderDeliveryDetailsFragment; className?: string }) {
  const recipient = order.recipient;
  if (!recipient) return null;
  return (
    <address className={className} data-testid="order-recipient">
      {recipient.firstName} {recipient.lastName}
      <br />
      {recipient.address}
      {recipient.landmark && (
        <>
          <br />
          Landmark: {recipient.landmark}
        </>
      )}
      <br />
      {recipient.city} {recipient.postalCode}, {recipient.state}
      <br />
      {recipient.phone}
    </address>
  );
}
