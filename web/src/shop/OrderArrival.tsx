import type { OrderDeliveryDetailsFragment } from '../gql/graphql';

/** "Arrives Sat 28 Nov, 18:00–20:00" (or a courier's range) as the server words it; nothing for older orders. */
export function OrderArrival({ order, className }: { order: OrderDeliveryDetailsFragment; className?: string }) {
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
