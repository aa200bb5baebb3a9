// The PIN directory's answer for a typed PIN (asked of the server: no PIN data ships to the browser), and the city
// and state it fills in when the shopper types a new PIN.
import { useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { graphql } from '../../gql';
import { isValidPostalCode, type PinPlace } from './address-rules';

const PinCodePlaceQuery = graphql(`
  query PinCodePlace($pin: String!) {
    pinCode(pin: $pin) {
      pin
      city
      state
    }
  }
`);

/** What the directory says of a complete PIN: its place, or that it knows no such PIN (the server answered null). */
export interface PinLookup {
  /** Null while typing, unknown, or when the server cannot say. */
  readonly place: PinPlace | null;
  /** The directory answered that it knows no such PIN. */
  readonly unknown: boolean;
}

export function usePinLookup(pin: string, enabled = true): PinLookup {
  const asks = enabled && isValidPostalCode(pin);
  const { data, loading, error } = useQuery(PinCodePlaceQuery, { variables: { pin }, skip: !asks });
  const answered = asks && !loading && !error && data !== undefined;
  const place = answered ? (data.pinCode ?? null) : null;
  return { place: place && place.pin === pin ? place : null, unknown: answered && data.pinCode === null };
}

/**
 * A PIN field's lookup that fills the city and state (`setPlace`) for each newly typed PIN the directory knows, and
 * empties them for one it does not know.
 */
export function usePlaceFromPin(
  pin: string,
  startPin: string,
  setPlace: (city: string, state: string) => void,
  enabled = true,
): PinLookup {
  const lookup = usePinLookup(pin, enabled);
  useFillFromPin(
    lookup.place,
    startPin,
    (place) => setPlace(place.city, place.state),
    lookup.unknown ? { pin, clear: () => setPlace('', '') } : null,
  );
  return lookup;
}

/** The directory's place for a complete PIN; null while typing, unknown, or when the server cannot say. */
export function usePinPlace(pin: string, enabled = true): PinPlace | null {
  return usePinLookup(pin, enabled).place;
}

/**
 * Fills the city and state from the directory once per newly typed PIN; a PIN that was already there when the form
 * opened (the profile's, a draft's) leaves what the shopper has.
 */
export function useFillFromPin(
  place: PinPlace | null,
  startPin: string,
  fill: (place: PinPlace) => void,
  unknownPin: { pin: string; clear: () => void } | null = null,
): void {
  const filledFor = useRef(startPin);
  const latestFill = useRef(fill);
  latestFill.current = fill;
  const latestClear = useRef(unknownPin?.clear);
  latestClear.current = unknownPin?.clear;
  useEffect(() => {
    if (!place || place.pin === filledFor.current) return;
    filledFor.current = place.pin;
    latestFill.current(place);
  }, [place]);
  // A newly typed PIN the directory does not know takes away the city and state an earlier PIN filled in.
  const unknown = unknownPin?.pin ?? null;
  useEffect(() => {
    if (unknown === null || unknown === filledFor.current) return;
    const filledEarlier = filledFor.current !== startPin;
    filledFor.current = unknown;
    if (filledEarlier) latestClear.current?.();
  }, [unknown, startPin]);
}
