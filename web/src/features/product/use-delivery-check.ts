// The product page's "Check delivery": asks the server for one PIN (and this product), remembers a checked PIN on
// the device, and maps the answer onto what the view shows.
import { useLazyQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { graphql } from '../../gql';
import type { ProductDeliveryCheckQuery } from '../../gql/graphql';
import { readRememberedPin, rememberPin } from '../../lib/remembered-pin';
import { useHydrated } from '../../lib/use-hydrated';
import type { DeliveryAnswer } from './delivery-answer';

const ProductDeliveryCheck = graphql(`
  query ProductDeliveryCheck($pin: String!, $productId: ID) {
    deliveryCheck(pin: $pin, productId: $productId) {
      pin
      deliverable
      message
      city
      state
      earliestDate
      promise {
        mode
        date
        latestDate
        text
      }
      slots {
        available
        slot {
          id
          kind
          label
          startTime
          endTime
        }
      }
      cutoffCountdownSeconds
      codAvailable
    }
  }
`);

type Check = ProductDeliveryCheckQuery['deliveryCheck'];

/** The view's answer; `askedAt` turns the server's seconds-to-cut-off into a moment the countdown runs to. */
export function toDeliveryAnswer(check: Check, askedAt: number): DeliveryAnswer {
  const courier = check.promise?.mode === 'COURIER';
  return {
    pin: check.pin,
    city: check.city ?? null,
    state: check.state ?? null,
    deliverable: check.deliverable,
    message: check.deliverable ? null : check.message,
    earliestDate: check.earliestDate ?? null,
    latestDate: courier ? (check.promise?.latestDate ?? null) : null,
    orderBy:
      check.cutoffCountdownSeconds != null && check.cutoffCountdownSeconds > 0
        ? new Date(askedAt + check.cutoffCountdownSeconds * 1000).toISOString()
        : null,
    slots: check.slots
      .filter((option) => option.available)
      .map(({ slot }) => ({
        name: slot.label,
        startsAt: slot.kind === 'STANDARD' ? null : slot.startTime,
        endsAt: slot.kind === 'STANDARD' ? null : slot.endTime,
      })),
    codAvailable: check.codAvailable,
  };
}

export function useDeliveryCheck(productId: string) {
  const hydrated = useHydrated();
  const [initialPin, setInitialPin] = useState<string | null>(null);
  const [askedAt, setAskedAt] = useState(0);
  const [run, { data, loading, error }] = useLazyQuery(ProductDeliveryCheck, { fetchPolicy: 'network-only' });

  function check(pin: string) {
    rememberPin(pin);
    setAskedAt(Date.now());
    void run({ variables: { pin, productId } }).catch(() => undefined);
  }

  // The remembered PIN is read and checked once the page is the browser's (the server knows no device storage).
  useEffect(() => {
    if (!hydrated) return;
    const remembered = readRememberedPin();
    setInitialPin(remembered ?? '');
    if (remembered) {
      setAskedAt(Date.now());
      void run({ variables: { pin: remembered, productId } }).catch(() => undefined);
    }
  }, [hydrated, productId, run]);

  return {
    ready: initialPin !== null,
    initialPin: initialPin ?? '',
    answer: data ? toDeliveryAnswer(data.deliveryCheck, askedAt) : null,
    checking: loading,
    failed: Boolean(error),
    check,
  };
}
