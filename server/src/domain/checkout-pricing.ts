// The one pricing function for the cart, the checkout quote and the order placed: lines as priceCart prices them
// (stock, variants, limited offers, changed prices), then the coupon discount, shipping, the COD fee, the GST
// included, and every reason the order cannot be placed yet. Integer paise throughout.
import { chargeLines, slotSurchargeLabel, type ChargeLine } from './charge-lines.js';
import { canonicalIndianState } from './indian-states.js';
import { isOrderable, priceCart, type CartLineRequest, type PricedCartLine } from './cart.js';
import { InvalidArgumentError } from './errors.js';
import { gstIncluded, sumGst, supplyFor, type GstBreakdown, type Supply } from './gst.js';
import { gstRateForProduct } from './hsn-gst-table.js';
import { MAX_PAISE, sumPaise } from './money.js';
import { roundToRupee } from './round-off.js';
import { amountToFreeDeliveryPaise, deliveryFeePaise, type DeliveryFeeRule } from './free-delivery.js';
import type { Product } from './product.js';
import type { PaymentMethod } from './payment-method.js';
import type { ShopSettings } from './shop-settings.js';
import type { DeliveryTerms } from './delivery-terms.js';
import { lineProblems, orderProblems, type LineProblem, type OrderProblem } from './checkout-problems.js';

export type { LineProblem, OrderProblem };

// Pricing names the payment method in its answers; callers keep importing it from here.
export type { PaymentMethod };

/** A catalog product with its tax fields (a product document may carry gstRate, percent, and hsnCode). */
export interface TaxedProduct extends Product {
  readonly gstRate?: number | null;
  readonly hsnCode?: string | null;
}

/** One line as the shopper wants it, with its product looked up in the catalog (null: not there). */
export interface CheckoutLine extends CartLineRequest {
  readonly product: TaxedProduct | null;
}

export interface CheckoutDelivery {
  readonly state: string;
  readonly postalCode: string;
}

/**
 * A coupon's discount, worked out by the coupons module: paise off each line, in the order of the input lines
 * (0 for lines it does not apply to). Use spreadPaise to share an order-level amount over the lines it covers, so
 * the GST inside each line is taken from what the shopper really pays for it.
 */
export interface CheckoutDiscount {
  readonly code: string;
  readonly linePaise: readonly number[];
}

export interface CheckoutInput {
  readonly lines: readonly CheckoutLine[];
  /** Null until the shopper has given an address (the cart page). */
  readonly delivery: CheckoutDelivery | null;
  /** Null until the shopper has chosen (the cart page). */
  readonly paymentMethod: PaymentMethod | null;
  readonly settings: ShopSettings;
  readonly minimumOrderValuePaise: number;
  readonly discount: CheckoutDiscount | null;
  /**
   * The delivery decided for the PIN (zone fee, slot surcharge, lines it cannot take, its problems); null or absent:
   * the shop's flat shipping rules and no delivery checks (the cart page).
   */
  readonly deliveryTerms?: DeliveryTerms | null;
  /** The cart page, before the PIN is known: delivery by the shop's home zone; absent: as deliveryTerms decide. */
  readonly homeFeeRule?: DeliveryFeeRule | null;
  /** For a gift delivered to someone else: the buyer's state, which is the place of supply (IGST Act s.10(1)(b)). */
  readonly billingState?: string | null;
  /** Why the delivery PIN does not belong to the chosen state (naming both), or null. */
  readonly pinStateMismatch?: string | null;
}

export interface CheckoutLinePricing {
  readonly productId: string;
  readonly variant: string | null;
  readonly quantity: number;
  readonly productName: string | null;
  readonly hsnCode: string | null;
  /** The rate charged (gstRateForProduct: the HSN table, the product's own, the shop's default); null for an unknown product. */
  readonly gstRate: number | null;
  readonly unitPricePaise: number | null;
  readonly mrpPaise: number | null;
  /** unit price × quantity, before any discount; null for an unknown product. */
  readonly lineTotalPaise: number | null;
  /** The most this line may hold now. */
  readonly maxQuantity: number;
  /** Whether the line counts in the totals (it can be bought as asked, perhaps at a changed price). */
  readonly counted: boolean;
  readonly discountPaise: number;
  /** What the shopper pays for the line: line total − discount; 0 when the line does not count. */
  readonly netPaise: number;
  /** The GST inside netPaise; null when the line does not count. */
  readonly gst: GstBreakdown | null;
  readonly problems: readonly LineProblem[];
}

export interface CheckoutPricing {
  readonly lines: readonly CheckoutLinePricing[];
  readonly itemCount: number;
  /** Counted lines at their unit prices, before the discount. */
  readonly itemsSubtotalPaise: number;
  readonly discountCode: string | null;
  readonly discountPaise: number;
  /** itemsSubtotal − discount: what the goods cost the shopper. */
  readonly itemsNetPaise: number;
  readonly shippingPaise: number;
  readonly codFeePaise: number;
  /** The chosen delivery slot's surcharge (0 without one). */
  readonly slotSurchargePaise: number;
  /** What the shopper pays: the exact total rounded to the whole rupee (round-off.ts). */
  readonly grandTotalPaise: number;
  /** items net + shipping + COD fee + slot surcharge, before rounding: the amount the GST figures add up to. */
  readonly exactTotalPaise: number;
  /** grandTotal − exactTotal, from −49 to +50 paise. */
  readonly roundOffPaise: number;
  /** Null until the delivery state is known. */
  readonly supply: Supply | null;
  /** The GST included in the grand total: lines, shipping and COD fee. */
  readonly gst: Omit<GstBreakdown, 'ratePercent'>;
  readonly shippingGst: GstBreakdown;
  readonly codFeeGst: GstBreakdown;
  readonly slotSurchargeGst: GstBreakdown;
  /** Every figure of the total as one list (items, discount, each fee, round-off): it adds up to grandTotalPaise. */
  readonly chargeLines: readonly ChargeLine[];
  readonly minimumOrderValuePaise: number;
  readonly amountToMinimumPaise: number;
  /** How much more in goods would make shipping free; 0 when it is; null when shipping is never free. */
  readonly amountToFreeShippingPaise: number | null;
  readonly problems: readonly OrderProblem[];
  /** True exactly when there is at least one line and no problem, on any line or the order. */
  readonly canPlace: boolean;
}

/** Prices a checkout. Throws InvalidArgumentError when the totals exceed what the API can carry. */
export function priceCheckout(input: CheckoutInput): CheckoutPricing {
  checkDiscount(input.discount, input.lines.length);
  try {
    return price(input);
  } catch (error) {
    if (error instanceof RangeError) throw new InvalidArgumentError('lines', 'the order total is too large to price');
    throw error;
  }
}

/** One line of the checkout: its cart pricing, its share of the discount and the GST inside what it costs. */
function pricedLine(
  priced: PricedCartLine,
  lineDiscountPaise: number,
  { settings }: CheckoutInput,
  supply: Supply | null,
): CheckoutLinePricing {
  const product = priced.product;
  const counted = isOrderable(priced.status);
  const lineTotalPaise = priced.lineTotal?.paise ?? null;
  const gstRate = product ? gstRateForProduct(product, settings.defaultGstRate) : null;
  const discountPaise = counted ? Math.min(lineDiscountPaise, lineTotalPaise!) : 0;
  const netPaise = counted ? lineTotalPaise! - discountPaise : 0;
  return {
    productId: priced.productId,
    variant: priced.variant,
    quantity: priced.quantity,
    productName: product?.productName ?? null,
    hsnCode: product?.hsnCode ?? null,
    gstRate,
    unitPricePaise: priced.unitPrice?.paise ?? null,
    mrpPaise: priced.unitMrp?.paise ?? null,
    lineTotalPaise,
    maxQuantity: priced.maxQuantity,
    counted,
    discountPaise,
    netPaise,
    gst: counted ? gstIncluded(netPaise, gstRate!, supply) : null,
    problems: lineProblems(priced),
  };
}

function price(input: CheckoutInput): CheckoutPricing {
  const { settings, discount } = input;
  const products = new Map<string, TaxedProduct>();
  for (const line of input.lines)
    if (line.product && !products.has(line.productId)) products.set(line.productId, line.product);
  const cart = priceCart(input.lines, (id) => products.get(id), input.minimumOrderValuePaise);

  const deliveryState = input.delivery ? canonicalIndianState(input.delivery.state) : null;
  // Goods sent to someone else on the buyer's direction are supplied where the buyer is (IGST Act s.10(1)(b)).
  const supplyState = input.billingState ? canonicalIndianState(input.billingState) : deliveryState;
  const supply = supplyState === null ? null : supplyFor(settings.seller.state, supplyState);
  const terms = input.deliveryTerms ?? null;

  const lines = cart.lines.map((priced, index) => {
    const line = pricedLine(priced, discount?.linePaise[index] ?? 0, input, supply);
    const refused = terms?.lineProblems.filter((problem) => problem.index === index) ?? [];
    if (refused.length === 0) return line;
    const problems = refused.map(({ message }) => ({ code: 'PERISHABLE_NOT_DELIVERED' as const, message }));
    return { ...line, problems: [...line.problems, ...problems] };
  });

  const counted = lines.filter((line) => line.counted);
  const itemsSubtotalPaise = cart.subtotal.paise;
  const discountPaise = sumPaise(counted.map((line) => line.discountPaise));
  const itemsNetPaise = itemsSubtotalPaise - discountPaise;

  const feeRule = deliveryFeeRule(input);
  const shippingPaise = deliveryFeePaise(feeRule, itemsNetPaise, counted.length > 0);
  const amountToFreeShippingPaise = amountToFreeDeliveryPaise(feeRule, itemsNetPaise);

  const codCharged = input.paymentMethod === 'COD' && settings.cod.enabled && counted.length > 0;
  const codFeePaise = codCharged ? settings.cod.feePaise : 0;
  const slotSurchargePaise = counted.length > 0 ? (terms?.surchargePaise ?? 0) : 0;
  const rounded = roundToRupee(sumPaise([itemsNetPaise, shippingPaise, codFeePaise, slotSurchargePaise]));
  const grandTotalPaise = sumPaise([rounded.payablePaise]);

  const shippingGst = gstIncluded(shippingPaise, settings.defaultGstRate, supply);
  const codFeeGst = gstIncluded(codFeePaise, settings.defaultGstRate, supply);
  const slotSurchargeGst = gstIncluded(slotSurchargePaise, settings.defaultGstRate, supply);
  const gst = sumGst([...counted.map((line) => line.gst!), shippingGst, codFeeGst, slotSurchargeGst]);

  const problems = orderProblems(input, {
    amountToMinimumPaise: cart.amountToMinimum.paise,
    grandTotalPaise,
    deliveryState,
  });
  return {
    lines,
    itemCount: cart.itemCount,
    itemsSubtotalPaise,
    discountCode: discount?.code ?? null,
    discountPaise,
    itemsNetPaise,
    shippingPaise,
    codFeePaise,
    slotSurchargePaise,
    grandTotalPaise,
    exactTotalPaise: rounded.exactPaise,
    roundOffPaise: rounded.roundOffPaise,
    supply,
    gst,
    shippingGst,
    codFeeGst,
    slotSurchargeGst,
    chargeLines: checkoutCharges({
      supply,
      counted,
      itemCount: cart.itemCount,
      couponCode: discount?.code ?? null,
      slotLabel: terms?.promise?.slot?.label ?? null,
      fees: { shippingPaise, shippingGst, slotSurchargePaise, slotSurchargeGst, codFeePaise, codFeeGst },
      roundOffPaise: rounded.roundOffPaise,
    }),
    minimumOrderValuePaise: input.minimumOrderValuePaise,
    amountToMinimumPaise: cart.amountToMinimum.paise,
    amountToFreeShippingPaise,
    problems,
    canPlace: problems.length === 0 && lines.every((line) => line.problems.length === 0),
  };
}

interface CheckoutChargeFigures {
  readonly supply: Supply | null;
  readonly counted: readonly CheckoutLinePricing[];
  readonly itemCount: number;
  readonly couponCode: string | null;
  readonly slotLabel: string | null;
  readonly fees: Pick<
    CheckoutPricing,
    'shippingPaise' | 'shippingGst' | 'slotSurchargePaise' | 'slotSurchargeGst' | 'codFeePaise' | 'codFeeGst'
  >;
  readonly roundOffPaise: number;
}

/** The quote's charge lines: its counted goods, the coupon, delivery, the slot, the COD fee and the round-off. */
function checkoutCharges({ counted, fees, slotLabel, ...figures }: CheckoutChargeFigures): ChargeLine[] {
  return chargeLines({
    ...figures,
    goods: counted.map((line) => ({
      lineTotalPaise: line.lineTotalPaise!,
      netPaise: line.netPaise,
      gstRate: line.gstRate!,
      gst: line.gst!,
    })),
    fees: [
      {
        kind: 'SHIPPING',
        label: 'Shipping',
        amountPaise: fees.shippingPaise,
        tax: fees.shippingGst,
        shownWhenFree: true,
      },
      {
        kind: 'SLOT_SURCHARGE',
        label: slotSurchargeLabel(slotLabel),
        amountPaise: fees.slotSurchargePaise,
        tax: fees.slotSurchargeGst,
      },
      { kind: 'COD_FEE', label: 'Cash on delivery fee', amountPaise: fees.codFeePaise, tax: fees.codFeeGst },
    ],
  });
}

/** The PIN's zone's fee terms when delivery settings decide them, else the shop's shipping rules. */
export function deliveryFeeRule({
  deliveryTerms,
  settings,
  homeFeeRule,
}: Pick<CheckoutInput, 'deliveryTerms' | 'settings' | 'homeFeeRule'>): DeliveryFeeRule {
  if (homeFeeRule) return homeFeeRule;
  const fee = deliveryTerms?.fee;
  return fee
    ? { feePaise: fee.feePaise, freeAtOrAbovePaise: fee.freeAbovePaise }
    : { feePaise: settings.shipping.flatFeePaise, freeAtOrAbovePaise: settings.shipping.freeAtOrAbovePaise };
}

function checkDiscount(discount: CheckoutDiscount | null, lineCount: number): void {
  if (!discount) return;
  if (discount.code.trim() === '') throw new RangeError('a discount needs its coupon code');
  if (discount.linePaise.length !== lineCount) {
    throw new RangeError(
      `a discount must give one amount per line (${discount.linePaise.length} for ${lineCount} lines)`,
    );
  }
  for (const amount of discount.linePaise) {
    if (!Number.isInteger(amount) || amount < 0 || amount > MAX_PAISE) {
      throw new RangeError(`a line discount must be a whole number of paise from 0 to ${MAX_PAISE}, got ${amount}`);
    }
  }
}

/**
 * Shares totalPaise over lines in proportion to their weights (their line totals), in whole paise that add up
 * exactly to the total: each share rounded down, the paise left over going to the largest remainders (the earlier
 * line on a tie). A line never gets more than its weight; a total above the sum of weights is capped at that sum.
 */
export function spreadPaise(totalPaise: number, weights: readonly number[]): number[] {
  if (!Number.isInteger(totalPaise) || totalPaise < 0)
    throw new RangeError(`total must be whole paise, got ${totalPaise}`);
  if (weights.some((weight) => !Number.isInteger(weight) || weight < 0))
    throw new RangeError('weights must be whole paise');
  const weightSum = sumPaise(weights);
  const total = Math.min(totalPaise, weightSum);
  if (total === 0) return weights.map(() => 0);
  // BigInt keeps total × weight exact: both may approach MAX_PAISE.
  const shares = weights.map((weight) => {
    const exact = BigInt(total) * BigInt(weight);
    return { share: Number(exact / BigInt(weightSum)), remainder: exact % BigInt(weightSum) };
  });
  let left = total - shares.reduce((sum, { share }) => sum + share, 0);
  const order = shares
    .map((entry, index) => ({ ...entry, index }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  const result = shares.map(({ share }) => share);
  for (const { index } of order) {
    if (left === 0) break;
    result[index]! += 1;
    left -= 1;
  }
  return result;
}
