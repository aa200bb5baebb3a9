import { describe, expect, it } from 'vitest';
import {
  addStockAlert,
  MAX_ACTIVE_STOCK_ALERTS,
  restockedOptions,
  stockAlertKey,
  stockAlertRefusal,
  type StockAlertProduct,
} from './stock-alerts.js';

const plain = (stock: number, hidden = false): StockAlertProduct => ({
  stock,
  hasVariant: false,
  hidden,
  variants: [],
});
const sized = (stocks: Record<string, number>): StockAlertProduct => ({
  stock: 0,
  hasVariant: true,
  variants: Object.entries(stocks).map(([name, stock]) => ({ name, stock })),
});

describe('restockedOptions', () => {
  it('finds a product without options going from 0 to some', () => {
    expect(restockedOptions(plain(0), plain(5))).toEqual([null]);
  });

  it('finds nothing while stock only moves above 0, goes to 0, or stays 0', () => {
    expect(restockedOptions(plain(2), plain(5))).toEqual([]);
    expect(restockedOptions(plain(5), plain(0))).toEqual([]);
    expect(restockedOptions(plain(0), plain(0))).toEqual([]);
    expect(restockedOptions(plain(-3), plain(0))).toEqual([]);
  });

  it('counts a sold-out hidden product shown again with stock, and never a hidden one', () => {
    expect(restockedOptions(plain(5, true), plain(5))).toEqual([null]);
    expect(restockedOptions(plain(0), plain(5, true))).toEqual([]);
  });

  it('restocks nothing for a product seen for the first time', () => {
    expect(restockedOptions(undefined, plain(5))).toEqual([]);
  });

  it('names each option that came back, and only those', () => {
    const before = sized({ '6 x 8 in': 0, '8 x 10 in': 3, A4: 0 });
    const after = sized({ '6 x 8 in': 4, '8 x 10 in': 0, A4: 0, A3: 2 });
    expect(restockedOptions(before, after)).toEqual(['6 x 8 in', 'A3']);
  });
});

describe('stockAlertRefusal', () => {
  it('takes a sold-out product or option only', () => {
    expect(stockAlertRefusal(plain(0), null)).toBeNull();
    expect(stockAlertRefusal(plain(1), null)).toBe('IN_STOCK');
    expect(stockAlertRefusal(sized({ S: 0, M: 2 }), 'S')).toBeNull();
    expect(stockAlertRefusal(sized({ S: 0, M: 2 }), 'M')).toBe('IN_STOCK');
  });

  it('wants an option of a product that has options, and none of one without', () => {
    expect(stockAlertRefusal(sized({ S: 0 }), null)).toBe('CHOOSE_OPTION');
    expect(stockAlertRefusal(sized({ S: 0 }), 'XL')).toBe('UNKNOWN_OPTION');
    expect(stockAlertRefusal(plain(0), 'S')).toBe('UNKNOWN_OPTION');
  });
});

describe('addStockAlert', () => {
  const alert = (productId: string, variant: string | null = null) => ({ productId, variant, createdAt: 1 });

  it('adds a request once and keeps the first', () => {
    const first = addStockAlert([], alert('mug'));
    expect(first.outcome).toBe('ADDED');
    const again = addStockAlert(first.alerts, { ...alert('mug'), createdAt: 9 });
    expect(again).toEqual({ alerts: [alert('mug')], outcome: 'EXISTS' });
    expect(addStockAlert(again.alerts, alert('mug', 'S')).outcome).toBe('ADDED');
  });

  it('refuses a new request past the cap', () => {
    const full = Array.from({ length: MAX_ACTIVE_STOCK_ALERTS }, (_, index) => alert(`p${index}`));
    expect(addStockAlert(full, alert('one-more')).outcome).toBe('FULL');
    expect(addStockAlert(full, alert('p3')).outcome).toBe('EXISTS');
  });

  it('keys a product and each of its options apart', () => {
    expect(stockAlertKey('mug', null)).not.toBe(stockAlertKey('mug', ''));
    expect(stockAlertKey('a', 'b c')).not.toBe(stockAlertKey('a b', 'c'));
  });
});
