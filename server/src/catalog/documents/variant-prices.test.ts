// Option prices and the owner's order of options in products documents: read, written, and read back.
import { describe, expect, it } from 'vitest';
import { parseProductDocument, productDocumentFields, productDraftOf } from './product-document.js';
import type { Product } from '../../domain/product.js';

function parsed(data: unknown): Product {
  const result = parseProductDocument('roses', data);
  if (!result.ok) throw new Error(result.reason);
  return result.value;
}

const todaysShape = {
  productName: 'Red Roses Bouquet',
  category: 'Flowers',
  mrp: 799,
  sellingPrice: 599,
  stock: 63,
  hasVariant: true,
  variantData: { stocks: { '6 roses': 30, '12 roses': 25, '24 roses': 8 } },
};

describe('parseProductDocument: options', () => {
  it('reads a document of today’s shape as before: every option at the product’s price, in the map’s order', () => {
    const product = parsed(todaysShape);
    expect(
      product.variants.map((option) => [option.name, option.stock, option.sellingPrice.paise, option.mrp.paise]),
    ).toEqual([
      ['6 roses', 30, 599_00, 799_00],
      ['12 roses', 25, 599_00, 799_00],
      ['24 roses', 8, 599_00, 799_00],
    ]);
    expect(product.variants.every((option) => option.ownSellingPrice === null && option.ownMrp === null)).toBe(true);
    expect([product.lowestPrice.paise, product.pricesVary]).toEqual([599_00, false]);
  });

  it('keeps the owner’s order from variantData.order, whatever order the map comes back in', () => {
    // The map as Firestore may hand it back after a sale of 12 roses.
    const product = parsed({
      ...todaysShape,
      variantData: {
        stocks: { '6 roses': 30, '24 roses': 8, Extra: 1, '12 roses': 25 },
        order: ['6 roses', '12 roses', '24 roses'],
      },
    });
    expect(product.variants.map((option) => option.name)).toEqual(['6 roses', '12 roses', '24 roses', 'Extra']);
  });

  it('reads each option’s own prices in rupees from variantData.prices, and from the list form', () => {
    const product = parsed({
      ...todaysShape,
      variantData: {
        stocks: { '6 roses': 30, '12 roses': 25, '24 roses': 8 },
        prices: { '12 roses': { sellingPrice: '999', mrp: 1299 }, '24 roses': { sellingPrice: 1799.5 }, nope: 5 },
      },
    });
    expect(product.variants.map((option) => [option.sellingPrice.paise, option.mrp.paise])).toEqual([
      [599_00, 799_00],
      [999_00, 1299_00],
      [1799_50, 799_00],
    ]);
    const listed = parsed({
      ...todaysShape,
      variantData: { stocks: [{ name: 'Large', stock: 2, sellingPrice: 899, mrp: 'n/a' }] },
    });
    expect([listed.variants[0]!.sellingPrice.paise, listed.variants[0]!.ownMrp]).toEqual([899_00, null]);
  });
});

describe('productDocumentFields: options', () => {
  it('writes stocks as today, plus the order and only the prices an option has of its own, in rupees', () => {
    const product = parsed({
      ...todaysShape,
      variantData: {
        stocks: { '12 roses': 25, '6 roses': 30 },
        order: ['6 roses', '12 roses'],
        prices: { '12 roses': { sellingPrice: 999, mrp: 1299 } },
      },
    });
    const fields = productDocumentFields(productDraftOf(product));
    expect(fields.variantData).toEqual({
      stocks: { '6 roses': 30, '12 roses': 25 },
      order: ['6 roses', '12 roses'],
      prices: { '12 roses': { sellingPrice: 999, mrp: 1299 } },
    });
    const readBack = parsed({ ...todaysShape, ...fields });
    expect(readBack.variants).toEqual(product.variants);
  });
});
