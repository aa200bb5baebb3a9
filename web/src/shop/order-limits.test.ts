import { describe, expect, it } from 'vitest';
import { addableQuantity, clampQuantity, unitsInCart } from './order-limits';

describe('unitsInCart', () => {
  const items = [
    { id: 'a', quantity: 2 },
    { id: 'b', variant: 'Red', quantity: 1 },
    { id: 'b', variant: 'Blue', quantity: 3 },
  ];
  it.each([
    { id: 'a', variant: undefined, expected: 2 },
    { id: 'b', variant: undefined, expected: 4 },
    { id: 'b', variant: 'Blue', expected: 3 },
    { id: 'b', variant: 'Green', expected: 0 },
    { id: 'z', variant: undefined, expected: 0 },
  ])('$id $variant → $expected', ({ id, variant, expected }) => {
    expect(unitsInCart(items, id, variant)).toBe(expected);
  });
});

describe('addableQuantity', () => {
  it.each([
    { stock: 5, limitedOfferMax: null, productUnitsInCart: 0, lineUnitsInCart: 0, expected: 5 },
    { stock: 5, limitedOfferMax: null, productUnitsInCart: 2, lineUnitsInCart: 2, expected: 3 },
    { stock: 5, limitedOfferMax: 2, productUnitsInCart: 0, lineUnitsInCart: 0, expected: 2 },
    { stock: 5, limitedOfferMax: 2, productUnitsInCart: 1, lineUnitsInCart: 0, expected: 1 },
    { stock: 5, limitedOfferMax: 2, productUnitsInCart: 2, lineUnitsInCart: 2, expected: 0 },
    { stock: 0, limitedOfferMax: null, productUnitsInCart: 0, lineUnitsInCart: 0, expected: 0 },
    { stock: 3, limitedOfferMax: null, productUnitsInCart: 5, lineUnitsInCart: 5, expected: 0 },
    { stock: -2, limitedOfferMax: 4, productUnitsInCart: 0, lineUnitsInCart: 0, expected: 0 },
  ])('stock $stock, cap $limitedOfferMax, in cart $productUnitsInCart/$lineUnitsInCart → $expected', (row) => {
    expect(addableQuantity(row)).toBe(row.expected);
  });
});

describe('clampQuantity', () => {
  it.each([
    { wanted: 3, max: 5, expected: 3 },
    { wanted: 9, max: 5, expected: 5 },
    { wanted: 0, max: 5, expected: 1 },
    { wanted: -4, max: 5, expected: 1 },
    { wanted: 2.7, max: 5, expected: 2 },
    { wanted: Number.NaN, max: 5, expected: 1 },
    { wanted: 3, max: 0, expected: 1 },
  ])('$wanted within $max → $expected', ({ wanted, max, expected }) => {
    expect(clampQuantity(wanted, max)).toBe(expected);
  });
});
