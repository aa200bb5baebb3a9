// Why a checkout cannot go ahead as it is: each line's problems and the order's, in words for the shopper.
import { isValidPincode } from './profile-validation.js';
import type { PricedCartLine } from './cart.js';
import type { DeliveryProblemCode } from './delivery-terms.js';
import { formatPaise } from './money.js';
import type { DeliveryTerms } from './delivery-terms.js';
import type { PaymentMethod } from './payment-method.js';
import type { PhotoLineCode } from './photo-lines.js';
import type { ShopSettings } from './shop-settings.js';

/** What the order's problems are read from: the checkout's input as priceCheckout takes it. */
export interface ProblemInput {
  readonly lines: readonly unknown[];
  readonly minimumOrderValuePaise: number;
  readonly delivery: { readonly state: string; readonly postalCode: string } | null;
  readonly paymentMethod: PaymentMethod | null;
  readonly settings: ShopSettings;
  readonly deliveryTerms?: DeliveryTerms | null;
  readonly pinStateMismatch?: string | null;
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
    }
  | { readonly code: 'PERISHABLE_NOT_DELIVERED'; readonly message: string }
  /** The line's photos (photo-lines.ts): added after pricing, since they are read from their records. */
  | { readonly code: PhotoLineCode; readonly message: string };

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
  | { readonly code: 'COD_ABOVE_MAXIMUM'; readonly maximumPaise: number; readonly message: string }
  | { readonly code: 'COD_NOT_IN_ZONE'; readonly message: string }
  | { readonly code: 'PIN_STATE_MISMATCH'; readonly message: string }
  | { readonly code: DeliveryProblemCode; readonly message: string };

export function lineProblems(priced: PricedCartLine): LineProblem[] {
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

export function orderProblems(
  input: ProblemInput,
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
  if (input.delivery && input.pinStateMismatch)
    problems.push({ code: 'PIN_STATE_MISMATCH', message: input.pinStateMismatch });
  if (input.delivery && input.deliveryTerms) problems.push(...input.deliveryTerms.problems);
  const { cod } = input.settings;
  const zone = input.deliveryTerms?.zone ?? null;
  if (input.paymentMethod === null) {
    problems.push({ code: 'PAYMENT_METHOD_REQUIRED', message: 'Please choose a payment method.' });
  } else if (input.paymentMethod === 'COD' && !cod.enabled) {
    problems.push({
      code: 'COD_DISABLED',
      message: 'Cash on delivery is not available at the moment. Please pay online.',
    });
  } else if (input.paymentMethod === 'COD' && zone !== null && !zone.codAllowed) {
    problems.push({
      code: 'COD_NOT_IN_ZONE',
      message: `Cash on delivery is not available in ${zone.name}. Please pay online.`,
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
