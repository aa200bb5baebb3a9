import { useQuery } from '@apollo/client/react';
import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { graphql } from '../../../gql';
import type { AdminOrderPage_OrderFragment } from '../../../gql/graphql';
import { usePageMeta } from '../../../lib/page-meta';
import { Badge, LoadError, Spinner } from '../../../ui';
import { ADMIN_URLS } from '../../../lib/urls';
import { AdminOrderActions } from './AdminOrderActions';
import { CancelDialog, EarlyDeliveryDialog, ShipDialog } from './AdminOrderDialogs';
import { AdminOrderDelivery, AdminOrderLines, AdminOrderTimeline } from './AdminOrderSections';
import { AdminWhatsAppMessages } from './AdminWhatsAppMessages';
import { formatTime, STATUS_LABELS } from './order-labels';
import { useOrderTransition, type OrderTransition } from './use-order-transition';
import { AdminOrderPhotos } from './AdminOrderPhotos';
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
    whatsappMessages {
      ...AdminWhatsAppMessages_message
    }
    photos {
      ...AdminOrderPhotos_photo
    }
    order {
      id
      orderNumber
      status
      placedAt
      creditNotes {
        number
      }
      cashRefunds {
        ...CashRefundDetails
      }
      paymentMethod
      cashCollected {
        amount {
          ...Money
        }
        at
      }
      payment {
        ...AdminPaymentDetails_payment
      }
      lines {
        ...OrderLineDetails
        gstRate
        hsnCode
      }
      address {
        ...OrderAddressDetails
      }
      breakdown {
        ...PriceBreakup_breakdown
      }
      parties {
        ...OrderPartiesDetails
      }
      timeline {
        ...OrderEventDetails
      }
      refundSummary {
        ...OrderRefunds_summary
      }
      shipment {
        ...ShipmentDetails
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

type OpenDialog = 'ship' | 'cancel' | 'refund' | null;

function OrderDetails({ adminOrder }: { adminOrder: AdminOrderPage_OrderFragment }) {
  const { order } = adminOrder;
  const { run, busy, errors, earlyDelivery, dismiss } = useOrderTransition(order.id);
  const [open, setOpen] = useState<OpenDialog>(null);
  const close = () => setOpen(null);
  // A dialog closes once its move is made; a refused one stays open with the messages beside its fields.
  const runThenClose = (transition: OrderTransition) =>
    void run(transition).then((done) => {
      if (done) close();
    });
  const status = STATUS_LABELS[order.status];
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
      <AdminOrderActions
        adminOrder={adminOrder}
        busy={busy}
        onTransition={(transition) => void run(transition)}
        onOpen={setOpen}
      />
      {order.shipment && (
        <p data-testid="admin-order-shipment">
          Shipped with <strong>{order.shipment.courier}</strong>, tracking number{' '}
          {order.shipment.trackingUrl ? (
            <a href={order.shipment.trackingUrl} target="_blank" rel="noreferrer">
              <strong>{order.shipment.trackingNumber}</strong>
            </a>
          ) : (
            <strong>{order.shipment.trackingNumber}</strong>
          )}{' '}
          ({formatTime(order.shipment.shippedAt)})
        </p>
      )}
      <AdminOrderLines lines={order.lines} />
      <AdminOrderPhotos
        photos={adminOrder.photos}
        orderNumber={order.orderNumber}
        lineNames={order.lines.map((line) => line.productName)}
      />
      <AdminOrderDelivery order={order} />
      <AdminOrderTimeline timeline={order.timeline} refunds={order.refundSummary.entries} />
      {adminOrder.whatsappMessages && <AdminWhatsAppMessages messages={adminOrder.whatsappMessages} />}
      <ShipDialog
        open={open === 'ship'}
        onClose={close}
        busy={busy}
        errors={errors}
        onSubmit={(shipment) => runThenClose({ kind: 'ship', shipment })}
      />
      <CancelDialog
        open={open === 'cancel'}
        onClose={close}
        busy={busy}
        errors={errors}
        paidOnline={order.paymentMethod === 'ONLINE'}
        onSubmit={(reason) => runThenClose({ kind: 'cancel', reason })}
      />
      <EarlyDeliveryDialog
        early={earlyDelivery}
        onClose={dismiss}
        busy={busy}
        onConfirm={(move) => void run({ kind: move, confirmEarly: true })}
      />
      {open === 'refund' && (
        <Suspense fallback={<Spinner label="Loading the refund form" />}>
          <RefundDialog
            orderId={order.id}
            refundable={adminOrder.refundable}
            cashOnDelivery={order.paymentMethod === 'COD'}
            onClose={close}
          />
        </Suspense>
      )}
    </article>
  );
}
