import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../../gql';
import { toast } from '../../../lib/toast';
import { Button } from '../../../ui';
import { EarlyDeliveryDialog } from '../orders/AdminOrderDialogs';

const OutForDeliveryMutation = graphql(`
  mutation RunSheetOutForDelivery($id: ID!, $confirmEarly: Boolean) {
    adminMarkOrderOutForDelivery(id: $id, confirmEarly: $confirmEarly) {
      order {
        id
        actions
        order {
          id
          status
        }
      }
      userErrors {
        ...UserError
      }
    }
  }
`);

/**
 * The run sheet's "Out for delivery" for one order: the row shows the new status from the answer. Before the order's
 * delivery date the server asks for a confirmation, and the same dialog as on the order page asks the owner.
 */
export function OutForDeliveryButton({ orderId, orderNumber }: { orderId: string; orderNumber: string }) {
  const [markOut, { loading }] = useMutation(OutForDeliveryMutation);
  const [question, setQuestion] = useState<string | null>(null);
  async function send(confirmEarly: boolean) {
    const answer = (await markOut({ variables: { id: orderId, confirmEarly } })).data?.adminMarkOrderOutForDelivery;
    if (!answer) return;
    const early = answer.userErrors.find((entry) => entry.field === 'confirmEarly');
    setQuestion(early?.message ?? null);
    if (early) return;
    const refusal = answer.userErrors[0];
    if (refusal) toast.error(refusal.message);
    else toast.success(`${orderNumber} is out for delivery`);
  }
  return (
    <>
      <Button
        size="small"
        disabled={loading}
        onClick={() => void send(false)}
        aria-label={`${orderNumber}: out for delivery`}
      >
        Out for delivery
      </Button>
      <EarlyDeliveryDialog
        early={question === null ? null : { question, move: 'outForDelivery' }}
        onClose={() => setQuestion(null)}
        busy={loading}
        onConfirm={() => void send(true)}
      />
    </>
  );
}
