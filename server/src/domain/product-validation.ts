// What the shop owner may save as a product, checked field by field with messages to show beside the fields. Pure:
// the admin service turns a valid draft into the products document (the stored field names of the shop's existing data).
import { photoRequirementErrors, type PhotoRequirement } from './photo-requirement.js';
import { MAX_PREPARATION_HOURS } from './product.js';
import { CURRENT_GST_RATES, isCurrentGstRate } from './gst.js';
import { giftTagErrors } from './gift-tag-validation.js';
import { MAX_PAISE } from './money.js';
import { userError, type UserError } from './user-errors.js';

/** One option of a draft: its name, stock and, optionally, its own selling price and mrp (paise). */
export interface VariantDraft {
  readonly name: string;
  readonly stock: number;
  readonly sellingPricePaise?: number | null;
  readonly mrpPaise?: number | null;
}

/** A product as the admin form sends it. Prices are integer paise; absent optional fields are null. */
export interface ProductDraft {
  readonly productName: string;
  readonly category: string;
  readonly subCategory: string | null;
  readonly shortDescription: string;
  readonly mediaUrls: readonly string[];
  readonly mrpPaise: number;
  readonly sellingPricePaise: number;
  /** The stock of a product without variants (ignored when it has variants). */
  readonly stock: number;
  readonly hasVariant: boolean;
  /** In the owner's order; each option's own prices are null where it sells at the product's. */
  readonly variants: readonly VariantDraft[];
  readonly isLimitedOffer: boolean;
  /** The most units one order may hold, for a limited offer; null: no cap. */
  readonly limitedOfferMaxQuantity: number | null;
  /** GST rate in percent; null: the shop's default rate applies at checkout. */
  readonly gstRate: number | null;
  readonly hsnCode: string | null;
  readonly countryOfOrigin: string;
  readonly hidden: boolean;
  /** Occasion tags (gift-tags.ts); absent or null: unchanged on an update, none on a new product. */
  readonly occasions?: readonly string[] | null;
  /** Recipient tags (gift-tags.ts); absent or null: unchanged on an update, none on a new product. */
  readonly recipients?: readonly string[] | null;
  /** Hours the shop needs to prepare it (0 to 720); absent: unchanged in the document (0 when never set). */
  readonly preparationHours?: number;
  /** Flowers, cakes; absent: unchanged in the document (false when never set). */
  readonly perishable?: boolean;
  /** The photos a line carries; absent: unchanged in the document (none when never set); null: none. */
  readonly photoRequirement?: PhotoRequirement | null;
}

export const PRODUCT_LIMITS = {
  nameLength: 120,
  descriptionLength: 2_000,
  categoryLength: 60,
  variantNameLength: 40,
  variants: 50,
  images: 12,
  stock: 1_000_000,
  countryLength: 56,
} as const;

export const ProductMessages = {
  nameRequired: 'Product name is required',
  nameTooLong: `Product name must be at most ${PRODUCT_LIMITS.nameLength} characters`,
  categoryRequired: 'Choose a category',
  categoryUnknown: 'Choose a category from the list (add it under Categories first)',
  subCategoryUnknown: 'Choose a subcategory of this category',
  descriptionTooLong: `Description must be at most ${PRODUCT_LIMITS.descriptionLength} characters`,
  sellingPriceInvalid: 'Selling price must be more than ₹0',
  mrpInvalid: 'MRP must be more than ₹0',
  mrpBelowPrice: 'MRP must be at least the selling price',
  priceTooHigh: 'Price is too high',
  stockInvalid: `Stock must be a whole number from 0 to ${PRODUCT_LIMITS.stock.toLocaleString('en-IN')}`,
  variantsRequired: 'Add at least one variant, or turn variants off',
  variantNameRequired: 'Variant name is required',
  variantNameTooLong: `Variant name must be at most ${PRODUCT_LIMITS.variantNameLength} characters`,
  variantNameDuplicate: 'Each variant needs a different name',
  tooManyVariants: `At most ${PRODUCT_LIMITS.variants} variants`,
  maxQuantityInvalid: 'Maximum quantity per order must be a whole number of at least 1',
  gstRateInvalid: `GST rate must be one of ${CURRENT_GST_RATES.join(', ')} %`,
  hsnInvalid: 'HSN code must be 4, 6 or 8 digits',
  countryRequired: 'Country of origin is required',
  countryTooLong: `Country of origin must be at most ${PRODUCT_LIMITS.countryLength} characters`,
  tooManyImages: `At most ${PRODUCT_LIMITS.images} images`,
  imageUrlInvalid: 'Images must be uploaded through the admin (or be https links)',
} as const;

const isWholeIn = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max;

/** A media URL the shop may show: one of our own uploads or demo images (a /path), or an https link. */
export function isAcceptableMediaUrl(url: string): boolean {
  if (/^\/[\w\-./]+$/.test(url) && !url.includes('..')) return true;
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}

/** Trims the text fields and drops what does not apply (variants of a plain product, a cap without an offer). */
export function normaliseProductDraft(draft: ProductDraft): ProductDraft {
  const subCategory = draft.subCategory?.trim() || null;
  const hsnCode = draft.hsnCode?.replace(/[\s.]/g, '') || null;
  return {
    ...draft,
    productName: draft.productName.trim(),
    category: draft.category.trim(),
    subCategory,
    shortDescription: draft.shortDescription.trim(),
    mediaUrls: draft.mediaUrls.map((url) => url.trim()).filter((url) => url !== ''),
    variants: draft.hasVariant ? draft.variants.map((variant) => ({ ...variant, name: variant.name.trim() })) : [],
    stock: draft.hasVariant ? 0 : draft.stock,
    limitedOfferMaxQuantity: draft.isLimitedOffer ? draft.limitedOfferMaxQuantity : null,
    hsnCode,
    countryOfOrigin: draft.countryOfOrigin.trim(),
  };
}

/**
 * Every problem of a (normalised) draft, each naming its field as the form names it: productName, category,
 * subCategory, shortDescription, mediaUrls, mrp, sellingPrice, stock, variants, variants[i].name,
 * variants[i].stock, variants[i].sellingPrice, variants[i].mrp, limitedOfferMaxQuantity, gstRate, hsnCode, countryOfOrigin. `categories` are the shop's
 * categories and their subcategories.
 */
export function validateProductDraft(
  draft: ProductDraft,
  categories: readonly { readonly name: string; readonly subcategories: readonly string[] }[],
): UserError[] {
  const errors: UserError[] = [];
  const add = (field: string, code: 'REQUIRED' | 'INVALID' | 'TOO_LONG', message: string) =>
    errors.push(userError(field, code, message));

  if (draft.productName === '') add('productName', 'REQUIRED', ProductMessages.nameRequired);
  else if (draft.productName.length > PRODUCT_LIMITS.nameLength)
    add('productName', 'TOO_LONG', ProductMessages.nameTooLong);

  if (draft.category === '') add('category', 'REQUIRED', ProductMessages.categoryRequired);
  else {
    const category = categories.find((entry) => entry.name === draft.category);
    if (!category) add('category', 'INVALID', ProductMessages.categoryUnknown);
    else if (draft.subCategory !== null && !category.subcategories.includes(draft.subCategory))
      add('subCategory', 'INVALID', ProductMessages.subCategoryUnknown);
  }

  if (draft.shortDescription.length > PRODUCT_LIMITS.descriptionLength)
    add('shortDescription', 'TOO_LONG', ProductMessages.descriptionTooLong);

  if (!isWholeIn(draft.sellingPricePaise, 1, MAX_PAISE))
    add(
      'sellingPrice',
      'INVALID',
      draft.sellingPricePaise > MAX_PAISE ? ProductMessages.priceTooHigh : ProductMessages.sellingPriceInvalid,
    );
  if (!isWholeIn(draft.mrpPaise, 1, MAX_PAISE))
    add('mrp', 'INVALID', draft.mrpPaise > MAX_PAISE ? ProductMessages.priceTooHigh : ProductMessages.mrpInvalid);
  else if (Number.isInteger(draft.sellingPricePaise) && draft.mrpPaise < draft.sellingPricePaise)
    add('mrp', 'INVALID', ProductMessages.mrpBelowPrice);

  if (draft.hasVariant) {
    if (draft.variants.length === 0) add('variants', 'REQUIRED', ProductMessages.variantsRequired);
    if (draft.variants.length > PRODUCT_LIMITS.variants) add('variants', 'INVALID', ProductMessages.tooManyVariants);
    const seen = new Set<string>();
    draft.variants.forEach((variant, index) => {
      const key = variant.name.toLowerCase();
      if (variant.name === '') add(`variants[${index}].name`, 'REQUIRED', ProductMessages.variantNameRequired);
      else if (variant.name.length > PRODUCT_LIMITS.variantNameLength)
        add(`variants[${index}].name`, 'TOO_LONG', ProductMessages.variantNameTooLong);
      else if (seen.has(key)) add(`variants[${index}].name`, 'INVALID', ProductMessages.variantNameDuplicate);
      seen.add(key);
      if (!isWholeIn(variant.stock, 0, PRODUCT_LIMITS.stock))
        add(`variants[${index}].stock`, 'INVALID', ProductMessages.stockInvalid);
      checkVariantPrices(draft, variant, `variants[${index}]`, add);
    });
  } else if (!isWholeIn(draft.stock, 0, PRODUCT_LIMITS.stock)) {
    add('stock', 'INVALID', ProductMessages.stockInvalid);
  }

  if (
    draft.isLimitedOffer &&
    draft.limitedOfferMaxQuantity !== null &&
    !isWholeIn(draft.limitedOfferMaxQuantity, 1, PRODUCT_LIMITS.stock)
  )
    add('limitedOfferMaxQuantity', 'INVALID', ProductMessages.maxQuantityInvalid);

  if (draft.gstRate !== null && !isCurrentGstRate(draft.gstRate))
    add('gstRate', 'INVALID', ProductMessages.gstRateInvalid);
  if (draft.hsnCode !== null && !/^(\d{4}|\d{6}|\d{8})$/.test(draft.hsnCode))
    add('hsnCode', 'INVALID', ProductMessages.hsnInvalid);

  if (draft.countryOfOrigin === '') add('countryOfOrigin', 'REQUIRED', ProductMessages.countryRequired);
  else if (draft.countryOfOrigin.length > PRODUCT_LIMITS.countryLength)
    add('countryOfOrigin', 'TOO_LONG', ProductMessages.countryTooLong);

  errors.push(...giftTagErrors(draft));
  const hours = draft.preparationHours;
  if (hours !== undefined && !(Number.isInteger(hours) && hours >= 0 && hours <= MAX_PREPARATION_HOURS))
    add('preparationHours', 'INVALID', `Enter whole hours from 0 to ${MAX_PREPARATION_HOURS}.`);

  if (draft.mediaUrls.length > PRODUCT_LIMITS.images) add('mediaUrls', 'INVALID', ProductMessages.tooManyImages);
  else if (!draft.mediaUrls.every(isAcceptableMediaUrl)) add('mediaUrls', 'INVALID', ProductMessages.imageUrlInvalid);
  errors.push(...photoRequirementErrors(draft.photoRequirement));

  return errors;
}

/**
 * An option's own prices: each absent (the product's applies) or whole paise above 0; the mrp it sells against (its
 * own, else the product's) at least its selling price (its own, else the product's).
 */
function checkVariantPrices(
  draft: ProductDraft,
  variant: VariantDraft,
  field: string,
  add: (field: string, code: 'INVALID', message: string) => void,
): void {
  const selling = variant.sellingPricePaise ?? null;
  const mrp = variant.mrpPaise ?? null;
  const sellingOk = selling === null || isWholeIn(selling, 1, MAX_PAISE);
  const mrpOk = mrp === null || isWholeIn(mrp, 1, MAX_PAISE);
  if (!sellingOk)
    add(
      `${field}.sellingPrice`,
      'INVALID',
      selling > MAX_PAISE ? ProductMessages.priceTooHigh : ProductMessages.sellingPriceInvalid,
    );
  if (!mrpOk)
    add(`${field}.mrp`, 'INVALID', mrp > MAX_PAISE ? ProductMessages.priceTooHigh : ProductMessages.mrpInvalid);
  if (!sellingOk || !mrpOk || (selling === null && mrp === null)) return;
  if ((mrp ?? draft.mrpPaise) < (selling ?? draft.sellingPricePaise))
    add(`${field}.mrp`, 'INVALID', ProductMessages.mrpBelowPrice);
}

/** A stock figure for one product or variant, checked as the quick stock edit sends it. */
export function validateStock(stock: number): UserError | null {
  return isWholeIn(stock, 0, PRODUCT_LIMITS.stock) ? null : userError('stock', 'INVALID', ProductMessages.stockInvalid);
}
