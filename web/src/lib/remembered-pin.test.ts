import { describe, expect, it } from 'vitest';
import { isPinCode, pinInputValue, readRememberedPin, rememberPin, REMEMBERED_PIN_KEY } from './remembered-pin';
import type { KeyValueStorage } from './storage';

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const throwing: KeyValueStorage = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
  removeItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
};

describe('remembered PIN', () => {
  it('keeps a checked PIN and reads it back', () => {
    const storage = memoryStorage();
    expect(rememberPin('641002', storage)).toBe(true);
    expect(storage.data.get(REMEMBERED_PIN_KEY)).toBe('"641002"');
    expect(readRememberedPin(storage)).toBe('641002');
  });

  it('refuses to remember something that is not a PIN', () => {
    const storage = memoryStorage();
    expect(rememberPin('041002', storage)).toBe(false);
    expect(rememberPin('64100', storage)).toBe(false);
    expect(storage.data.size).toBe(0);
  });

  it.each([
    { name: 'nothing stored', storage: memoryStorage() },
    { name: 'no storage', storage: null },
    { name: 'a throwing storage', storage: throwing },
    { name: 'text that is not JSON', storage: memoryStorage({ [REMEMBERED_PIN_KEY]: '641{' }) },
    { name: 'a number', storage: memoryStorage({ [REMEMBERED_PIN_KEY]: '641002' }) },
    { name: 'a bad PIN', storage: memoryStorage({ [REMEMBERED_PIN_KEY]: '"12"' }) },
  ])('reads $name as nothing remembered', ({ storage }) => {
    expect(readRememberedPin(storage)).toBeNull();
  });

  it('answers false, without throwing, when the storage refuses the write', () => {
    expect(rememberPin('641002', throwing)).toBe(false);
  });

  it('knows a PIN and cleans typed text', () => {
    expect(isPinCode('110001')).toBe(true);
    expect(isPinCode('011000')).toBe(false);
    expect(pinInputValue(' 641 002-99')).toBe('641002');
  });
});
