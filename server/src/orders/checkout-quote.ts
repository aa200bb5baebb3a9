// Pricing a checkout (a quote, and the same pricing placeOrder checks), with what became of the coupon code.
import type { CheckoutLine, PaymentMethod } from '../domain/checkout-pricing.js';
import { validateCheckoutLines } from '../domain/checkout-validation.js';
import type { CartLineRequest } from '../domain/cart.js';
import { normaliseCouponCode, priceWithCoupon, type CouponFacts } from '../domain/coupons.js';
import type { Product } from '../domain/product.js';
import { userError, type UserError } from '../domain/user-errors.js';
import type { Shopper } from '../shared/shopper.js';
import { deliveryChoice, optionalText, underInput } from './checkout-input.js';
import { NO_EXTRAS, pricingExtras, type PricingExtras } from './delivery-extras.js';
import { OrderMessages } from './order-messages.js';
import type { CheckoutQuote, OrdersService, OrdersServiceDeps, QuoteProblem } from './orders-model.js';
import type { CouponChecks } from './orders-ports.js';
import { photoPlacementsOf } from '../domain/photo-lines.js';
import { linePhotoErrors, readPhotoFacts, withPhotoProblems } from './line-photos.js';

/** The pricing placeOrder shares with quote (functions over the service's deps and clock). */
export interface CheckoutPricingTools {
  readonly price: (
    requests: readonly CartLineRequest[],
    findProduct: (id: string) => Product | null | undefined,
    delivery: { state: string; postalCode: string } | null,
    paymentMethod: PaymentMethod | null,
    couponCode: string | null,
    couponFacts: CouponFacts | null,
    extras?: PricingExtras,
  ) => CheckoutQuote;
  readonly couponFacts: (
    code: string | null,
    shopper: Shopper | null,
    checks: CouponChecks | null | undefined,
  ) => Promise<CouponFacts | null>;
  readonly cannotPlace: (quote: CheckoutQuote) => UserError;
  readonly couponCodeOf: (argument: string | null | undefined) => string | null;
}

export function createCheckoutPricing(deps: OrdersServiceDeps, now: () => Date): CheckoutPricingTools {
  function price(
    requests: readonly CartLineRequest[],
    findProduct: (id: string) => Product | null | undefined,
    delivery: { state: string; postalCode: string } | null,
    paymentMethod: PaymentMethod | null,
    couponCode: string | null,
    couponFacts: CouponFacts | null,
    extras: PricingExtras = NO_EXTRAS,
  ): CheckoutQuote {
    const catalog = deps.catalog();
    const lines: CheckoutLine[] = requests.map((request) => ({
      ...request,
      product: findProduct(request.productId) ?? null,
    }));
    const input = {
      lines,
      delivery,
      paymentMethod,
      settings: catalog.settings,
      minimumOrderValuePaise: catalog.marketing.minimumOrderValue.paise,
      ...extras,
    };
    const { pricing, coupon } = priceWithCoupon(input, couponCode, couponFacts, now());
    const onlinePaymentAvailable = Boolean(deps.payments);
    const problems: QuoteProblem[] = [...pricing.problems];
    if (paymentMethod === 'ONLINE' && !onlinePaymentAvailable)
      problems.push({ code: 'ONLINE_PAYMENT_NOT_AVAILABLE', message: OrderMessages.onlineNotAvailable });
    // A code that does not apply stops the order: the shopper removes it, or places nothing they did not expect.
    if (coupon !== null && !coupon.ok) problems.push({ code: 'COUPON_NOT_APPLIED', message: coupon.refusal.message });
    const canPlace = pricing.canPlace && problems.length === pricing.problems.length;
    return { ...pricing, problems, canPlace, coupon, onlinePaymentAvailable, delivery: extras.deliveryTerms };
  }

  /** The coupon's facts outside any transaction (quotes, and the check before placing). */
  async function couponFacts(
    code: string | null,
    shopper: Shopper | null,
    checks: CouponChecks | null | undefined,
  ): Promise<CouponFacts | null> {
    if (code === null) return null;
    const uid = shopper?.uid ?? null;
    const refusal = checks ? await checks.admit(code, uid) : null;
    if (refusal) return { coupon: null, shopper: null, refusal };
    if (!deps.coupons) return { coupon: null, shopper: null };
    return deps.coupons.facts(code, uid, () =>
      shopper === null ? Promise.resolve(false) : deps.store.hasLiveOrder(shopper.uid, shopper.phoneNumber),
    );
  }

  function cannotPlace(quote: CheckoutQuote): UserError {
    const lineProblem = quote.lines.some((line) => line.problems.length > 0);
    if (!lineProblem && quote.coupon && !quote.coupon.ok)
      return userError('couponCode', 'COUPON_NOT_APPLIED', quote.coupon.refusal.message);
    return userError(lineProblem ? 'lines' : null, 'CANNOT_PLACE', OrderMessages.cannotPlace);
  }

  function couponCodeOf(argument: string | null | undefined): string | null {
    const code = optionalText('input.couponCode', argument);
    return code === null ? null : normaliseCouponCode(code);
  }

  return { price, couponFacts, cannotPlace, couponCodeOf };
}

export function createQuote(deps: OrdersServiceDeps, pricing: CheckoutPricingTools): OrdersService['quote'] {
  const { price, couponFacts, couponCodeOf } = pricing;
  return async (shopper, request, checks, photoTokenHash = null) => {
    const lines = underInput('input', () => validateCheckoutLines(request.lines));
    const photos = underInput('input', () => photoPlacementsOf(request.lines));
    const state = optionalText('input.state', request.state);
    const postalCode = optionalText('input.postalCode', request.postalCode);
    const couponCode = couponCodeOf(request.couponCode);
    const facts = await couponFacts(couponCode, shopper, checks);
    const catalog = deps.catalog();
    const delivery = state !== null && postalCode !== null ? { state, postalCode } : null;
    const findProduct = (id: string) => catalog.product(id);
    const extras = delivery
      ? await pricingExtras(deps.delivery, lines, findProduct, {
          ...delivery,
          billingState: optionalText('input.billingState', request.billingState),
          choice: deliveryChoice(request.delivery),
        })
      : NO_EXTRAS;
    const quote = price(lines, findProduct, delivery, request.paymentMethod ?? null, couponCode, facts, extras);
    if (couponCode !== null && quote.coupon) checks?.evaluated(couponCode, shopper?.uid ?? null, quote.coupon);
    const requester = { uid: shopper?.uid ?? null, tokenHash: photoTokenHash };
    const photoFacts = await readPhotoFacts(deps.photos, photos);
    return withPhotoProblems(quote, linePhotoErrors(lines, photos, findProduct, photoFacts, requester));
  };
}
