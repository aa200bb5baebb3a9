import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { renderDemoImage } from '../demo-media/demo-image.js';
import { buildDemoCatalog } from './demo-catalog.js';
import type { ProductDocument } from './documents.js';
import { DEMO_HSN_CODES, DEMO_IMPORTED } from './demo-trade-details.js';
import { parseProductDocument } from '../../src/catalog/documents/product-document.js';

const NOW = new Date('2026-03-01T06:30:00Z');
const catalog = buildDemoCatalog(NOW);
const products = catalog.products.map((p) => ({ id: p.id, ...p.data }));
const DAY_MS = 86_400_000;

/** Units a shopper can buy: the sum over variants when the product has variants. */
function units(p: ProductDocument): number {
  return p.hasVariant ? Object.values(p.variantData?.stocks ?? {}).reduce((a, b) => a + b, 0) : p.stock;
}

const PRODUCT_KEYS = new Set([
  'productName',
  'category',
  'subCategory',
  'shortDescription',
  'mediaUrls',
  'mrp',
  'sellingPrice',
  'stock',
  'hasVariant',
  'variantData',
  'createdAt',
  'sales',
  'isLimitedOffer',
  'limitedOfferData',
  'hsnCode',
  'countryOfOrigin',
  'perishable',
  'preparationHours',
  'occasions',
  'recipients',
  'photoRequirement',
]);

describe('demo catalog: size and variety', () => {
  it('has at least 80 products in at least 8 categories', () => {
    expect(products.length).toBeGreaterThanOrEqual(80);
    expect(new Set(products.map((p) => p.category)).size).toBeGreaterThanOrEqual(8);
  });

  it('puts most products in a subcategory, and keeps some categories without subcategories', () => {
    const withSub = products.filter((p) => p.subCategory);
    expect(withSub.length / products.length).toBeGreaterThan(0.75);
    expect(catalog.categories.some((c) => c.data.subCategory.length === 0)).toBe(true);
  });

  it('has unique ids and names, and real descriptions', () => {
    expect(new Set(products.map((p) => p.id)).size).toBe(products.length);
    expect(new Set(products.map((p) => p.productName.toLowerCase())).size).toBe(products.length);
    for (const p of products) {
      expect(p.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(p.shortDescription.length, p.id).toBeGreaterThanOrEqual(60);
      expect(`${p.productName} ${p.shortDescription}`).not.toMatch(/lorem|ipsum|dolor sit|TODO|xxx/i);
    }
  });
});

describe('demo catalog: what invoices and product pages need', () => {
  it('gives every product an HSN code and a country of origin the server reads', () => {
    for (const p of catalog.products) {
      const read = parseProductDocument(p.id, p.data);
      expect(read.ok && read.value.hsnCode, p.id).toMatch(/^\d{4,8}$/);
      expect(read.ok && read.value.countryOfOrigin, p.id).toMatch(/^[A-Z][a-z]+$/);
    }
    expect(products.filter((p) => p.countryOfOrigin === 'India').length / products.length).toBeGreaterThan(0.9);
  });

  it('names no HSN code or origin for a product the catalog does not have', () => {
    const ids = new Set(products.map((p) => p.id));
    expect(Object.keys(DEMO_HSN_CODES).filter((id) => !ids.has(id))).toEqual([]);
    expect(Object.keys(DEMO_IMPORTED).filter((id) => !ids.has(id))).toEqual([]);
  });
});

describe('demo catalog: stock, variants and offers', () => {
  it('has products with variants whose per-variant stock adds up to stock', () => {
    const withVariants = products.filter((p) => p.hasVariant);
    expect(withVariants.length).toBeGreaterThanOrEqual(8);
    for (const p of withVariants) {
      expect(Object.keys(p.variantData?.stocks ?? {}).length, p.id).toBeGreaterThanOrEqual(2);
      expect(p.stock, p.id).toBe(units(p));
    }
    expect(products.filter((p) => !p.hasVariant).every((p) => p.variantData === undefined)).toBe(true);
  });

  it('has a variant product with one sold-out variant, and one with every variant sold out', () => {
    const withVariants = products.filter((p) => p.hasVariant);
    expect(withVariants.some((p) => units(p) > 0 && Object.values(p.variantData?.stocks ?? {}).includes(0))).toBe(true);
    expect(withVariants.some((p) => units(p) === 0)).toBe(true);
  });

  it('has limited offers with a positive maximum quantity, and only those carry limitedOfferData', () => {
    const limited = products.filter((p) => p.isLimitedOffer);
    expect(limited.length).toBeGreaterThanOrEqual(3);
    for (const p of limited) expect(p.limitedOfferData?.maxQuantity, p.id).toBeGreaterThan(0);
    expect(products.filter((p) => !p.isLimitedOffer).every((p) => p.limitedOfferData === undefined)).toBe(true);
  });

  it.each([
    ['sold out', (n: number) => n === 0, 5],
    ['limited stock (1–9 units)', (n: number) => n > 0 && n < 10, 10],
    ['exactly 9 units (limited)', (n: number) => n === 9, 1],
    ['exactly 10 units (not limited)', (n: number) => n === 10, 1],
    ['plenty (10 or more)', (n: number) => n >= 10, 40],
  ])('has products that are %s', (_label, matches, atLeast) => {
    expect(products.filter((p) => matches(units(p))).length).toBeGreaterThanOrEqual(atLeast);
  });

  it('has a category whose products are all sold out (hidden from the mega-menu)', () => {
    const categories = new Set(products.map((p) => p.category));
    const soldOut = [...categories].filter((c) =>
      products.filter((p) => p.category === c).every((p) => units(p) === 0),
    );
    expect(soldOut).toEqual(['Wedding Specials']);
  });
});

describe('demo catalog: prices, sales and dates', () => {
  it('prices everything from ₹99 to ₹9,999, both ends included, selling price never above mrp', () => {
    for (const p of products) {
      expect(p.mrp, p.id).toBeGreaterThanOrEqual(99);
      expect(p.mrp, p.id).toBeLessThanOrEqual(9999);
      expect(p.sellingPrice, p.id).toBeGreaterThanOrEqual(99);
      expect(p.sellingPrice, p.id).toBeLessThanOrEqual(p.mrp);
    }
    expect(Math.min(...products.map((p) => p.sellingPrice))).toBe(99);
    expect(Math.max(...products.map((p) => p.sellingPrice))).toBe(9999);
  });

  it('prices larger options higher (roses, cakes, teddy …), each option within range and at most its mrp', () => {
    const priced = products.filter((p) => p.variantData?.prices !== undefined);
    expect(priced.map((p) => p.id)).toEqual(
      expect.arrayContaining(['red-roses-bouquet', 'red-velvet-cake', 'giant-teddy-bear-with-bow']),
    );
    for (const p of priced) {
      const names = Object.keys(p.variantData!.prices!);
      expect(
        names.every((name) => name in p.variantData!.stocks),
        p.id,
      ).toBe(true);
      for (const { sellingPrice, mrp } of Object.values(p.variantData!.prices!)) {
        expect(sellingPrice, p.id).toBeGreaterThan(p.sellingPrice);
        expect(sellingPrice, p.id).toBeLessThanOrEqual(mrp);
        expect(mrp, p.id).toBeLessThanOrEqual(9999);
      }
    }
    const roses = products.find((p) => p.id === 'red-roses-bouquet')!;
    expect(roses.variantData?.order).toEqual(['6 roses', '12 roses', '24 roses']);
  });

  it('has products with and without a discount', () => {
    expect(products.filter((p) => p.sellingPrice < p.mrp).length).toBeGreaterThanOrEqual(20);
    expect(products.filter((p) => p.sellingPrice === p.mrp).length).toBeGreaterThanOrEqual(5);
  });

  it('spreads sales counts and creation dates', () => {
    const sales = products.map((p) => p.sales);
    // Some ties are realistic (and exercise tie-breaking in sorting); most counts differ.
    expect(new Set(sales).size).toBeGreaterThan(products.length * 0.6);
    expect(Math.max(...sales) - Math.min(...sales)).toBeGreaterThan(500);
    const days = products.map((p) => (NOW.getTime() - p.createdAt.toMillis()) / DAY_MS);
    expect(Math.min(...days)).toBeLessThanOrEqual(2);
    expect(Math.max(...days)).toBeGreaterThanOrEqual(300);
    expect(new Set(products.map((p) => p.createdAt.toMillis())).size).toBeGreaterThan(products.length * 0.9);
  });
});

describe('demo catalog: document shapes', () => {
  it("writes products exactly in the shop's shape: rupees as numbers, Timestamps, no extra fields", () => {
    for (const p of catalog.products) {
      for (const key of Object.keys(p.data)) expect(PRODUCT_KEYS.has(key), `${p.id}.${key}`).toBe(true);
      expect(typeof p.data.mrp).toBe('number');
      expect(typeof p.data.sellingPrice).toBe('number');
      expect(Number.isInteger(p.data.stock)).toBe(true);
      expect(p.data.createdAt).toBeInstanceOf(Timestamp);
      expect(typeof p.data.hasVariant).toBe('boolean');
      expect(typeof p.data.isLimitedOffer).toBe('boolean');
    }
  });

  it('gives every product at least two pictures the server can draw', () => {
    for (const p of products) {
      expect(p.mediaUrls.length, p.id).toBeGreaterThanOrEqual(2);
      for (const url of p.mediaUrls) {
        expect(url).toMatch(new RegExp(`^/media/demo/${p.id}-\\d+\\.svg$`));
        expect(renderDemoImage(url.slice('/media/demo/'.length)), url).not.toBeNull();
      }
    }
  });

  it('lists every category once, with exactly the subcategories its products use', () => {
    const names = catalog.categories.map((c) => c.data.category);
    expect(new Set(names).size).toBe(names.length);
    for (const p of products) {
      const category = catalog.categories.find((c) => c.data.category === p.category);
      expect(category, p.category).toBeDefined();
      if (p.subCategory) expect(category?.data.subCategory).toContain(p.subCategory);
    }
    for (const c of catalog.categories) {
      for (const sub of c.data.subCategory) {
        expect(products.some((p) => p.category === c.data.category && p.subCategory === sub)).toBe(true);
      }
    }
  });

  it('has a marketing document with an offer, four or more announcements, banners, reviews and a minimum order', () => {
    const m = catalog.marketing;
    expect(m.offerTitle.length).toBeGreaterThan(0);
    expect(m.content.length).toBeGreaterThanOrEqual(4);
    expect(m.banners.length).toBeGreaterThanOrEqual(2);
    for (const banner of m.banners) {
      expect(renderDemoImage(banner.imageUrl.replace('/media/demo/', ''))).not.toBeNull();
      expect(banner.link).toMatch(/^\//);
      expect(banner.title.length).toBeGreaterThan(0);
    }
    expect(m.reviews.length).toBeGreaterThanOrEqual(3);
    for (const review of m.reviews) {
      expect(review.rating).toBeGreaterThanOrEqual(1);
      expect(review.rating).toBeLessThanOrEqual(5);
      expect(review.text.length).toBeGreaterThan(20);
    }
    expect(typeof m.minimumOrderValue).toBe('number');
    expect(m.minimumOrderValue).toBeGreaterThanOrEqual(0);
  });
});
