import { describe, expect, it } from 'vitest';
import type { KeyValueStorage } from '../../lib/storage';
import { checkCheckoutEntry } from '../../shop/checkout-entry';
import type { CheckoutAddress } from './address-rules';
import {
  finishCheckout,
  idempotencyKeyFor,
  readDraft,
  readProgress,
  writeDraft,
  writeProgress,
} from './checkout-progress';

function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const address: CheckoutAddress = {
  firstName: 'Priya',
  lastName: 'Raman',
  phone: '9876543210',
  address: '12 Race Course Road',
  city: 'Coimbatore',
  postalCode: '641018',
  state: 'Tamil Nadu',
};

describe('checkout progress', () => {
  it('starts on the address step', () => {
    expect(readProgress(memoryStorage())).toEqual({ step: 1, addressCompleted: false });
  });

  it('resumes on review after the address step was completed', () => {
    const storage = memoryStorage();
    writeDraft({ address }, storage);
    writeProgress({ step: 2, addressCompleted: true }, storage);
    expect(storage.data.get('checkoutStep')).toBe('2');
    expect(storage.data.get('addressCompleted')).toBe('true');
    expect(readProgress(storage)).toEqual({ step: 2, addressCompleted: true });
  });

  it('goes back to the address step when review has no completed address to show', () => {
    const storage = memoryStorage();
    writeProgress({ step: 2, addressCompleted: true }, storage);
    expect(readProgress(storage).step).toBe(1);
  });

  it('a refused entry clears the step flags but keeps what the shopper typed', () => {
    const storage = memoryStorage();
    writeDraft({ address, saveAddress: true }, storage);
    writeProgress({ step: 2, addressCompleted: true }, storage);
    expect(checkCheckoutEntry(storage, '')).toBe(false);
    expect(readProgress(storage).step).toBe(1);
    expect(readDraft(storage)).toMatchObject({ address, saveAddress: true });
  });
});

describe('idempotencyKeyFor', () => {
  it('keeps one key per order attempt and makes a new one when the order changes', () => {
    const storage = memoryStorage();
    let n = 0;
    const newKey = () => `key-${++n}`;
    expect(idempotencyKeyFor('cart-a', storage, newKey)).toBe('key-1');
    expect(idempotencyKeyFor('cart-a', storage, newKey)).toBe('key-1');
    expect(idempotencyKeyFor('cart-b', storage, newKey)).toBe('key-2');
    finishCheckout(storage);
    expect(storage.data.size).toBe(0);
    expect(idempotencyKeyFor('cart-b', storage, newKey)).toBe('key-3');
  });

  it('uses crypto.randomUUID by default', () => {
    expect(idempotencyKeyFor('x', memoryStorage())).toMatch(/^[0-9a-f-]{36}$/);
  });
});
