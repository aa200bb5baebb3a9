// The checks placeOrder makes before any transaction: the arguments, the rate limits, who may buy, the address and
// line options, and the live catalog's price (which answers most refusals without a transaction).
import type { CartLineRequest } from '../domain/cart.js';
import {
  validateCheckoutAddress,
  validateCheckoutLines,
  validateOrderLineOptions,
  type CheckoutAddress,
  type OrderLineOptions,
} from '../domain/checkout-validation.js';
import type { CouponFacts } from '../domain/coupons.js';
import {
  orderDocumentId,
  placementDecision,
  requestFingerprint,
  validateIdempotencyKey,
} from '../domain/idempotency.js';
import { photoPlacementsOf, type PhotoPlacement, type PhotoRequester } from '../domain/photo-lines.js';
import { userError, type UserError } from '../domain/user-errors.js';
import type { Shopper } from '../shared/shopper.js';
import { deliveryChoice as deliveryChoiceOf, requireShopper, underInput } from './checkout-input.js';
import { deliveryRefusal } from './delivery-refusal.js';
import { indiaDay } from '../domain/india-time.js';
import { linePhotoErrors, photoUserErrors, readPhotoFacts } from './line-photos.js';
import { pricingExtras, type PricingExtras } from './delivery-extras.js';
import type { OrderRecord, RecipientRecord } from '../domain/order-record.js';
import type { LimitDecision } from './order-limits.js';
import { chosenOptions } from './order-lines.js';
import { OrderMessages } from './order-messages.js';
import type { OrdersServiceDeps, PlaceOrderRequest, PlaceOrderResult, RecipientRequest } from './orders-model.js';
import type { CouponChecks, OrdersCatalog } from './orders-ports.js';
import type { PlaceOrderTools } from './place-order-tools.js';

/** One call of placeOrder, as the service's interface takes it. */
export interface PlacementCall {
  readonly maybeShopper: Shopper | null;
  readonly request: PlaceOrderRequest;
  readonly idempotencyKey: string;
  readonly ip: string;
  readonly checks: CouponChecks | null | undefined;
  /** The SHA-256 of the request's anonymous upload token (X-Photo-Token), or null. */
  readonly photoTokenHash: string | null;
}

/** A checkout that passed every check outside the transaction: what planning and committing it need. */
export interface CheckedPlacement {
  readonly shopper: Shopper;
  readonly request: PlaceOrderRequest;
  readonly key: string;
  readonly lines: readonly CartLineRequest[];
  readonly couponCode: string | null;
  /** The account's e-mail and the phone its ID token proves. */
  readonly buyer: { readonly email: string; readonly phone: string };
  readonly options: readonly OrderLineOptions[];
  readonly address: CheckoutAddress & { readonly landmark?: string | null };
  /** Where it goes: the recipient's address for a gift to someone else, else the buyer's. */
  readonly delivery: { readonly state: string; readonly postalCode: string };
  readonly recipient: RecipientRecord | null;
  readonly choice: { date: string | null; slotId: string | null } | null;
  /** The delivery priced before the transaction (the slot it books, when local). */
  readonly extras: PricingExtras;
  readonly catalog: OrdersCatalog;
  readonly orderId: string;
  readonly fingerprint: string;
  readonly productIds: readonly string[];
  /** Each request line's photos (none for most lines), and who may use them. */
  readonly photos: readonly (readonly PhotoPlacement[])[];
  readonly photoRequester: PhotoRequester;
}

export type PlacementCheck =
  | { readonly ok: true; readonly placement: CheckedPlacement }
  | { readonly ok: false; readonly answer: PlaceOrderResult };

type CheckedInput =
  | {
      ok: true;
      options: OrderLineOptions[];
      address: CheckoutAddress & { landmark?: string | null };
      recipient: RecipientRecord | null;
    }
  | { ok: false; errors: UserError[] };

function refused(error: UserError): PlacementCheck {
  return { ok: false, answer: { order: null, quote: null, userErrors: [error] } };
}

/** What a checkout asks for, as read before the rate limits. */
interface AskedCheckout {
  readonly request: PlaceOrderRequest;
  readonly lines: readonly CartLineRequest[];
  readonly couponCode: string | null;
}

/**
 * What a rate-limited placement answers when its key already named an order: that order for a retry of the same
 * checkout, KEY_REUSED for another cart. The request's fingerprint is worked out with the order's own e-mail (the
 * account's, frozen on it), so no profile is read for a refused request.
 */
function answerForPlacedKey(order: OrderRecord, shopper: Shopper, asked: AskedCheckout): PlaceOrderResult {
  const { request, lines, couponCode } = asked;
  const reused = {
    order: null,
    quote: null,
    userErrors: [userError('idempotencyKey', 'KEY_REUSED', OrderMessages.keyReused)],
  };
  let fingerprint: string | null = null;
  try {
    const input = checkInput(request, order.address.email);
    if (input.ok) {
      const photos = photoPlacementsOf(request.lines);
      const gift = { recipient: input.recipient, choice: deliveryChoiceOf(request.delivery) };
      fingerprint = placementFingerprint(lines, photos, input.options, input.address, request, couponCode, gift);
    }
  } catch {
    fingerprint = null;
  }
  return fingerprint !== null && placementDecision(order, shopper.uid, fingerprint) === 'RETURN_EXISTING'
    ? { order, quote: null, userErrors: [] }
    : reused;
}

/**
 * The order already placed with this checkout's key, as placeOrder answers it, or null. Asked before any refusal that
 * the key's own order may have caused (its last unit, its slot's last place): a retry after a lost answer learns its
 * order, not "sold out".
 */
export async function placedWithKey(
  deps: OrdersServiceDeps,
  shopper: Shopper,
  key: string,
  asked: AskedCheckout,
): Promise<PlaceOrderResult | null> {
  try {
    const order = await deps.store.get(orderDocumentId(shopper.uid, key));
    return order && order.uid === shopper.uid ? answerForPlacedKey(order, shopper, asked) : null;
  } catch (error) {
    deps.logger.warn({ err: error, uid: shopper.uid }, 'a refused placement could not look up its key');
    return null;
  }
}

/** Counts the placement against its rate limits; the answer when it may not go on, else null. */
async function placementLimitAnswer(
  deps: OrdersServiceDeps,
  shopper: Shopper,
  ip: string,
  asked: AskedCheckout & { readonly key: string },
): Promise<PlacementCheck | null> {
  let limit: LimitDecision;
  try {
    limit = await deps.limits.placement(shopper.uid, ip);
  } catch (error) {
    deps.logger.warn({ err: error, uid: shopper.uid }, 'placeOrder limits could not be counted');
    limit = null;
  }
  if (limit === null) return refused(userError(null, 'UNAVAILABLE', OrderMessages.notPlacedUnavailable));
  if (limit.allowed) return null;
  // A retry of a checkout whose answer got lost still learns its order (one read, only when refused).
  const placed = await placedWithKey(deps, shopper, asked.key, asked);
  return placed ? { ok: false, answer: placed } : refused(userError(null, 'RATE_LIMITED', OrderMessages.rateLimited));
}

/** The line options, the address (with the account's e-mail) and the accepted terms. */
function checkInput(request: PlaceOrderRequest, email: string): CheckedInput {
  const errors: UserError[] = [];
  const options = validateOrderLineOptions(request.lines);
  if (!options.ok) errors.push(...options.errors);
  const recipient = checkedRecipient(errors, request.recipient ?? null, email);
  const address = checkedBuyer(request, email);
  if (!address.ok) errors.push(...address.errors.map((error) => ({ ...error, field: `address.${error.field}` })));
  const addressLandmark = checkedLandmark(errors, 'address.landmark', request.address.landmark);
  if (request.acceptTerms !== true)
    errors.push(userError('acceptTerms', 'TERMS_NOT_ACCEPTED', OrderMessages.termsNotAccepted));
  if (!address.ok || !options.ok || errors.length > 0) return { ok: false, errors };
  const withLandmark = addressLandmark === null ? address.value : { ...address.value, landmark: addressLandmark };
  return { ok: true, options: options.value, address: withLandmark, recipient };
}

const BUYER_PLACE_FIELDS = ['address', 'city', 'postalCode', 'state'] as const;

/** CGST Rule 46: an invoice of ₹50,000 or more to an unregistered buyer names the buyer's address. */
export const BUYER_ADDRESS_REQUIRED_FROM_PAISE = 50_000_00;

/** A gift's buyer who gave no address is asked for one when the order's total reaches the Rule 46 amount. */
export function buyerAddressRefusals(
  request: Pick<PlaceOrderRequest, 'address' | 'recipient'>,
  totalPaise: number,
): UserError[] {
  if (totalPaise < BUYER_ADDRESS_REQUIRED_FROM_PAISE || !buyerGaveNoAddress(request)) return [];
  return BUYER_PLACE_FIELDS.map((field) =>
    userError(`address.${field}`, 'REQUIRED', OrderMessages.billingAddressRequired),
  );
}

/** A gift's buyer may leave every place field empty: only the recipient gives an address (CGST Rule 46). */
export function buyerGaveNoAddress(request: Pick<PlaceOrderRequest, 'address' | 'recipient'>): boolean {
  return request.recipient != null && BUYER_PLACE_FIELDS.every((field) => (request.address[field] ?? '').trim() === '');
}

/**
 * The buyer, with the account's e-mail (the one typed at checkout is ignored: order mail goes to the account's own).
 * Every field is required, except a gift's buyer who gives no address at all: then only name and phone are checked,
 * and the place fields are stored empty but for the state, which is the recipient's. With no buyer address the
 * place of supply of a gift (IGST Act s.10(1)(b): the buyer's location) is not known; the recipient's state stands
 * for it, as the shop's own state would not be any truer (order-parties.ts takes the place of supply from it).
 */
function checkedBuyer(request: PlaceOrderRequest, email: string): ReturnType<typeof validateCheckoutAddress> {
  const recipient = request.recipient;
  if (!recipient || !buyerGaveNoAddress(request)) return validateCheckoutAddress({ ...request.address, email });
  const contact = validateCheckoutAddress({
    ...request.address,
    email,
    address: recipient.address,
    city: recipient.city,
    postalCode: recipient.postalCode,
    state: recipient.state,
  });
  if (!contact.ok) {
    // The recipient's own errors are reported under recipient.<field>; the buyer's only name the contact fields.
    const place = new Set<string>(BUYER_PLACE_FIELDS);
    return { ok: false, errors: contact.errors.filter((error) => !place.has(error.field ?? '')) };
  }
  return { ok: true, value: { ...contact.value, address: '', city: '', postalCode: '' } };
}

const MAX_LANDMARK = 100;

function checkedLandmark(errors: UserError[], field: string, value: string | null | undefined): string | null {
  const landmark = value?.trim() ?? '';
  if (landmark.length > MAX_LANDMARK) {
    errors.push(userError(field, 'TOO_LONG', `Landmark must be at most ${MAX_LANDMARK} characters`));
    return null;
  }
  return landmark === '' ? null : landmark;
}

/** A gift's recipient, checked as an address is (e-mail aside): errors name recipient.<field>. */
function checkedRecipient(
  errors: UserError[],
  recipient: RecipientRequest | null,
  email: string,
): RecipientRecord | null {
  if (recipient === null) return null;
  const checked = validateCheckoutAddress({ ...recipient, email });
  const landmark = checkedLandmark(errors, 'recipient.landmark', recipient.landmark);
  if (!checked.ok) {
    errors.push(...checked.errors.map((error) => ({ ...error, field: `recipient.${error.field}` })));
    return null;
  }
  const { email: _email, ...fields } = checked.value;
  return { ...fields, landmark };
}

/** The request's fingerprint: a retry with the same key must ask for the same order. */
function placementFingerprint(
  lines: readonly CartLineRequest[],
  photos: readonly (readonly PhotoPlacement[])[],
  options: readonly OrderLineOptions[],
  address: CheckoutAddress,
  request: PlaceOrderRequest,
  couponCode: string | null,
  gift: { recipient: RecipientRecord | null; choice: CheckedPlacement['choice'] },
): string {
  return requestFingerprint({
    // Only given, so a checkout without them hashes as it did before they existed.
    ...(gift.recipient ? { recipient: gift.recipient } : {}),
    ...(gift.choice ? { delivery: gift.choice } : {}),
    lines: lines.map(({ productId, variant, quantity }, index) => ({
      productId,
      variant: variant ?? null,
      quantity,
      // Only chosen options join the fingerprint, so a line without any hashes as it did before they existed.
      ...chosenOptions(options[index]!),
      ...(photos[index]!.length > 0 ? { photos: photos[index] } : {}),
    })),
    address,
    paymentMethod: request.paymentMethod,
    couponCode,
  });
}

/** Prices the checkout against the live catalog; the refusal when it cannot be placed, else null. */
async function catalogPrecheck(
  deps: OrdersServiceDeps,
  tools: PlaceOrderTools,
  placement: Omit<CheckedPlacement, 'orderId' | 'fingerprint' | 'productIds' | 'photos' | 'photoRequester'>,
  checks: CouponChecks | null | undefined,
): Promise<PlacementCheck | null> {
  const { shopper, couponCode, lines, catalog, delivery, request, extras } = placement;
  const { price, couponFacts, cannotPlace } = tools.pricing;
  let facts: CouponFacts | null;
  try {
    facts = await couponFacts(couponCode, shopper, checks);
  } catch (error) {
    deps.logger.warn({ err: error, couponCode }, 'order placement failed: the coupon could not be read');
    return refused(userError(null, 'UNAVAILABLE', OrderMessages.notPlacedUnavailable));
  }
  const precheck = price(
    lines,
    (id) => catalog.product(id),
    delivery,
    request.paymentMethod,
    couponCode,
    facts,
    extras,
  );
  if (couponCode !== null && precheck.coupon) checks?.evaluated(couponCode, shopper.uid, precheck.coupon);
  if (!precheck.canPlace) {
    const placed = await placedWithKey(deps, shopper, placement.key, placement);
    if (placed) return { ok: false, answer: placed };
    const error =
      deliveryRefusal(precheck, placement.recipient !== null, {
        choice: placement.choice,
        today: indiaDay(tools.now()),
      }) ?? cannotPlace(precheck);
    return { ok: false, answer: { order: null, quote: precheck, userErrors: [error] } };
  }
  return null;
}

/** Every check before the transaction, in order; the first that fails answers placeOrder. */
export async function validatePlacement(
  deps: OrdersServiceDeps,
  tools: PlaceOrderTools,
  call: PlacementCall,
): Promise<PlacementCheck> {
  const { request } = call;
  const shopper = requireShopper(call.maybeShopper);
  const key = validateIdempotencyKey(call.idempotencyKey);
  const lines = underInput('input', () => validateCheckoutLines(request.lines));
  const couponCode = tools.pricing.couponCodeOf(request.couponCode);

  const limited = await placementLimitAnswer(deps, shopper, call.ip, { request, key, lines, couponCode });
  if (limited) return limited;
  await deps.sessions.assertValid(shopper);
  const buyer = await tools.buyerGate(shopper);
  if (!buyer.ok) return refused(buyer.error);

  const input = checkInput(request, buyer.email);
  if (!input.ok) return { ok: false, answer: { order: null, quote: null, userErrors: input.errors } };
  const { options, address, recipient } = input;
  const delivery = recipient
    ? { state: recipient.state, postalCode: recipient.postalCode }
    : { state: address.state, postalCode: address.postalCode };
  const catalog = deps.catalog();
  const choice = underInput('input', () => deliveryChoiceOf(request.delivery));
  const extras = await pricingExtras(deps.delivery, lines, (id) => catalog.product(id), {
    ...delivery,
    billingState: recipient ? address.state : null,
    choice,
  });
  // Nothing to copy into the profile from a gift's buyer who gave no address.
  const placed = buyerGaveNoAddress(request) ? { ...request, saveAddress: false } : request;
  const checked = {
    ...{ shopper, request: placed, key, lines, couponCode, buyer, options, address, delivery, catalog },
    ...{ recipient, choice, extras },
  };
  const photos = underInput('input', () => photoPlacementsOf(request.lines));
  const photoRequester = { uid: shopper.uid, tokenHash: call.photoTokenHash };
  const photoErrors = linePhotoErrors(
    lines,
    photos,
    (id) => catalog.product(id),
    await readPhotoFacts(deps.photos, photos),
    photoRequester,
  );
  if (photoErrors.length > 0)
    return { ok: false, answer: { order: null, quote: null, userErrors: photoUserErrors(photoErrors) } };
  const precheckRefusal = await catalogPrecheck(deps, tools, checked, call.checks);
  if (precheckRefusal) return precheckRefusal;

  const placement: CheckedPlacement = {
    ...checked,
    orderId: orderDocumentId(shopper.uid, key),
    fingerprint: placementFingerprint(lines, photos, options, address, request, couponCode, { recipient, choice }),
    productIds: [...new Set(lines.map((line) => line.productId))],
    photos,
    photoRequester,
  };
  return { ok: true, placement };
}
