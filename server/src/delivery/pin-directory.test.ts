import { describe, expect, it } from 'vitest';
import { INDIAN_STATES } from '../domain/indian-states.js';
import { PIN_DIRECTORY_STATES } from './generated/pin-directory-data.js';
import { createPinDirectory, pinStateMismatch } from './pin-directory.js';

describe('the offline PIN directory', () => {
  const directory = createPinDirectory();

  it('answers the city and state of a PIN from India Post data', () => {
    expect(directory.lookup('641012')).toMatchObject({ city: 'Coimbatore', state: 'Tamil Nadu' });
    expect(directory.lookup('110001')?.state).toBe('Delhi');
    expect(directory.lookup('560001')).toMatchObject({ city: 'Bangalore', state: 'Karnataka' });
    expect(directory.lookup('194101')?.state).toBe('Ladakh');
    expect(directory.lookup('999999')).toBeNull();
  });

  it('spells every state as the shop lists them', () => {
    for (const state of PIN_DIRECTORY_STATES) expect(INDIAN_STATES).toContain(state);
  });

  it('refuses a PIN filed under another state, naming both', () => {
    expect(pinStateMismatch(directory.lookup('110001'), 'Tamil Nadu')).toBe(
      'PIN code 110001 is in Delhi, not Tamil Nadu. Please check the PIN code or the state.',
    );
    expect(pinStateMismatch(directory.lookup('641012'), 'Tamil Nadu')).toBeNull();
    expect(pinStateMismatch(null, 'Tamil Nadu')).toBeNull();
  });
});
