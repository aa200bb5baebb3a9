import { OCCASIONS, RECIPIENTS, knownTags } from '../../domain/gift-tags.js';
import { isKnownGstRate } from '../../domain/gst.js';
import { paiseToRupees, rupeesToPaise } from '../../domain/money.js';
import { readPhotoRequirement } from '../../domain/photo-requirement.js';
import { createProduct, type Product, type VariantFields } from '../../domain/product.js';
import { stockShardCount } from '../../domain/stock-shards.js';
import type { ProductDraft } from '../../domain/product-validation.js';
import { isRecord, readBoolean, readMillis, readNumber, readText, readTextList } from './values.js';

export type Parsed<T> = { ok: true; value: T } | { ok: false; reason: string };

/**
 * Reads products/{id} as an existing shop stores it (its field names, unchanged, so its data works as it is).
 * Missing fields take neutral defaults, numbers may be strings, prices are rupees (possibly fractional). Only a
 * document without a name or without a usable selling price cannot be understood.
 */
export function parseProductDocument(id: string, data: unknown): Parsed<Product> {
  if (!isRecord(data)) return { ok: false, reason: 'the document is not an object' };
  const productName = readText(data.productName);
  if (productName === null) return { ok: false, reason: 'productName is missing or empty' };
  const sellingPricePaise = rupeesToPaise(data.sellingPrice);
  if (sellingPricePaise === null) {
    return {
      ok: false,
      reason: `sellingPrice ${JSON.stringify(data.sellingPrice) ?? 'undefined'} is not a price in rupees`,
    };
  }
  const limitedOfferData = isRecord(data.limitedOfferData) ? data.limitedOfferData : {};
  const subCategory = Array.isArray(data.subCategory)
    ? (readTextList(data.subCategory)[0] ?? null)
    : readText(data.subCategory);
  return {
    ok: true,
    value: createProduct({
      id,
      productName,
      category: readText(data.category) ?? '',
      subCategory,
      shortDescription: readText(data.shortDescription) ?? '',
      mediaUrls: readTextList(data.mediaUrls),
      mrpPaise: rupeesToPaise(data.mrp) ?? sellingPricePaise,
      sellingPricePaise,
      stock: readNumber(data.stock) ?? 0,
      hasVariant: readBoolean(data.hasVariant) ?? false,
      variants: readVariants(data.variantData),
      createdAtMillis: readMillis(data.createdAt),
      sales: readNumber(data.sales) ?? 0,
      isLimitedOffer: readBoolean(data.isLimitedOffer) ?? false,
      limitedOfferMaxQuantity: readNumber(limitedOfferData.maxQuantity),
      gstRate: readGstRate(data.gstRate),
      hsnCode: readHsnCode(data.hsnCode),
      countryOfOrigin: readText(data.countryOfOrigin),
      hidden: readBoolean(data.hidden) ?? false,
      occasions: knownTags(Array.isArray(data.occasions) ? data.occasions : [], OCCASIONS),
      recipients: knownTags(Array.isArray(data.recipients) ? data.recipients : [], RECIPIENTS),
      preparationHours: readNumber(data.preparationHours) ?? 0,
      perishable: readBoolean(data.perishable) ?? false,
      photoRequirement: readPhotoRequirement(data.photoRequirement),
      stockShards: stockShardCount(data),
    }),
  };
}

/**
 * The variants of variantData in the owner's order. variantData.stocks is a map of variant name to count (a list of
 * {name, stock} is accepted too). A Firestore map promises no order: writing one count (a sale, a stock edit) moves
 * that key to the end, so "6, 12, 24 roses" came back as "6, 24, 12" after 12 roses sold. The order the owner gave is
 * kept in variantData.order, a list of names; names it does not list follow in the map's order. variantData.prices maps a name to its own {sellingPrice, mrp} in rupees; an option
 * without one sells at the product's prices.
 */
function readVariants(variantData: unknown): VariantFields[] {
  if (!isRecord(variantData)) return [];
  const prices = isRecord(variantData.prices) ? variantData.prices : {};
  const variants = readVariantStocks(variantData.stocks).map((variant) => {
    const own = isRecord(prices[variant.name]) ? (prices[variant.name] as Record<string, unknown>) : {};
    return {
      name: variant.name,
      stock: variant.stock,
      sellingPricePaise: rupeesToPaise(own.sellingPrice ?? variant.sellingPrice),
      mrpPaise: rupeesToPaise(own.mrp ?? variant.mrp),
    };
  });
  return inOwnersOrder(variants, readTextList(variantData.order));
}

function readVariantStocks(stocks: unknown): { name: string; stock: number; sellingPrice?: unknown; mrp?: unknown }[] {
  if (isRecord(stocks)) {
    return Object.entries(stocks)
      .filter(([name]) => name.trim() !== '')
      .map(([name, count]) => ({ name, stock: readNumber(count) ?? 0 }));
  }
  if (Array.isArray(stocks)) {
    return stocks.flatMap((entry) => {
      if (!isRecord(entry)) return [];
      const name = readText(entry.name ?? entry.variant);
      if (name === null) return [];
      return [
        { name, stock: readNumber(entry.stock ?? entry.count) ?? 0, sellingPrice: entry.sellingPrice, mrp: entry.mrp },
      ];
    });
  }
  return [];
}

/** The variants the order lists, in its order, then the rest as they came. */
function inOwnersOrder<T extends { name: string }>(variants: T[], order: readonly string[]): T[] {
  if (order.length === 0) return variants;
  const rank = new Map<string, number>();
  order.forEach((name, index) => {
    if (!rank.has(name)) rank.set(name, index);
  });
  return variants
    .map((variant, index) => ({ variant, key: rank.get(variant.name) ?? order.length + index }))
    .sort((a, b) => a.key - b.key)
    .map(({ variant }) => variant);
}

/** gstRate in percent (a number or numeric text); any rate GST has known, so an old document still reads. */
function readGstRate(value: unknown): number | null {
  const rate = readNumber(value);
  return isKnownGstRate(rate) ? rate : null;
}

/** hsnCode: 4 to 8 digits (spaces and dots dropped); numbers are accepted as their digits. */
function readHsnCode(value: unknown): string | null {
  const text = readText(value)?.replace(/[\s.]/g, '') ?? null;
  return text !== null && /^\d{4,8}$/.test(text) ? text : null;
}

/** One field to write: its path (segments, so variant names with dots or spaces stay one segment) and value. */
export interface FieldWrite {
  readonly path: readonly string[];
  readonly value: unknown;
}

/**
 * The writes that move `units` of a product out of stock (negative: back into stock) and into `sales`, given the
 * document as it was read in the same transaction. A product sold by variant keeps its count under
 * variantData.stocks[variant] (a map, or the list form some old documents use); any other under `stock`. Counts are
 * written as numbers even where an old tool stored text, and never below 0.
 */
export function stockWrites(data: unknown, variant: string | null, units: number): FieldWrite[] {
  const record = isRecord(data) ? data : {};
  const next = (current: unknown) => Math.max(0, (readNumber(current) ?? 0) - units);
  const sales = { path: ['sales'], value: Math.max(0, (readNumber(record.sales) ?? 0) + units) };
  const variantData = isRecord(record.variantData) ? record.variantData : null;
  const stocks = variantData?.stocks;
  if (variant !== null && isRecord(stocks) && Object.hasOwn(stocks, variant)) {
    return [{ path: ['variantData', 'stocks', variant], value: next(stocks[variant]) }, sales];
  }
  if (variant !== null && Array.isArray(stocks)) {
    const list = (stocks as unknown[]).map((entry: unknown) => {
      if (!isRecord(entry) || readText(entry.name ?? entry.variant) !== variant) return entry;
      return entry.count !== undefined && entry.stock === undefined
        ? { ...entry, count: next(entry.count) }
        : { ...entry, stock: next(entry.stock) };
    });
    return [{ path: ['variantData', 'stocks'], value: list }, sales];
  }
  return [{ path: ['stock'], value: next(record.stock) }, sales];
}

/**
 * The products document of an admin's draft, with the field names the shop's existing data uses: prices in rupees,
 * per-variant stock in variantData.stocks, the cap in limitedOfferData.maxQuantity. createdAt and sales are the
 * caller's to set or keep.
 */
export function productDocumentFields(draft: ProductDraft): Record<string, unknown> {
  return {
    productName: draft.productName,
    category: draft.category,
    subCategory: draft.subCategory ?? '',
    shortDescription: draft.shortDescription,
    mediaUrls: [...draft.mediaUrls],
    mrp: paiseToRupees(draft.mrpPaise),
    sellingPrice: paiseToRupees(draft.sellingPricePaise),
    stock: draft.hasVariant ? 0 : draft.stock,
    hasVariant: draft.hasVariant,
    variantData: variantDataOf(draft),
    isLimitedOffer: draft.isLimitedOffer,
    limitedOfferData: { maxQuantity: draft.isLimitedOffer ? draft.limitedOfferMaxQuantity : null },
    gstRate: draft.gstRate,
    hsnCode: draft.hsnCode,
    countryOfOrigin: draft.countryOfOrigin,
    hidden: draft.hidden,
    // Tags are written only when the form sent them, so an older client's save keeps them.
    ...(draft.occasions ? { occasions: knownTags(draft.occasions, OCCASIONS) } : {}),
    ...(draft.recipients ? { recipients: knownTags(draft.recipients, RECIPIENTS) } : {}),
    ...(draft.preparationHours === undefined ? {} : { preparationHours: draft.preparationHours }),
    ...(draft.perishable === undefined ? {} : { perishable: draft.perishable }),
    // Written only when the form sent it (null removes it), so an older client's save keeps it.
    ...(draft.photoRequirement === undefined
      ? {}
      : { photoRequirement: draft.photoRequirement && { ...draft.photoRequirement } }),
  };
}

/** variantData of a draft: stocks as the shop's data has them, plus the owner's order and each option's own prices. */
function variantDataOf(draft: ProductDraft): Record<string, unknown> {
  const variants = draft.hasVariant ? draft.variants : [];
  const prices = variants.flatMap((variant) => {
    const own: Record<string, number> = {};
    if (variant.sellingPricePaise != null) own.sellingPrice = paiseToRupees(variant.sellingPricePaise);
    if (variant.mrpPaise != null) own.mrp = paiseToRupees(variant.mrpPaise);
    return Object.keys(own).length > 0 ? [[variant.name, own] as const] : [];
  });
  return {
    stocks: Object.fromEntries(variants.map((variant) => [variant.name, variant.stock])),
    order: variants.map((variant) => variant.name),
    prices: Object.fromEntries(prices),
  };
}

/** The draft a stored product reads back as (what the admin form starts from, and what duplicate copies). */
export function productDraftOf(product: Product): ProductDraft {
  return {
    productName: product.productName,
    category: product.category,
    subCategory: product.subCategory,
    shortDescription: product.shortDescription,
    mediaUrls: product.mediaUrls,
    mrpPaise: product.mrp.paise,
    sellingPricePaise: product.sellingPrice.paise,
    stock: product.hasVariant ? 0 : product.stock,
    hasVariant: product.hasVariant,
    variants: product.variants.map((variant) => ({
      name: variant.name,
      stock: variant.stock,
      sellingPricePaise: variant.ownSellingPrice?.paise ?? null,
      mrpPaise: variant.ownMrp?.paise ?? null,
    })),
    isLimitedOffer: product.isLimitedOffer,
    limitedOfferMaxQuantity: product.limitedOfferData?.maxQuantity ?? null,
    gstRate: product.gstRate ?? null,
    hsnCode: product.hsnCode ?? null,
    countryOfOrigin: product.countryOfOrigin ?? '',
    hidden: product.hidden,
    occasions: product.occasions,
    recipients: product.recipients,
    // Only set values travel, so a product that never had them is written as before.
    ...(product.preparationHours > 0 ? { preparationHours: product.preparationHours } : {}),
    ...(product.perishable ? { perishable: true } : {}),
    ...(product.photoRequirement ? { photoRequirement: product.photoRequirement } : {}),
  };
}

/**
 * The writes that set the stock of a product (variant null) or of one variant to `units`, given the document as
 * read in the same transaction; null when the product has no such variant.
 */
export function setStockWrites(data: unknown, variant: string | null, units: number): FieldWrite[] | null {
  const record = isRecord(data) ? data : {};
  if (variant === null) return [{ path: ['stock'], value: units }];
  const stocks = isRecord(record.variantData) ? record.variantData.stocks : undefined;
  if (isRecord(stocks)) {
    return Object.hasOwn(stocks, variant) ? [{ path: ['variantData', 'stocks', variant], value: units }] : null;
  }
  if (Array.isArray(stocks)) {
    let found = false;
    const list = (stocks as unknown[]).map((entry: unknown) => {
      if (!isRecord(entry) || readText(entry.name ?? entry.variant) !== variant) return entry;
      found = true;
      return entry.count !== undefined && entry.stock === undefined
        ? { ...entry, count: units }
        : { ...entry, stock: units };
    });
    return found ? [{ path: ['variantData', 'stocks'], value: list }] : null;
  }
  return null;
}
