import type { Occasion, Recipient } from './gift-tags.js';
import { money, type Money } from './money.js';
import type { PhotoRequirement } from './photo-requirement.js';
import { isLimitedStock, maxOrderQuantity, normaliseUnits, stockCount } from './stock.js';
import { nameSortKey } from './text.js';

/** One variant (option) of a product: its stock and its price, its own or else the product's. */
export interface ProductVariant {
  readonly name: string;
  readonly stock: number;
  readonly inStock: boolean;
  readonly sellingPrice: Money;
  readonly mrp: Money;
  readonly discountPercent: number;
  /** The option's own prices as stored; null where it takes the product's. */
  readonly ownSellingPrice: Money | null;
  readonly ownMrp: Money | null;
}

/** A variant as the document gives it: its own prices are absent when it sells at the product's. */
export interface VariantFields {
  name: string;
  stock: number;
  sellingPricePaise?: number | null;
  mrpPaise?: number | null;
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
  /** In the owner's order. */
  variants: readonly VariantFields[];
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
  /** Occasions the product suits (gift-tags.ts OCCASIONS); absent: none. */
  occasions?: readonly Occasion[];
  /** Who the product suits (gift-tags.ts RECIPIENTS); absent: none. */
  recipients?: readonly Recipient[];
  /** Hours the shop needs to prepare it before delivery (0: ready at once). */
  preparationHours?: number;
  /** Flowers, cakes: delivered only in zones that take perishables. */
  perishable?: boolean;
  /** The photos the shopper gives (photo mugs, frames, cushions); absent or null: none. */
  photoRequirement?: PhotoRequirement | null;
  /** Shards its stock is split into (domain/stock-shards.ts); absent or 0: kept on the product. */
  stockShards?: number;
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
  /** The lowest selling price of its options (its selling price when it has none): listings, filter and sorts use it. */
  readonly lowestPrice: Money;
  /** The mrp of the option priced lowestPrice (the first such in the owner's order). */
  readonly lowestPriceMrp: Money;
  /** Whether its options sell at different prices (listings then say "from" lowestPrice). */
  readonly pricesVary: boolean;
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
  /** Occasions the product suits, in the order of OCCASIONS. */
  readonly occasions: readonly Occasion[];
  /** Who the product suits, in the order of RECIPIENTS. */
  readonly recipients: readonly Recipient[];
  /** Whole hours the shop needs to prepare it before delivery, 0 to 720. */
  readonly preparationHours: number;
  readonly perishable: boolean;
  /** The photos a line of it carries, or null when it takes none. */
  readonly photoRequirement: PhotoRequirement | null;
  /** A text to print or engrave is offered: not on perishable products (flowers, cakes). */
  readonly takesCustomText: boolean;
  /** Shards its stock is split into, for a hot product (0: its document holds it; see domain/stock-shards.ts). */
  readonly stockShards: number;
}

/** The longest preparation time a product may have: 30 days. */
export const MAX_PREPARATION_HOURS = 720;

/** Whole percent off the mrp, rounded down; 0 unless the selling price is below the mrp. */
export function discountPercent(mrpPaise: number, sellingPricePaise: number): number {
  if (mrpPaise <= 0 || sellingPricePaise >= mrpPaise) return 0;
  return Math.floor(((mrpPaise - sellingPricePaise) * 100) / mrpPaise);
}

/** A positive whole number of paise, or null (the option then takes the product's price). */
function ownPaise(value: number | null | undefined): number | null {
  return value != null && Number.isInteger(value) && value > 0 ? value : null;
}

function createVariant(variant: VariantFields, fields: ProductFields): ProductVariant {
  const stock = normaliseUnits(variant.stock);
  const ownSelling = ownPaise(variant.sellingPricePaise);
  const ownMrp = ownPaise(variant.mrpPaise);
  const sellingPaise = ownSelling ?? fields.sellingPricePaise;
  const mrpPaise = ownMrp ?? fields.mrpPaise;
  return {
    name: variant.name,
    stock,
    inStock: stock > 0,
    sellingPrice: money(sellingPaise),
    mrp: money(mrpPaise),
    discountPercent: discountPercent(mrpPaise, sellingPaise),
    ownSellingPrice: ownSelling === null ? null : money(ownSelling),
    ownMrp: ownMrp === null ? null : money(ownMrp),
  };
}

/** The lowest-priced option (the first such in the owner's order), or null when the product sells without options. */
function lowestPricedVariant(variants: readonly ProductVariant[]): ProductVariant | null {
  let lowest: ProductVariant | null = null;
  for (const variant of variants) {
    if (lowest === null || variant.sellingPrice.paise < lowest.sellingPrice.paise) lowest = variant;
  }
  return lowest;
}

/** The unit price and mrp of a product bought as `variantName` (the product's own when it is not one of its options). */
export function optionPrice(product: Product, variantName: string | null): { sellingPrice: Money; mrp: Money } {
  const variant = variantName === null ? undefined : product.variants.find((option) => option.name === variantName);
  return variant ?? { sellingPrice: product.sellingPrice, mrp: product.mrp };
}

export function createProduct(fields: ProductFields): Product {
  const variants = fields.variants.map((variant) => createVariant(variant, fields));
  // A product flagged hasVariant whose document lists no variants could never be bought; it sells as a plain
  // product with its own stock instead.
  const hasVariant = fields.hasVariant && variants.length > 0;
  const lowest = hasVariant ? lowestPricedVariant(variants) : null;
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
    lowestPrice: lowest?.sellingPrice ?? money(fields.sellingPricePaise),
    lowestPriceMrp: lowest?.mrp ?? money(fields.mrpPaise),
    pricesVary: hasVariant && variants.some((variant) => variant.sellingPrice.paise !== lowest!.sellingPrice.paise),
    stock,
    hasVariant,
    variants: hasVariant ? variants : [],
    stockCount: units,
    inStock: units > 0,
    isLimitedStock: isLimitedStock(units),
    createdAt: fields.createdAtMillis === null ? null : new Date(fields.createdAtMillis).toISOString(),
    createdAtMillis: fields.createdAtMillis,
    sales: normaliseUnits(fields.sales),
    stockShards: fields.stockShards ?? 0,
    isLimitedOffer: fields.isLimitedOffer,
    limitedOfferData: fields.isLimitedOffer ? { maxQuantity: cap } : null,
    maxOrderQuantity: maxOrderQuantity(units, cap),
    gstRate: fields.gstRate ?? null,
    hsnCode: fields.hsnCode ?? null,
    countryOfOrigin: fields.countryOfOrigin ?? null,
    hidden: fields.hidden ?? false,
    occasions: fields.occasions ?? [],
    recipients: fields.recipients ?? [],
    preparationHours: Math.min(MAX_PREPARATION_HOURS, normaliseUnits(fields.preparationHours ?? 0)),
    perishable: fields.perishable ?? false,
    photoRequirement: fields.photoRequirement ?? null,
    takesCustomText: !(fields.perishable ?? false),
  };
}
