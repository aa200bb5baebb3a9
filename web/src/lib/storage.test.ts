import { describe, expect, it } from 'vitest';
import { readJson, removeKey, writeJson, type KeyValueStorage } from './storage';

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

describe('readJson', () => {
  it.each([
    { name: 'a missing key', storage: memoryStorage(), status: 'missing' },
    { name: 'no storage at all', storage: null, status: 'missing' },
    { name: 'JSON', storage: memoryStorage({ k: '[1]' }), status: 'found' },
    { name: 'text that is not JSON', storage: memoryStorage({ k: '[1,' }), status: 'unreadable' },
    { name: 'a throwing getItem', storage: throwing, status: 'unreadable' },
  ])('reports $name as $status', ({ storage, status }) => {
    expect(readJson(storage, 'k').status).toBe(status);
  });

  it('returns the parsed value', () => {
    expect(readJson(memoryStorage({ k: '{"a":[1,2]}' }), 'k')).toEqual({ status: 'found', value: { a: [1, 2] } });
  });
});

describe('writeJson and removeKey', () => {
  it('store and delete', () => {
    const storage = memoryStorage();
    expect(writeJson(storage, 'k', [{ id: 'a' }])).toBe(true);
    expect(storage.data.get('k')).toBe('[{"id":"a"}]');
    expect(removeKey(storage, 'k')).toBe(true);
    expect(storage.data.has('k')).toBe(false);
  });

  it.each([
    { name: 'a throwing storage', storage: throwing },
    { name: 'no storage', storage: null },
  ])('report failure with $name instead of throwing', ({ storage }) => {
    expect(writeJson(storage, 'k', 1)).toBe(false);
    expect(removeKey(storage, 'k')).toBe(false);
  });
});
