// The dates and slots the cart can have at the delivery PIN, as the server counts them (places left, cut-offs,
// holidays, preparation times), mapped onto the picker's options.
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { graphql } from '../../gql';
import type { CheckoutDeliveryOptionsQuery, DeliverySlotUnavailable } from '../../gql/graphql';
import type { CartItem } from '../../shop/cart-rules';
import { toCartLineInputs } from '../../shop/cart-summary';
import { isValidPostalCode } from './address-rules';
import { deliveryDateWindow, type DateOption } from './delivery-choice';

const CheckoutDeliveryOptions = graphql(`
  query CheckoutDeliveryOptions($lines: [CartLineInput!]!, $pin: String!) {
    deliveryOptions(lines: $lines, pin: $pin) {
      pin
      deliverable
      message
      mode
      earliestDate
      dates {
        date
        available
        closedReason
        slots {
          available
          unavailableReason
          placesLeft
          slot {
            id
            kind
            label
            startTime
            endTime
            surcharge {
              ...Money
            }
          }
        }
      }
      courierPromise {
        text
      }
      lineProblems {
        index
        productId
        message
      }
    }
  }
`);

export type DeliveryOptionsAnswer = CheckoutDeliveryOptionsQuery['deliveryOptions'];

const SLOT_REASONS: Record<DeliverySlotUnavailable, string> = {
  FULL: 'Full',
  PAST_CUTOFF: 'Past the cut-off',
  NOT_READY_IN_TIME: 'Cannot be ready in time',
  CLOSED: 'Closed',
};

/** The picker's days: the earliest to 30 days after it, each with its slots and why one cannot be had. */
export function toDateOptions(answer: DeliveryOptionsAnswer): DateOption[] {
  const window = new Set(answer.earliestDate ? deliveryDateWindow(answer.earliestDate) : []);
  return answer.dates
    .filter((day) => window.has(day.date))
    .map((day) => ({
      date: day.date,
      available: day.available,
      unavailableReason: day.closedReason ?? (day.available ? null : 'No slot left'),
      slots: day.slots.map((option) => ({
        id: option.slot.id,
        name: option.slot.label,
        startsAt: option.slot.kind === 'STANDARD' ? null : option.slot.startTime,
        endsAt: option.slot.kind === 'STANDARD' ? null : option.slot.endTime,
        surcharge: option.slot.surcharge,
        available: option.available,
        unavailableReason: option.unavailableReason ? SLOT_REASONS[option.unavailableReason] : null,
      })),
    }));
}

export function useDeliveryOptions(items: readonly CartItem[], pin: string) {
  const lines = useMemo(() => toCartLineInputs(items), [items]);
  const { data, previousData, loading, error, refetch } = useQuery(CheckoutDeliveryOptions, {
    variables: { lines, pin },
    skip: !isValidPostalCode(pin),
    fetchPolicy: 'cache-and-network',
  });
  const answer = (data ?? previousData)?.deliveryOptions ?? null;
  const offer = useMemo(() => (answer ? toDateOptions(answer) : []), [answer]);
  return { answer, offer, loading, failed: Boolean(error) && !answer, refetch };
}
