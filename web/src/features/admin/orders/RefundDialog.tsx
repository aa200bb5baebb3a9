import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { graphql } from '../../../gql';
import { toast } from '../../../lib/toast';
import { Button, Dialog, formatPaise, TextArea, TextField, type MoneyValue } from '../../../ui';
import { refundErrorsOf, refundInputOf, rupeesText, type RefundFormErrors } from './refund-form';
import styles from './admin-orders.module.css';

const RefundMutation = graphql(`
  mutation RefundOrderAsOwner($id: ID!, $input: AdminRefundInput!) {
    adminRefundOrder(id: $id, input: $input) {
      order {
        id
        actions
        refundable {
          paise
          formatted
        }
        order {
          id
          creditNotes {
            number
          }
          cashRefunds {
            ...CashRefundDetails
          }
          payment {
            ...AdminPaymentDetails_payment
          }
          # Refunded and net under the total, the history and the list's marker follow the refund at once.
          refundSummary {
            ...OrderRefunds_summary
          }
          paymentBucket
        }
      }
      userErrors {
        ...UserError
      }
    }
  }
`);

const REASON_MAX_LENGTH = 200;

/**
 * The owner's refund of part or all of what is left of an online payment, or the record of cash handed back on a
 * delivered cash-on-delivery order, without cancelling the order. One idempotency key per refund being typed: a
 * retry of the same amount and reason refunds once.
 */
export default function RefundDialog({
  orderId,
  refundable,
  cashOnDelivery = false,
  onClose,
}: {
  orderId: string;
  refundable: MoneyValue;
  /** The money was collected in cash: the owner hands it back outside Razorpay and records it here. */
  cashOnDelivery?: boolean;
  onClose: () => void;
}) {
  const [refund, { loading }] = useMutation(RefundMutation);
  // Starts empty: one careless Enter must not give back everything; "Refund all" is a deliberate choice.
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [errors, setErrors] = useState<RefundFormErrors>({});

  function edited(apply: () => void) {
    apply();
    setKey(crypto.randomUUID());
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = refundInputOf({ amount, reason });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    const result = await refund({
      variables: {
        id: orderId,
        input: { amountPaise: checked.amountPaise, reason: checked.reason, idempotencyKey: key },
      },
    }).catch((error: unknown) => {
      setErrors({ general: `The refund could not be sent: ${(error as Error).message}` });
      return null;
    });
    const payload = result?.data?.adminRefundOrder;
    if (!payload) return;
    if (payload.userErrors.length > 0) {
      setErrors(refundErrorsOf(payload.userErrors));
      return;
    }
    toast.success(
      cashOnDelivery
        ? `Refund of ${formatPaise(checked.amountPaise)} recorded`
        : `Refund of ${formatPaise(checked.amountPaise)} asked of Razorpay`,
    );
    onClose();
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title="Refund this order"
      closeOnBackdrop={false}
      actions={
        <Button type="submit" form="refund-form" disabled={loading}>
          Refund
        </Button>
      }
    >
      <form id="refund-form" onSubmit={(event) => void onSubmit(event)} className={styles.dialogForm} noValidate>
        {cashOnDelivery ? (
          <p>
            Record cash you handed back to the shopper: up to {refundable.formatted} of what was collected. The order is
            not cancelled, and the shopper sees the reason.
          </p>
        ) : (
          <p>
            Up to {refundable.formatted} can still be refunded to the shopper&apos;s online payment. The order is not
            cancelled, and the shopper sees the reason.
          </p>
        )}
        {errors.general && (
          <p role="alert" data-testid="refund-error">
            {errors.general}
          </p>
        )}
        <TextField
          label="Amount (₹)"
          inputMode="decimal"
          value={amount}
          hint={`At most ${refundable.formatted}`}
          error={errors.amount ?? null}
          onChange={(event) => edited(() => setAmount(event.target.value))}
        />
        <div>
          <Button
            type="button"
            variant="secondary"
            onClick={() => edited(() => setAmount(rupeesText(refundable.paise)))}
          >
            Refund all {refundable.formatted}
          </Button>
        </div>
        <TextArea
          label="Reason"
          value={reason}
          maxLength={REASON_MAX_LENGTH}
          error={errors.reason ?? null}
          onChange={(event) => edited(() => setReason(event.target.value))}
        />
      </form>
    </Dialog>
  );
}
