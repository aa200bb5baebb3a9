import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { demoImageUrl, slugify } from './demo-catalog.js';
import { COLLECTIONS, type ProductDocument } from './documents.js';

/**
 * Synthetic products for benchmarks: N believable, varied documents (names, categories, prices, stock, variants,
 * limited offers) generated deterministically from their index, so every run loads the same catalog.
 */

const ADJECTIVES = [
  'Handcrafted',
  'Personalised',
  'Classic',
  'Royal',
  'Festive',
  'Vintage',
  'Premium',
  'Hand-Painted',
  'Engraved',
  'Rustic',
  'Elegant',
  'Pastel',
  'Golden',
  'Traditional',
  'Modern',
  'Cosy',
  'Charming',
  'Luxury',
  'Mini',
  'Grand',
];
const MATERIALS = [
  'Teak',
  'Brass',
  'Ceramic',
  'Cotton',
  'Silk',
  'Terracotta',
  'Glass',
  'Leather',
  'Bamboo',
  'Silver',
  'Jute',
  'Velvet',
];
const KINDS: { noun: string; category: string; subCategories: string[]; basePrice: number; variants?: string[] }[] = [
  { noun: 'Photo Mug', category: 'Personalised Gifts', subCategories: ['Photo Mugs'], basePrice: 399 },
  {
    noun: 'Photo Frame',
    category: 'Personalised Gifts',
    subCategories: ['Photo Frames'],
    basePrice: 799,
    variants: ['6 x 8 in', '8 x 10 in', '12 x 15 in'],
  },
  {
    noun: 'Cushion',
    category: 'Personalised Gifts',
    subCategories: ['Cushions'],
    basePrice: 599,
    variants: ['12 x 12 in', '16 x 16 in'],
  },
  { noun: 'Keychain', category: 'Personalised Gifts', subCategories: ['Name Keychains'], basePrice: 199 },
  {
    noun: 'Gift Hamper',
    category: 'Gift Hampers',
    subCategories: ['Festive Hampers', 'Gourmet Hampers', 'Corporate Hampers'],
    basePrice: 1999,
  },
  { noun: 'Chocolate Box', category: 'Gift Hampers', subCategories: ['Chocolate Hampers'], basePrice: 899 },
  { noun: 'Diya', category: 'Festive Specials', subCategories: ['Diwali', 'Pongal'], basePrice: 299 },
  { noun: 'Wall Clock', category: 'Home Décor', subCategories: ['Wall Décor'], basePrice: 1299 },
  { noun: 'Table Lamp', category: 'Home Décor', subCategories: ['Lamps & Lighting'], basePrice: 1499 },
  { noun: 'Bonsai Plant', category: 'Home Décor', subCategories: ['Indoor Plants'], basePrice: 699 },
  {
    noun: 'Teddy Bear',
    category: 'Soft Toys',
    subCategories: ['Teddy Bears'],
    basePrice: 899,
    variants: ['2 ft', '3 ft', '5 ft'],
  },
  { noun: 'Plush Toy', category: 'Soft Toys', subCategories: ['Animal Plush', 'Baby Toys'], basePrice: 599 },
  {
    noun: 'Rose Bouquet',
    category: 'Flowers',
    subCategories: ['Roses'],
    basePrice: 699,
    variants: ['6 roses', '12 roses', '24 roses'],
  },
  {
    noun: 'Flower Basket',
    category: 'Flowers',
    subCategories: ['Mixed Bouquets', 'Flower Arrangements'],
    basePrice: 999,
  },
  { noun: 'Necklace', category: 'Jewellery', subCategories: ['Necklaces & Pendants'], basePrice: 1299 },
  { noun: 'Earrings', category: 'Jewellery', subCategories: ['Earrings'], basePrice: 599 },
  { noun: 'Bracelet', category: 'Jewellery', subCategories: ['Bracelets & Bangles'], basePrice: 799 },
  {
    noun: 'Ring',
    category: 'Jewellery',
    subCategories: ['Rings'],
    basePrice: 999,
    variants: ['Size 10', 'Size 12', 'Size 14'],
  },
  { noun: 'Diary', category: 'Stationery', subCategories: ['Diaries & Journals'], basePrice: 499 },
  { noun: 'Pen Set', category: 'Stationery', subCategories: ['Pens'], basePrice: 699 },
  { noun: 'Greeting Card', category: 'Stationery', subCategories: ['Greeting Cards'], basePrice: 149 },
  { noun: 'Cake', category: 'Cakes & Sweets', subCategories: [], basePrice: 799, variants: ['500 g', '1 kg'] },
  { noun: 'Scented Candle', category: 'Candles & Fragrances', subCategories: [], basePrice: 499 },
];
const OCCASIONS = [
  'birthdays',
  'anniversaries',
  'weddings',
  'Diwali',
  'Pongal',
  'housewarmings',
  "Valentine's Day",
  'new babies',
  'farewells',
  'Raksha Bandhan',
];
const PLACES = [
  'Coimbatore',
  'Tiruppur',
  'Madurai',
  'Chennai',
  'Ooty',
  'Salem',
  'Erode',
  'Pollachi',
  'Kanchipuram',
  'Thanjavur',
];
const DAY_MS = 24 * 60 * 60 * 1000;

export function syntheticProductId(index: number): string {
  return `synthetic-${String(index).padStart(6, '0')}`;
}

/** The product document with the given index (0-based). */
export function syntheticProduct(index: number, now: Date = new Date('2026-01-01T00:00:00Z')): ProductDocument {
  const random = mulberry32(index + 1);
  const pickOne = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const kind = pickOne(KINDS);
  const name = `${pickOne(ADJECTIVES)} ${pickOne(MATERIALS)} ${kind.noun} ${index + 1}`;
  const mrp = Math.max(99, Math.min(9999, Math.round((kind.basePrice * (0.5 + random() * 2)) / 10) * 10 - 1));
  const discounted = random() < 0.6;
  const sellingPrice = discounted ? Math.max(99, Math.round((mrp * (0.6 + random() * 0.35)) / 10) * 10 - 1) : mrp;
  const hasVariant = kind.variants !== undefined && random() < 0.5;
  const stockRoll = random();
  const units = () => (stockRoll < 0.12 ? 0 : stockRoll < 0.3 ? Math.floor(random() * 10) : Math.floor(random() * 200));
  const stocks: Record<string, number> = {};
  if (hasVariant) for (const variant of kind.variants ?? []) stocks[variant] = units();
  const stock = hasVariant ? Object.values(stocks).reduce((a, b) => a + b, 0) : units();
  const isLimitedOffer = random() < 0.05;
  const slug = slugify(kind.noun);
  const document: ProductDocument = {
    productName: name,
    category: kind.category,
    shortDescription:
      `A ${kind.noun.toLowerCase()} in ${pickOne(MATERIALS).toLowerCase()}, made by artisans near ${pickOne(PLACES)}. ` +
      `A thoughtful gift for ${pickOne(OCCASIONS)}.`,
    mediaUrls: [demoImageUrl(slug, 1 + (index % 3)), demoImageUrl(slug, 4 + (index % 3))],
    mrp,
    sellingPrice: Math.min(sellingPrice, mrp),
    stock,
    hasVariant,
    createdAt: Timestamp.fromMillis(now.getTime() - Math.floor(random() * 730 * DAY_MS)),
    sales: Math.floor(random() * random() * 2000),
    isLimitedOffer,
  };
  if (kind.subCategories.length > 0) document.subCategory = pickOne(kind.subCategories);
  if (hasVariant) document.variantData = { stocks };
  if (isLimitedOffer) document.limitedOfferData = { maxQuantity: 1 + Math.floor(random() * 5) };
  return document;
}

/**
 * Writes products `from` … count-1 (from defaults to 0) to `products`, replacing documents with the same ids, through
 * an unthrottled BulkWriter, reporting progress every `progressEvery` documents. Growing a catalog from 1,000 to
 * 10,000 products therefore writes only the 9,000 new ones.
 */
export async function loadSyntheticProducts(
  db: Firestore,
  count: number,
  opts: { from?: number; now?: Date; onProgress?: (written: number) => void; progressEvery?: number } = {},
): Promise<void> {
  const writer = db.bulkWriter({ throttling: false });
  const failures: string[] = [];
  writer.onWriteError((error) => {
    if (error.failedAttempts < 5) return true;
    failures.push(`${error.documentRef.path}: ${error.message}`);
    return false;
  });
  const every = opts.progressEvery ?? 10_000;
  const collection = db.collection(COLLECTIONS.products);
  for (let i = opts.from ?? 0; i < count; i++) {
    void writer.set(collection.doc(syntheticProductId(i)), syntheticProduct(i, opts.now));
    // Flush regularly so memory stays flat for 100,000 documents.
    if ((i + 1) % every === 0) {
      await writer.flush();
      opts.onProgress?.(i + 1);
    }
  }
  await writer.close();
  if (count % every !== 0) opts.onProgress?.(count);
  if (failures.length > 0)
    throw new Error(`Loading synthetic products failed for ${failures.length} document(s): ${failures[0]}`);
}

/** A small, fast, seedable PRNG (mulberry32). */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
