import { describe, expect, it } from 'vitest';
import {
  addCartItem,
  cleanCustomization,
  combineDuplicateLines,
  countUnits,
  decodeStoredCart,
  removeCartItem,
  updateCartItem,
} from './cart-rules';
import type { AddToCartInput, CartItem } from './cart-rules';

function line(overrides: Partial<CartItem> & { id: string }): CartItem {
  return {
    quantity: 1,
    giftWrap: false,
    giftMessage: '',
    isLimitedOffer: false,
    limitedOfferMaxQuantity: null,
    ...overrides,
  };
}

function added(items: CartItem[], input: AddToCartInput): CartItem[] {
  const change = addCartItem(items, input);
  if (!change.ok) throw new Error(`expected ok, got ${change.reason}`);
  return change.items;
}

describe('addCartItem', () => {
  const mug = line({ id: 'mug', quantity: 2, giftWrap: true, giftMessage: 'Old', customization: { text: 'Old' } });
  const redShirt = line({ id: 'shirt', variant: 'Red' });

  it.each<{ name: string; items: CartItem[]; input: AddToCartInput; expected: CartItem[] }>([
    {
      name: 'appends a new product with quantity 1 by default',
      items: [],
      input: { id: 'mug', hasVariant: false },
      expected: [line({ id: 'mug' })],
    },
    {
      name: 'same id without variants raises the quantity by the amount and replaces the options',
      items: [mug],
      input: {
        id: 'mug',
        hasVariant: false,
        quantity: 3,
        giftWrap: false,
        giftMessage: 'New',
        customization: { text: 'New' },
      },
      expected: [line({ id: 'mug', quantity: 5, giftMessage: 'New', customization: { text: 'New' } })],
    },
    {
      name: 'replacing options with none removes the old customization',
      items: [mug],
      input: { id: 'mug', hasVariant: false },
      expected: [line({ id: 'mug', quantity: 3 })],
    },
    {
      name: 'same id and same variant merges',
      items: [redShirt],
      input: { id: 'shirt', hasVariant: true, variant: 'Red', quantity: 2 },
      expected: [line({ id: 'shirt', variant: 'Red', quantity: 3 })],
    },
    {
      name: 'same id with another variant appends a line',
      items: [redShirt],
      input: { id: 'shirt', hasVariant: true, variant: 'Blue' },
      expected: [redShirt, line({ id: 'shirt', variant: 'Blue' })],
    },
    {
      name: 'a product without variants ignores a stray variant',
      items: [mug],
      input: { id: 'mug', hasVariant: false, variant: 'Ignored' },
      expected: [line({ id: 'mug', quantity: 3 })],
    },
    {
      name: 'limited offers never exceed their cap',
      items: [line({ id: 'deal', quantity: 2, isLimitedOffer: true, limitedOfferMaxQuantity: 3 })],
      input: { id: 'deal', hasVariant: false, quantity: 5, isLimitedOffer: true, limitedOfferMaxQuantity: 3 },
      expected: [line({ id: 'deal', quantity: 3, isLimitedOffer: true, limitedOfferMaxQuantity: 3 })],
    },
    {
      name: 'drops the internal uploaded flag of a customization',
      items: [],
      input: { id: 'mug', hasVariant: false, customization: { text: 'Hi', imageUrl: '/u/1.png', uploaded: true } },
      expected: [line({ id: 'mug', customization: { text: 'Hi', imageUrl: '/u/1.png' } })],
    },
    {
      name: 'keeps the price the shopper saw',
      items: [],
      input: { id: 'mug', hasVariant: false, seenPricePaise: 49900 },
      expected: [line({ id: 'mug', seenPricePaise: 49900 })],
    },
  ])('$name', ({ items, input, expected }) => {
    expect(added(items, input)).toEqual(expected);
  });

  it.each<{ name: string; input: AddToCartInput }>([
    { name: 'no id', input: { id: '', hasVariant: false } },
    { name: 'zero quantity', input: { id: 'mug', hasVariant: false, quantity: 0 } },
    { name: 'negative quantity', input: { id: 'mug', hasVariant: false, quantity: -2 } },
    { name: 'fractional quantity', input: { id: 'mug', hasVariant: false, quantity: 1.5 } },
    { name: 'a product with variants but none chosen', input: { id: 'shirt', hasVariant: true } },
  ])('refuses $name and leaves the cart alone', ({ input }) => {
    const items = [mug];
    expect(addCartItem(items, input).ok).toBe(false);
    expect(items).toEqual([mug]);
  });

  it('never mutates the list it is given', () => {
    const items = [mug];
    added(items, { id: 'mug', hasVariant: false });
    expect(items[0]!.quantity).toBe(2);
  });
});

describe('removeCartItem', () => {
  const items = [line({ id: 'shirt', variant: 'Red' }), line({ id: 'shirt', variant: 'Blue' }), line({ id: 'mug' })];
  it.each([
    { name: 'by id and variant', id: 'shirt', variant: 'Blue', left: ['shirt/Red', 'mug/'] },
    { name: 'a product without variants by id', id: 'mug', variant: undefined, left: ['shirt/Red', 'shirt/Blue'] },
    {
      name: 'nothing when the variant differs',
      id: 'shirt',
      variant: 'Green',
      left: ['shirt/Red', 'shirt/Blue', 'mug/'],
    },
    {
      name: 'nothing when the id is unknown',
      id: 'pen',
      variant: undefined,
      left: ['shirt/Red', 'shirt/Blue', 'mug/'],
    },
  ])('removes $name', ({ id, variant, left }) => {
    expect(removeCartItem(items, id, variant).map((l) => `${l.id}/${l.variant ?? ''}`)).toEqual(left);
  });
});

describe('updateCartItem', () => {
  const items = [
    line({ id: 'shirt', variant: 'Red' }),
    line({ id: 'shirt', variant: 'Blue' }),
    line({ id: 'mug', quantity: 2 }),
  ];
  it.each<{ name: string; id: string; patch: Partial<Omit<CartItem, 'id'>>; variant?: string; expected: CartItem[] }>([
    {
      name: 'merges fields into every line of the id',
      id: 'shirt',
      patch: { giftWrap: true },
      expected: [
        line({ id: 'shirt', variant: 'Red', giftWrap: true }),
        line({ id: 'shirt', variant: 'Blue', giftWrap: true }),
        items[2]!,
      ],
    },
    {
      name: 'only the given variant when one is named',
      id: 'shirt',
      variant: 'Blue',
      patch: { quantity: 4 },
      expected: [items[0]!, line({ id: 'shirt', variant: 'Blue', quantity: 4 }), items[2]!],
    },
    {
      name: 'keeps the old quantity when the new one is not a whole number ≥ 1',
      id: 'mug',
      patch: { quantity: -1 },
      expected: items,
    },
    {
      name: 'combines lines that end up with the same variant',
      id: 'shirt',
      variant: 'Blue',
      patch: { variant: 'Red' },
      expected: [line({ id: 'shirt', variant: 'Red', quantity: 2 }), items[2]!],
    },
    {
      name: 'caps the quantity of a limited offer',
      id: 'mug',
      patch: { isLimitedOffer: true, limitedOfferMaxQuantity: 1, quantity: 5 },
      expected: [
        items[0]!,
        items[1]!,
        line({ id: 'mug', quantity: 1, isLimitedOffer: true, limitedOfferMaxQuantity: 1 }),
      ],
    },
    {
      name: 'strips the uploaded flag of a new customization',
      id: 'mug',
      patch: { customization: { text: 'Amma', uploaded: false } },
      expected: [items[0]!, items[1]!, line({ id: 'mug', quantity: 2, customization: { text: 'Amma' } })],
    },
  ])('$name', ({ id, patch, variant, expected }) => {
    expect(updateCartItem(items, id, patch, variant)).toEqual(expected);
  });
});

describe('decodeStoredCart', () => {
  it.each<{ name: string; stored: unknown; expected: CartItem[] | null }>([
    { name: 'not a list', stored: { items: [] }, expected: null },
    { name: 'a string', stored: 'cart', expected: null },
    { name: 'an empty list', stored: [], expected: [] },
    {
      name: 'a line in the original shop format',
      stored: [
        {
          id: 'p1',
          quantity: 2,
          variant: 'Red',
          customization: { text: 'Hi', uploaded: true },
          giftWrap: true,
          giftMessage: 'Love',
          isLimitedOffer: false,
          limitedOfferMaxQuantity: null,
        },
      ],
      expected: [
        line({
          id: 'p1',
          quantity: 2,
          variant: 'Red',
          customization: { text: 'Hi' },
          giftWrap: true,
          giftMessage: 'Love',
        }),
      ],
    },
    {
      name: 'lines with a negative, zero, fractional or missing quantity are dropped',
      stored: [
        { id: 'a', quantity: -1 },
        { id: 'b', quantity: 0 },
        { id: 'c', quantity: 1.5 },
        { id: 'd' },
        { id: 'e', quantity: 1 },
      ],
      expected: [line({ id: 'e' })],
    },
    {
      name: 'lines without a string id or with an odd variant are dropped',
      stored: [
        null,
        7,
        { quantity: 1 },
        { id: 3, quantity: 1 },
        { id: 'x', quantity: 1, variant: 5 },
        { id: 'ok', quantity: '2' },
      ],
      expected: [line({ id: 'ok', quantity: 2 })],
    },
    {
      name: 'missing or wrongly typed options fall back to their defaults',
      stored: [
        {
          id: 'a',
          quantity: 1,
          giftWrap: 'yes',
          giftMessage: 42,
          isLimitedOffer: 1,
          limitedOfferMaxQuantity: -3,
          customization: 'x',
          seenPricePaise: -5,
        },
      ],
      expected: [line({ id: 'a' })],
    },
    {
      name: 'a limited offer above its cap is cut to the cap',
      stored: [{ id: 'a', quantity: 9, isLimitedOffer: true, limitedOfferMaxQuantity: 2 }],
      expected: [line({ id: 'a', quantity: 2, isLimitedOffer: true, limitedOfferMaxQuantity: 2 })],
    },
    {
      name: 'duplicate lines are combined',
      stored: [
        { id: 'a', quantity: 1 },
        { id: 'a', quantity: 2 },
      ],
      expected: [line({ id: 'a', quantity: 3 })],
    },
  ])('$name', ({ stored, expected }) => {
    expect(decodeStoredCart(stored)).toEqual(expected);
  });
});

describe('helpers', () => {
  it('cleanCustomization drops empty personalisation', () => {
    expect(cleanCustomization({ uploaded: true })).toBeUndefined();
    expect(cleanCustomization({ text: '' })).toBeUndefined();
  });
  it('combineDuplicateLines keeps distinct variants apart', () => {
    const items = [line({ id: 'a', variant: 'S' }), line({ id: 'a', variant: 'M' })];
    expect(combineDuplicateLines(items)).toEqual(items);
  });
  it('countUnits adds the quantities', () => {
    expect(countUnits([line({ id: 'a', quantity: 2 }), line({ id: 'b', quantity: 3 })])).toBe(5);
    expect(countUnits([])).toBe(0);
  });
});
