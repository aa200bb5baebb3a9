import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../gql';
import { toast } from '../../lib/toast';
import { Button, Dialog, TextArea } from '../../ui';
import { CANCEL_REASON_MAX_LENGTH } from './order-status';

const CancelMyOrderMutation = graphql(`
  mutation CancelMyOrder($id: ID!, $reason: String) {
    cancelMyOrder(id: $id, reason: $reason) {
      order {
        ...OrderPage_order
      }
      userErrors {
        ...UserError
      }
    }
  }
`);

/** The shopper's cancellation of an order not yet packed, with an optional reason and what comes back. */
export function CancelOrderButton({ orderId, refundNote }: { orderId: string; refundNote: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [cancel, { loading }] = useMutation(CancelMyOrderMutation);

  async function confirm() {
    setProblem(null);
    try {
      const { data } = await cancel({ variables: { id: orderId, reason: reason.trim() || null } });
      const result = data?.cancelMyOrder;
      if (result?.order) {
        setOpen(false);
        toast.success('Your order is cancelled.');
        return;
      }
      setProblem(result?.userErrors[0]?.message ?? 'We could not cancel the order. Please try again.');
    } catch {
      setProblem('We could not reach the shop to cancel the order. Please try again.');
    }
  }

  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Cancel order
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Cancel this order?"
        closeOnBackdrop={false}
        actions={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Keep order
            </Button>
            <Button variant="danger" loading={loading} onClick={() => void confirm()}>
              Cancel order
            </Button>
          </>
        }
      >
        <p data-testid="cancel-refund-note">{refundNote}</p>
        <TextArea
          label="Why are you cancelling? (optional)"
          name="reason"
          rows={3}
          maxLength={CANCEL_REASON_MAX_LENGTH}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={problem}
        />
      </Dialog>
    </>
  );
}
