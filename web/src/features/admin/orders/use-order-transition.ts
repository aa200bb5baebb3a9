// The owner's moves of an order along its statuses (pack, ship, out for delivery, deliver, cancel): one hook for the
// mutations, which answer the same payload, and one way of telling how each went.
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../../gql';
import type { ShipmentInput } from '../../../gql/graphql';
import { toast } from '../../../lib/toast';
import type { UserErrors } from '../../../lib/user-errors';

/** The order after the move (its page's whole selection, so the page updates) and the refusals. */
export const AdminOrderTransitionPayloadFragment = graphql(`
  fragment AdminOrderTransition_payload on AdminOrderPayload {
    order {
      ...AdminOrderPage_order
    }
    userErrors {
      ...UserError
    }
  }
`);

const PackMutation = graphql(`
  mutation MarkOrderPacked($id: ID!) {
    adminMarkOrderPacked(id: $id) {
      ...AdminOrderTransition_payload
    }
  }
`);

const ShipMutation = graphql(`
  mutation MarkOrderShipped($id: ID!, $shipment: ShipmentInput!) {
    adminMarkOrderShipped(id: $id, shipment: $shipment) {
      ...AdminOrderTransition_payload
    }
  }
`);

const OutForDeliveryMutation = graphql(`
  mutation MarkOrderOutForDelivery($id: ID!, $confirmEarly: Boolean) {
    adminMarkOrderOutForDelivery(id: $id, confirmEarly: $confirmEarly) {
      ...AdminOrderTransition_payload
    }
  }
`);

const DeliverMutation = graphql(`
  mutation MarkOrderDelivered($id: ID!, $confirmEarly: Boolean) {
    adminMarkOrderDelivered(id: $id, confirmEarly: $confirmEarly) {
      ...AdminOrderTransition_payload
    }
  }
`);

const CancelMutation = graphql(`
  mutation CancelOrderAsOwner($id: ID!, $reason: String!) {
    adminCancelOrder(id: $id, reason: $reason) {
      ...AdminOrderTransition_payload
    }
  }
`);

export type OrderTransition =
  | { kind: 'pack' }
  | { kind: 'ship'; shipment: ShipmentInput }
  | { kind: 'outForDelivery'; confirmEarly?: boolean }
  | { kind: 'deliver'; confirmEarly?: boolean }
  | { kind: 'cancel'; reason: string };

const DONE: Record<OrderTransition['kind'], string> = {
  pack: 'Marked packed',
  ship: 'Marked shipped',
  outForDelivery: 'Marked out for delivery',
  deliver: 'Marked delivered',
  cancel: 'Order cancelled; its stock is back',
};

/** The moves the server asks to confirm before the delivery date. */
export type EarlyMove = 'outForDelivery' | 'deliver';

export interface OrderTransitions {
  /** Asks for the move; true when it was made. */
  run: (transition: OrderTransition) => Promise<boolean>;
  /** A move is on its way. */
  busy: boolean;
  /** The last move's refusals, for the fields they name. */
  errors: UserErrors;
  /** The server's question before an early move (field confirmEarly) and the move it asks about, or null. */
  earlyDelivery: { question: string; move: EarlyMove } | null;
  /** Forgets the last refusals (a question the owner closed). */
  dismiss: () => void;
}

export function useOrderTransition(orderId: string): OrderTransitions {
  const [pack, packing] = useMutation(PackMutation);
  const [ship, shipping] = useMutation(ShipMutation);
  const [sendOut, sendingOut] = useMutation(OutForDeliveryMutation);
  const [deliver, delivering] = useMutation(DeliverMutation);
  const [cancel, cancelling] = useMutation(CancelMutation);
  const [errors, setErrors] = useState<UserErrors>([]);
  const [lastMove, setLastMove] = useState<OrderTransition['kind'] | null>(null);
  const busy = packing.loading || shipping.loading || sendingOut.loading || delivering.loading || cancelling.loading;
  const id = orderId;

  async function send(transition: OrderTransition) {
    switch (transition.kind) {
      case 'pack':
        return (await pack({ variables: { id } })).data?.adminMarkOrderPacked;
      case 'ship':
        return (await ship({ variables: { id, shipment: transition.shipment } })).data?.adminMarkOrderShipped;
      case 'outForDelivery':
        return (await sendOut({ variables: { id, confirmEarly: transition.confirmEarly ?? false } })).data
          ?.adminMarkOrderOutForDelivery;
      case 'deliver':
        return (await deliver({ variables: { id, confirmEarly: transition.confirmEarly ?? false } })).data
          ?.adminMarkOrderDelivered;
      case 'cancel':
        return (await cancel({ variables: { id, reason: transition.reason } })).data?.adminCancelOrder;
    }
  }

  /** A toast when it worked; when it did not, the messages beside the fields (and a toast for the whole order's). */
  async function run(transition: OrderTransition): Promise<boolean> {
    const result = await send(transition);
    if (!result) return false;
    setLastMove(transition.kind);
    if (result.userErrors.length > 0) {
      setErrors(result.userErrors);
      const general = result.userErrors.find((entry) => entry.field === null || entry.field === 'id');
      if (general) toast.error(general.message);
      return false;
    }
    setErrors([]);
    toast.success(DONE[transition.kind]);
    return true;
  }

  const question = errors.find((entry) => entry.field === 'confirmEarly')?.message ?? null;
  const move: EarlyMove = lastMove === 'outForDelivery' ? 'outForDelivery' : 'deliver';
  const earlyDelivery = question === null ? null : { question, move };
  return { run, busy, errors, earlyDelivery, dismiss: () => setErrors([]) };
}
