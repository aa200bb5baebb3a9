import { isKnownGstRate } from '../../domain/gst.js';
import { rupeesToPaise } from '../../domain/money.js';
import { createProduct, type Product } from '../../domain/product.js';
import { isRecord, readBoolean, readMillis, readNumber, readText, readTextList, type DocumentData } from './values.js';

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
    return { ok: false, reason: `sellingPrice ${JSON.stringify(data.sellingPrice) ?? 'undefined'} is not a price in rupees` };
  }
  const limitedOfferData = isRecord(data.limitedOfferData) ? data.limitedOfferData : {};
  const subCategory = Array.isArray(data.subCategory) ? readTextList(data.subCategory)[0] ?? null : readText(data.subCategory);
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
    }),
  };
}

/** variantData.stocks is a map of variant name to count; a list of {name, stock} is accepted too. */
function readVariants(variantData: unknown): { name: string; stock: number }[] {
  if (!isRecord(variantData)) return [];
  const stocks = variantData.stocks;
  if (isRecord(stocks)) {
    return Object.entries(stocks as DocumentData)
      .filter(([name]) => name.trim() !== '')
      .map(([name, count]) => ({ name, stock: readNumber(count) ?? 0 }));
  }
  if (Array.isArray(stocks)) {
    return stocks.flatMap((entry) => {
      if (!isRecord(entry)) return [];
      const name = readText(entry.name ?? entry.variant);
      return name === null ? [] : [{ name, stock: readNumber(entry.stock ?? entry.count) ?? 0 }];
    });
  }
  return [];
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
    const list = stocks.map((entry) => {
      if (!isRecord(entry) || readText(entry.name ?? entry.variant) !== variant) return entry;
      return entry.count !== undefined && entry.stock === undefined ? { ...entry, count: next(entry.count) } : { ...entry, stock: next(entry.stock) };
    });
    return [{ path: ['variantData', 'stocks'], value: list }, sales];
  }
  return [{ path: ['stock'], value: next(record.stock) }, sales];
}
