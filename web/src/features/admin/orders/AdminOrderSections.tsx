// The parts of the owner's order page that only show the order: its lines, where it goes and how it is paid, and
// its timeline.
import type { AdminOrderPage_OrderFragment } from '../../../gql/graphql';
import { OrderLineOptions } from '../../../shop/OrderLineOptions';
import { PriceBreakup } from '../../../shop/PriceBreakup';
import { RefundTotals, refundEventText, withRefunds } from '../../../shop/OrderRefunds';
import { AdminPaymentDetails } from './AdminPaymentDetails';
import { CashRefunds } from '../../../shop/CashRefunds';
import { EVENT_LABELS, formatTime, PAYMENT_LABELS } from './order-labels';
import styles from './admin-orders.module.css';
import { DeliveryWhen, PartyAddress } from '../../../shop/OrderParties';
import { shopTimeText } from '../../../shop/OrderArrival';

type Order = AdminOrderPage_OrderFragment['order'];

/** Each line with its options, unit price, GST rate and HSN code. */
export function AdminOrderLines({ lines }: { lines: Order['lines'] }) {
  return (
    <section className={styles.block} aria-labelledby="lines-title">
      <h2 id="lines-title">Items</h2>
      <ul className={styles.lines}>
        {lines.map((line, index) => (
          <li key={index}>
            {line.imageUrl ? (
              <img src={line.imageUrl} alt="" width={48} height={48} />
            ) : (
              <span className={styles.noImage} />
            )}
            <span className={styles.lineText}>
              <strong>
                {line.productName} × {line.quantity}
              </strong>
              {line.variant && <span className={styles.muted}>Option: {line.variant}</span>}
              <OrderLineOptions line={line} />
              <span className={styles.muted}>
                {line.unitPrice.formatted} each · GST {line.gstRate} %{line.hsnCode ? ` · HSN ${line.hsnCode}` : ''}
              </span>
            </span>
            <span>{line.lineTotal.formatted}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** "Cash collected ₹1,446 on Tue 8 Dec, 03:48" (India time): stays after any refund, for the day's cash count. */
export function CashCollected({ collected }: { collected: Order['cashCollected'] }) {
  if (!collected) return null;
  return (
    <p data-testid="admin-cash-collected">
      Cash collected {collected.amount.formatted} on {shopTimeText(collected.at)}
    </p>
  );
}

/**
 * Where it goes (the ship-to: a gift's recipient, else the buyer) with the delivery date and slot, the buyer billed
 * when that is someone else, the payment, and the price details beside them.
 */
export function AdminOrderDelivery({ order }: { order: Order }) {
  const { parties } = order;
  return (
    <div className={styles.columns}>
      <section className={styles.block} aria-labelledby="address-title">
        <h2 id="address-title">Delivery address</h2>
        {parties.gift && <p className={styles.muted}>A gift: deliver to the recipient.</p>}
        <PartyAddress party={parties.shipTo} className={styles.address} testId="admin-ship-to" links />
        <DeliveryWhen parties={parties} />
        {parties.gift && (
          <>
            <h2>Bill to (the buyer)</h2>
            <PartyAddress party={parties.billTo} className={styles.address} testId="admin-bill-to" links />
          </>
        )}
        <h2>Payment</h2>
        <p>{PAYMENT_LABELS[order.paymentMethod]}</p>
        <CashCollected collected={order.cashCollected} />
        {order.payment && <AdminPaymentDetails payment={order.payment} />}
        <CashRefunds refunds={order.cashRefunds} />
      </section>
      <section className={styles.block} aria-labelledby="price-title">
        <h2 id="price-title">Price details</h2>
        <PriceBreakup breakdown={order.breakdown} totalLabel="Order total" />
        <RefundTotals summary={order.refundSummary} />
      </section>
    </div>
  );
}

/** Every status change ("Placed → Packed by the owner") and every refund with its amount and kind, by time. */
export function AdminOrderTimeline({
  timeline,
  refunds,
}: {
  timeline: Order['timeline'];
  refunds: Order['refundSummary']['entries'];
}) {
  return (
    <section className={styles.block} aria-labelledby="timeline-title">
      <h2 id="timeline-title">Timeline</h2>
      <ol className={styles.timeline} data-testid="admin-order-timeline">
        {withRefunds(timeline, refunds).map((item, index) => {
          if (item.kind === 'refund')
            return (
              <li key={`${item.entry.at}-${index}`}>
                <span>{refundEventText(item.entry)}</span>{' '}
                <time dateTime={item.entry.at} className={styles.muted}>
                  {formatTime(item.entry.at)}
                </time>
              </li>
            );
          const { event } = item;
          return (
            <li key={`${event.at}-${index}`}>
              <span>
                {event.from ? `${EVENT_LABELS[event.from]} → ` : ''}
                {EVENT_LABELS[event.to]} by the {event.actor}
                {event.reason ? `: “${event.reason}”` : ''}
              </span>{' '}
              <time dateTime={event.at} className={styles.muted}>
                {formatTime(event.at)}
              </time>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
