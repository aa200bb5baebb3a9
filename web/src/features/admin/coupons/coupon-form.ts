// The coupon form's values (what the owner types: rupees, days) and the API's input (paise, instants), both ways.
// The server checks every rule again and answers field by field; this only catches what cannot be sent at all.
import type { AdminCouponInput } from '../../../gql/graphql';

export interface CouponFormValues {
  code: string;
  description: string;
  discountType: 'PERCENTAGE' | 'FIXED';
  percentOff: string;
  /** Rupees; empty: no cap. */
  maxDiscount: string;
  /** Rupees. */
  amountOff: string;
  /** Rupees; empty: no minimum. */
  minimumOrder: string;
  /** YYYY-MM-DD, the first day (India's time); empty: always. */
  validFrom: string;
  /** YYYY-MM-DD, the last day it can be used (India's time); empty: never ends. */
  validUntil: string;
  active: boolean;
  usageLimit: string;
  perShopperLimit: string;
  firstOrderOnly: boolean;
  categories: string[];
  productIds: string[];
  listed: boolean;
}

/** A coupon as the admin API answers it (the fields the form needs). */
export interface CouponRules {
  code: string;
  description: string;
  offer: string;
  discountType: 'PERCENTAGE' | 'FIXED';
  percentOff?: number | null;
  maxDiscount?: { paise: number } | null;
  amountOff?: { paise: number } | null;
  minimumOrderValue: { paise: number };
  validFrom?: string | null;
  validUntil?: string | null;
  active: boolean;
  usageLimit?: number | null;
  perShopperLimit?: number | null;
  firstOrderOnly: boolean;
  categories: string[];
  productIds: string[];
  listed: boolean;
}

export type FieldErrors = Partial<Record<keyof CouponFormValues | 'form', string>>;

export const EMPTY_COUPON_FORM: CouponFormValues = {
  code: '',
  description: '',
  discountType: 'PERCENTAGE',
  percentOff: '',
  maxDiscount: '',
  amountOff: '',
  minimumOrder: '',
  validFrom: '',
  validUntil: '',
  active: true,
  usageLimit: '',
  perShopperLimit: '1',
  firstOrderOnly: false,
  categories: [],
  productIds: [],
  listed: true,
};

const IST_OFFSET = '+05:30';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The day (YYYY-MM-DD) an instant falls on in India. */
function istDay(instant: number): string {
  return new Date(instant + 5.5 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** Midnight at the start of a day in India, as an instant. */
function istMidnight(day: string): number {
  return new Date(`${day}T00:00:00${IST_OFFSET}`).getTime();
}

const rupees = (paise: number) => (paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2));

export function formValuesOf(coupon: CouponRules): CouponFormValues {
  return {
    code: coupon.code,
    // The API shows the offer in words when the shop wrote no description: keep the field empty then.
    description: coupon.description === coupon.offer ? '' : coupon.description,
    discountType: coupon.discountType,
    percentOff: coupon.percentOff == null ? '' : String(coupon.percentOff),
    maxDiscount: coupon.maxDiscount ? rupees(coupon.maxDiscount.paise) : '',
    amountOff: coupon.amountOff ? rupees(coupon.amountOff.paise) : '',
    minimumOrder: coupon.minimumOrderValue.paise === 0 ? '' : rupees(coupon.minimumOrderValue.paise),
    validFrom: coupon.validFrom ? istDay(new Date(coupon.validFrom).getTime()) : '',
    // The stored end is exclusive (midnight after the last day).
    validUntil: coupon.validUntil ? istDay(new Date(coupon.validUntil).getTime() - 1) : '',
    active: coupon.active,
    usageLimit: coupon.usageLimit == null ? '' : String(coupon.usageLimit),
    perShopperLimit: coupon.perShopperLimit == null ? '' : String(coupon.perShopperLimit),
    firstOrderOnly: coupon.firstOrderOnly,
    categories: [...coupon.categories],
    productIds: [...coupon.productIds],
    listed: coupon.listed,
  };
}

type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

function paiseOf(text: string, required: boolean): Parsed<number | null> {
  const trimmed = text.trim().replace(/[₹,\s]/g, '');
  if (trimmed === '') return required ? { ok: false, message: 'Enter an amount in rupees' } : { ok: true, value: null };
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return { ok: false, message: 'Enter an amount in rupees, like 150 or 99.50' };
  return { ok: true, value: Math.round(Number(trimmed) * 100) };
}

function wholeOf(text: string, required: boolean): Parsed<number | null> {
  const trimmed = text.trim();
  if (trimmed === '') return required ? { ok: false, message: 'Enter a whole number' } : { ok: true, value: null };
  if (!/^\d+$/.test(trimmed)) return { ok: false, message: 'Enter a whole number' };
  return { ok: true, value: Number(trimmed) };
}

function dayOf(text: string, endOfDay: boolean): Parsed<string | null> {
  if (text.trim() === '') return { ok: true, value: null };
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text.trim())) return { ok: false, message: 'Enter a date' };
  const start = istMidnight(text.trim());
  if (Number.isNaN(start)) return { ok: false, message: 'Enter a date' };
  return { ok: true, value: new Date(endOfDay ? start + DAY_MS : start).toISOString() };
}

/** The API input of the form, or the fields that cannot be sent as they are. */
export function couponInputOf(
  values: CouponFormValues,
): { ok: true; input: AdminCouponInput } | { ok: false; errors: FieldErrors } {
  const percent = values.discountType === 'PERCENTAGE';
  const parsed = {
    percentOff: percent ? wholeOf(values.percentOff, true) : ({ ok: true, value: null } as const),
    maxDiscount: percent ? paiseOf(values.maxDiscount, false) : ({ ok: true, value: null } as const),
    amountOff: percent ? ({ ok: true, value: null } as const) : paiseOf(values.amountOff, true),
    minimumOrder: paiseOf(values.minimumOrder, false),
    validFrom: dayOf(values.validFrom, false),
    validUntil: dayOf(values.validUntil, true),
    usageLimit: wholeOf(values.usageLimit, false),
    perShopperLimit: wholeOf(values.perShopperLimit, false),
  };
  const errors: FieldErrors = {};
  for (const [field, result] of Object.entries(parsed)) {
    if (!result.ok) errors[field as keyof FieldErrors] = result.message;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const value = <T>(result: Parsed<T>): T => (result.ok ? result.value : (null as T));
  return {
    ok: true,
    input: {
      description: values.description.trim() || null,
      discountType: values.discountType,
      percentOff: value(parsed.percentOff),
      maxDiscountPaise: value(parsed.maxDiscount),
      amountOffPaise: value(parsed.amountOff),
      minOrderValuePaise: value(parsed.minimumOrder) ?? 0,
      validFrom: value(parsed.validFrom),
      validUntil: value(parsed.validUntil),
      active: values.active,
      usageLimit: value(parsed.usageLimit),
      perShopperLimit: value(parsed.perShopperLimit),
      firstOrderOnly: values.firstOrderOnly,
      categories: values.categories,
      productIds: values.productIds,
      listed: values.listed,
    },
  };
}

/** The server's field names, as the form's. */
const SERVER_FIELDS: Record<string, keyof CouponFormValues> = {
  code: 'code',
  description: 'description',
  percentOff: 'percentOff',
  maxDiscountPaise: 'maxDiscount',
  amountOffPaise: 'amountOff',
  minOrderValuePaise: 'minimumOrder',
  validFrom: 'validFrom',
  validUntil: 'validUntil',
  usageLimit: 'usageLimit',
  perShopperLimit: 'perShopperLimit',
  categories: 'categories',
  productIds: 'productIds',
};

/** The server's userErrors beside the form's fields ("categories[2]" beside categories); others above the form. */
export function fieldErrorsOf(userErrors: readonly { field?: string | null; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const error of userErrors) {
    const field = error.field ? SERVER_FIELDS[error.field.replace(/\[\d+\]$/, '')] : undefined;
    const key = field ?? 'form';
    errors[key] = errors[key] ? `${errors[key]}. ${error.message}` : error.message;
  }
  return errors;
}
