import { useMutation, useQuery } from '@apollo/client/react';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { graphql } from '../../../gql';
import type { AdminOrderPage_OrderFragment } from '../../../gql/graphql';
import { usePageMeta } from '../../../lib/page-meta';
import { toast } from '../../../lib/toast';
import { OrderLineOptions } from '../../../shop/OrderLineOptions';
import { PriceBreakup } from '../../../shop/PriceBreakup';
import { Badge, Button, Dialog, LoadError, Spinner, TextArea, TextField } from '../../../ui';
import { adminInvoiceUrl, adminPackingSlipUrl } from '../../../lib/admin-order-urls';
import { ADMIN_URLS } from '../../../lib/urls';
import { AdminPaymentDetails } from './AdminPaymentDetails';
import { EVENT_LABELS, formatTime, PAYMENT_LABELS, STATUS_LABELS } from './order-labels';
import styles from './admin-orders.module.css';
import adminStyles from '../admin.module.css';

const RefundDialog = lazy(() => import('./RefundDialog'));

export const AdminOrderPageFragment = graphql(`
  fragment AdminOrderPage_order on AdminOrder {
    id
    customerUid
    actions
    attention
    refundable {
      ...Money
    }
    invoice {
      number
      issuedAt
    }
    order {
      id
      orderNumber
      status
      placedAt
      paymentMethod
      payment {
        ...AdminPaymentDetails_payment
      }
      lines {
        productId
        productName
        variant
        quantity
        unitPrice {
          ...Money
        }
        lineTotal {
          ...Money
        }
        gstRate
        hsnCode
        imageUrl
        personalisation
        giftWrap
        giftMessage
      }
      address {
        firstName
        lastName
        email
        phone
        address
        city
        postalCode
        state
      }
      breakdown {
        ...PriceBreakup_breakdown
      }
      timeline {
        from
        to
        at
        actor
        reason
      }
      shipment {
        courier
        trackingNumber
        shippedAt
      }
    }
  }
`);

const AdminOrderQuery = graphql(`
  query AdminOrderPage($id: ID!) {
    adminOrder(id: $id) {
      ...AdminOrderPage_order
    }
  }
`);

const PackMutation = graphql(`
  mutation MarkOrderPacked($id: ID!) {
    adminMarkOrderPacked(id: $id) {
      order {
        ...AdminOrderPage_order
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

const ShipMutation = graphql(`
  mutation MarkOrderShipped($id: ID!, $shipment: ShipmentInput!) {
    adminMarkOrderShipped(id: $id, shipment: $shipment) {
      order {
        ...AdminOrderPage_order
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

const DeliverMutation = graphql(`
  mutation MarkOrderDelivered($id: ID!) {
    adminMarkOrderDelivered(id: $id) {
      order {
        ...AdminOrderPage_order
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

const CancelMutation = graphql(`
  mutation CancelOrderAsOwner($id: ID!, $reason: String!) {
    adminCancelOrder(id: $id, reason: $reason) {
      order {
        ...AdminOrderPage_order
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

type Errors = readonly { readonly field?: string | null; readonly message: string }[];

function fieldError(errors: Errors, field: string): string | null {
  return errors.find((error) => error.field === field)?.message ?? null;
}

/** /admin/orders/:id: everything about one order and the owner's next steps. */
export default function AdminOrderPage() {
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(AdminOrderQuery, { variables: { id } });
  usePageMeta(data?.adminOrder ? `Order ${data.adminOrder.order.orderNumber}` : 'Order');
  if (!data && loading) return <Spinner centered label="Loading the order" />;
  if (!data)
    return (
      <LoadError onRetry={() => void refetch()}>
        The order could not be loaded{error ? `: ${error.message}` : '.'}
      </LoadError>
    );
  if (!data.adminOrder)
    return (
      <p>
        There is no order with this id. <Link to={ADMIN_URLS.orders}>All orders</Link>
      </p>
    );
  return <OrderDetails adminOrder={data.adminOrder} />;
}

function OrderDetails({ adminOrder }: { adminOrder: AdminOrderPage_OrderFragment }) {
  const { order, actions } = adminOrder;
  const [pack, packing] = useMutation(PackMutation);
  const [ship, shipping] = useMutation(ShipMutation);
  const [deliver, delivering] = useMutation(DeliverMutation);
  const [cancel, cancelling] = useMutation(CancelMutation);
  const [shipOpen, setShipOpen] = useState(false);
  const [cancelOpen, setCancelOpen] = useState(false);
  const [refundOpen, setRefundOpen] = useState(false);
  const [shipment, setShipment] = useState({ courier: '', trackingNumber: '' });
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>([]);
  const busy = packing.loading || shipping.loading || delivering.loading || cancelling.loading;

  /** Shows the outcome of an action: a toast when it worked, the messages beside the fields when it did not. */
  function settle(result: { userErrors: Errors } | undefined, done: string): boolean {
    if (!result) return false;
    if (result.userErrors.length > 0) {
      setErrors(result.userErrors);
      const general = result.userErrors.find((entry) => entry.field === null || entry.field === 'id');
      if (general) toast.error(general.message);
      return false;
    }
    setErrors([]);
    toast.success(done);
    return true;
  }

  async function onShip(event: FormEvent) {
    event.preventDefault();
    const result = await ship({ variables: { id: order.id, shipment } });
    if (settle(result.data?.adminMarkOrderShipped, 'Marked shipped')) setShipOpen(false);
  }

  async function onCancel(event: FormEvent) {
    event.preventDefault();
    const result = await cancel({ variables: { id: order.id, reason } });
    if (settle(result.data?.adminCancelOrder, 'Order cancelled; its stock is back')) setCancelOpen(false);
  }

  const status = STATUS_LABELS[order.status];
  const { address } = order;
  return (
    <article className={styles.page} aria-labelledby="order-title">
      <p>
        <Link to={ADMIN_URLS.orders}>← All orders</Link>
      </p>
      <header className={styles.orderHeader}>
        <div>
          <h1 id="order-title" className={styles.title}>
            Order {order.orderNumber}
          </h1>
          <p className={styles.muted}>Placed {formatTime(order.placedAt)}</p>
        </div>
        <Badge tone={status.tone}>
          <span data-testid="admin-order-status">{status.label}</span>
        </Badge>
      </header>

      {adminOrder.attention && (
        <p className={adminStyles.notice} role="alert" data-testid="admin-order-attention">
          Needs your attention: {adminOrder.attention}
        </p>
      )}

      <div className={styles.actions} role="group" aria-label="Actions">
        {actions.includes('PACK') && (
          <Button
            disabled={busy}
            onClick={() =>
              void pack({ variables: { id: order.id } }).then((result) =>
                settle(result.data?.adminMarkOrderPacked, 'Marked packed'),
              )
            }
          >
            Mark packed
          </Button>
        )}
        {actions.includes('SHIP') && (
          <Button disabled={busy} onClick={() => setShipOpen(true)}>
            Mark shipped
          </Button>
        )}
        {actions.includes('DELIVER') && (
          <Button
            disabled={busy}
            onClick={() =>
              void deliver({ variables: { id: order.id } }).then((result) =>
                settle(result.data?.adminMarkOrderDelivered, 'Marked delivered'),
              )
            }
          >
            Mark delivered
          </Button>
        )}
        <Link className={styles.linkButton} to={adminPackingSlipUrl(order.id)}>
          Packing slip
        </Link>
        {actions.includes('INVOICE') && (
          <Link className={styles.linkButton} to={adminInvoiceUrl(order.id)}>
            {adminOrder.invoice ? `Invoice ${adminOrder.invoice.number}` : 'GST invoice'}
          </Link>
        )}
        {actions.includes('REFUND') && (
          <Button variant="secondary" disabled={busy} onClick={() => setRefundOpen(true)}>
            Refund
          </Button>
        )}
        {actions.includes('CANCEL') && (
          <Button variant="danger" disabled={busy} onClick={() => setCancelOpen(true)}>
            Cancel order
          </Button>
        )}
      </div>

      {order.shipment && (
        <p data-testid="admin-order-shipment">
          Shipped with <strong>{order.shipment.courier}</strong>, tracking number{' '}
          <strong>{order.shipment.trackingNumber}</strong> ({formatTime(order.shipment.shippedAt)})
        </p>
      )}

      <section className={styles.block} aria-labelledby="lines-title">
        <h2 id="lines-title">Items</h2>
        <ul className={styles.lines}>
          {order.lines.map((line, index) => (
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

      <div className={styles.columns}>
        <section className={styles.block} aria-labelledby="address-title">
          <h2 id="address-title">Delivery address</h2>
          <address className={styles.address}>
            {address.firstName} {address.lastName}
            <br />
            {address.address}
            <br />
            {address.city} {address.postalCode}, {address.state}
            <br />
            <a href={`tel:${address.phone}`}>{address.phone}</a> ·{' '}
            <a href={`mailto:${address.email}`}>{address.email}</a>
          </address>
          <h2>Payment</h2>
          <p>{PAYMENT_LABELS[order.paymentMethod]}</p>
          {order.payment && <AdminPaymentDetails payment={order.payment} />}
        </section>
        <section className={styles.block} aria-labelledby="price-title">
          <h2 id="price-title">Price details</h2>
          <PriceBreakup breakdown={order.breakdown} totalLabel="Order total" />
        </section>
      </div>

      <section className={styles.block} aria-labelledby="timeline-title">
        <h2 id="timeline-title">Timeline</h2>
        <ol className={styles.timeline} data-testid="admin-order-timeline">
          {order.timeline.map((event) => (
            <li key={`${event.at}-${event.to}`}>
              <span>
                {event.from ? `${EVENT_LABELS[event.from]} → ` : ''}
                {EVENT_LABELS[event.to]} by the {event.actor}
                {event.reason ? `: “${event.reason}”` : ''}
              </span>{' '}
              <time dateTime={event.at} className={styles.muted}>
                {formatTime(event.at)}
              </time>
            </li>
          ))}
        </ol>
      </section>

      <Dialog
        open={shipOpen}
        onClose={() => setShipOpen(false)}
        title="Mark shipped"
        closeOnBackdrop={false}
        actions={
          <Button type="submit" form="ship-form" disabled={busy}>
            Mark shipped
          </Button>
        }
      >
        <form id="ship-form" onSubmit={(event) => void onShip(event)} className={styles.dialogForm}>
          <p>The shopper sees the courier and tracking number on their order page.</p>
          <TextField
            label="Courier"
            value={shipment.courier}
            maxLength={60}
            error={fieldError(errors, 'shipment.courier')}
            onChange={(event) => setShipment({ ...shipment, courier: event.target.value })}
          />
          <TextField
            label="Tracking number"
            value={shipment.trackingNumber}
            maxLength={60}
            error={fieldError(errors, 'shipment.trackingNumber')}
            onChange={(event) => setShipment({ ...shipment, trackingNumber: event.target.value })}
          />
        </form>
      </Dialog>

      <Dialog
        open={cancelOpen}
        onClose={() => setCancelOpen(false)}
        title="Cancel this order"
        closeOnBackdrop={false}
        actions={
          <Button type="submit" form="cancel-form" variant="danger" disabled={busy}>
            Cancel order
          </Button>
        }
      >
        <form id="cancel-form" onSubmit={(event) => void onCancel(event)} className={styles.dialogForm}>
          <p>Its items go back to stock. The shopper sees the reason.</p>
          {order.paymentMethod === 'ONLINE' && <p>What is left of a paid online payment is refunded.</p>}
          <TextArea
            label="Reason"
            value={reason}
            maxLength={500}
            error={fieldError(errors, 'reason')}
            onChange={(event) => setReason(event.target.value)}
          />
        </form>
      </Dialog>

      {refundOpen && (
        <Suspense fallback={<Spinner label="Loading the refund form" />}>
          <RefundDialog orderId={order.id} refundable={adminOrder.refundable} onClose={() => setRefundOpen(false)} />
        </Suspense>
      )}
    </article>
  );
}
