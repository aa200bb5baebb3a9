// Coupons: what a coupon promises, whether it applies to a checkout, and how much it takes off each line. Pure: the
// coupon, the shopper's history with it and the priced lines come in; a discount or exactly one reason goes out.
import {
  priceCheckout,
  spreadPaise,
  type CheckoutDiscount,
  type CheckoutInput,
  type CheckoutPricing,
} from './checkout-pricing.js';
import { formatPaise, sumPaise } from './money.js';

/** Percent off (optionally capped) or a fixed amount off. */
export type CouponValue =
  | { readonly kind: 'PERCENT'; readonly percent: number; readonly maxPaise: number | null }
  | { readonly kind: 'FIXED'; readonly amountPaise: number };

export interface Coupon {
  /** Upper case, trimmed: the document id. */
  readonly code: string;
  /** What shoppers read ("Flat ₹150 off on hampers above ₹1,499"). */
  readonly description: string;
  readonly value: CouponValue;
  /** Items (those the coupon applies to) must be worth at least this much, before the discount. */
  readonly minimumOrderPaise: number;
  /** From this instant on (null: always). */
  readonly validFrom: Date | null;
  /** Up to, not including, this instant (null: never ends). */
  readonly validUntil: Date | null;
  readonly active: boolean;
  /** Uses allowed in total (null: unlimited). */
  readonly usageLimit: number | null;
  /** Uses counted so far (orders placed with it and not cancelled or expired). */
  readonly usedCount: number;
  /** Uses allowed per shopper (null: unlimited). */
  readonly perShopperLimit: number | null;
  readonly firstOrderOnly: boolean;
  /** Only lines of these categories or products are discounted; both empty: the whole order. */
  readonly categories: readonly string[];
  readonly productIds: readonly string[];
  /** Shown to shoppers on their coupons page; unlisted codes work when typed. */
  readonly listed: boolean;
}

/** What the coupon's per-shopper rules need to know; null for a guest (checked again when the order is placed). */
export interface CouponShopper {
  /** This shopper's counted uses of this coupon. */
  readonly uses: number;
  /** Whether they have an order that is not cancelled or expired. */
  readonly hasPlacedOrder: boolean;
}

/** What applying a code needs to know beyond the cart: the stored coupon (null: no such code) and the shopper. */
export interface CouponFacts {
  readonly coupon: Coupon | null;
  readonly shopper: CouponShopper | null;
  /** Decided before anything was read (too many codes tried): the answer, whatever the code. */
  readonly refusal?: CouponRefusal;
}

/**
 * Whether one more use fits within the coupon's limits (total and per shopper). An order whose reservation ended gave
 * its use back; a payment arriving later revives the order only if its use can be counted again. Its validity window
 * and active switch do not matter then: they were met when the order was placed at that discount.
 */
export function hasUseLeft(facts: CouponFacts): boolean {
  const { coupon, shopper } = facts;
  if (coupon === null) return false;
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit) return false;
  return !(shopper !== null && coupon.perShopperLimit !== null && shopper.uses >= coupon.perShopperLimit);
}

/** A priced checkout line as coupons see it (same order as the pricing's lines). */
export interface CouponLine {
  readonly productId: string;
  readonly category: string | null;
  /** What the line costs before any discount; 0 for a line that does not count. */
  readonly lineTotalPaise: number;
}

export type CouponRefusalCode =
  | 'UNKNOWN_CODE'
  | 'NO_LONGER_AVAILABLE'
  | 'NOT_YET_VALID'
  | 'EXPIRED'
  | 'USAGE_LIMIT_REACHED'
  | 'ALREADY_USED'
  | 'FIRST_ORDER_ONLY'
  | 'NOT_APPLICABLE'
  | 'MINIMUM_NOT_REACHED'
  | 'TOO_MANY_ATTEMPTS'
  | 'NOT_CHECKED';

export interface CouponRefusal {
  readonly code: CouponRefusalCode;
  readonly message: string;
  /** For MINIMUM_NOT_REACHED: how much more is needed. */
  readonly shortfallPaise?: number;
}

export type CouponEvaluation =
  | { readonly ok: true; readonly coupon: Coupon; readonly discount: CheckoutDiscount; readonly discountPaise: number }
  | { readonly ok: false; readonly code: string; readonly refusal: CouponRefusal };

/** Codes are case-insensitive and surrounding spaces do not count. */
export function normaliseCouponCode(raw: string): string {
  return raw.trim().toUpperCase();
}

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** '20 Nov 2026' in India's time. */
export function formatCouponDate(date: Date): string {
  return dateFormat.format(date);
}

/** "20% off up to ₹300", "20% off", "Flat ₹150 off". */
export function discountLabel(value: CouponValue): string {
  if (value.kind === 'FIXED') return `Flat ${formatPaise(value.amountPaise)} off`;
  return value.maxPaise === null
    ? `${value.percent}% off`
    : `${value.percent}% off up to ${formatPaise(value.maxPaise)}`;
}

function isScoped(coupon: Coupon): boolean {
  return coupon.categories.length > 0 || coupon.productIds.length > 0;
}

/** Where the coupon applies, in words: "the whole order", "Hampers", "Hampers and 2 selected products". */
export function scopeLabel(coupon: Coupon): string {
  if (!isScoped(coupon)) return 'the whole order';
  const parts = [...coupon.categories];
  if (coupon.productIds.length > 0)
    parts.push(coupon.productIds.length === 1 ? 'a selected product' : `${coupon.productIds.length} selected products`);
  return parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)!}`;
}

/** What a shopper must bring for the coupon to apply, in words (for their coupons page). */
export function couponConditions(coupon: Coupon): string[] {
  const conditions: string[] = [];
  if (coupon.minimumOrderPaise > 0) {
    conditions.push(
      isScoped(coupon)
        ? `Minimum ${formatPaise(coupon.minimumOrderPaise)} of eligible items`
        : `Minimum order ${formatPaise(coupon.minimumOrderPaise)}`,
    );
  }
  if (isScoped(coupon)) conditions.push(`On ${scopeLabel(coupon)} only`);
  if (coupon.firstOrderOnly) conditions.push('First order only');
  if (coupon.perShopperLimit !== null)
    conditions.push(
      coupon.perShopperLimit === 1 ? 'Once per shopper' : `Up to ${coupon.perShopperLimit} uses per shopper`,
    );
  if (coupon.validUntil !== null) conditions.push(`Valid until ${formatCouponDate(lastValidDay(coupon.validUntil))}`);
  return conditions;
}

/** The last day a coupon can be used: its end instant is exclusive, so an end at midnight means the day before. */
function lastValidDay(until: Date): Date {
  return new Date(until.getTime() - 1);
}

function refuse(code: string, refusal: CouponRefusal): CouponEvaluation {
  return { ok: false, code, refusal };
}

function unknownCode(code: string): CouponRefusal {
  return {
    code: 'UNKNOWN_CODE',
    message: `We don't recognise the coupon code ${code}. Please check it and try again.`,
  };
}

/**
 * Whether the shopper may learn that the coupon exists: it is listed (their coupons page shows it), or they have a
 * use of it counted (their used coupons show it). Any other coupon that does not apply answers as an unknown code, so
 * a refusal never confirms a guessed code.
 */
export function isVisibleTo(coupon: Coupon, shopper: CouponShopper | null): boolean {
  return coupon.listed || (shopper !== null && shopper.uses > 0);
}

/**
 * Whether the coupon may be used by this shopper now, whatever the cart holds: the first reason it may not, or null.
 * The order of the checks decides which single reason a shopper sees.
 */
export function availabilityRefusal(coupon: Coupon, shopper: CouponShopper | null, now: Date): CouponRefusal | null {
  if (!coupon.active) return { code: 'NO_LONGER_AVAILABLE', message: 'This coupon is no longer available.' };
  if (coupon.validFrom !== null && now.getTime() < coupon.validFrom.getTime()) {
    return {
      code: 'NOT_YET_VALID',
      message: `This coupon can be used from ${formatCouponDate(coupon.validFrom)}.`,
    };
  }
  if (coupon.validUntil !== null && now.getTime() >= coupon.validUntil.getTime()) {
    return {
      code: 'EXPIRED',
      message: `This coupon expired on ${formatCouponDate(lastValidDay(coupon.validUntil))}.`,
    };
  }
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit) {
    return { code: 'USAGE_LIMIT_REACHED', message: 'This coupon has reached its usage limit.' };
  }
  if (shopper !== null && coupon.perShopperLimit !== null && shopper.uses >= coupon.perShopperLimit) {
    return {
      code: 'ALREADY_USED',
      message:
        coupon.perShopperLimit === 1
          ? 'You have already used this coupon.'
          : `You have already used this coupon ${coupon.perShopperLimit} times, the most allowed.`,
    };
  }
  if (shopper !== null && coupon.firstOrderOnly && shopper.hasPlacedOrder) {
    return { code: 'FIRST_ORDER_ONLY', message: 'This coupon is for your first order only.' };
  }
  return null;
}

function applies(coupon: Coupon, line: CouponLine): boolean {
  if (line.lineTotalPaise <= 0) return false;
  if (!isScoped(coupon)) return true;
  return (
    coupon.productIds.includes(line.productId) || (line.category !== null && coupon.categories.includes(line.category))
  );
}

/** The discount on `eligiblePaise` of goods, in whole paise (percentages rounded half up), never above it. */
export function discountOn(value: CouponValue, eligiblePaise: number): number {
  if (value.kind === 'FIXED') return Math.min(value.amountPaise, eligiblePaise);
  // Exact in doubles: eligible ≤ 2^31 and percent ≤ 100.
  const raw = Math.floor((eligiblePaise * value.percent * 2 + 100) / 200);
  return Math.min(raw, value.maxPaise ?? raw, eligiblePaise);
}

/**
 * Applies `code` to priced lines. `coupon` is the stored coupon of that code (null: none). The discount is shared
 * over the lines it applies to in proportion to their totals (see spreadPaise), so each line's GST is taken from
 * what the shopper pays for it.
 */
export function evaluateCoupon(input: {
  readonly code: string;
  readonly coupon: Coupon | null;
  readonly shopper: CouponShopper | null;
  readonly lines: readonly CouponLine[];
  readonly now: Date;
}): CouponEvaluation {
  const code = normaliseCouponCode(input.code);
  const { coupon } = input;
  if (coupon === null || coupon.code !== code) return refuse(code, unknownCode(code));
  const evaluation = evaluateKnownCoupon(code, coupon, input);
  if (evaluation.ok || isVisibleTo(coupon, input.shopper)) return evaluation;
  return refuse(code, unknownCode(code));
}

function evaluateKnownCoupon(
  code: string,
  coupon: Coupon,
  input: { readonly shopper: CouponShopper | null; readonly lines: readonly CouponLine[]; readonly now: Date },
): CouponEvaluation {
  const unavailable = availabilityRefusal(coupon, input.shopper, input.now);
  if (unavailable) return refuse(code, unavailable);

  const weights = input.lines.map((line) => (applies(coupon, line) ? line.lineTotalPaise : 0));
  const eligiblePaise = sumPaise(weights);
  if (eligiblePaise === 0) {
    return refuse(code, {
      code: 'NOT_APPLICABLE',
      message: isScoped(coupon)
        ? `This coupon applies only to ${scopeLabel(coupon)}, and your cart has none.`
        : 'This coupon does not apply to the items in your cart.',
    });
  }
  if (eligiblePaise < coupon.minimumOrderPaise) {
    const shortfallPaise = coupon.minimumOrderPaise - eligiblePaise;
    return refuse(code, {
      code: 'MINIMUM_NOT_REACHED',
      shortfallPaise,
      message: isScoped(coupon)
        ? `Add ${formatPaise(shortfallPaise)} more of ${scopeLabel(coupon)} to use this coupon (minimum ${formatPaise(coupon.minimumOrderPaise)}).`
        : `Add ${formatPaise(shortfallPaise)} more to use this coupon (minimum order ${formatPaise(coupon.minimumOrderPaise)}).`,
    });
  }
  const discountPaise = discountOn(coupon.value, eligiblePaise);
  if (discountPaise === 0) {
    return refuse(code, { code: 'NOT_APPLICABLE', message: 'This coupon does not apply to the items in your cart.' });
  }
  return {
    ok: true,
    coupon,
    discountPaise,
    discount: { code, linePaise: spreadPaise(discountPaise, weights) },
  };
}

/**
 * Prices a checkout with a coupon code (null: none): once to see which lines count and what they cost, then, when
 * the coupon applies, again with its discount. The evaluation says what happened to the code.
 */
export function priceWithCoupon(
  input: Omit<CheckoutInput, 'discount'>,
  code: string | null,
  facts: CouponFacts | null,
  now: Date,
): { readonly pricing: CheckoutPricing; readonly coupon: CouponEvaluation | null } {
  const undiscounted = priceCheckout({ ...input, discount: null });
  if (code === null) return { pricing: undiscounted, coupon: null };
  const coupon = facts?.refusal
    ? refuse(normaliseCouponCode(code), facts.refusal)
    : evaluateCoupon({
        code,
        coupon: facts?.coupon ?? null,
        shopper: facts?.shopper ?? null,
        now,
        lines: undiscounted.lines.map((line, index) => ({
          productId: line.productId,
          category: input.lines[index]?.product?.category ?? null,
          lineTotalPaise: line.counted ? (line.lineTotalPaise ?? 0) : 0,
        })),
      });
  if (!coupon.ok) return { pricing: undiscounted, coupon };
  return { pricing: priceCheckout({ ...input, discount: coupon.discount }), coupon };
}
