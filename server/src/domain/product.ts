import { money, type Money } from './money.js';
import { isLimitedStock, maxOrderQuantity, normaliseUnits, stockCount } from './stock.js';
import { nameSortKey } from './text.js';

/** One variant of a product and its stock. */
export interface ProductVariant {
  readonly name: string;
  readonly stock: number;
  readonly inStock: boolean;
}

export interface LimitedOfferData {
  readonly maxQuantity: number | null;
}

/** What a product document says, already cleaned up by the Firestore layer. */
export interface ProductFields {
  id: string;
  productName: string;
  category: string;
  subCategory: string | null;
  shortDescription: string;
  mediaUrls: readonly string[];
  mrpPaise: number;
  sellingPricePaise: number;
  stock: number;
  hasVariant: boolean;
  variants: readonly { name: string; stock: number }[];
  createdAtMillis: number | null;
  sales: number;
  isLimitedOffer: boolean;
  limitedOfferMaxQuantity: number | null;
  /** GST rate in percent, when the document carries one (checkout falls back to the shop's default). */
  gstRate?: number | null;
  /** HSN code, when the document carries one (frozen on order lines). */
  hsnCode?: string | null;
  /** Where the goods were made (shown before purchase, as the e-commerce rules ask), when the document says. */
  countryOfOrigin?: string | null;
  /** Hidden by the shop owner: never listed to shoppers, kept for the admin (and old orders keep their copy). */
  hidden?: boolean;
  /** Hours the shop needs to prepare it before delivery (0: ready at once). */
  preparationHours?: number;
  /** Flowers, cakes: delivered only in zones that take perishables. */
  perishable?: boolean;
}

/** A product with everything the API shows already derived; the field names are those of the schema. */
export interface Product {
  readonly id: string;
  readonly productName: string;
  /** The name's place in A-to-Z order (internal; see nameSortKey). */
  readonly nameSortKey: string;
  readonly category: string;
  readonly subCategory: string | null;
  readonly shortDescription: string;
  readonly mediaUrls: readonly string[];
  readonly thumbnail: string | null;
  readonly mrp: Money;
  readonly sellingPrice: Money;
  readonly discountPercent: number;
  readonly stock: number;
  readonly hasVariant: boolean;
  readonly variants: readonly ProductVariant[];
  readonly stockCount: number;
  readonly inStock: boolean;
  readonly isLimitedStock: boolean;
  readonly createdAt: string | null;
  readonly createdAtMillis: number | null;
  readonly sales: number;
  readonly isLimitedOffer: boolean;
  readonly limitedOfferData: LimitedOfferData | null;
  readonly maxOrderQuantity: number;
  /** GST rate in percent as stored, or null (checkout charges the shop's default then). */
  readonly gstRate?: number | null;
  readonly hsnCode?: string | null;
  readonly countryOfOrigin?: string | null;
  /** Hidden products are kept out of every shopper-facing list and lookup (see LiveCatalog). */
  readonly hidden: boolean;
  /** Whole hours the shop needs to prepare it before delivery, 0 to 720. */
  readonly preparationHours: number;
  readonly perishable: boolean;
}

/** The longest preparation time a product may have: 30 days. */
export const MAX_PREPARATION_HOURS = 720;

/** Whole percent off the mrp, rounded down; 0 unless the selling price is below the mrp. */
export function discountPercent(mrpPaise: number, sellingPricePaise: number): number {
  if (mrpPaise <= 0 || sellingPricePaise >= mrpPaise) return 0;
  return Math.floor(((mrpPaise - sellingPricePaise) * 100) / mrpPaise);
}

export function createProduct(fields: ProductFields): Product {
  const variants = fields.variants.map((variant) => {
    const stock = normaliseUnits(variant.stock);
    return { name: variant.name, stock, inStock: stock > 0 };
  });
  // A product flagged hasVariant whose document lists no variants could never be bought; it sells as a plain
  // product with its own stock instead.
  const hasVariant = fields.hasVariant && variants.length > 0;
  const stock = normaliseUnits(fields.stock);
  const units = stockCount({ hasVariant, stock, variants });
  const cap =
    fields.isLimitedOffer && fields.limitedOfferMaxQuantity !== null && fields.limitedOfferMaxQuantity > 0
      ? Math.floor(fields.limitedOfferMaxQuantity)
      : null;
  return {
    id: fields.id,
    productName: fields.productName,
    nameSortKey: nameSortKey(fields.productName),
    category: fields.category,
    subCategory: fields.subCategory,
    shortDescription: fields.shortDescription,
    mediaUrls: fields.mediaUrls,
    thumbnail: fields.mediaUrls[0] ?? null,
    mrp: money(fields.mrpPaise),
    sellingPrice: money(fields.sellingPricePaise),
    discountPercent: discountPercent(fields.mrpPaise, fields.sellingPricePaise),
    stock,
    hasVariant,
    variants: hasVariant ? variants : [],
    stockCount: units,
    inStock: units > 0,
    isLimitedStock: isLimitedStock(units),
    createdAt: fields.createdAtMillis === null ? null : new Date(fields.createdAtMillis).toISOString(),
    createdAtMillis: fields.createdAtMillis,
    sales: normaliseUnits(fields.sales),
    isLimitedOffer: fields.isLimitedOffer,
    limitedOfferData: fields.isLimitedOffer ? { maxQuantity: cap } : null,
    maxOrderQuantity: maxOrderQuantity(units, cap),
    gstRate: fields.gstRate ?? null,
    hsnCode: fields.hsnCode ?? null,
    countryOfOrigin: fields.countryOfOrigin ?? null,
    hidden: fields.hidden ?? false,
    preparationHours: Math.min(MAX_PREPARATION_HOURS, normaliseUnits(fields.preparationHours ?? 0)),
    perishable: fields.perishable ?? false,
  };
}
