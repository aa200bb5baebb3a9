import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { parseCategoryDocument } from './category-document.js';
import { parseMarketingDocument } from './marketing-document.js';
import { parseProductDocument, stockWrites } from './product-document.js';

const complete = {
  productName: 'Personalised Photo Mug',
  category: 'Personalised Gifts',
  subCategory: 'Mugs',
  shortDescription: 'Your photo on a ceramic mug.',
  mediaUrls: ['/media/demo/photo-mug-1.svg', '/media/demo/photo-mug-2.svg'],
  mrp: 499,
  sellingPrice: 349.5,
  stock: 12,
  hasVariant: true,
  variantData: { stocks: { '330 ml': 4, '450 ml': '3' } },
  createdAt: Timestamp.fromMillis(Date.UTC(2024, 5, 1)),
  sales: 40,
  isLimitedOffer: true,
  limitedOfferData: { maxQuantity: 2 },
};

function parsed(data: unknown) {
  const result = parseProductDocument('doc1', data);
  if (!result.ok) throw new Error(result.reason);
  return result.value;
}

describe('parseProductDocument', () => {
  it('reads a complete document', () => {
    expect(parsed(complete)).toMatchObject({
      id: 'doc1',
      productName: 'Personalised Photo Mug',
      category: 'Personalised Gifts',
      subCategory: 'Mugs',
      thumbnail: '/media/demo/photo-mug-1.svg',
      mrp: { paise: 49900, formatted: '₹499' },
      sellingPrice: { paise: 34950, formatted: '₹349.50' },
      discountPercent: 29,
      stock: 12,
      hasVariant: true,
      variants: [{ name: '330 ml', stock: 4, inStock: true }, { name: '450 ml', stock: 3, inStock: true }],
      stockCount: 7,
      isLimitedStock: true,
      createdAt: '2024-06-01T00:00:00.000Z',
      sales: 40,
      isLimitedOffer: true,
      limitedOfferData: { maxQuantity: 2 },
      maxOrderQuantity: 2,
    });
  });

  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    ['numbers stored as strings', { sellingPrice: '1,299', mrp: '1499', stock: '8', sales: '12' },
      { sellingPrice: { paise: 129900, formatted: '₹1,299' }, mrp: { paise: 149900 }, stock: 8, sales: 12 }],
    ['missing variantData', { hasVariant: true, variantData: undefined, stock: 5 }, { hasVariant: false, stockCount: 5, variants: [] }],
    ['variant stocks as a list', { variantData: { stocks: [{ name: 'Red', stock: 2 }, { variant: 'Blue', count: '1' }] } },
      { variants: [{ name: 'Red', stock: 2, inStock: true }, { name: 'Blue', stock: 1, inStock: true }], stockCount: 3 }],
    ['no createdAt', { createdAt: undefined }, { createdAt: null }],
    ['ISO createdAt', { createdAt: '2023-12-25T10:00:00Z' }, { createdAt: '2023-12-25T10:00:00.000Z' }],
    ['millis createdAt', { createdAt: Date.UTC(2023, 0, 1) }, { createdAt: '2023-01-01T00:00:00.000Z' }],
    ['missing mrp takes the selling price', { mrp: undefined }, { mrp: { paise: 34950 }, discountPercent: 0 }],
    ['unreadable mrp takes the selling price', { mrp: 'n/a' }, { mrp: { paise: 34950 } }],
    ['missing optional fields', { category: undefined, subCategory: undefined, shortDescription: undefined, mediaUrls: undefined,
      stock: undefined, hasVariant: undefined, sales: undefined, isLimitedOffer: undefined, limitedOfferData: undefined },
    { category: '', subCategory: null, shortDescription: '', mediaUrls: [], thumbnail: null, stock: 0, stockCount: 0,
      hasVariant: false, sales: 0, isLimitedOffer: false, limitedOfferData: null }],
    ['empty subCategory is none', { subCategory: '  ' }, { subCategory: null }],
    ['subCategory as a list', { subCategory: ['Mugs', 'Cups'] }, { subCategory: 'Mugs' }],
    ['booleans as strings', { hasVariant: 'false', isLimitedOffer: 'true', stock: 3 }, { hasVariant: false, isLimitedOffer: true }],
    ['negative stock', { hasVariant: false, stock: -4 }, { stock: 0, inStock: false }],
    ['single media URL string', { mediaUrls: '/one.svg' }, { mediaUrls: ['/one.svg'] }],
  ])('tolerates %s', (_name, changes, expected) => {
    expect(parsed({ ...complete, ...changes })).toMatchObject(expected);
  });

  it.each<[string, unknown, RegExp]>([
    ['not an object', 'hello', /not an object/],
    ['no name', { ...complete, productName: '  ' }, /productName/],
    ['no selling price', { ...complete, sellingPrice: undefined }, /sellingPrice/],
    ['unreadable selling price', { ...complete, sellingPrice: 'free' }, /sellingPrice "free"/],
    ['negative selling price', { ...complete, sellingPrice: -10 }, /sellingPrice/],
  ])('leaves out a document with %s', (_name, data, reason) => {
    const result = parseProductDocument('bad', data);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(reason);
  });
});

describe('parseCategoryDocument', () => {
  it.each<[unknown, unknown]>([
    [{ category: 'Flowers', subCategory: ['Roses', 'Lilies'] }, { name: 'Flowers', subcategories: ['Roses', 'Lilies'] }],
    [{ category: 'Cakes' }, { name: 'Cakes', subcategories: [] }],
    [{ category: 'Toys', subCategory: 'Teddy Bears' }, { name: 'Toys', subcategories: ['Teddy Bears'] }],
  ])('%j', (data, expected) => {
    expect(parseCategoryDocument(data)).toEqual({ ok: true, value: expected });
  });

  it('leaves out a category without a name', () => {
    expect(parseCategoryDocument({ subCategory: ['x'] }).ok).toBe(false);
  });
});

describe('parseMarketingDocument', () => {
  it('reads the document and tolerates old shapes', () => {
    const result = parseMarketingDocument({
      offerTitle: 'Diwali Sale',
      content: ['Free shipping over ₹999', 'Same-day delivery in Coimbatore'],
      banners: [
        { imageUrl: '/b1.svg', title: 'Gifts', subtitle: 'for everyone', link: '/shop' },
        '/b2.svg',
        { title: 'no image' },
      ],
      reviews: [
        { name: 'Priya', text: 'Lovely!', rating: 5, location: 'Coimbatore' },
        { name: 'Arun', review: 'Quick delivery', rating: '4' },
        { comment: 'Nice', rating: 9 },
        { name: 'Empty' },
      ],
      minimumOrderValue: '499',
    });
    expect(result).toEqual({
      ok: true,
      value: {
        offerTitle: 'Diwali Sale',
        content: ['Free shipping over ₹999', 'Same-day delivery in Coimbatore'],
        banners: [
          { imageUrl: '/b1.svg', title: 'Gifts', subtitle: 'for everyone', link: '/shop' },
          { imageUrl: '/b2.svg', title: null, subtitle: null, link: null },
        ],
        reviews: [
          { name: 'Priya', text: 'Lovely!', rating: 5, location: 'Coimbatore' },
          { name: 'Arun', text: 'Quick delivery', rating: 4, location: null },
          { name: 'A happy customer', text: 'Nice', rating: 5, location: null },
        ],
        minimumOrderValue: { paise: 49900, formatted: '₹499', currencyCode: 'INR' },
      },
    });
  });

  it('defaults everything for an empty document', () => {
    expect(parseMarketingDocument({})).toMatchObject({
      ok: true,
      value: { offerTitle: null, content: [], banners: [], reviews: [], minimumOrderValue: { paise: 0 } },
    });
  });
});

describe('parseProductDocument: tax fields', () => {
  it('reads gstRate and hsnCode, numbers or text', () => {
    expect(parsed({ ...complete, gstRate: 18, hsnCode: '6912' })).toMatchObject({ gstRate: 18, hsnCode: '6912' });
    expect(parsed({ ...complete, gstRate: '5', hsnCode: 9503 })).toMatchObject({ gstRate: 5, hsnCode: '9503' });
    expect(parsed({ ...complete, gstRate: 12, hsnCode: '6912.00' })).toMatchObject({ gstRate: 12, hsnCode: '691200' });
  });

  it('leaves out what is missing or not a GST rate or an HSN code', () => {
    expect(parsed(complete)).toMatchObject({ gstRate: null, hsnCode: null });
    expect(parsed({ ...complete, gstRate: 7, hsnCode: 'mugs' })).toMatchObject({ gstRate: null, hsnCode: null });
    expect(parsed({ ...complete, gstRate: 'eighteen', hsnCode: '12' })).toMatchObject({ gstRate: null, hsnCode: null });
  });
});

describe('stockWrites', () => {
  it('takes units from a variant of the stocks map, and adds them to sales', () => {
    expect(stockWrites(complete, '330 ml', 3)).toEqual([
      { path: ['variantData', 'stocks', '330 ml'], value: 1 },
      { path: ['sales'], value: 43 },
    ]);
    expect(stockWrites(complete, '450 ml', -2)).toEqual([
      { path: ['variantData', 'stocks', '450 ml'], value: 5 },
      { path: ['sales'], value: 38 },
    ]);
  });

  it('rewrites the list form of variant stocks', () => {
    const data = { variantData: { stocks: [{ name: 'Red', stock: 2 }, { variant: 'Blue', count: '5' }] }, sales: '7' };
    expect(stockWrites(data, 'Blue', 1)).toEqual([
      { path: ['variantData', 'stocks'], value: [{ name: 'Red', stock: 2 }, { variant: 'Blue', count: 4 }] },
      { path: ['sales'], value: 8 },
    ]);
  });

  it('uses stock for products without that variant, and never writes below 0', () => {
    expect(stockWrites({ stock: '9', sales: 1 }, null, 2)).toEqual([{ path: ['stock'], value: 7 }, { path: ['sales'], value: 3 }]);
    expect(stockWrites({ stock: 1 }, null, 5)).toEqual([{ path: ['stock'], value: 0 }, { path: ['sales'], value: 5 }]);
    expect(stockWrites({ stock: 0, sales: 1 }, null, -3)).toEqual([{ path: ['stock'], value: 3 }, { path: ['sales'], value: 0 }]);
  });
});
