import { DEMO_PHOTO_REQUIREMENTS } from './demo-photos.js';
import { demoDeliveryFields } from './demo-delivery.js';
import { Timestamp } from 'firebase-admin/firestore';
import type { CategoryDocument, MarketingDocument, ProductDocument } from './documents.js';
import { DEMO_MARKETING } from './demo-marketing.js';
import { DEMO_PRODUCTS, type DemoProductSpec } from './demo-products.js';
import { DEMO_GIFT_TAGS } from './demo-gift-tags.js';
import { DEMO_HSN_CODES, demoCountryOfOrigin } from './demo-trade-details.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface DemoCatalog {
  products: { id: string; data: ProductDocument }[];
  categories: { id: string; data: CategoryDocument }[];
  marketing: MarketingDocument;
}

/** The demo data as Firestore documents; creation dates count back from `now`. */
export function buildDemoCatalog(now: Date = new Date()): DemoCatalog {
  const products = DEMO_PRODUCTS.map((spec) => ({ id: spec.id, data: productDocument(spec, now) }));
  return { products, categories: categoryDocuments(DEMO_PRODUCTS), marketing: DEMO_MARKETING };
}

/** The image URL the server renders for picture `n` of a product. */
export function demoImageUrl(slug: string, n: number): string {
  return `/media/demo/${slug}-${n}.svg`;
}

export function productDocument(spec: DemoProductSpec, now: Date): ProductDocument {
  const pictures = spec.pictures ?? 2;
  const document: ProductDocument = {
    productName: spec.name,
    category: spec.category,
    shortDescription: spec.description,
    mediaUrls: Array.from({ length: pictures }, (_, i) => demoImageUrl(spec.id, i + 1)),
    mrp: spec.mrp,
    sellingPrice: spec.price,
    stock: spec.variants ? sum(Object.values(spec.variants)) : (spec.stock ?? 0),
    hasVariant: spec.variants !== undefined,
    // Whole seconds and a fixed time of day, so dates read naturally and sort without ties from rounding.
    createdAt: Timestamp.fromMillis(Math.floor((now.getTime() - spec.daysAgo * DAY_MS) / 1000) * 1000),
    sales: spec.sales,
    isLimitedOffer: spec.limitedMax !== undefined,
  };
  if (spec.subCategory) document.subCategory = spec.subCategory;
  if (spec.variants) {
    document.variantData = { stocks: { ...spec.variants }, order: Object.keys(spec.variants) };
    if (spec.variantPrices) {
      document.variantData.prices = Object.fromEntries(
        Object.entries(spec.variantPrices).map(([name, [sellingPrice, mrp]]) => [name, { sellingPrice, mrp }]),
      );
    }
  }
  if (spec.limitedMax !== undefined) document.limitedOfferData = { maxQuantity: spec.limitedMax };
  const hsnCode = DEMO_HSN_CODES[spec.id];
  if (hsnCode) document.hsnCode = hsnCode;
  document.countryOfOrigin = demoCountryOfOrigin(spec.id);
  const tags = DEMO_GIFT_TAGS[spec.id];
  if (tags?.occasions) document.occasions = [...tags.occasions];
  if (tags?.recipients) document.recipients = [...tags.recipients];
  Object.assign(document, demoDeliveryFields(spec));
  const photos = DEMO_PHOTO_REQUIREMENTS[spec.id];
  if (photos) document.photoRequirement = { ...photos };
  return document;
}

/** One categories document per category, listing the subcategories its products use, in order of first use. */
export function categoryDocuments(specs: readonly DemoProductSpec[]): { id: string; data: CategoryDocument }[] {
  const byCategory = new Map<string, string[]>();
  for (const spec of specs) {
    const subs = byCategory.get(spec.category) ?? [];
    if (spec.subCategory && !subs.includes(spec.subCategory)) subs.push(spec.subCategory);
    byCategory.set(spec.category, subs);
  }
  return [...byCategory].map(([category, subCategory]) => ({
    id: `demo-${slugify(category)}`,
    data: { category, subCategory },
  }));
}

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
