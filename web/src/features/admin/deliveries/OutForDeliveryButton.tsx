import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { toast } from '../../../lib/toast';
import { Button } from '../../../ui';

const OutForDeliveryMutation = graphql(`
  mutation RunSheetOutForDelivery($id: ID!) {
    adminMarkOrderOutForDelivery(id: $id) {
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

/** The run sheet's "Out for delivery" for one order: the row shows the new status from the answer. */
export function OutForDeliveryButton({ orderId, orderNumber }: { orderId: string; orderNumber: string }) {
  const [markOut, { loading }] = useMutation(OutForDeliveryMutation);
  async function send() {
    const answer = (await markOut({ variables: { id: orderId } })).data?.adminMarkOrderOutForDelivery;
    if (!answer) return;
    const refusal = answer.userErrors[0];
    if (refusal) toast.error(refusal.message);
    else toast.success(`${orderNumber} is out for delivery`);
  }
  return (
    <Button size="small" disabled={loading} onClick={() => void send()} aria-label={`${orderNumber}: out for delivery`}>
      Out for delivery
    </Button>
  );
}
