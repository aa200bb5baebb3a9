// The offline PIN directory (India Post's data, generated into generated/pin-directory-data.ts): the city and state of
// a PIN code, answered by the server so the data never reaches the browser's bundle. Decoded once, on first use.
import { PIN_DIRECTORY_GROUPS, PIN_DIRECTORY_STATES } from './generated/pin-directory-data.js';

export interface PinPlace {
  readonly pin: string;
  /** The district the PIN belongs to (the first one, for the few PINs India Post files under two). */
  readonly city: string;
  readonly state: string;
  /** Every state the directory files the PIN under (one, except on a few borders). */
  readonly states: readonly string[];
}

export interface PinDirectory {
  lookup(pin: string): PinPlace | null;
}

function decode(): Map<string, PinPlace> {
  const places = new Map<string, PinPlace>();
  for (const group of PIN_DIRECTORY_GROUPS.split(';')) {
    const [stateIndex, city, pins] = group.split('|') as [string, string, string];
    const state = PIN_DIRECTORY_STATES[Number(stateIndex)]!;
    for (let at = 0; at + 6 <= pins.length; at += 6) {
      const pin = pins.slice(at, at + 6);
      const known = places.get(pin);
      if (!known) places.set(pin, { pin, city, state, states: [state] });
      else if (!known.states.includes(state)) places.set(pin, { ...known, states: [...known.states, state] });
    }
  }
  return places;
}

export function createPinDirectory(): PinDirectory {
  let places: Map<string, PinPlace> | null = null;
  return {
    lookup(pin) {
      places ??= decode();
      return places.get(pin.trim()) ?? null;
    },
  };
}

/** "641012 is in Tamil Nadu, not Kerala." when the PIN is filed under another state than the one chosen. */
export function pinStateMismatch(place: PinPlace | null, state: string): string | null {
  if (place === null || place.states.includes(state)) return null;
  return `PIN code ${place.pin} is in ${place.state}, not ${state}. Please check the PIN code or the state.`;
}
