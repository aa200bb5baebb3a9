import { Link } from 'react-router-dom';
import { graphql } from '../../../gql';
import type { AdminOrdersTable_OrderFragment, OrderPartiesDetailsFragment } from '../../../gql/graphql';
import { adminOrderUrl } from '../../../lib/admin-order-urls';
import { Badge, Button } from '../../../ui';
import {
  formatTime,
  PAYMENT_BUCKET_LABELS,
  PAYMENT_LABELS,
  PAYMENT_STATUS_LABELS,
  STATUS_LABELS,
} from './order-labels';
import styles from './admin-orders.module.css';
import { displayPhone } from '../../../lib/phone';
import { slotNameBeside } from '../../../shop/delivery-text';

/** One row of the owner's order list: the buyer, where it goes and when, as the order's parties say. */
export const AdminOrdersTableOrderFragment = graphql(`
  fragment AdminOrdersTable_order on Order {
    id
    orderNumber
    status
    placedAt
    paymentMethod
    payment {
      status
    }
    paymentBucket
    refundSummary {
      state
      refunded {
        ...Money
      }
    }
    parties {
      ...OrderPartiesDetails
    }
    breakdown {
      itemCount
      total {
        ...Money
      }
    }
  }
`);

export function AdminOrdersTable({ orders }: { orders: readonly AdminOrdersTable_OrderFragment[] }) {
  return (
    <table className={styles.table} data-testid="admin-orders">
      <thead>
        <tr>
          <th scope="col">Order</th>
          <th scope="col">Placed</th>
          <th scope="col">Customer</th>
          <th scope="col">Delivery</th>
          <th scope="col">Items</th>
          <th scope="col">Total</th>
          <th scope="col">Payment</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.id} data-testid="admin-order-row">
            <td data-label="Order">
              <Link to={adminOrderUrl(order.id)}>{order.orderNumber}</Link>
            </td>
            <td data-label="Placed">{formatTime(order.placedAt)}</td>
            <td data-label="Customer">
              <BuyerCell parties={order.parties} />
            </td>
            <td data-label="Delivery">
              <DeliveryCell parties={order.parties} />
            </td>
            <td data-label="Items">{order.breakdown.itemCount}</td>
            <td data-label="Total">{order.breakdown.total.formatted}</td>
            <td data-label="Payment">
              <PaymentCell order={order} />
            </td>
            <td data-label="Status">
              <Badge tone={STATUS_LABELS[order.status].tone}>{STATUS_LABELS[order.status].label}</Badge>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * How it is paid and where the money stands: an online payment's status, a cash order's cash to collect or collected;
 * a refund (online or cash) is marked with its amount.
 */
function PaymentCell({ order }: { order: AdminOrdersTable_OrderFragment }) {
  const { refundSummary } = order;
  const standing = order.payment
    ? PAYMENT_STATUS_LABELS[order.payment.status]
    : PAYMENT_BUCKET_LABELS[order.paymentBucket];
  return (
    <>
      {PAYMENT_LABELS[order.paymentMethod]}
      {refundSummary.state === 'NONE' ? (
        ` · ${standing}`
      ) : (
        <>
          {' '}
          <Badge tone="warning">
            <span data-testid="admin-order-refunded">
              {refundSummary.state === 'FULL' ? 'Refunded' : 'Partly refunded'} {refundSummary.refunded.formatted}
            </span>
          </Badge>
        </>
      )}
    </>
  );
}

/** The buyer's name and phone, then where the goods go: a gift's recipient by name, and the town. */
function BuyerCell({ parties }: { parties: OrderPartiesDetailsFragment }) {
  const { billTo, shipTo } = parties;
  const whereTo = [parties.gift ? `Gift for ${shipTo.firstName} ${shipTo.lastName}` : null, shipTo.city]
    .filter(Boolean)
    .join(' · ');
  return (
    <>
      {billTo.firstName} {billTo.lastName}
      {billTo.phone && <span className={styles.muted}> {displayPhone(billTo.phone)}</span>}
      {whereTo && <span className={styles.muted}> · {whereTo}</span>}
    </>
  );
}

/** "Sat 28 Nov, 23:00–23:59 · Midnight", or the courier's range; a dash for orders placed before delivery dates. */
function DeliveryCell({ parties }: { parties: OrderPartiesDetailsFragment }) {
  const { delivery } = parties;
  if (!delivery) return <span className={styles.muted}>—</span>;
  const slotName = delivery.slot ? slotNameBeside(delivery.text, delivery.slot.label) : '';
  return (
    <>
      {delivery.text.replace(/^Arrives /, '')}
      {slotName && <span className={styles.muted}> · {slotName}</span>}
    </>
  );
}

export interface OrdersPagerProps {
  pageInfo: { page: number; totalPages: number; hasNextPage: boolean; hasPreviousPage: boolean };
  totalCount: number;
  /** To the previous (-1) or the next (1) page of the one asked for. */
  onStep: (step: -1 | 1) => void;
}

/** Previous and Next, with "Page 2 of 5 · 93 orders" between them. */
export function OrdersPager({ pageInfo, totalCount, onStep }: OrdersPagerProps) {
  return (
    <nav className={styles.pager} aria-label="Pages">
      <Button variant="secondary" size="small" disabled={!pageInfo.hasPreviousPage} onClick={() => onStep(-1)}>
        Previous
      </Button>
      <span>
        Page {pageInfo.page} of {pageInfo.totalPages} · {totalCount} orders
      </span>
      <Button variant="secondary" size="small" disabled={!pageInfo.hasNextPage} onClick={() => onStep(1)}>
        Next
      </Button>
    </nav>
  );
}
