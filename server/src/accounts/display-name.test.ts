import { describe, expect, it } from 'vitest';
import { splitDisplayName } from './display-name.js';

describe('splitDisplayName', () => {
  it.each([
    ['Asha Raman', 'asha@example.com', 'Asha', 'Raman'],
    ['  Asha   Devi Raman ', null, 'Asha', 'Devi Raman'],
    ['Madonna', 'm@example.com', 'Madonna', ''],
    [null, 'asha.r@example.com', 'asha.r', ''],
    ['', null, '', ''],
  ])('%j / %j → %j %j', (displayName, email, firstName, lastName) => {
    expect(splitDisplayName(displayName, email)).toEqual({ firstName, lastName });
  });
});
