import { describe, expect, it } from 'vitest';
import { priceCart, type CartLineRequest } from './cart.js';
import { InvalidArgumentError } from './errors.js';
import { MAX_PAISE } from './money.js';
import type { Product } from './product.js';
import { testProduct } from '../../test-support/test-products.js';

const products = new Map<string, Product>(
  [
    testProduct({ id: 'mug', mrpPaise: 399_00, sellingPricePaise: 299_00, stock: 20 }),
    testProduct({ id: 'frame', mrpPaise: 599_00, sellingPricePaise: 599_00, stock: 3 }),
    testProduct({ id: 'gone', stock: 0 }),
    testProduct({
      id: 'ring',
      sellingPricePaise: 1499_50,
      mrpPaise: 1999_00,
      hasVariant: true,
      variants: [
        { name: 'S', stock: 2 },
        { name: 'M', stock: 0 },
        { name: 'L', stock: 5 },
      ],
    }),
    testProduct({
      id: 'offer',
      sellingPricePaise: 99_00,
      mrpPaise: 199_00,
      stock: 50,
      isLimitedOffer: true,
      limitedOfferMaxQuantity: 2,
    }),
    testProduct({
      id: 'offerVariants',
      sellingPricePaise: 100_00,
      isLimitedOffer: true,
      limitedOfferMaxQuantity: 3,
      hasVariant: true,
      variants: [
        { name: 'Red', stock: 10 },
        { name: 'Blue', stock: 10 },
      ],
    }),
    testProduct({ id: 'oddMrp', mrpPaise: 50_00, sellingPricePaise: 80_00 }),
  ].map((product) => [product.id, product]),
);

function price(lines: CartLineRequest[], minimum = 0) {
  return priceCart(lines, (id) => products.get(id), minimum);
}

describe('priceCart line statuses', () => {
  it.each<[string, CartLineRequest, string, number]>([
    ['plain product', { productId: 'mug', quantity: 2 }, 'OK', 20],
    ['exactly the stock', { productId: 'frame', quantity: 3 }, 'OK', 3],
    ['more than the stock', { productId: 'frame', quantity: 4 }, 'QUANTITY_UNAVAILABLE', 3],
    ['out of stock', { productId: 'gone', quantity: 1 }, 'OUT_OF_STOCK', 0],
    ['unknown product', { productId: 'nope', quantity: 1 }, 'UNAVAILABLE', 0],
    ['variant required', { productId: 'ring', quantity: 1 }, 'VARIANT_REQUIRED', 7],
    ['unknown variant', { productId: 'ring', variant: 'XL', quantity: 1 }, 'VARIANT_REQUIRED', 7],
    ['variant in stock', { productId: 'ring', variant: 'L', quantity: 5 }, 'OK', 5],
    ['variant out of stock', { productId: 'ring', variant: 'M', quantity: 1 }, 'OUT_OF_STOCK', 0],
    ['variant short', { productId: 'ring', variant: 'S', quantity: 3 }, 'QUANTITY_UNAVAILABLE', 2],
    ['limited offer within cap', { productId: 'offer', quantity: 2 }, 'OK', 2],
    ['limited offer over cap', { productId: 'offer', quantity: 3 }, 'QUANTITY_UNAVAILABLE', 2],
    ['price changed', { productId: 'mug', quantity: 1, seenPricePaise: 249_00 }, 'PRICE_CHANGED', 20],
    ['price unchanged', { productId: 'mug', quantity: 1, seenPricePaise: 299_00 }, 'OK', 20],
    ['variant ignored for plain products', { productId: 'mug', variant: 'Blue', quantity: 1 }, 'OK', 20],
  ])('%s', (_name, line, status, maxQuantity) => {
    const [priced] = price([line]).lines;
    expect(priced!.status).toBe(status);
    expect(priced!.maxQuantity).toBe(maxQuantity);
  });

  it('shares a limited offer cap across variant lines of one product', () => {
    const { lines } = price([
      { productId: 'offerVariants', variant: 'Red', quantity: 2 },
      { productId: 'offerVariants', variant: 'Blue', quantity: 2 },
    ]);
    expect(lines.map((line) => [line.status, line.maxQuantity])).toEqual([
      ['OK', 3],
      ['QUANTITY_UNAVAILABLE', 1],
    ]);
  });

  it('tells the stock left apart from a limited offer cap', () => {
    const { lines } = price([
      { productId: 'offer', quantity: 3 },
      { productId: 'ring', variant: 'S', quantity: 1 },
      { productId: 'ring', variant: 'S', quantity: 2 },
      { productId: 'ring', quantity: 1 },
      { productId: 'nope', quantity: 1 },
    ]);
    expect(lines.map((line) => [line.maxQuantity, line.stockLeft])).toEqual([
      [2, 50],
      [2, 2],
      [1, 1],
      [7, 7],
      [0, 0],
    ]);
  });

  it('shares stock across duplicate lines', () => {
    const { lines } = price([
      { productId: 'frame', quantity: 2 },
      { productId: 'frame', quantity: 2 },
    ]);
    expect(lines.map((line) => line.status)).toEqual(['OK', 'QUANTITY_UNAVAILABLE']);
  });

  it('reports the previous price only when it changed', () => {
    const [changed, same] = price([
      { productId: 'mug', quantity: 1, seenPricePaise: 249_00 },
      { productId: 'mug', quantity: 1, seenPricePaise: 299_00 },
    ]).lines;
    expect(changed!.previousUnitPrice?.formatted).toBe('₹249');
    expect(same!.previousUnitPrice).toBeNull();
  });
});

describe('priceCart totals', () => {
  it('adds orderable lines in paise', () => {
    const summary = price([
      { productId: 'mug', quantity: 2 },
      { productId: 'ring', variant: 'L', quantity: 1 },
      { productId: 'mug', quantity: 1, seenPricePaise: 1 },
    ]);
    expect(summary.subtotal).toEqual({ paise: 299_00 * 3 + 1499_50, formatted: '₹2,396.50', currencyCode: 'INR' });
    expect(summary.mrpTotal.paise).toBe(399_00 * 3 + 1999_00);
    expect(summary.savings.paise).toBe(100_00 * 3 + 499_50);
    expect(summary.itemCount).toBe(4);
    expect(summary.canCheckout).toBe(true);
    expect(summary.lines[1]!.lineTotal?.formatted).toBe('₹1,499.50');
  });

  it('leaves unorderable lines out of the totals and blocks checkout', () => {
    const summary = price([
      { productId: 'mug', quantity: 1 },
      { productId: 'gone', quantity: 1 },
      { productId: 'nope', quantity: 1 },
    ]);
    expect(summary.subtotal.paise).toBe(299_00);
    expect(summary.itemCount).toBe(1);
    expect(summary.canCheckout).toBe(false);
    expect(summary.lines[2]!.unitPrice).toBeNull();
    expect(summary.lines[2]!.lineTotal).toBeNull();
  });

  it.each([
    [0, 0, true],
    [598_00, 0, true],
    [598_01, 1, false],
    [1000_00, 402_00, false],
  ])('minimum order value %i → %i to go, checkout %s', (minimum, toGo, canCheckout) => {
    const summary = price([{ productId: 'mug', quantity: 2 }], minimum);
    expect(summary.minimumOrderValue.paise).toBe(minimum);
    expect(summary.amountToMinimum.paise).toBe(toGo);
    expect(summary.canCheckout).toBe(canCheckout);
  });

  it('cannot check out an empty cart', () => {
    const summary = price([]);
    expect(summary.canCheckout).toBe(false);
    expect(summary.subtotal.formatted).toBe('₹0');
  });

  it('never reports negative savings when the stored mrp is below the price', () => {
    expect(price([{ productId: 'oddMrp', quantity: 2 }]).savings.paise).toBe(0);
  });

  it('refuses totals beyond what the API can carry', () => {
    const huge = testProduct({ id: 'huge', sellingPricePaise: MAX_PAISE, stock: 999 });
    expect(() => priceCart([{ productId: 'huge', quantity: 2 }], () => huge, 0)).toThrow(InvalidArgumentError);
  });
});
