import { useQuery } from '@apollo/client/react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { graphql } from '../../gql';
import type { OrderPage_OrderFragment } from '../../gql/graphql';
import { usePageMeta } from '../../lib/page-meta';
import { creditNoteUrl, orderInvoiceUrl, ORDERS_URL } from '../../lib/urls';
import { BuyAgainButton } from '../../shop/BuyAgainButton';
import { DeliveryWhen, PartyAddress } from '../../shop/OrderParties';
import { PriceBreakup } from '../../shop/PriceBreakup';
import { OrderLineOptions } from '../../shop/OrderLineOptions';
import { OrderArrival } from '../../shop/OrderArrival';
import { RefundTotals, refundEventText, withRefunds } from '../../shop/OrderRefunds';
import { Badge, LoadError, Spinner } from '../../ui';
import NotFoundPage from '../../ui/NotFoundPage';
import { CancelOrderButton } from './CancelOrderButton';
import { OrderPaymentDetails } from './OrderPaymentDetails';
import { cancelRefundNote } from './refund-words';
import { describeEvent, formatOrderTime, ORDER_STATUS } from './order-status';
import styles from './orders.module.css';
import accountStyles from './account.module.css';

export const OrderPageOrderFragment = graphql(`
  fragment OrderPage_order on Order {
    id
    orderNumber
    status
    placedAt
    paymentMethod
    canCancel
    emailUpdates
    lines {
      ...OrderLineDetails
    }
    address {
      ...OrderAddressDetails
    }
    breakdown {
      ...PriceBreakup_breakdown
    }
    timeline {
      ...OrderEventDetails
    }
    payment {
      status
      method
      paidAt
      refunds {
        amount {
          formatted
        }
        reason
        status
        requestedAt
        note
      }
      totals {
        paid {
          paise
          formatted
        }
        refunded {
          paise
          formatted
        }
        refunding {
          paise
          formatted
        }
        net {
          paise
          formatted
        }
        refundable {
          paise
          formatted
        }
      }
    }
    shipment {
      ...ShipmentDetails
    }
    invoice {
      number
    }
    cashRefunds {
      ...CashRefundDetails
    }
    refundSummary {
      ...OrderRefunds_summary
    }
    creditNotes {
      number
      reason
      total {
        ...Money
      }
    }
    ...OrderDeliveryDetails
  }
`);

const OrderPageQuery = graphql(`
  query OrderPage($id: ID!) {
    order(id: $id) {
      ...OrderPage_order
    }
  }
`);

/** /account/orders/:id: one order; with ?placed=1 (straight after checkout) the thank-you and what happens next. */
export default function OrderPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const justPlaced = search.get('placed') === '1';
  const { data, loading, error, refetch } = useQuery(OrderPageQuery, { variables: { id } });
  usePageMeta(data?.order ? `Order ${data.order.orderNumber}` : 'Your order');

  if (!data && loading) return <Spinner centered label="Loading your order" />;
  if (!data) {
    return (
      <LoadError className={accountStyles.notice} onRetry={refetch}>
        We could not load this order{error ? `: ${error.message}` : '.'}
      </LoadError>
    );
  }
  if (!data.order) {
    return (
      <NotFoundPage
        title="Order not found"
        message="We couldn't find this order in your account. Your orders are listed under My Orders."
      />
    );
  }
  // The thank-you (pay in cash, cancel until packed) only while the order has not moved on: not on a later reload.
  const stillNew = data.order.status === 'PLACED' || data.order.status === 'PENDING_PAYMENT';
  return <OrderDetails order={data.order} justPlaced={justPlaced && stillNew} />;
}

function OrderDetails({ order, justPlaced }: { order: OrderPage_OrderFragment; justPlaced: boolean }) {
  const status = ORDER_STATUS[order.status];
  const { address } = order;
  return (
    <article className={styles.order} aria-labelledby="order-title">
      {justPlaced && (
        <section className={styles.thanks} aria-labelledby="thanks-title" data-testid="order-placed">
          <h2 id="thanks-title">Thank you! Your order is placed.</h2>
          <p>
            Your order number is <strong>{order.orderNumber}</strong>.{' '}
            {order.emailUpdates
              ? `A confirmation e-mail goes to ${address.email}.`
              : `We send no e-mail about it, as ${address.email} is not verified yet: this page shows where it stands.`}
          </p>
          <h3>What happens next</h3>
          <ul>
            <li>We pack your gifts with care and let you know when the order ships.</li>
            {order.paymentMethod === 'COD' &&
              (order.parties.gift ? (
                <li>
                  {order.parties.shipTo.firstName} will be asked to pay {order.breakdown.total.formatted} in cash at the
                  door.
                </li>
              ) : (
                <li>Please keep {order.breakdown.total.formatted} ready to pay in cash when it arrives.</li>
              ))}
            <li>You can cancel the order from this page until it is packed.</li>
          </ul>
        </section>
      )}
      <div className={styles.orderHeader}>
        <div>
          <h2 id="order-title" className={accountStyles.sectionTitle}>
            Order {order.orderNumber}
          </h2>
          <p className={styles.muted}>Placed on {formatOrderTime(order.placedAt)}</p>
          {order.status !== 'CANCELLED' && order.status !== 'EXPIRED' && <OrderArrival order={order} />}
        </div>
        <Badge tone={status.tone}>
          <span data-testid="order-status">{status.label}</span>
        </Badge>
      </div>

      <section aria-labelledby="order-items-title" className={styles.block}>
        <h3 id="order-items-title">Items</h3>
        <ul className={styles.lines}>
          {order.lines.map((line, index) => (
            <li key={index} className={styles.line} data-testid="order-line">
              {line.imageUrl ? (
                <img src={line.imageUrl} alt="" width={56} height={56} />
              ) : (
                <span className={styles.noImage} />
              )}
              <span className={styles.orderText}>
                <span className={styles.orderNumber}>
                  {line.productName} × {line.quantity}
                </span>
                {line.variant && <span className={styles.muted}>Option: {line.variant}</span>}
                <OrderLineOptions line={line} />
                <span className={styles.muted}>{line.unitPrice.formatted} each</span>
              </span>
              <span className={styles.orderTotal}>{line.lineTotal.formatted}</span>
            </li>
          ))}
        </ul>
      </section>

      <div className={styles.columns}>
        <section aria-labelledby="order-address-title" className={styles.block}>
          <h3 id="order-address-title">{shipToHeading(order)}</h3>
          <PartyAddress
            party={order.parties.shipTo}
            className={styles.address}
            testId={order.parties.gift ? 'order-ship-to' : 'order-address'}
          />
          <DeliveryWhen parties={order.parties} className={styles.muted} delivered={order.deliveredAt != null} />
          {order.parties.gift && (
            <>
              <h3>Bill to (you)</h3>
              <PartyAddress party={order.parties.billTo} className={styles.address} testId="order-address" />
            </>
          )}
          <h3>Payment</h3>
          <OrderPaymentDetails order={order} />
          <OrderInvoice order={order} />
          <OrderCreditNotes order={order} />
          {order.shipment && (
            <>
              <h3>Shipment</h3>
              <p data-testid="order-shipment">
                Shipped with {order.shipment.courier} on {formatOrderTime(order.shipment.shippedAt)}
                <br />
                Tracking number:{' '}
                {order.shipment.trackingUrl ? (
                  <a href={order.shipment.trackingUrl} target="_blank" rel="noreferrer">
                    <strong>{order.shipment.trackingNumber}</strong> (track on {order.shipment.courier}&rsquo;s site)
                  </a>
                ) : (
                  <strong>{order.shipment.trackingNumber}</strong>
                )}
              </p>
            </>
          )}
        </section>
        <section aria-labelledby="order-price-title" className={styles.block}>
          <h3 id="order-price-title">Price details</h3>
          <PriceBreakup breakdown={order.breakdown} totalLabel="Order total" />
          <RefundTotals summary={order.refundSummary} />
        </section>
      </div>

      <section aria-labelledby="order-timeline-title" className={styles.block}>
        <h3 id="order-timeline-title">Order history</h3>
        <ol className={styles.timeline} data-testid="order-timeline">
          {withRefunds(order.timeline, order.refundSummary.entries).map((item, index) => {
            const at = item.kind === 'status' ? item.event.at : item.entry.at;
            return (
              <li key={`${at}-${index}`}>
                <span>{item.kind === 'status' ? describeEvent(item.event) : refundEventText(item.entry)}</span>
                <time dateTime={at} className={styles.muted}>
                  {formatOrderTime(at)}
                </time>
              </li>
            );
          })}
        </ol>
      </section>

      {order.canCancel && <CancelOrderButton orderId={order.id} refundNote={cancelRefundNote(order)} />}
      {order.status !== 'PENDING_PAYMENT' && (
        <p>
          <BuyAgainButton lines={order.lines} label="Buy again" />
        </p>
      )}
      <p>
        <Link to={ORDERS_URL}>← All orders</Link>
      </p>
    </article>
  );
}

/** A gift's recipient is "delivering to" until the order is delivered; the buyer's own order names the address. */
function shipToHeading(order: OrderPage_OrderFragment): string {
  if (!order.parties.gift) return 'Delivery address';
  return order.status === 'DELIVERED' ? 'Delivered to (a gift)' : 'Delivering to (a gift)';
}

/** Links to the order's GST invoice once the shop has issued it. */
function OrderInvoice({ order }: { order: OrderPage_OrderFragment }) {
  if (!order.invoice) return null;
  return (
    <p data-testid="order-invoice">
      <Link to={orderInvoiceUrl(order.id)}>Invoice {order.invoice.number}</Link> · print or save as PDF
    </p>
  );
}

/** Links to the order's credit notes (a refund or a cancellation after its invoice), each printable. */
function OrderCreditNotes({ order }: { order: OrderPage_OrderFragment }) {
  if (order.creditNotes.length === 0) return null;
  return (
    <>
      <h3>Credit notes</h3>
      <ul className={styles.creditNotes} data-testid="order-credit-notes">
        {order.creditNotes.map((note, index) => (
          <li key={note.number}>
            <Link to={creditNoteUrl(order.id, index + 1)}>Credit note {note.number}</Link> ·{' '}
            {note.reason === 'REFUND' ? 'refund' : 'cancellation'} of {note.total.formatted}
          </li>
        ))}
      </ul>
    </>
  );
}
