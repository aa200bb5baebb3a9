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

/** The directory's place for a complete PIN; null while typing, unknown, or when the server cannot say. */
export function usePinPlace(pin: string, enabled = true): PinPlace | null {
  const asks = enabled && isValidPostalCode(pin);
  const { data } = useQuery(PinCodePlaceQuery, { variables: { pin }, skip: !asks });
  const place = asks ? (data?.pinCode ?? null) : null;
  return place && place.pin === pin ? place : null;
}

/**
 * Fills the city and state from the directory once per newly typed PIN; a PIN that was already there when the form
 * opened (the profile's, a draft's) leaves what the shopper has.
 */
export function useFillFromPin(place: PinPlace | null, startPin: string, fill: (place: PinPlace) => void): void {
  const filledFor = useRef(startPin);
  const latestFill = useRef(fill);
  latestFill.current = fill;
  useEffect(() => {
    if (!place || place.pin === filledFor.current) return;
    filledFor.current = place.pin;
    latestFill.current(place);
  }, [place]);
}
