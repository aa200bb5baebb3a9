import { Link } from 'react-router-dom';
import type { AdminOrderPage_OrderFragment } from '../../../gql/graphql';
import { adminCreditNoteUrl, adminInvoiceUrl, adminPackingSlipUrl } from '../../../lib/admin-order-urls';
import { Button } from '../../../ui';
import type { OrderTransition } from './use-order-transition';
import styles from './admin-orders.module.css';

export interface AdminOrderActionsProps {
  adminOrder: AdminOrderPage_OrderFragment;
  busy: boolean;
  /** A move that needs nothing more (pack, deliver). */
  onTransition: (transition: OrderTransition) => void;
  /** The moves that ask something first open their dialog. */
  onOpen: (dialog: 'ship' | 'cancel' | 'refund') => void;
}

/** What the owner may do next with the order (the server says which), and its printable papers. */
export function AdminOrderActions({ adminOrder, busy, onTransition, onOpen }: AdminOrderActionsProps) {
  const { order, actions } = adminOrder;
  return (
    <div className={styles.actions} role="group" aria-label="Actions">
      {actions.includes('PACK') && (
        <Button disabled={busy} onClick={() => onTransition({ kind: 'pack' })}>
          Mark packed
        </Button>
      )}
      {actions.includes('SHIP') && (
        <Button disabled={busy} onClick={() => onOpen('ship')}>
          Mark shipped
        </Button>
      )}
      {actions.includes('OUT_FOR_DELIVERY') && (
        <Button disabled={busy} onClick={() => onTransition({ kind: 'outForDelivery' })}>
          Mark out for delivery
        </Button>
      )}
      {actions.includes('DELIVER') && (
        <Button disabled={busy} onClick={() => onTransition({ kind: 'deliver' })}>
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
      {order.creditNotes.map((note, index) => (
        <Link key={note.number} className={styles.linkButton} to={adminCreditNoteUrl(order.id, index + 1)}>
          Credit note {note.number}
        </Link>
      ))}
      {actions.includes('REFUND') && (
        <Button variant="secondary" disabled={busy} onClick={() => onOpen('refund')}>
          Refund
        </Button>
      )}
      {actions.includes('CANCEL') && (
        <Button variant="danger" disabled={busy} onClick={() => onOpen('cancel')}>
          Cancel order
        </Button>
      )}
    </div>
  );
}
