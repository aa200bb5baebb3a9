// The product form's state and its conversion to the API's input: prices typed in rupees, sent in paise.
import type { AdminProductFieldsFragment, AdminProductInput, PhotoPrintShape } from '../../gql/graphql';

/** One option as typed: its own price and mrp in rupees, empty (or absent) to sell at the product's. */
export interface VariantFormState {
  name: string;
  stock: string;
  sellingPrice?: string;
  mrp?: string;
}

/** The photos a product asks the shopper for, as typed. */
export interface PhotoRequirementFormState {
  count: string;
  shape: PhotoPrintShape;
  aspectRatio: string;
  minShortSidePx: string;
}

/** Where a new photo requirement starts for each print area: a mug's wrap is wide, a frame and a cushion square. */
export const PHOTO_SHAPE_DEFAULTS: Record<PhotoPrintShape, { label: string; aspectRatio: string }> = {
  MUG_WRAP: { label: 'Mug wrap', aspectRatio: '2.3' },
  SQUARE_FRAME: { label: 'Square frame', aspectRatio: '1' },
  CUSHION: { label: 'Cushion', aspectRatio: '1' },
};

export const NEW_PHOTO_REQUIREMENT: PhotoRequirementFormState = {
  count: '1',
  shape: 'MUG_WRAP',
  aspectRatio: PHOTO_SHAPE_DEFAULTS.MUG_WRAP.aspectRatio,
  minShortSidePx: '1000',
};

export interface ProductFormState {
  productName: string;
  category: string;
  subCategory: string;
  shortDescription: string;
  mediaUrls: string[];
  mrp: string;
  sellingPrice: string;
  stock: string;
  hasVariant: boolean;
  variants: VariantFormState[];
  isLimitedOffer: boolean;
  limitedOfferMaxQuantity: string;
  gstRate: string;
  hsnCode: string;
  countryOfOrigin: string;
  hidden: boolean;
  occasions: string[];
  recipients: string[];
  /** Null: the product takes no photos. */
  photoRequirement: PhotoRequirementFormState | null;
}

export const EMPTY_PRODUCT_FORM: ProductFormState = {
  productName: '',
  category: '',
  subCategory: '',
  shortDescription: '',
  mediaUrls: [],
  mrp: '',
  sellingPrice: '',
  stock: '0',
  hasVariant: false,
  variants: [],
  isLimitedOffer: false,
  limitedOfferMaxQuantity: '',
  gstRate: '',
  hsnCode: '',
  countryOfOrigin: 'India',
  hidden: false,
  occasions: [],
  recipients: [],
  photoRequirement: null,
};

const rupees = (paise: number) => (paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2));

export function formStateOf(product: AdminProductFieldsFragment): ProductFormState {
  return {
    productName: product.productName,
    category: product.category,
    subCategory: product.subCategory ?? '',
    shortDescription: product.shortDescription,
    mediaUrls: [...product.mediaUrls],
    mrp: rupees(product.mrp.paise),
    sellingPrice: rupees(product.sellingPrice.paise),
    stock: String(product.stock),
    hasVariant: product.hasVariant,
    variants: product.variants.map((variant) => ({
      name: variant.name,
      stock: String(variant.stock),
      sellingPrice: variant.ownSellingPrice ? rupees(variant.ownSellingPrice.paise) : '',
      mrp: variant.ownMrp ? rupees(variant.ownMrp.paise) : '',
    })),
    isLimitedOffer: product.isLimitedOffer,
    limitedOfferMaxQuantity: product.limitedOfferData?.maxQuantity?.toString() ?? '',
    gstRate: product.gstRate === null || product.gstRate === undefined ? '' : String(product.gstRate),
    hsnCode: product.hsnCode ?? '',
    countryOfOrigin: product.countryOfOrigin ?? '',
    hidden: product.hidden,
    occasions: [...product.occasions],
    recipients: [...product.recipients],
    photoRequirement: product.photoRequirement
      ? {
          count: String(product.photoRequirement.count),
          shape: product.photoRequirement.shape,
          aspectRatio: String(product.photoRequirement.aspectRatio),
          minShortSidePx: String(product.photoRequirement.minShortSidePx),
        }
      : null,
  };
}

/** Rupees as typed ("1,299.50") in paise; NaN when it is not an amount (the server then names the field). */
export function paiseOf(text: string): number {
  const cleaned = text.replace(/[,\s₹]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return Number.NaN;
  return Math.round(Number(cleaned) * 100);
}

/** An option's own price as typed: null when left empty (the product's applies), 0 (refused) when not an amount. */
function ownPaise(text: string | undefined): number | null {
  if (text === undefined || text.trim() === '') return null;
  const paise = paiseOf(text);
  return Number.isNaN(paise) ? 0 : paise;
}

/** A whole number as typed, or -1 (refused by the server with the field's message) when it is not one. */
const units = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : -1);

export function inputOf(form: ProductFormState): AdminProductInput {
  const mrp = paiseOf(form.mrp);
  const sellingPrice = paiseOf(form.sellingPrice);
  return {
    productName: form.productName,
    category: form.category,
    subCategory: form.subCategory || null,
    shortDescription: form.shortDescription,
    mediaUrls: form.mediaUrls,
    mrp: Number.isNaN(mrp) ? 0 : mrp,
    sellingPrice: Number.isNaN(sellingPrice) ? 0 : sellingPrice,
    stock: units(form.stock),
    hasVariant: form.hasVariant,
    variants: form.variants.map((variant) => ({
      name: variant.name,
      stock: units(variant.stock),
      sellingPrice: ownPaise(variant.sellingPrice),
      mrp: ownPaise(variant.mrp),
    })),
    isLimitedOffer: form.isLimitedOffer,
    limitedOfferMaxQuantity: form.limitedOfferMaxQuantity.trim() === '' ? null : units(form.limitedOfferMaxQuantity),
    gstRate: form.gstRate === '' ? null : Number(form.gstRate),
    hsnCode: form.hsnCode.trim() || null,
    countryOfOrigin: form.countryOfOrigin,
    hidden: form.hidden,
    occasions: form.occasions,
    recipients: form.recipients,
    photoRequirement: form.photoRequirement ? photoRequirementInput(form.photoRequirement) : null,
  };
}

/** A ratio as typed ("2.3"), or -1 (refused by the server with the field's message) when it is not a number. */
const ratio = (text: string) => (/^\d+(\.\d+)?$/.test(text.trim()) ? Number(text.trim()) : -1);

function photoRequirementInput(typed: PhotoRequirementFormState): NonNullable<AdminProductInput['photoRequirement']> {
  return {
    count: units(typed.count),
    shape: typed.shape,
    aspectRatio: ratio(typed.aspectRatio),
    minShortSidePx: units(typed.minShortSidePx),
  };
}

/** Moves one item of a list by `by` places (the image order: the first is the thumbnail). */
export function move<T>(list: readonly T[], index: number, by: number): T[] {
  const target = index + by;
  if (target < 0 || target >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(target, 0, item!);
  return next;
}
