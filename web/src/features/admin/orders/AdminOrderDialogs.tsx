import { useState, type FormEvent } from 'react';
import type { ShipmentInput } from '../../../gql/graphql';
import { fieldError, type UserErrors } from '../../../lib/user-errors';
import { Button, Dialog, TextArea, TextField } from '../../../ui';
import styles from './admin-orders.module.css';

interface ActionDialogProps<T> {
  open: boolean;
  onClose: () => void;
  busy: boolean;
  /** The last attempt's refusals, shown beside the fields they name. */
  errors: UserErrors;
  onSubmit: (value: T) => void;
}

/** The courier and tracking number the shopper will see, asked before the order is marked shipped. */
export function ShipDialog({ open, onClose, busy, errors, onSubmit }: ActionDialogProps<ShipmentInput>) {
  const [shipment, setShipment] = useState({ courier: '', trackingNumber: '' });
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit(shipment);
  }
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Mark shipped"
      closeOnBackdrop={false}
      actions={
        <Button type="submit" form="ship-form" disabled={busy}>
          Mark shipped
        </Button>
      }
    >
      <form id="ship-form" onSubmit={submit} className={styles.dialogForm}>
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
  );
}

/** The owner's cancellation, with the reason the shopper will read. */
export function CancelDialog({
  open,
  onClose,
  busy,
  errors,
  onSubmit,
  paidOnline,
}: ActionDialogProps<string> & { paidOnline: boolean }) {
  const [reason, setReason] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit(reason);
  }
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Cancel this order"
      closeOnBackdrop={false}
      actions={
        <Button type="submit" form="cancel-form" variant="danger" disabled={busy}>
          Cancel order
        </Button>
      }
    >
      <form id="cancel-form" onSubmit={submit} className={styles.dialogForm}>
        <p>Its items go back to stock. The shopper sees the reason.</p>
        {paidOnline && <p>What is left of a paid online payment is refunded.</p>}
        <TextArea
          label="Reason"
          value={reason}
          maxLength={500}
          error={fieldError(errors, 'reason')}
          onChange={(event) => setReason(event.target.value)}
        />
      </form>
    </Dialog>
  );
}
