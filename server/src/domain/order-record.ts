// An order as the server keeps it: what was bought, priced and taxed when it was placed, its timeline, its payment,
// shipment and invoice. Plain data over the domain's types; orders/order-document.ts reads and writes it in Firestore,
// and every feature that handles orders (orders, payments) speaks of it.
import type { CashRefundRecord } from './cash-refund.js';
import type { ChargeLine } from './charge-lines.js';
import type { CheckoutAddress } from './checkout-validation.js';
import type { CreditNoteRecord } from './credit-note.js';
import type { DeliveryPromise } from './delivery-terms.js';
import type { PhotoCrop } from './photo-crop.js';
import type { Supply } from './gst.js';
import type { OrderPayment } from './order-payment.js';
import type { OrderStatus, TimelineEntry } from './order-status.js';
import type { PaymentMethod } from './payment-method.js';
import type { ShopSettings } from './shop-settings.js';

/** The GST inside an amount, frozen on an order (paise). */
export interface GstAmounts {
  readonly taxablePaise: number;
  readonly taxPaise: number;
  readonly cgstPaise: number;
  readonly sgstPaise: number;
  readonly igstPaise: number;
}

/** One line of an order, frozen when it was placed. */
export interface OrderLineRecord {
  readonly productId: string;
  readonly productName: string;
  readonly variant: string | null;
  readonly quantity: number;
  readonly unitPricePaise: number;
  readonly lineTotalPaise: number;
  readonly discountPaise: number;
  readonly netPaise: number;
  readonly gstRate: number;
  readonly hsnCode: string | null;
  readonly gst: GstAmounts;
  readonly imageUrl: string | null;
  /** What the shopper asked to have printed on the product; null when nothing (and in orders older than it). */
  readonly personalisation: string | null;
  readonly giftWrap: boolean;
  readonly giftMessage: string | null;
  /** The shopper's photos for the line, in print order; absent: none (and in orders older than photos). */
  readonly photos?: readonly OrderLinePhotoRecord[];
}

/** A shopper's photo frozen on an order line: which upload, the part to print, and the upload's upright size. */
export interface OrderLinePhotoRecord {
  readonly photoId: string;
  readonly crop: PhotoCrop;
  readonly width: number;
  readonly height: number;
}

/** How a shipped order travels: shown to the shopper with its tracking number. */
export interface ShipmentRecord {
  readonly courier: string;
  readonly trackingNumber: string;
  /** The courier's tracking page for it, from the shop's courier list when shipped; null: none. */
  readonly trackingUrl: string | null;
  /** ISO 8601. */
  readonly shippedAt: string;
}

/** The seller as an invoice names it, copied from the shop settings when the invoice is issued. */
export type InvoiceSellerRecord = ShopSettings['seller'];

/**
 * The GST invoice of an order: its number and its seller are taken once, when the invoice is first issued, and never
 * change (a tax invoice may not). Invoices issued before the seller was kept have none (null).
 */
export interface InvoiceRecord {
  readonly number: string;
  /** ISO 8601. */
  readonly issuedAt: string;
  readonly seller?: InvoiceSellerRecord | null;
  /** What had been refunded when it was issued (absent: nothing); the invoice deducts it. */
  readonly refundedBeforePaise?: number;
}

/** The person a gift is delivered to when it is not the buyer (the buyer is billed and mailed). */
export interface RecipientRecord {
  readonly firstName: string;
  readonly lastName: string;
  /** E.164 (+91). */
  readonly phone: string;
  readonly address: string;
  readonly landmark: string | null;
  readonly city: string;
  readonly postalCode: string;
  readonly state: string;
}

/** An order as the rest of the server sees it. */
export interface OrderRecord {
  readonly id: string;
  readonly uid: string;
  readonly orderNumber: string;
  readonly status: OrderStatus;
  readonly paymentMethod: PaymentMethod;
  /** ISO 8601. */
  readonly placedAt: string;
  /** What was asked (requestFingerprint): tells a retry from an idempotency key reused for another cart. */
  readonly fingerprint: string;
  /** Its `email` is the account's own (from the ID token or the profile), never one typed at checkout. */
  readonly address: CheckoutAddress & { readonly landmark?: string | null };
  /**
   * The phone number the shopper's ID token proved when placing it (E.164), so "first order" counts per phone as
   * well as per account; absent in orders placed before it was kept.
   */
  readonly verifiedPhone?: string | null;
  /**
   * Whether the ID token that placed it proved the account's e-mail (`email_verified`): order mail (confirmation,
   * shipped) is written only then. Absent (as false) in orders placed before it was kept and when unverified.
   */
  readonly emailVerified?: boolean;
  readonly lines: readonly OrderLineRecord[];
  readonly itemCount: number;
  readonly itemsSubtotalPaise: number;
  readonly couponCode: string | null;
  readonly discountPaise: number;
  readonly shippingPaise: number;
  readonly codFeePaise: number;
  /** What the shopper pays (the payable): the exact total rounded to the whole rupee, in orders placed since rounding. */
  readonly totalPaise: number;
  /**
   * totalPaise − the exact sum of items, discount and fees (−49 to +50 paise: the invoice's "Round off" line); absent
   * (0) in orders placed before totals were rounded, whose totalPaise is the exact sum.
   */
  readonly roundOffPaise?: number;
  readonly gst: GstAmounts & { readonly supply: Supply | null };
  readonly timeline: readonly TimelineEntry[];
  /** The online payment (ONLINE orders only), null for cash on delivery. */
  readonly payment: OrderPayment | null;
  /** Set when the owner marks it shipped. */
  readonly shipment?: ShipmentRecord | null;
  /** Set when the owner first issues its invoice. */
  readonly invoice?: InvoiceRecord | null;
  /** Credit notes of refunds and a cancellation after the invoice, oldest first; absent while there are none. */
  readonly creditNotes?: readonly CreditNoteRecord[];
  /** Money the owner handed back on a cash-on-delivery order (in cash), oldest first; absent while none. */
  readonly cashRefunds?: readonly CashRefundRecord[];
  /** When it arrives (date and slot, or a courier's range); absent in orders placed before delivery dates. */
  readonly delivery?: DeliveryPromise | null;
  /** Set for a gift delivered to someone else. */
  readonly recipient?: RecipientRecord | null;
  /** The chosen slot's surcharge, in the total; absent (0) in older orders. */
  readonly slotSurchargePaise?: number;
  /**
   * The price as one list (items, discount, each fee, round-off), as the pricing function made it; absent in orders
   * placed before it, whose list orders/order-charges.ts works out from the figures above.
   */
  readonly chargeLines?: readonly ChargeLine[];
}

/** An order's round-off, 0 for orders placed before totals were rounded. */
export function orderRoundOffPaise(order: Pick<OrderRecord, 'roundOffPaise'>): number {
  return order.roundOffPaise ?? 0;
}

/** The exact sum of an order's items, discount and fees, before the round-off. */
export function orderExactTotalPaise(order: Pick<OrderRecord, 'totalPaise' | 'roundOffPaise'>): number {
  return order.totalPaise - orderRoundOffPaise(order);
}
