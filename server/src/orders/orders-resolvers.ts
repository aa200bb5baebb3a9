import { cashToCollectPaise } from '../domain/cash-refund.js';
import { paymentStatusView, paymentTotals } from '../domain/order-payment.js';
import { GraphQLError } from 'graphql';
import type { ChargeLine } from '../domain/charge-lines.js';
import { orderChargeLines } from './order-charges.js';
import { chargeLineAnswer } from '../domain/charge-line-answer.js';
import { partiesAnswer } from './order-parties-answer.js';
import { creditNotesAnswer } from './credit-note-answer.js';
import { refundFields } from './order-refunds-answer.js';
import { invoiceAnswer } from './invoice-response.js';
import { OrderMessages } from './order-messages.js';
import { deliveryFeeRule, type CheckoutLinePricing, type LineProblem } from '../domain/checkout-pricing.js';
import { couponDeliveryNote, freeDeliveryText } from '../domain/free-delivery.js';
import { homeDeliveryFeeRule, zoneCharges } from '../domain/free-delivery-source.js';
import type { DeliverySettings } from '../domain/delivery-settings.js';
import { orderExactTotalPaise, orderRoundOffPaise } from '../domain/order-record.js';
import type { CouponEvaluation } from '../domain/coupons.js';
import type { GstBreakdown as GstFigures } from '../domain/gst.js';
import { promiseAnswer, zoneAnswer } from '../domain/delivery-answers.js';
import type { DeliveryTerms } from '../domain/delivery-terms.js';
import { money } from '../domain/money.js';
import { shopperCanCancel } from '../domain/order-status.js';
import { pageInfo } from '../domain/paging.js';
import type { Product } from '../domain/product.js';
import type { ShopSettings } from '../domain/shop-settings.js';
import { validatePaging } from '../domain/validation.js';
import type { OrderLinePhoto, Resolvers, ResolversTypes } from '../graphql/generated/resolvers-types.js';
import type { GstAmounts, OrderLinePhotoRecord, OrderRecord } from './order-document.js';
import { photoPreviewUrl } from '../domain/photo-urls.js';
import type {
  CheckoutQuote,
  CouponChecks,
  OrdersCatalog,
  OrdersService,
  QuoteProblem,
  Shopper,
} from './orders-service.js';

type ShopInfo = ResolversTypes['ShopInfo'];
type PaymentTotalsType = ResolversTypes['PaymentTotals'];
type GstBreakdown = ResolversTypes['GstBreakdown'];
type CheckoutProblem = ResolversTypes['CheckoutProblem'];
type QuoteLine = ResolversTypes['QuoteLine'];
type CheckoutQuoteType = ResolversTypes['CheckoutQuote'];
type Order = ResolversTypes['Order'];
type PriceBreakdown = ResolversTypes['PriceBreakdown'];
type CouponCheck = ResolversTypes['CouponCheck'];
type OrderPaymentType = ResolversTypes['OrderPayment'];

/** What the orders resolvers read from a request's context. */
export interface OrdersRequestContext {
  readonly services: { readonly orders: OrdersService };
  /** The catalog of this request: the shop's settings, and the products quote lines show. */
  readonly catalog: OrdersCatalog;
  /** The signed-in shopper from a verified ID token, or null. */
  readonly getUser: () => Promise<Shopper | null>;
  /** The client's address (per-address limits). */
  readonly clientIp: string;
  /** This request's coupon code checks (rate limits on codes tried). */
  readonly couponChecks: CouponChecks;
  /** The SHA-256 of the request's anonymous upload token (X-Photo-Token), or null: whose photos lines may name. */
  readonly photoTokenHash: string | null;
}

function shopInfo(settings: ShopSettings, delivery: DeliverySettings | undefined): ShopInfo {
  const { seller, contact, grievanceOfficer, cod } = settings;
  // The home zone's terms once delivery zones are configured, else the shop's shipping rule.
  const home = homeDeliveryFeeRule(delivery, settings);
  return {
    displayName: settings.displayName,
    legalName: seller.legalName,
    street: seller.street,
    city: seller.city,
    postalCode: seller.postalCode,
    state: seller.state,
    gstin: seller.gstin,
    phone: contact.phone,
    email: contact.email,
    grievanceOfficer: { ...grievanceOfficer },
    freeShippingFrom: home.freeAtOrAbovePaise === null ? null : money(home.freeAtOrAbovePaise),
    shippingFee: money(home.feePaise),
    codEnabled: cod.enabled,
    codFee: money(cod.feePaise),
    codMaximum: cod.maxOrderValuePaise === null ? null : money(cod.maxOrderValuePaise),
    freeDeliveryText: freeDeliveryText(home, seller.city),
    deliveryCharges: zoneCharges(delivery).map(({ zoneName, feePaise, freeAtOrAbovePaise, text }) => ({
      zoneName,
      fee: money(feePaise),
      freeFrom: freeAtOrAbovePaise === null ? null : money(freeAtOrAbovePaise),
      text,
    })),
    social: { ...settings.social },
  };
}

function gst(figures: GstAmounts | Omit<GstFigures, 'ratePercent'>, supply: string | null): GstBreakdown {
  return {
    taxable: money(figures.taxablePaise),
    total: money(figures.taxPaise),
    cgst: money(figures.cgstPaise),
    sgst: money(figures.sgstPaise),
    igst: money(figures.igstPaise),
    supply,
  };
}

function problem(source: LineProblem | QuoteProblem): CheckoutProblem {
  return {
    code: source.code,
    message: source.message,
    availableQuantity: 'availableQuantity' in source ? source.availableQuantity : null,
    shortfall: 'shortfallPaise' in source ? money(source.shortfallPaise) : null,
  };
}

function quoteLine(line: CheckoutLinePricing, product: Product | null): QuoteLine {
  return {
    productId: line.productId,
    variant: line.variant,
    quantity: line.quantity,
    product,
    unitPrice: line.unitPricePaise === null ? null : money(line.unitPricePaise),
    lineTotal: line.lineTotalPaise === null ? null : money(line.lineTotalPaise),
    discount: money(line.discountPaise),
    gstRate: line.gstRate,
    maxQuantity: line.maxQuantity,
    counted: line.counted,
    problems: line.problems.map(problem),
  };
}

/** The figures a quote and an order share, in paise as the pricing function and the stored order hold them. */
type BreakdownFigures = Pick<
  OrderRecord,
  | 'itemCount'
  | 'itemsSubtotalPaise'
  | 'couponCode'
  | 'discountPaise'
  | 'shippingPaise'
  | 'codFeePaise'
  | 'totalPaise'
  | 'slotSurchargePaise'
  | 'roundOffPaise'
> & { readonly gst: Parameters<typeof gst>[0]; readonly chargeLines: readonly ChargeLine[] };

function breakdown(figures: BreakdownFigures, supply: Parameters<typeof gst>[1]): PriceBreakdown {
  return {
    chargeLines: figures.chargeLines.map((line) => chargeLineAnswer(line, supply)),
    itemCount: figures.itemCount,
    itemsSubtotal: money(figures.itemsSubtotalPaise),
    couponCode: figures.couponCode,
    discount: money(figures.discountPaise),
    shipping: money(figures.shippingPaise),
    codFee: money(figures.codFeePaise),
    slotSurcharge: money(figures.slotSurchargePaise ?? 0),
    total: money(figures.totalPaise),
    roundOff: money(orderRoundOffPaise(figures)),
    exactTotal: money(orderExactTotalPaise(figures)),
    gst: gst(figures.gst, supply),
  };
}

function couponCheck(evaluation: CouponEvaluation, deliveryNote: string | null): CouponCheck {
  if (evaluation.ok) {
    const saved = money(evaluation.discountPaise);
    return {
      code: evaluation.discount.code,
      applied: true,
      discount: saved,
      description: evaluation.coupon.description,
      refusal: null,
      message: `You save ${saved.formatted} with ${evaluation.discount.code}.`,
      shortfall: null,
      deliveryNote,
    };
  }
  const { refusal } = evaluation;
  return {
    code: evaluation.code,
    applied: false,
    discount: money(0),
    description: null,
    refusal: refusal.code,
    message: refusal.message,
    shortfall: refusal.shortfallPaise === undefined ? null : money(refusal.shortfallPaise),
    deliveryNote: null,
  };
}

/** What delivery costs with the applied coupon, when its discount takes the items under the free-delivery line. */
function quoteDeliveryNote(quote: CheckoutQuote, catalog: OrdersCatalog): string | null {
  if (!quote.coupon?.ok) return null;
  const rule = deliveryFeeRule({ deliveryTerms: quote.delivery, settings: catalog.settings });
  return couponDeliveryNote(rule, quote.itemsNetPaise + quote.discountPaise, quote.discountPaise);
}

function checkoutQuote(quote: CheckoutQuote, catalog: OrdersCatalog): CheckoutQuoteType {
  return {
    lines: quote.lines.map((line) => quoteLine(line, catalog.product(line.productId) ?? null)),
    breakdown: breakdown(
      {
        ...quote,
        couponCode: quote.discountCode,
        totalPaise: quote.grandTotalPaise,
        roundOffPaise: quote.roundOffPaise,
      },
      quote.supply,
    ),
    amountToFreeShipping: quote.amountToFreeShippingPaise === null ? null : money(quote.amountToFreeShippingPaise),
    minimumOrderValue: money(quote.minimumOrderValuePaise),
    amountToMinimum: money(quote.amountToMinimumPaise),
    problems: quote.problems.map(problem),
    canPlace: quote.canPlace,
    coupon: quote.coupon ? couponCheck(quote.coupon, quoteDeliveryNote(quote, catalog)) : null,
    onlinePaymentAvailable: quote.onlinePaymentAvailable,
    delivery: quoteDelivery(quote.delivery),
  };
}

function quoteDelivery(terms: DeliveryTerms | null): ResolversTypes['QuoteDelivery'] {
  return {
    zone: terms?.zone ? zoneAnswer(terms.zone) : null,
    mode: terms?.mode ?? null,
    promise: terms?.promise ? promiseAnswer(terms.promise) : null,
    earliestDate: terms?.earliestDate ?? null,
    nextAvailable: terms?.nextAvailable ? promiseAnswer(terms.nextAvailable) : null,
  };
}

function payment(record: OrderRecord): OrderPaymentType | null {
  const stored = record.payment;
  const status = paymentStatusView(record);
  if (stored === null || status === null) return null;
  return {
    status,
    method: stored.method,
    providerOrderId: stored.providerOrderId,
    paymentId: stored.paymentId,
    paidAt: stored.paidAt,
    expiresAt: stored.expiresAt,
    failureReason: stored.failureReason,
    refunds: stored.refunds.map((refund) => ({
      amount: money(refund.amountPaise),
      reason: refund.reason,
      status: refund.status,
      requestedAt: refund.requestedAt,
      refundId: refund.refundId,
      note: refund.note,
    })),
    events: stored.events.map((event) => ({ ...event })),
    totals: totalsOf(record),
  };
}

function totalsOf(record: OrderRecord): PaymentTotalsType | null {
  const totals = paymentTotals(record);
  if (totals === null) return null;
  return {
    paid: money(totals.paidPaise),
    refunded: money(totals.refundedPaise),
    refunding: money(totals.refundingPaise),
    net: money(totals.netPaise),
    refundable: money(totals.refundablePaise),
  };
}

/** A photo frozen on an order line, with the URL of its preview. */
export function linePhoto(photo: OrderLinePhotoRecord): OrderLinePhoto {
  return { ...photo, crop: { ...photo.crop }, previewUrl: photoPreviewUrl(photo.photoId) };
}

/** An order as the API answers it (also for the payments resolvers). */
export function order(record: OrderRecord): Order {
  return {
    id: record.id,
    orderNumber: record.orderNumber,
    status: record.status,
    placedAt: record.placedAt,
    paymentMethod: record.paymentMethod,
    lines: record.lines.map((line) => ({
      productId: line.productId,
      productName: line.productName,
      variant: line.variant,
      quantity: line.quantity,
      unitPrice: money(line.unitPricePaise),
      lineTotal: money(line.lineTotalPaise),
      discount: money(line.discountPaise),
      net: money(line.netPaise),
      gstRate: line.gstRate,
      hsnCode: line.hsnCode,
      gst: gst(line.gst, record.gst.supply),
      imageUrl: line.imageUrl,
      personalisation: line.personalisation,
      giftWrap: line.giftWrap,
      giftMessage: line.giftMessage,
      photos: (line.photos ?? []).map(linePhoto),
    })),
    address: { ...record.address, landmark: record.address.landmark ?? null },
    delivery: record.delivery ? promiseAnswer(record.delivery) : null,
    recipient: record.recipient ? { ...record.recipient } : null,
    breakdown: breakdown({ ...record, chargeLines: orderChargeLines(record) }, record.gst.supply),
    parties: partiesAnswer(record),
    timeline: record.timeline.map((entry) => ({ ...entry })),
    canCancel: shopperCanCancel(record.status),
    payment: payment(record),
    shipment: record.shipment ? { ...record.shipment } : null,
    creditNotes: creditNotesAnswer(record),
    emailUpdates: record.emailVerified === true,
    cashRefunds: (record.cashRefunds ?? []).map((refund) => ({
      amount: money(refund.amountPaise),
      note: refund.note,
      refundedAt: refund.refundedAt,
    })),
    cashToCollect: money(cashToCollectPaise(record)),
    invoice: record.invoice ? { number: record.invoice.number, issuedAt: record.invoice.issuedAt } : null,
    ...refundFields(record),
  };
}

export const maybeOrder = (record: OrderRecord | null): Order | null => (record ? order(record) : null);

/**
 * Checkout and orders: thin adapters over the orders service. The shop's settings come from the request's catalog
 * snapshot (kept current by the catalog listener), so shopInfo costs no Firestore read.
 */
export const ordersResolvers: Resolvers<OrdersRequestContext> = {
  Query: {
    shopInfo: (_parent, _args, { catalog }) => shopInfo(catalog.settings, catalog.deliverySettings),
    checkoutQuote: async (_parent, { input }, { services, catalog, getUser, couponChecks, photoTokenHash }) => {
      // Only a coupon's per-shopper rules and photos' owners need the shopper: other quotes verify no token.
      const needsShopper = Boolean(input.couponCode?.trim()) || input.lines.some((line) => line.photos?.length);
      const shopper = needsShopper ? await getUser() : null;
      return checkoutQuote(await services.orders.quote(shopper, input, couponChecks, photoTokenHash), catalog);
    },
    myOrders: async (_parent, args, { services, getUser }) => {
      const paging = validatePaging(args.paging);
      const page = await services.orders.myOrders(await getUser(), paging);
      return {
        items: page.orders.map(order),
        totalCount: page.totalCount,
        pageInfo: pageInfo(paging, page.totalCount),
      };
    },
    order: async (_parent, { id }, { services, getUser }) =>
      maybeOrder(await services.orders.order(await getUser(), id)),
    myOrderInvoice: async (_parent, { orderId }, { services, getUser, catalog }) => {
      const record = await services.orders.order(await getUser(), orderId);
      if (!record) throw new GraphQLError(OrderMessages.notFound, { extensions: { code: 'NOT_FOUND' } });
      return invoiceAnswer(record, catalog.settings);
    },
  },
  Mutation: {
    placeOrder: async (_parent, { input, idempotencyKey }, context) => {
      const { services, getUser, catalog, clientIp, couponChecks, photoTokenHash } = context;
      const shopper = await getUser();
      const result = await services.orders.placeOrder(
        shopper,
        input,
        idempotencyKey,
        clientIp,
        couponChecks,
        photoTokenHash,
      );
      return {
        order: maybeOrder(result.order),
        quote: result.quote ? checkoutQuote(result.quote, catalog) : null,
        userErrors: result.userErrors,
      };
    },
    cancelMyOrder: async (_parent, { id, reason }, { services, getUser }) => {
      const result = await services.orders.cancelMyOrder(await getUser(), id, reason ?? null);
      return { order: maybeOrder(result.order), userErrors: result.userErrors };
    },
  },
};
