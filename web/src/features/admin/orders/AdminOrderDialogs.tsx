import { useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { graphql } from '../../../gql';
import type { ShipmentInput } from '../../../gql/graphql';
import { fieldError, type UserErrors } from '../../../lib/user-errors';
import { Button, Dialog, TextArea, TextField } from '../../../ui';
import { SelectField } from '../../../ui/SelectField';
import styles from './admin-orders.module.css';
import type { EarlyMove } from './use-order-transition';

const ShipCouriersQuery = graphql(`
  query AdminShipCouriers {
    adminShopSettings {
      couriers {
        name
        trackingUrlTemplate
      }
    }
  }
`);

/** The select's value for a courier typed by hand. */
const OTHER_COURIER = '';

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
  const couriers = useQuery(ShipCouriersQuery, { skip: !open }).data?.adminShopSettings.couriers ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  // The settings' first courier until the owner picks another; the list loading or empty leaves a typed name.
  const selected = chosen ?? couriers[0]?.name ?? OTHER_COURIER;
  const linked = couriers.find((courier) => courier.name === selected)?.trackingUrlTemplate;
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit({ courier: selected === OTHER_COURIER ? typed : selected, trackingNumber });
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
        <p>The shopper sees the courier and tracking number on their order page, and gets a mail with them.</p>
        {couriers.length > 0 && (
          <SelectField
            label="Courier"
            value={selected}
            error={selected === OTHER_COURIER ? null : fieldError(errors, 'shipment.courier')}
            hint={linked ? 'The shopper gets a link to its tracking page.' : undefined}
            onChange={(event) => setChosen(event.target.value)}
          >
            {couriers.map((courier) => (
              <option key={courier.name} value={courier.name}>
                {courier.name}
              </option>
            ))}
            <option value={OTHER_COURIER}>Another courier…</option>
          </SelectField>
        )}
        {selected === OTHER_COURIER && (
          <TextField
            label={couriers.length > 0 ? 'Courier name' : 'Courier'}
            value={typed}
            maxLength={60}
            error={fieldError(errors, 'shipment.courier')}
            onChange={(event) => setTyped(event.target.value)}
          />
        )}
        <TextField
          label="Tracking number"
          value={trackingNumber}
          maxLength={60}
          error={fieldError(errors, 'shipment.trackingNumber')}
          onChange={(event) => setTrackingNumber(event.target.value)}
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

/** The owner marks delivered an order whose delivery date has not come: the server's question, and the confirmation. */
const EARLY_TEXTS: Record<EarlyMove, { title: string; confirm: string; record: string }> = {
  deliver: {
    title: 'Delivered before its date?',
    confirm: 'Confirm early delivery',
    record: "The order's timeline will record it as delivered early.",
  },
  outForDelivery: {
    title: 'Out for delivery before its date?',
    confirm: 'Confirm out for delivery early',
    record: "The order's timeline will record it as out for delivery early; a gift's recipient hears of it now.",
  },
};

export function EarlyDeliveryDialog({
  early,
  onClose,
  busy,
  onConfirm,
}: {
  early: { question: string; move: EarlyMove } | null;
  onClose: () => void;
  busy: boolean;
  onConfirm: (move: EarlyMove) => void;
}) {
  const texts = EARLY_TEXTS[early?.move ?? 'deliver'];
  return (
    <Dialog
      open={early !== null}
      onClose={onClose}
      title={texts.title}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={busy} onClick={() => early && onConfirm(early.move)}>
            {texts.confirm}
          </Button>
        </>
      }
    >
      <p>{early?.question}</p>
      <p>{texts.record}</p>
    </Dialog>
  );
}
