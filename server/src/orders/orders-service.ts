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
import type { OrderPayments } from './order-payments.js';
import type { Paging } from '../domain/paging.js';
import type { Product } from '../domain/product.js';
import type { ShopSettings } from '../domain/shop-settings.js';
import { holdingRefusals } from '../domain/shopper-holdings.js';
import { userError, type UserError } from '../domain/user-errors.js';
import type { CartLineArgument } from '../domain/validation.js';
import type { Logger } from '../logger.js';
import { createKeyedMutex, type KeyedMutex } from '../shared/keyed-mutex.js';
import type { Shopper } from '../shared/shopper.js';
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

/**
 * Where "save this address to my profile" goes: the accounts feature, handed in by the composition root. It updates
 * an existing profile only (false: there was none) and never takes the e-mail.
 */
export interface AddressBook {
  saveAddress(uid: string, address: CheckoutAddress): Promise<boolean>;
}

// The shopper is shared by every feature that acts for one (shared/shopper.ts); the orders feature names it from here.
export type { Shopper };

/** What checkout needs of the shopper's profile (LovelyUsers/{uid} as `me` reads it). */
export interface BuyerProfile {
  /** Whether the ID token's phone number proves the profile's phone (what `me.isPhoneVerified` answers). */
  readonly isPhoneVerified: boolean;
  readonly email: string | null;
}

/** The accounts feature's profiles, handed in by the composition root (features do not import each other). */
export interface BuyerProfiles {
  /** The shopper's profile, or null when they have none (`me` answers null). */
  profileFor(shopper: Pick<Shopper, 'uid' | 'phoneNumber'>): Promise<BuyerProfile | null>;
}

/** A limit of `limit` counts per window of `windowMs`. */
export interface OrderLimitRule {
  readonly limit: number;
  readonly windowMs: number;
}

/** Null: not counted at all (tests whose every request comes from one address, and that test something else). */
export interface OrderLimitRules {
  readonly placementsPerAccount: OrderLimitRule | null;
  readonly placementsPerIp: OrderLimitRule | null;
  /** Order mails (confirmations) one account may cause a day; the order is placed either way. */
  readonly mailPerAccount: OrderLimitRule | null;
}

const MINUTE = 60_000;

/**
 * Generous for a shopper (a retry or two of one checkout counts too), tight for a script; many shoppers may share an
 * address (a mobile carrier's NAT), so the address's limit is higher.
 */
export const DEFAULT_ORDER_LIMITS: OrderLimitRules = {
  placementsPerAccount: { limit: 10, windowMs: 10 * MINUTE },
  placementsPerIp: { limit: 60, windowMs: 10 * MINUTE },
  mailPerAccount: { limit: 10, windowMs: 24 * 60 * MINUTE },
};

/** A shared counter's answer: within the limit or not (and for how long), or null when it could not count. */
export type LimitDecision = { readonly allowed: boolean; readonly retryAfterSeconds: number } | null;

/**
 * Shared counters (every server instance counts together), handed in by the composition root: how often one account
 * and one IP address may place orders, and how much order mail one account may cause a day.
 */
export interface OrderLimits {
  /** Counts one placeOrder for the account and for the client's address. */
  placement(uid: string, ip: string): Promise<LimitDecision>;
  /** Counts one order mail for the account. */
  mail(uid: string): Promise<LimitDecision>;
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
  /** `ip`: the client's address, for the per-address rate limit. */
  placeOrder(
    shopper: Shopper | null,
    request: PlaceOrderRequest,
    idempotencyKey: string,
    ip: string,
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
  // The order's transaction may still commit after we stop waiting for it: these two promise nothing about the
  // outcome, and a retry with the same checkout (idempotency key) is safe and returns the order if it exists.
  tryAgain:
    'We could not confirm your order in time, so we cannot tell yet whether it was placed. Please try again: ' +
    'trying again with this checkout is safe, and it will show your order if it was placed.',
  unavailable:
    'We could not reach our order system, so we cannot tell yet whether your order was placed. Please try again in a ' +
    'few minutes: trying again with this checkout is safe, and it will show your order if it was placed.',
  notPlacedUnavailable:
    'We could not place your order right now; nothing was placed. Please try again in a few minutes.',
  rateLimited: 'Too many orders in a short time. Please wait a little and try again.',
  profileMissing: 'Please complete your profile (your name and a verified mobile number) before placing an order.',
  emailMissing:
    'Your account has no e-mail address for the order confirmation. Please add one to your profile before ordering.',
  phoneNotVerified: 'Please verify your mobile number with a one-time code before placing an order.',
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
  /** The shopper's profile: only a completed one with a token-proven phone may place orders. */
  readonly buyers: BuyerProfiles;
  /** Placement rate limits and the daily mail cap (shared counters). */
  readonly limits: OrderLimits;
  /** The longest the profile read before placing may take, in ms (default 10 s): Firestore may not answer at all. */
  readonly readTimeoutMs?: number;
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

  /**
   * Who may buy: a completed profile (`me` answers one) whose phone the ID token proves, and an e-mail of the
   * account's own for the order mail (the token's, else the profile's). Answers the e-mail and the proven phone.
   */
  async function buyerGate(
    shopper: Shopper,
  ): Promise<{ ok: true; email: string; phone: string } | { ok: false; error: UserError }> {
    let profile: BuyerProfile | null;
    let timer: NodeJS.Timeout | undefined;
    const timeoutMs = deps.readTimeoutMs ?? 10_000;
    try {
      profile = await Promise.race([
        deps.buyers.profileFor(shopper),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
        }),
      ]);
    } catch (error) {
      deps.logger.warn({ err: error, uid: shopper.uid }, 'order placement failed: the profile could not be read');
      return { ok: false, error: userError(null, 'UNAVAILABLE', OrderMessages.notPlacedUnavailable) };
    } finally {
      clearTimeout(timer);
    }
    if (profile === null)
      return { ok: false, error: userError(null, 'PROFILE_INCOMPLETE', OrderMessages.profileMissing) };
    if (!profile.isPhoneVerified || shopper.phoneNumber === null)
      return { ok: false, error: userError('phone', 'PHONE_NOT_VERIFIED', OrderMessages.phoneNotVerified) };
    const email = shopper.email ?? profile.email;
    if (email === null) return { ok: false, error: userError(null, 'PROFILE_INCOMPLETE', OrderMessages.emailMissing) };
    return { ok: true, email, phone: shopper.phoneNumber };
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
      const facts = await couponFacts(couponCode, shopper, checks);
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

    async placeOrder(maybeShopper, request, idempotencyKey, ip, checks) {
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
