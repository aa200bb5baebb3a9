// The plan placeOrder hands the store's transaction: price again from the products as the transaction read them,
// refuse what is sold out or over a holding limit, else take the stock and build the order once its number is drawn.
import type { CouponFacts } from '../domain/coupons.js';
import type { DeliverySettings } from '../domain/delivery-settings.js';
import { deliveryTerms } from '../domain/delivery-terms.js';
import { deliveryItem, type PricingExtras } from './delivery-extras.js';
import { newOrderPayment } from '../domain/order-payment.js';
import { initialStatus, openingEntry } from '../domain/order-status.js';
import type { Product } from '../domain/product.js';
import { heldNow, type ShopperHoldings } from '../domain/holdings-record.js';
import { holdingRefusals } from '../domain/shopper-holdings.js';
import type { PhotoFacts } from '../domain/photo-lines.js';
import type { UserError } from '../domain/user-errors.js';
import { frozenPhotos, linePhotoErrors, photoUserErrors } from './line-photos.js';
import type { OrderRecord } from './order-document.js';
import { frozenLines, STOCK_PROBLEMS } from './order-lines.js';
import { orderConfirmation } from './order-mail.js';
import type { CheckoutQuote, OrdersServiceDeps } from './orders-model.js';
import type { MailMessage, PlacementPlan, SoldOutOption, StockTake } from './orders-store.js';
import type { PlaceOrderTools } from './place-order-tools.js';
import { buyerAddressRefusals, type CheckedPlacement } from './placement-checks.js';

/**
 * Why the transaction refused the order: the quote it priced, whether stock ran out, the holding limits hit, the
 * photos gone since the checks (the sweep deleted them).
 */
export interface PlacementRefusal {
  readonly quote: CheckoutQuote;
  readonly soldOut: boolean;
  readonly holding: readonly UserError[];
  readonly photos?: readonly UserError[];
  /** The buyer's own fields the order still needs (a gift's billing address at the Rule 46 amount). */
  readonly buyer?: readonly UserError[];
}

export type PlanPlacement = (
  products: ReadonlyMap<string, Product | null>,
  coupon: CouponFacts | null,
  holdings: ShopperHoldings,
  slot: { booked: number; settings: DeliverySettings } | null,
  photos: ReadonlyMap<string, PhotoFacts | null> | null,
) => PlacementPlan<PlacementRefusal>;

/**
 * The delivery checked again at commit time: the booked slot against the clock, the settings and the places as the
 * transaction read them (an order placed just after the cut-off is refused with the next possible slot).
 */
function extrasAtCommit(
  placement: CheckedPlacement,
  products: ReadonlyMap<string, Product | null>,
  slot: { booked: number; settings: DeliverySettings } | null,
  now: Date,
): PricingExtras {
  const promise = placement.extras.deliveryTerms?.promise ?? null;
  if (slot === null || promise?.slot == null) return placement.extras;
  const booking = { date: promise.date, slotId: promise.slot.id };
  const terms = deliveryTerms({
    settings: slot.settings,
    pin: placement.delivery.postalCode,
    items: placement.lines.map((line) => deliveryItem(products.get(line.productId))),
    choice: booking,
    now,
    booked: (date, slotId) => (date === booking.date && slotId === booking.slotId ? slot.booked : 0),
  });
  return { ...placement.extras, deliveryTerms: terms };
}

/** The order record of a planned placement, with its drawn number. */
function orderRecord(
  deps: OrdersServiceDeps,
  placement: CheckedPlacement,
  quote: CheckoutQuote,
  products: ReadonlyMap<string, Product | null>,
  placedAt: Date,
  number: string,
  photos: ReadonlyMap<string, PhotoFacts | null>,
): OrderRecord {
  const { request } = placement;
  return {
    id: placement.orderId,
    uid: placement.shopper.uid,
    orderNumber: number,
    status: initialStatus(request.paymentMethod),
    paymentMethod: request.paymentMethod,
    placedAt: placedAt.toISOString(),
    fingerprint: placement.fingerprint,
    address: placement.address,
    verifiedPhone: placement.buyer.phone,
    ...(placement.shopper.emailVerified === true ? { emailVerified: true } : {}),
    lines: frozenLines(quote, products, placement.options, frozenPhotos(placement.photos, photos)),
    itemCount: quote.itemCount,
    itemsSubtotalPaise: quote.itemsSubtotalPaise,
    couponCode: quote.discountCode,
    discountPaise: quote.discountPaise,
    shippingPaise: quote.shippingPaise,
    codFeePaise: quote.codFeePaise,
    slotSurchargePaise: quote.slotSurchargePaise,
    totalPaise: quote.grandTotalPaise,
    roundOffPaise: quote.roundOffPaise,
    chargeLines: quote.chargeLines,
    delivery: quote.delivery?.promise ?? null,
    recipient: placement.recipient,
    gst: { ...quote.gst, supply: quote.supply },
    timeline: [openingEntry(request.paymentMethod, placedAt)],
    payment:
      request.paymentMethod === 'ONLINE' && deps.payments
        ? newOrderPayment(placedAt, deps.payments.reservationMs)
        : null,
  };
}

/**
 * The holding limits the order would break (per-product caps, open cash-on-delivery orders, open unpaid online
 * orders), counted over what the shopper holds at `now` (an unpaid order past its payment window holds nothing).
 */
function holdingLimits(
  placement: CheckedPlacement,
  quote: CheckoutQuote,
  products: ReadonlyMap<string, Product | null>,
  holdings: ShopperHoldings,
  now: Date,
): UserError[] {
  const wanted = quote.lines.map((line) => {
    const product = products.get(line.productId) ?? null;
    return {
      productId: line.productId,
      productName: product?.productName ?? line.productId,
      quantity: line.counted ? line.quantity : 0,
      cap: product?.limitedOfferData?.maxQuantity ?? null,
    };
  });
  const { cod, onlinePayment } = placement.catalog.settings;
  return holdingRefusals(wanted, placement.request.paymentMethod, heldNow(holdings, now), {
    maxOpenCodOrders: cod.maxOpenOrders,
    maxOpenUnpaidOrders: onlinePayment.maxOpenUnpaidOrders,
  });
}

/**
 * The options `takes` leave with no unit, for products whose document holds their stock (a sharded product's read
 * shows only the shards the placement covers).
 */
export function emptiedBy(takes: readonly StockTake[], products: ReadonlyMap<string, Product | null>): SoldOutOption[] {
  return takes.filter((take) => {
    const product = products.get(take.productId);
    if (!product || product.stockShards > 0) return false;
    const units = product.hasVariant
      ? product.variants.find((variant) => variant.name === take.variant)?.stock
      : product.stock;
    return units !== undefined && units <= take.units;
  });
}

function stockTakes(quote: CheckoutQuote, products: ReadonlyMap<string, Product | null>): StockTake[] {
  return quote.lines
    .filter((line) => line.counted)
    .map((line) => ({
      productId: line.productId,
      variant: products.get(line.productId)?.hasVariant ? line.variant : null,
      units: line.quantity,
    }));
}

/** The plan of a checked placement; `sendMail`: whether the account may get the confirmation mail. */
export function planPlacement(
  deps: OrdersServiceDeps,
  tools: PlaceOrderTools,
  placement: CheckedPlacement,
  sendMail: boolean,
): PlanPlacement {
  const { lines, delivery, request, couponCode, catalog } = placement;
  return (products, coupon, holdings, slot, photos) => {
    const placedAt = tools.now();
    const quote = tools.pricing.price(
      lines,
      (id) => products.get(id),
      delivery,
      request.paymentMethod,
      couponCode,
      coupon,
      extrasAtCommit(placement, products, slot, placedAt),
    );
    if (!quote.canPlace) {
      const soldOut = quote.lines.some((line) => line.problems.some((problem) => STOCK_PROBLEMS.has(problem.code)));
      return { kind: 'refuse', refusal: { quote, soldOut, holding: [] } };
    }
    const buyer = buyerAddressRefusals(request, quote.grandTotalPaise);
    if (buyer.length > 0) return { kind: 'refuse', refusal: { quote, soldOut: false, holding: [], buyer } };
    const holding = holdingLimits(placement, quote, products, holdings, placedAt);
    if (holding.length > 0) return { kind: 'refuse', refusal: { quote, soldOut: false, holding } };
    const photoFacts = photos ?? new Map<string, PhotoFacts | null>();
    const findProduct = (id: string) => products.get(id);
    const photoErrors = linePhotoErrors(lines, placement.photos, findProduct, photoFacts, placement.photoRequester);
    if (photoErrors.length > 0)
      return { kind: 'refuse', refusal: { quote, soldOut: false, holding: [], photos: photoUserErrors(photoErrors) } };
    const takes = stockTakes(quote, products);
    return {
      kind: 'create',
      takes,
      emptied: emptiedBy(takes, products).map(({ productId, variant }) => ({ productId, variant })),
      build(number): { order: OrderRecord; mail: MailMessage | null } {
        const order = orderRecord(deps, placement, quote, products, placedAt, number, photoFacts);
        return { order, mail: sendMail ? orderConfirmation(order, catalog.settings.displayName) : null };
      },
    };
  };
}
