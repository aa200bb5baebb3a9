// What checkout and orders do, independent of GraphQL: price a checkout, place an order at most once per
// idempotency key without ever overselling, list and show a shopper's own orders, and cancel one while allowed.
import {
  type CheckoutLine,
  type CheckoutPricing,
  type OrderProblem,
  type PaymentMethod,
} from '../domain/checkout-pricing.js';
import {
  validateCheckoutAddress,
  validateCheckoutLines,
  validateOrderLineOptions,
  type OrderLineOptions,
  type OrderLineOptionsInput,
  type CheckoutAddress,
  type CheckoutAddressInput,
} from '../domain/checkout-validation.js';
import type { CartLineRequest } from '../domain/cart.js';
import {
  normaliseCouponCode,
  priceWithCoupon,
  type CouponEvaluation,
  type CouponFacts,
  type CouponRefusal,
} from '../domain/coupons.js';
import { InvalidArgumentError, NotSignedInError } from '../domain/errors.js';
import {
  orderDocumentId,
  placementDecision,
  requestFingerprint,
  validateIdempotencyKey,
} from '../domain/idempotency.js';
import { orderNumber, type RandomBytes } from '../domain/order-number.js';
import { initialStatus, openingEntry, transition, type TransitionRefusalCode } from '../domain/order-status.js';
import { newOrderPayment } from '../domain/order-payment.js';
import { allowedChange, askForWrittenRefund } from './status-change.js';
import type { Paging } from '../domain/paging.js';
import type { Product } from '../domain/product.js';
import type { ShopSettings } from '../domain/shop-settings.js';
import { userError, type UserError } from '../domain/user-errors.js';
import type { CartLineArgument } from '../domain/validation.js';
import type { Logger } from '../logger.js';
import { createKeyedMutex, type KeyedMutex } from './keyed-mutex.js';
import type { OrderLineRecord, OrderRecord } from './order-document.js';
import { orderConfirmation } from './order-mail.js';
import {
  OrdersContentionError,
  OrdersUnavailableError,
  type CouponLedger,
  type OrdersStore,
  type PlacementPlan,
  type StockTake,
} from './orders-store.js';

/** What checkout reads of the catalog: the request's snapshot satisfies it. */
export interface OrdersCatalog {
  product(id: string): Product | undefined;
  readonly settings: ShopSettings;
  readonly marketing: { readonly minimumOrderValue: { readonly paise: number } };
}

/** Where "save this address to my profile" goes: the accounts feature, handed in by the composition root. */
export interface AddressBook {
  saveAddress(uid: string, address: CheckoutAddress): Promise<void>;
}

/** The signed-in shopper, from a verified ID token. */
export interface Shopper {
  readonly uid: string;
  /** When they signed in (seconds since the epoch), for the revocation check before writes. */
  readonly authTime: number;
}

/** The accounts feature's check before writes, handed in by the composition root. */
export interface Sessions {
  /** Throws NotSignedInError when the account is gone or disabled, or its sessions were revoked since sign-in. */
  assertValid(shopper: Shopper): Promise<void>;
}

/** The coupons feature's checks of one request (codes tried are rate limited), handed in by the resolvers. */
export interface CouponChecks {
  /** Before the code's coupon is read: null to read it, or the refusal to answer instead. */
  admit(code: string, uid: string | null): Promise<CouponRefusal | null>;
  /** After the code was evaluated. */
  evaluated(code: string, uid: string | null, evaluation: CouponEvaluation): void;
}

export type QuoteProblem =
  OrderProblem | { readonly code: 'COUPON_NOT_APPLIED' | 'ONLINE_PAYMENT_NOT_AVAILABLE'; readonly message: string };

/** Online payment, handed in by the composition root when the shop has payment keys. */
export interface OrderPayments {
  /** How long an online order holds its stock for the payment, in ms. */
  readonly reservationMs: number;
  /** After an online order's transaction committed: opens its provider order (failures are retried later). */
  placed(order: OrderRecord): Promise<OrderRecord>;
  /** After a paid order was cancelled with its refund written: asks the provider for it (retried later if it fails). */
  refundDue(order: OrderRecord): Promise<void>;
}

/** A priced checkout as the API answers it: the pricing, and what became of the coupon code. */
export interface CheckoutQuote extends Omit<CheckoutPricing, 'problems' | 'canPlace'> {
  readonly problems: readonly QuoteProblem[];
  readonly canPlace: boolean;
  /** The coupon code's discount or the one reason it does not apply; null without a code. */
  readonly coupon: CouponEvaluation | null;
  /** Whether the shop offers online payment (it has payment keys). */
  readonly onlinePaymentAvailable: boolean;
}

export interface QuoteRequest {
  readonly lines: readonly CartLineArgument[];
  readonly state?: string | null;
  readonly postalCode?: string | null;
  readonly paymentMethod?: PaymentMethod | null;
  readonly couponCode?: string | null;
}

export interface PlaceOrderRequest {
  readonly lines: readonly (CartLineArgument & OrderLineOptionsInput)[];
  readonly address: CheckoutAddressInput;
  readonly paymentMethod: PaymentMethod;
  readonly saveAddress?: boolean | null;
  readonly acceptTerms: boolean;
  readonly couponCode?: string | null;
}

export interface PlaceOrderResult {
  readonly order: OrderRecord | null;
  readonly quote: CheckoutQuote | null;
  readonly userErrors: readonly UserError[];
}

export interface OrderChangeResult {
  readonly order: OrderRecord | null;
  readonly userErrors: readonly UserError[];
}

export interface OrdersPage {
  readonly orders: readonly OrderRecord[];
  readonly totalCount: number;
  readonly paging: Paging;
}

export interface OrdersService {
  /** The shopper (null: a guest) matters only for a coupon's per-shopper rules. */
  quote(shopper: Shopper | null, request: QuoteRequest, checks?: CouponChecks | null): Promise<CheckoutQuote>;
  placeOrder(
    shopper: Shopper | null,
    request: PlaceOrderRequest,
    idempotencyKey: string,
    checks?: CouponChecks | null,
  ): Promise<PlaceOrderResult>;
  myOrders(shopper: Shopper | null, paging: Paging): Promise<OrdersPage>;
  /** The shopper's own order, or null (another shopper's order is null too). */
  order(shopper: Shopper | null, id: string): Promise<OrderRecord | null>;
  cancelMyOrder(shopper: Shopper | null, id: string, reason: string | null): Promise<OrderChangeResult>;
}

/** Every message checkout and orders show to shoppers. */
export const OrderMessages = {
  termsNotAccepted: 'Please accept the terms and the refund policy to place your order.',
  cannotPlace: 'Your order cannot be placed as it is. Please check the marked items.',
  soldOut: 'Sorry, some items sold out while you were placing your order. Nothing was charged; please check your cart.',
  keyReused: 'This checkout was already used for a different order. Please reload the page and check your orders.',
  tryAgain: 'We could not place your order right now, nothing was charged; please try again.',
  unavailable: 'We could not place your order, nothing was charged. Please try again in a few minutes.',
  onlineNotAvailable: 'Online payment is not available at the moment. Please choose cash on delivery.',
  notFound: 'We could not find this order.',
  cancelTryAgain: 'We could not cancel your order right now. Please try again.',
  cancelUnavailable: 'We could not cancel your order right now. Please try again in a few minutes.',
} as const;

const MAX_QUOTE_TEXT = 100;

export interface OrdersServiceDeps {
  readonly store: OrdersStore;
  /** The catalog as it is now (the listener-kept snapshot). */
  readonly catalog: () => OrdersCatalog;
  readonly addressBook: AddressBook;
  readonly sessions: Sessions;
  readonly now?: () => Date;
  readonly randomBytes: RandomBytes;
  readonly logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** Print each confirmation message in the log (local mode, where no mail extension sends it). */
  readonly printMail?: boolean;
  /** Coupons' counters (the coupons feature); without it every coupon code is unknown. */
  readonly coupons?: CouponLedger;
  /** Serialises placements per product inside this instance; one is made when not given. */
  readonly mutex?: KeyedMutex;
  /** Online payment; null or absent: only cash on delivery can be placed. */
  readonly payments?: OrderPayments | null;
}

function requireShopper(shopper: Shopper | null): Shopper {
  if (!shopper) throw new NotSignedInError();
  return shopper;
}

/** Argument errors of nested inputs name the whole path ("input.lines[2].quantity"). */
function underInput<T>(prefix: string, validate: () => T): T {
  try {
    return validate();
  } catch (error) {
    if (error instanceof InvalidArgumentError)
      throw new InvalidArgumentError(
        `${prefix}.${error.argument}`,
        error.message.replace(/^Invalid argument "[^"]*": /, '').replace(/\.$/, ''),
      );
    throw error;
  }
}

function optionalText(argument: string, value: string | null | undefined): string | null {
  if (value == null) return null;
  if (value.length > MAX_QUOTE_TEXT)
    throw new InvalidArgumentError(argument, `must be at most ${MAX_QUOTE_TEXT} characters`);
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

function chosenOptions({ personalisation, giftWrap, giftMessage }: OrderLineOptions): Partial<OrderLineOptions> {
  return {
    ...(personalisation === null ? {} : { personalisation }),
    ...(giftWrap ? { giftWrap } : {}),
    ...(giftMessage === null ? {} : { giftMessage }),
  };
}

const STOCK_PROBLEMS = new Set(['SOLD_OUT', 'NOT_ENOUGH_STOCK', 'ABOVE_LIMITED_OFFER_MAX']);

export function createOrdersService(deps: OrdersServiceDeps): OrdersService {
  const now = deps.now ?? (() => new Date());
  const mutex = deps.mutex ?? createKeyedMutex();

  function price(
    requests: readonly CartLineRequest[],
    findProduct: (id: string) => Product | null | undefined,
    delivery: { state: string; postalCode: string } | null,
    paymentMethod: PaymentMethod | null,
    couponCode: string | null,
    couponFacts: CouponFacts | null,
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
    };
    const { pricing, coupon } = priceWithCoupon(input, couponCode, couponFacts, now());
    const onlinePaymentAvailable = Boolean(deps.payments);
    const problems: QuoteProblem[] = [...pricing.problems];
    if (paymentMethod === 'ONLINE' && !onlinePaymentAvailable)
      problems.push({ code: 'ONLINE_PAYMENT_NOT_AVAILABLE', message: OrderMessages.onlineNotAvailable });
    // A code that does not apply stops the order: the shopper removes it, or places nothing they did not expect.
    if (coupon !== null && !coupon.ok) problems.push({ code: 'COUPON_NOT_APPLIED', message: coupon.refusal.message });
    const canPlace = pricing.canPlace && problems.length === pricing.problems.length;
    return { ...pricing, problems, canPlace, coupon, onlinePaymentAvailable };
  }

  /** The coupon's facts outside any transaction (quotes, and the check before placing). */
  async function couponFacts(
    code: string | null,
    uid: string | null,
    checks: CouponChecks | null | undefined,
  ): Promise<CouponFacts | null> {
    if (code === null) return null;
    const refusal = checks ? await checks.admit(code, uid) : null;
    if (refusal) return { coupon: null, shopper: null, refusal };
    if (!deps.coupons) return { coupon: null, shopper: null };
    return deps.coupons.facts(code, uid, () => (uid === null ? Promise.resolve(false) : deps.store.hasLiveOrder(uid)));
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

  function frozenLines(
    quote: CheckoutQuote,
    products: ReadonlyMap<string, Product | null>,
    options: readonly OrderLineOptions[],
  ): OrderLineRecord[] {
    // The quote has one line for each requested line, in the same order, so options[index] belongs to it.
    return quote.lines
      .map((line, index) => ({ line, options: options[index]! }))
      .filter(({ line }) => line.counted)
      .map(({ line, options: { personalisation, giftWrap, giftMessage } }) => ({
        productId: line.productId,
        productName: line.productName!,
        variant: line.variant,
        quantity: line.quantity,
        unitPricePaise: line.unitPricePaise!,
        lineTotalPaise: line.lineTotalPaise!,
        discountPaise: line.discountPaise,
        netPaise: line.netPaise,
        gstRate: line.gstRate!,
        hsnCode: line.hsnCode,
        gst: {
          taxablePaise: line.gst!.taxablePaise,
          taxPaise: line.gst!.taxPaise,
          cgstPaise: line.gst!.cgstPaise,
          sgstPaise: line.gst!.sgstPaise,
          igstPaise: line.gst!.igstPaise,
        },
        imageUrl: products.get(line.productId)?.thumbnail ?? null,
        personalisation,
        giftWrap,
        giftMessage,
      }));
  }

  return {
    async quote(shopper, request, checks) {
      const lines = underInput('input', () => validateCheckoutLines(request.lines));
      const state = optionalText('input.state', request.state);
      const postalCode = optionalText('input.postalCode', request.postalCode);
      const couponCode = couponCodeOf(request.couponCode);
      const facts = await couponFacts(couponCode, shopper?.uid ?? null, checks);
      const catalog = deps.catalog();
      const delivery = state !== null && postalCode !== null ? { state, postalCode } : null;
      const quote = price(
        lines,
        (id) => catalog.product(id),
        delivery,
        request.paymentMethod ?? null,
        couponCode,
        facts,
      );
      if (couponCode !== null && quote.coupon) checks?.evaluated(couponCode, shopper?.uid ?? null, quote.coupon);
      return quote;
    },

    async placeOrder(maybeShopper, request, idempotencyKey, checks) {
      const shopper = requireShopper(maybeShopper);
      const key = validateIdempotencyKey(idempotencyKey);
      const lines = underInput('input', () => validateCheckoutLines(request.lines));
      const couponCode = couponCodeOf(request.couponCode);

      const errors: UserError[] = [];
      const options = validateOrderLineOptions(request.lines);
      if (!options.ok) errors.push(...options.errors);
      const address = validateCheckoutAddress(request.address);
      if (!address.ok) errors.push(...address.errors.map((error) => ({ ...error, field: `address.${error.field}` })));
      if (request.acceptTerms !== true)
        errors.push(userError('acceptTerms', 'TERMS_NOT_ACCEPTED', OrderMessages.termsNotAccepted));
      if (!address.ok || !options.ok || errors.length > 0) return { order: null, quote: null, userErrors: errors };
      const delivery = { state: address.value.state, postalCode: address.value.postalCode };
      await deps.sessions.assertValid(shopper);

      // The live catalog answers most refusals (sold out, price changed, below the minimum) without a transaction.
      const catalog = deps.catalog();
      let facts: CouponFacts | null;
      try {
        facts = await couponFacts(couponCode, shopper.uid, checks);
      } catch (error) {
        deps.logger.warn({ err: error, couponCode }, 'order placement failed: the coupon could not be read');
        return { order: null, quote: null, userErrors: [userError(null, 'UNAVAILABLE', OrderMessages.unavailable)] };
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
      type Refusal = { quote: CheckoutQuote; soldOut: boolean };

      const plan = (
        products: ReadonlyMap<string, Product | null>,
        coupon: CouponFacts | null,
      ): PlacementPlan<Refusal> => {
        const quote = price(lines, (id) => products.get(id), delivery, request.paymentMethod, couponCode, coupon);
        if (!quote.canPlace) {
          const soldOut = quote.lines.some((line) => line.problems.some((problem) => STOCK_PROBLEMS.has(problem.code)));
          return { kind: 'refuse', refusal: { quote, soldOut } };
        }
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
            return { order, mail: orderConfirmation(order, catalog.settings.seller.legalName) };
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
            coupon: couponCode === null ? null : { code: couponCode, uid: shopper.uid },
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
          const { quote, soldOut } = outcome.refusal;
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
          if (deps.printMail)
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
    },

    async myOrders(maybeShopper, paging) {
      const shopper = requireShopper(maybeShopper);
      const offset = (paging.page - 1) * paging.pageSize;
      const { orders, totalCount } = await deps.store.listByOwner(shopper.uid, offset, paging.pageSize);
      return { orders, totalCount, paging };
    },

    async order(maybeShopper, id) {
      const shopper = requireShopper(maybeShopper);
      const order = await deps.store.get(id);
      return order && order.uid === shopper.uid ? order : null;
    },

    async cancelMyOrder(maybeShopper, id, reason) {
      const shopper = requireShopper(maybeShopper);
      await deps.sessions.assertValid(shopper);
      const at = now();
      let outcome;
      try {
        outcome = await deps.store.changeStatus<{ code: TransitionRefusalCode | 'NOT_OWNER'; message: string }>(
          id,
          (order) => {
            if (order.uid !== shopper.uid)
              return { ok: false, refusal: { code: 'NOT_OWNER', message: OrderMessages.notFound } };
            const result = transition(order, 'CANCELLED', 'shopper', reason, at);
            if (!result.ok) return { ok: false, refusal: { code: result.code, message: result.message } };
            return allowedChange(order, result, 'shopper', at);
          },
        );
      } catch (error) {
        if (error instanceof OrdersContentionError)
          return { order: null, userErrors: [userError(null, 'TRY_AGAIN', OrderMessages.cancelTryAgain)] };
        if (error instanceof OrdersUnavailableError)
          return { order: null, userErrors: [userError(null, 'UNAVAILABLE', OrderMessages.cancelUnavailable)] };
        throw error;
      }
      if (outcome.kind === 'not-found')
        return { order: null, userErrors: [userError('id', 'NOT_FOUND', OrderMessages.notFound)] };
      if (outcome.kind === 'refused') {
        const { code, message } = outcome.refusal;
        // Another shopper's order answers exactly as a missing one.
        if (code === 'NOT_OWNER') return { order: null, userErrors: [userError('id', 'NOT_FOUND', message)] };
        if (code === 'REASON_TOO_LONG') return { order: null, userErrors: [userError('reason', 'TOO_LONG', message)] };
        return { order: null, userErrors: [userError('id', 'NOT_ALLOWED', message)] };
      }
      deps.logger.info(
        { orderId: id, reason: outcome.order.timeline.at(-1)?.reason ?? null },
        'order cancelled by the shopper',
      );
      const order = await askForWrittenRefund(
        outcome.order,
        deps.payments,
        (orderId) => deps.store.get(orderId),
        deps.logger,
      );
      return { order, userErrors: [] };
    },
  };
}
