// What the orders service answers and takes: its requests, results, the service's interface and its dependencies.
import type { CheckoutPricing, OrderProblem, PaymentMethod } from '../domain/checkout-pricing.js';
import type { CheckoutAddressInput, OrderLineOptionsInput } from '../domain/checkout-validation.js';
import type { CouponEvaluation } from '../domain/coupons.js';
import type { RandomBytes } from '../domain/order-number.js';
import type { Paging } from '../domain/paging.js';
import type { UserError } from '../domain/user-errors.js';
import type { CartLineArgument } from '../domain/validation.js';
import type { Logger } from '../logger.js';
import type { KeyedMutex } from '../shared/keyed-mutex.js';
import type { AdmissionRules } from './placement-admission.js';
import type { Shopper } from '../shared/shopper.js';
import type { OrderRecord } from './order-document.js';
import type { OrderLimits } from './order-limits.js';
import type { OrderPayments } from './order-payments.js';
import type {
  AddressBook,
  BuyerProfiles,
  CouponChecks,
  OrderPhotos,
  OrdersCatalog,
  OrdersDelivery,
  Sessions,
} from './orders-ports.js';
import type { DeliveryTerms } from '../domain/delivery-terms.js';
import type { CouponLedger, OrdersStore } from './orders-store.js';

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
  /** The delivery decided for the PIN and the choice; null until a valid PIN is known. */
  readonly delivery: DeliveryTerms | null;
}

/** The delivery date and slot a shopper chose. */
export interface DeliveryChoiceRequest {
  readonly date?: string | null;
  readonly slotId?: string | null;
}

/** A gift's recipient as typed at checkout. */
export interface RecipientRequest {
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string;
  readonly address: string;
  readonly landmark?: string | null;
  readonly city: string;
  readonly postalCode: string;
  readonly state: string;
}

export interface QuoteRequest {
  readonly lines: readonly CartLineArgument[];
  readonly state?: string | null;
  readonly postalCode?: string | null;
  readonly paymentMethod?: PaymentMethod | null;
  readonly couponCode?: string | null;
  readonly delivery?: DeliveryChoiceRequest | null;
  /** A gift's buyer's state: the place of supply when it differs from the delivery state. */
  readonly billingState?: string | null;
}

export interface PlaceOrderRequest {
  readonly lines: readonly (CartLineArgument & OrderLineOptionsInput)[];
  readonly address: CheckoutAddressInput & { readonly landmark?: string | null };
  readonly paymentMethod: PaymentMethod;
  readonly saveAddress?: boolean | null;
  readonly acceptTerms: boolean;
  readonly couponCode?: string | null;
  readonly delivery?: DeliveryChoiceRequest | null;
  readonly recipient?: RecipientRequest | null;
  /** The shopper asked for WhatsApp updates of this order (stored on it as `whatsappUpdates`). */
  readonly whatsappUpdates?: boolean | null;
  /** The language of this order's WhatsApp messages (stored as `whatsappLanguage` when Tamil). */
  readonly whatsappLanguage?: 'EN' | 'TA' | null;
  /** A gift's recipient gets "a gift is on its way" (stored as `whatsappGiftNotice`). */
  readonly whatsappGiftNotice?: boolean | null;
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
  /**
   * The shopper (null: a guest) matters for a coupon's per-shopper rules and, with `photoTokenHash` (the request's
   * anonymous upload token, hashed), for whose photos the lines may name.
   */
  quote(
    shopper: Shopper | null,
    request: QuoteRequest,
    checks?: CouponChecks | null,
    photoTokenHash?: string | null,
  ): Promise<CheckoutQuote>;
  /** `ip`: the client's address, for the per-address rate limit. */
  placeOrder(
    shopper: Shopper | null,
    request: PlaceOrderRequest,
    idempotencyKey: string,
    ip: string,
    checks?: CouponChecks | null,
    photoTokenHash?: string | null,
  ): Promise<PlaceOrderResult>;
  myOrders(shopper: Shopper | null, paging: Paging): Promise<OrdersPage>;
  /** The shopper's own order, or null (another shopper's order is null too). */
  order(shopper: Shopper | null, id: string): Promise<OrderRecord | null>;
  cancelMyOrder(shopper: Shopper | null, id: string, reason: string | null): Promise<OrderChangeResult>;
}

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
  /** How many placements this instance runs at once and lets wait (default DEFAULT_ADMISSION_RULES). */
  readonly admission?: AdmissionRules;
  /** Serialises placements per product inside this instance; one is made when not given. */
  readonly mutex?: KeyedMutex;
  /** Online payment; null or absent: only cash on delivery can be placed. */
  readonly payments?: OrderPayments | null;
  /** Delivery zones, dates and slots; absent: the shop's shipping rules and no delivery checks. */
  readonly delivery?: OrdersDelivery;
  /** Shoppers' photos on lines; absent: no photo can be found, so products that ask for photos cannot be bought. */
  readonly photos?: OrderPhotos;
}
