import { describe, expect, it } from 'vitest';
import type { KeyValueStorage } from '../lib/storage';
import { checkCheckoutEntry, clearCheckoutFlags, markCameFromCart, mayOpenCheckout } from './checkout-entry';

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const brokenStorage: KeyValueStorage = {
  getItem: () => {
    throw new Error('denied');
  },
  setItem: () => {
    throw new Error('denied');
  },
  removeItem: () => {
    throw new Error('denied');
  },
};

describe('mayOpenCheckout', () => {
  it.each([
    { cameFromCart: 'true', referrer: '', allowed: true },
    { cameFromCart: null, referrer: 'http://localhost:3000/cart', allowed: true },
    { cameFromCart: null, referrer: 'http://localhost:3000/cart?x=1', allowed: true },
    { cameFromCart: 'false', referrer: 'http://localhost:3000/cart', allowed: true },
    { cameFromCart: null, referrer: '', allowed: false },
    { cameFromCart: 'false', referrer: 'http://localhost:3000/shop', allowed: false },
    { cameFromCart: 'TRUE', referrer: 'http://localhost:3000/', allowed: false },
    { cameFromCart: null, referrer: 'http://localhost:3000/carton', allowed: true },
  ])('flag $cameFromCart, referrer "$referrer" → $allowed', ({ cameFromCart, referrer, allowed }) => {
    expect(mayOpenCheckout({ cameFromCart, referrer })).toBe(allowed);
  });
});

describe('checkCheckoutEntry', () => {
  const flags = { cameFromCart: 'false', checkoutStep: '2', addressCompleted: 'true', cart: '[]' };

  it('refuses without the flag or a /cart referrer and clears the three checkout flags only', () => {
    const storage = memoryStorage(flags);
    expect(checkCheckoutEntry(storage, 'http://localhost/shop')).toBe(false);
    expect([...storage.data.keys()]).toEqual(['cart']);
  });

  it('allows after Proceed to checkout and keeps the flags', () => {
    const storage = memoryStorage({ checkoutStep: '2' });
    expect(markCameFromCart(storage)).toBe(true);
    expect(checkCheckoutEntry(storage, '')).toBe(true);
    expect(storage.data.get('cameFromCart')).toBe('true');
    expect(storage.data.get('checkoutStep')).toBe('2');
  });

  it('allows on a /cart referrer even without storage', () => {
    expect(checkCheckoutEntry(null, 'http://localhost/cart')).toBe(true);
  });

  it('never throws when storage does', () => {
    expect(markCameFromCart(brokenStorage)).toBe(false);
    expect(() => clearCheckoutFlags(brokenStorage)).not.toThrow();
    expect(checkCheckoutEntry(brokenStorage, '')).toBe(false);
  });
});
