import { describe, expect, it } from 'vitest';
import { describeLineStatus, type LineStatusInput } from './cart-line-status';

const base: LineStatusInput = { status: 'OK', maxQuantity: 10, quantity: 1 };
const price = (formatted: string) => ({ formatted });

describe('describeLineStatus', () => {
  it.each<{ name: string; line: LineStatusInput; expected: ReturnType<typeof describeLineStatus> }>([
    { name: 'an orderable line says nothing', line: base, expected: null },
    {
      name: 'a price change names both prices',
      line: { ...base, status: 'PRICE_CHANGED', unitPrice: price('₹549'), previousUnitPrice: price('₹499') },
      expected: {
        tone: 'warning',
        message: 'The price changed from ₹499 to ₹549 since you added it.',
        fix: 'acknowledge-price',
      },
    },
    {
      name: 'sold out asks to remove',
      line: { ...base, status: 'OUT_OF_STOCK', maxQuantity: 0 },
      expected: { tone: 'danger', message: 'Sold out. Remove it to check out.', fix: 'remove' },
    },
    {
      name: 'too few in stock offers the available amount',
      line: { ...base, status: 'QUANTITY_UNAVAILABLE', maxQuantity: 3, quantity: 5 },
      expected: { tone: 'warning', message: 'Only 3 units left in stock.', fix: 'reduce-quantity' },
    },
    {
      name: 'one left is singular',
      line: { ...base, status: 'QUANTITY_UNAVAILABLE', maxQuantity: 1, quantity: 2 },
      expected: { tone: 'warning', message: 'Only 1 unit left in stock.', fix: 'reduce-quantity' },
    },
    {
      name: 'a limited offer cap is explained as such',
      line: {
        ...base,
        status: 'QUANTITY_UNAVAILABLE',
        maxQuantity: 2,
        quantity: 4,
        isLimitedOffer: true,
        limitedOfferMax: 2,
        stockAvailable: 40,
      },
      expected: {
        tone: 'warning',
        message: 'This limited offer allows at most 2 units per order.',
        fix: 'reduce-quantity',
      },
    },
    {
      name: 'a limited offer whose stock is lower than its cap talks about stock',
      line: {
        ...base,
        status: 'QUANTITY_UNAVAILABLE',
        maxQuantity: 1,
        quantity: 3,
        isLimitedOffer: true,
        limitedOfferMax: 5,
        stockAvailable: 1,
      },
      expected: { tone: 'warning', message: 'Only 1 unit left in stock.', fix: 'reduce-quantity' },
    },
    {
      name: 'a limited offer whose cap the other lines already use asks to remove',
      line: {
        ...base,
        status: 'QUANTITY_UNAVAILABLE',
        maxQuantity: 0,
        quantity: 1,
        isLimitedOffer: true,
        limitedOfferMax: 1,
        stockAvailable: 9,
      },
      expected: { tone: 'danger', message: 'This limited offer allows at most 1 unit per order.', fix: 'remove' },
    },
    {
      name: 'nothing available at all is sold out',
      line: { ...base, status: 'QUANTITY_UNAVAILABLE', maxQuantity: 0, quantity: 3 },
      expected: { tone: 'danger', message: 'Sold out. Remove it to check out.', fix: 'remove' },
    },
    {
      name: 'a deleted product says so',
      line: { ...base, status: 'UNAVAILABLE', maxQuantity: 0 },
      expected: {
        tone: 'danger',
        message: 'This product is no longer available. Remove it to check out.',
        fix: 'remove',
      },
    },
    {
      name: 'a vanished variant points to the product page',
      line: { ...base, status: 'VARIANT_REQUIRED' },
      expected: {
        tone: 'danger',
        message: 'This option is no longer available. Remove it and choose another on the product page.',
        fix: 'choose-variant',
      },
    },
  ])('$name', ({ line, expected }) => {
    expect(describeLineStatus(line)).toEqual(expected);
  });
});
