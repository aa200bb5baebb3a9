// The one pricing function for the cart, the checkout quote and the order placed: lines as priceCart prices them
// (stock, variants, limited offers, changed prices), then the coupon discount, shipping, the COD fee, the GST
// included, and every reason the order cannot be placed yet. Integer paise throughout.
import { canonicalIndianState } from './indian-states.js';
import { isValidPincode } from './profile-validation.js';
import { isOrderable, priceCart, type CartLineRequest, type PricedCartLine } from './cart.js';
import { InvalidArgumentError } from './errors.js';
import { gstIncluded, rateForSale, sumGst, supplyFor, type GstBreakdown, type Supply } from './gst.js';
import { formatPaise, MAX_PAISE, sumPaise } from './money.js';
import type { Product } from './product.js';
import type { PaymentMethod } from './payment-method.js';
import type { ShopSettings } from './shop-settings.js';

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
}

export type LineProblem =
  | { readonly code: 'UNKNOWN_PRODUCT'; readonly message: string }
  | { readonly code: 'VARIANT_REQUIRED'; readonly message: string }
  | { readonly code: 'UNKNOWN_VARIANT'; readonly variant: string; readonly message: string }
  | { readonly code: 'SOLD_OUT'; readonly message: string }
  | { readonly code: 'NOT_ENOUGH_STOCK'; readonly availableQuantity: number; readonly message: string }
  | {
      readonly code: 'ABOVE_LIMITED_OFFER_MAX';
      /** The offer's cap per order. */
      readonly maxQuantity: number;
      /** What this line may still hold, once earlier lines of the same product have taken their share. */
      readonly availableQuantity: number;
      readonly message: string;
    }
  | {
      readonly code: 'PRICE_CHANGED';
      readonly expectedPaise: number;
      readonly currentPaise: number;
      readonly message: string;
    };

export type OrderProblem =
  | { readonly code: 'EMPTY'; readonly message: string }
  | {
      readonly code: 'BELOW_MINIMUM_ORDER_VALUE';
      readonly minimumPaise: number;
      readonly shortfallPaise: number;
      readonly message: string;
    }
  | { readonly code: 'ADDRESS_REQUIRED'; readonly message: string }
  | { readonly code: 'UNKNOWN_STATE'; readonly state: string; readonly message: string }
  | { readonly code: 'UNDELIVERABLE_PIN'; readonly postalCode: string; readonly message: string }
  | { readonly code: 'PAYMENT_METHOD_REQUIRED'; readonly message: string }
  | { readonly code: 'COD_DISABLED'; readonly message: string }
  | { readonly code: 'COD_ABOVE_MAXIMUM'; readonly maximumPaise: number; readonly message: string };

export interface CheckoutLinePricing {
  readonly productId: string;
  readonly variant: string | null;
  readonly quantity: number;
  readonly productName: string | null;
  readonly hsnCode: string | null;
  /** The rate charged: the product's own when current, otherwise the shop's default; null for an unknown product. */
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
  readonly grandTotalPaise: number;
  /** Null until the delivery state is known. */
  readonly supply: Supply | null;
  /** The GST included in the grand total: lines, shipping and COD fee. */
  readonly gst: Omit<GstBreakdown, 'ratePercent'>;
  readonly shippingGst: GstBreakdown;
  readonly codFeeGst: GstBreakdown;
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
  const gstRate = product ? rateForSale(product.gstRate, settings.defaultGstRate) : null;
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
  const supply = deliveryState === null ? null : supplyFor(settings.seller.state, deliveryState);

  const lines = cart.lines.map((priced, index) => pricedLine(priced, discount?.linePaise[index] ?? 0, input, supply));

  const counted = lines.filter((line) => line.counted);
  const itemsSubtotalPaise = cart.subtotal.paise;
  const discountPaise = sumPaise(counted.map((line) => line.discountPaise));
  const itemsNetPaise = itemsSubtotalPaise - discountPaise;

  const { freeAtOrAbovePaise, flatFeePaise } = settings.shipping;
  const shipsFree = counted.length === 0 || (freeAtOrAbovePaise !== null && itemsNetPaise >= freeAtOrAbovePaise);
  const shippingPaise = shipsFree ? 0 : flatFeePaise;
  const amountToFreeShippingPaise =
    freeAtOrAbovePaise === null ? null : Math.max(0, freeAtOrAbovePaise - itemsNetPaise);

  const codCharged = input.paymentMethod === 'COD' && settings.cod.enabled && counted.length > 0;
  const codFeePaise = codCharged ? settings.cod.feePaise : 0;
  const grandTotalPaise = sumPaise([itemsNetPaise, shippingPaise, codFeePaise]);

  const shippingGst = gstIncluded(shippingPaise, settings.defaultGstRate, supply);
  const codFeeGst = gstIncluded(codFeePaise, settings.defaultGstRate, supply);
  const gst = sumGst([...counted.map((line) => line.gst!), shippingGst, codFeeGst]);

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
    grandTotalPaise,
    supply,
    gst,
    shippingGst,
    codFeeGst,
    minimumOrderValuePaise: input.minimumOrderValuePaise,
    amountToMinimumPaise: cart.amountToMinimum.paise,
    amountToFreeShippingPaise,
    problems,
    canPlace: problems.length === 0 && lines.every((line) => line.problems.length === 0),
  };
}

function lineProblems(priced: PricedCartLine): LineProblem[] {
  const problems: LineProblem[] = [];
  switch (priced.status) {
    case 'UNAVAILABLE':
      problems.push({ code: 'UNKNOWN_PRODUCT', message: 'This product is no longer available.' });
      break;
    case 'VARIANT_REQUIRED':
      problems.push(
        priced.variant === null
          ? { code: 'VARIANT_REQUIRED', message: 'Please choose an option for this product.' }
          : {
              code: 'UNKNOWN_VARIANT',
              variant: priced.variant,
              message: `The option "${priced.variant}" is no longer available.`,
            },
      );
      break;
    case 'OUT_OF_STOCK':
      problems.push({ code: 'SOLD_OUT', message: 'Sold out.' });
      break;
    case 'QUANTITY_UNAVAILABLE': {
      const cap = priced.product?.limitedOfferData?.maxQuantity ?? null;
      problems.push(
        cap !== null && priced.maxQuantity < priced.stockLeft
          ? {
              code: 'ABOVE_LIMITED_OFFER_MAX',
              maxQuantity: cap,
              availableQuantity: priced.maxQuantity,
              message: `Limited offer: at most ${cap} per order.`,
            }
          : {
              code: 'NOT_ENOUGH_STOCK',
              availableQuantity: priced.stockLeft,
              message: `Only ${priced.stockLeft} left in stock.`,
            },
      );
      break;
    }
    case 'OK':
    case 'PRICE_CHANGED':
      break;
  }
  if (priced.previousUnitPrice && priced.unitPrice) {
    problems.push({
      code: 'PRICE_CHANGED',
      expectedPaise: priced.previousUnitPrice.paise,
      currentPaise: priced.unitPrice.paise,
      message: `The price changed from ${priced.previousUnitPrice.formatted} to ${priced.unitPrice.formatted}.`,
    });
  }
  return problems;
}

function orderProblems(
  input: CheckoutInput,
  figures: { amountToMinimumPaise: number; grandTotalPaise: number; deliveryState: string | null },
): OrderProblem[] {
  const problems: OrderProblem[] = [];
  if (input.lines.length === 0) problems.push({ code: 'EMPTY', message: 'Your cart is empty.' });
  if (input.lines.length > 0 && figures.amountToMinimumPaise > 0) {
    problems.push({
      code: 'BELOW_MINIMUM_ORDER_VALUE',
      minimumPaise: input.minimumOrderValuePaise,
      shortfallPaise: figures.amountToMinimumPaise,
      message: `The minimum order value is ${formatPaise(input.minimumOrderValuePaise)}. Add ${formatPaise(figures.amountToMinimumPaise)} more to place your order.`,
    });
  }
  if (!input.delivery) {
    problems.push({ code: 'ADDRESS_REQUIRED', message: 'Please add a delivery address.' });
  } else {
    if (figures.deliveryState === null) {
      problems.push({
        code: 'UNKNOWN_STATE',
        state: input.delivery.state,
        message: 'Please choose a state or union territory from the list.',
      });
    }
    if (!isValidPincode(input.delivery.postalCode)) {
      problems.push({
        code: 'UNDELIVERABLE_PIN',
        postalCode: input.delivery.postalCode,
        message: 'We cannot deliver to this PIN code. Please enter a valid 6-digit PIN code.',
      });
    }
  }
  const { cod } = input.settings;
  if (input.paymentMethod === null) {
    problems.push({ code: 'PAYMENT_METHOD_REQUIRED', message: 'Please choose a payment method.' });
  } else if (input.paymentMethod === 'COD' && !cod.enabled) {
    problems.push({
      code: 'COD_DISABLED',
      message: 'Cash on delivery is not available at the moment. Please pay online.',
    });
  } else if (
    input.paymentMethod === 'COD' &&
    cod.maxOrderValuePaise !== null &&
    figures.grandTotalPaise > cod.maxOrderValuePaise
  ) {
    problems.push({
      code: 'COD_ABOVE_MAXIMUM',
      maximumPaise: cod.maxOrderValuePaise,
      message: `Cash on delivery is available for orders up to ${formatPaise(cod.maxOrderValuePaise)}. Please pay online.`,
    });
  }
  return problems;
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
