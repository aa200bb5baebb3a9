// Placing an order: validate, then plan it inside the store's transaction (never overselling), then answer the outcome.
import {
  validateCheckoutAddress,
  validateCheckoutLines,
  validateOrderLineOptions,
} from '../domain/checkout-validation.js';
import type { CouponFacts } from '../domain/coupons.js';
import {
  orderDocumentId,
  placementDecision,
  requestFingerprint,
  validateIdempotencyKey,
} from '../domain/idempotency.js';
import { orderNumber } from '../domain/order-number.js';
import { initialStatus, openingEntry } from '../domain/order-status.js';
import { newOrderPayment } from '../domain/order-payment.js';
import type { Product } from '../domain/product.js';
import { holdingRefusals } from '../domain/shopper-holdings.js';
import { userError, type UserError } from '../domain/user-errors.js';
import type { KeyedMutex } from '../shared/keyed-mutex.js';
import type { Shopper } from '../shared/shopper.js';
import type { BuyerGate } from './buyer-gate.js';
import { requireShopper, underInput } from './checkout-input.js';
import type { CheckoutPricingTools } from './checkout-quote.js';
import type { OrderRecord } from './order-document.js';
import type { LimitDecision } from './order-limits.js';
import { chosenOptions, frozenLines, STOCK_PROBLEMS } from './order-lines.js';
import { orderConfirmation } from './order-mail.js';
import { OrderMessages } from './order-messages.js';
import type { CheckoutQuote, OrdersService, OrdersServiceDeps, PlaceOrderResult } from './orders-model.js';
import { OrdersContentionError, OrdersUnavailableError, type PlacementPlan, type StockTake } from './orders-store.js';

export interface PlaceOrderTools {
  readonly now: () => Date;
  readonly mutex: KeyedMutex;
  readonly pricing: CheckoutPricingTools;
  readonly buyerGate: BuyerGate;
}

export function createPlaceOrder(deps: OrdersServiceDeps, tools: PlaceOrderTools): OrdersService['placeOrder'] {
  const { now, mutex, buyerGate } = tools;
  const { price, couponFacts, cannotPlace, couponCodeOf } = tools.pricing;

  /** The order already placed with this checkout's key, as placeOrder answers it, or null. */
  async function placedWithKey(shopper: Shopper, key: string): Promise<PlaceOrderResult | null> {
    try {
      const order = await deps.store.get(orderDocumentId(shopper.uid, key));
      return order && order.uid === shopper.uid ? { order, quote: null, userErrors: [] } : null;
    } catch (error) {
      deps.logger.warn({ err: error, uid: shopper.uid }, 'a rate-limited placement could not look up its key');
      return null;
    }
  }

  /** Counts one order mail for the account; false (and logged) beyond its daily cap or when it cannot count. */
  async function mayMail(uid: string, orderId: string): Promise<boolean> {
    let decision: LimitDecision;
    try {
      decision = await deps.limits.mail(uid);
    } catch (error) {
      deps.logger.warn({ err: error, uid, orderId }, 'the order mail cap could not be counted');
      decision = null;
    }
    if (decision?.allowed) return true;
    deps.logger.warn(
      { uid, orderId, reason: decision === null ? 'cap not counted' : 'daily cap reached' },
      'order confirmation mail not written: the account is over its daily mail cap',
    );
    return false;
  }

  return async function placeOrder(maybeShopper, request, idempotencyKey, ip, checks) {
    const shopper = requireShopper(maybeShopper);
    const key = validateIdempotencyKey(idempotencyKey);
    const lines = underInput('input', () => validateCheckoutLines(request.lines));
    const couponCode = couponCodeOf(request.couponCode);
    const refused = (error: UserError): PlaceOrderResult => ({ order: null, quote: null, userErrors: [error] });

    let limit: LimitDecision;
    try {
      limit = await deps.limits.placement(shopper.uid, ip);
    } catch (error) {
      deps.logger.warn({ err: error, uid: shopper.uid }, 'placeOrder limits could not be counted');
      limit = null;
    }
    if (limit === null) return refused(userError(null, 'UNAVAILABLE', OrderMessages.notPlacedUnavailable));
    if (!limit.allowed) {
      // A retry of a checkout whose answer got lost still learns its order (one read, only when refused).
      const placed = await placedWithKey(shopper, key);
      return placed ?? refused(userError(null, 'RATE_LIMITED', OrderMessages.rateLimited));
    }
    await deps.sessions.assertValid(shopper);
    const buyer = await buyerGate(shopper);
    if (!buyer.ok) return refused(buyer.error);

    const errors: UserError[] = [];
    const options = validateOrderLineOptions(request.lines);
    if (!options.ok) errors.push(...options.errors);
    // The e-mail typed at checkout is ignored: order mail goes to the account's own.
    const address = validateCheckoutAddress({ ...request.address, email: buyer.email });
    if (!address.ok) errors.push(...address.errors.map((error) => ({ ...error, field: `address.${error.field}` })));
    if (request.acceptTerms !== true)
      errors.push(userError('acceptTerms', 'TERMS_NOT_ACCEPTED', OrderMessages.termsNotAccepted));
    if (!address.ok || !options.ok || errors.length > 0) return { order: null, quote: null, userErrors: errors };
    const delivery = { state: address.value.state, postalCode: address.value.postalCode };

    // The live catalog answers most refusals (sold out, price changed, below the minimum) without a transaction.
    const catalog = deps.catalog();
    let facts: CouponFacts | null;
    try {
      facts = await couponFacts(couponCode, shopper, checks);
    } catch (error) {
      deps.logger.warn({ err: error, couponCode }, 'order placement failed: the coupon could not be read');
      return refused(userError(null, 'UNAVAILABLE', OrderMessages.notPlacedUnavailable));
    }
    const precheck = price(lines, (id) => catalog.product(id), delivery, request.paymentMethod, couponCode, facts);
    if (couponCode !== null && precheck.coupon) checks?.evaluated(couponCode, shopper.uid, precheck.coupon);
    if (!precheck.canPlace) return { order: null, quote: precheck, userErrors: [cannotPlace(precheck)] };

    const orderId = orderDocumentId(shopper.uid, key);
    const fingerprint = requestFingerprint({
      lines: lines.map(({ productId, variant, quantity }, index) => ({
        productId,
        variant: variant ?? null,
        quantity,
        // Only chosen options join the fingerprint, so a line without any hashes as it did before they existed.
        ...chosenOptions(options.value[index]!),
      })),
      address: address.value,
      paymentMethod: request.paymentMethod,
      couponCode,
    });
    const productIds = [...new Set(lines.map((line) => line.productId))];
    type Refusal = { quote: CheckoutQuote; soldOut: boolean; holding: readonly UserError[] };
    const sendMail = await mayMail(shopper.uid, orderId);

    const plan = (
      products: ReadonlyMap<string, Product | null>,
      coupon: CouponFacts | null,
      openOrders: readonly OrderRecord[],
    ): PlacementPlan<Refusal> => {
      const quote = price(lines, (id) => products.get(id), delivery, request.paymentMethod, couponCode, coupon);
      if (!quote.canPlace) {
        const soldOut = quote.lines.some((line) => line.problems.some((problem) => STOCK_PROBLEMS.has(problem.code)));
        return { kind: 'refuse', refusal: { quote, soldOut, holding: [] } };
      }
      const wanted = quote.lines.map((line) => {
        const product = products.get(line.productId) ?? null;
        return {
          productId: line.productId,
          productName: product?.productName ?? line.productId,
          quantity: line.counted ? line.quantity : 0,
          cap: product?.limitedOfferData?.maxQuantity ?? null,
        };
      });
      const holding = holdingRefusals(wanted, request.paymentMethod, openOrders, catalog.settings.cod.maxOpenOrders);
      if (holding.length > 0) return { kind: 'refuse', refusal: { quote, soldOut: false, holding } };
      const takes: StockTake[] = quote.lines
        .filter((line) => line.counted)
        .map((line) => ({
          productId: line.productId,
          variant: products.get(line.productId)?.hasVariant ? line.variant : null,
          units: line.quantity,
        }));
      const placedAt = now();
      return {
        kind: 'create',
        takes,
        build(number) {
          const order: OrderRecord = {
            id: orderId,
            uid: shopper.uid,
            orderNumber: number,
            status: initialStatus(request.paymentMethod),
            paymentMethod: request.paymentMethod,
            placedAt: placedAt.toISOString(),
            fingerprint,
            address: address.value,
            verifiedPhone: buyer.phone,
            lines: frozenLines(quote, products, options.value),
            itemCount: quote.itemCount,
            itemsSubtotalPaise: quote.itemsSubtotalPaise,
            couponCode: quote.discountCode,
            discountPaise: quote.discountPaise,
            shippingPaise: quote.shippingPaise,
            codFeePaise: quote.codFeePaise,
            totalPaise: quote.grandTotalPaise,
            gst: { ...quote.gst, supply: quote.supply },
            timeline: [openingEntry(request.paymentMethod, placedAt)],
            payment:
              request.paymentMethod === 'ONLINE' && deps.payments
                ? newOrderPayment(placedAt, deps.payments.reservationMs)
                : null,
          };
          return { order, mail: sendMail ? orderConfirmation(order, catalog.settings.seller.legalName) : null };
        },
      };
    };

    const started = performance.now();
    let outcome;
    try {
      const couponKeys = couponCode === null ? [] : [`coupon:${couponCode}`];
      outcome = await mutex.run([...productIds, ...couponKeys], () =>
        deps.store.placeOrder({
          orderId,
          productIds,
          drawOrderNumber: () => orderNumber(now(), deps.randomBytes),
          buyer: { uid: shopper.uid, phone: buyer.phone },
          couponCode,
          plan,
        }),
      );
    } catch (error) {
      if (error instanceof OrdersContentionError) {
        deps.logger.warn({ err: error, orderId }, 'order placement gave up under contention');
        return { order: null, quote: null, userErrors: [userError(null, 'TRY_AGAIN', OrderMessages.tryAgain)] };
      }
      if (error instanceof OrdersUnavailableError) {
        deps.logger.warn({ err: error, orderId }, 'order placement failed: Firestore unavailable');
        return { order: null, quote: null, userErrors: [userError(null, 'UNAVAILABLE', OrderMessages.unavailable)] };
      }
      throw error;
    }

    switch (outcome.kind) {
      case 'existing': {
        const decision = placementDecision(outcome.order, shopper.uid, fingerprint);
        if (decision === 'RETURN_EXISTING') return { order: outcome.order, quote: null, userErrors: [] };
        return {
          order: null,
          quote: null,
          userErrors: [userError('idempotencyKey', 'KEY_REUSED', OrderMessages.keyReused)],
        };
      }
      case 'refused': {
        const { quote, soldOut, holding } = outcome.refusal;
        if (holding.length > 0) return { order: null, quote: null, userErrors: [...holding] };
        const error = soldOut ? userError('lines', 'SOLD_OUT', OrderMessages.soldOut) : cannotPlace(quote);
        return { order: null, quote, userErrors: [error] };
      }
      case 'created': {
        const { order, mail, mailId } = outcome;
        deps.logger.info(
          {
            orderId,
            orderNumber: order.orderNumber,
            totalPaise: order.totalPaise,
            ms: Math.round(performance.now() - started),
          },
          'order placed',
        );
        if (deps.printMail && mail !== null)
          deps.logger.info(
            { mailId, to: mail.to, subject: mail.message.subject, text: mail.message.text },
            'order confirmation (mail collection)',
          );
        if (request.saveAddress) {
          // After the order exists, outside its transaction: a failure here must not undo or repeat the order.
          try {
            await deps.addressBook.saveAddress(shopper.uid, order.address);
          } catch (error) {
            deps.logger.warn(
              { err: error, orderId },
              'the order was placed but its address could not be saved to the profile',
            );
          }
        }
        if (order.payment !== null && deps.payments) {
          // Only now that the order (and its reserved stock) is committed: the provider's order, never inside.
          return { order: await deps.payments.placed(order), quote: null, userErrors: [] };
        }
        return { order, quote: null, userErrors: [] };
      }
    }
  };
}
