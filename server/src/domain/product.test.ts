import { describe, expect, it } from 'vitest';
import { discountPercent } from './product.js';
import { testProduct } from '../../test-support/test-products.js';

describe('discountPercent', () => {
  it.each([
    [100_00, 75_00, 25],
    [999_00, 499_00, 50],
    [300_00, 200_00, 33],
    [100_00, 100_00, 0],
    [100_00, 120_00, 0],
    [0, 50_00, 0],
    [100_00, 0, 100],
  ])('mrp %i, selling %i → %i%%', (mrp, selling, expected) => {
    expect(discountPercent(mrp, selling)).toBe(expected);
  });
});

describe('createProduct', () => {
  it('derives stock figures from variants', () => {
    const product = testProduct({
      id: 'v',
      hasVariant: true,
      stock: 99,
      variants: [
        { name: 'Small', stock: 4 },
        { name: 'Large', stock: 0 },
        { name: 'Odd', stock: -2 },
      ],
    });
    expect(product.stockCount).toBe(4);
    expect(product.inStock).toBe(true);
    expect(product.isLimitedStock).toBe(true);
    const atProductPrice = {
      sellingPrice: product.sellingPrice,
      mrp: product.mrp,
      discountPercent: product.discountPercent,
      ownSellingPrice: null,
      ownMrp: null,
    };
    expect(product.variants).toEqual([
      { name: 'Small', stock: 4, inStock: true, ...atProductPrice },
      { name: 'Large', stock: 0, inStock: false, ...atProductPrice },
      { name: 'Odd', stock: 0, inStock: false, ...atProductPrice },
    ]);
  });

  it('sells a hasVariant product without variant data as a plain product', () => {
    const product = testProduct({ id: 'x', hasVariant: true, stock: 12, variants: [] });
    expect(product.hasVariant).toBe(false);
    expect(product.stockCount).toBe(12);
    expect(product.isLimitedStock).toBe(false);
  });

  it.each([
    [true, 3, 10, 3, { maxQuantity: 3 }],
    [true, 3, 2, 2, { maxQuantity: 3 }],
    [true, null, 10, 10, { maxQuantity: null }],
    [true, 0, 10, 10, { maxQuantity: null }],
    [false, 3, 10, 10, null],
  ])('limited offer %s with cap %s and stock %i → max %i', (isLimitedOffer, cap, stock, max, data) => {
    const product = testProduct({ id: 'l', isLimitedOffer, limitedOfferMaxQuantity: cap, stock });
    expect(product.maxOrderQuantity).toBe(max);
    expect(product.limitedOfferData).toEqual(data);
  });

  it('formats money, the thumbnail and the creation date', () => {
    const product = testProduct({
      id: 'm',
      mrpPaise: 1499_00,
      sellingPricePaise: 1299_00,
      mediaUrls: ['/a.svg', '/b.svg'],
      createdAtMillis: Date.UTC(2024, 0, 2, 3, 4, 5),
    });
    expect(product.sellingPrice.formatted).toBe('₹1,299');
    expect(product.mrp.paise).toBe(149900);
    expect(product.discountPercent).toBe(13);
    expect(product.thumbnail).toBe('/a.svg');
    expect(product.createdAt).toBe('2024-01-02T03:04:05.000Z');
    expect(testProduct({ id: 'n' }).thumbnail).toBeNull();
    expect(testProduct({ id: 'n' }).createdAt).toBeNull();
  });

  it('reports zero stock as out of stock and not limited', () => {
    const product = testProduct({ id: 'o', stock: 0 });
    expect(product.inStock).toBe(false);
    expect(product.isLimitedStock).toBe(false);
    expect(product.maxOrderQuantity).toBe(0);
  });
});
