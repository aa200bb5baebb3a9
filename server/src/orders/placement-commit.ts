// Committing a planned placement: run the store's transaction once admitted and under the per-product mutex, then answer what came
// of it (the order, an earlier order with the same key, or a refusal) and do what follows a new order.
import { deliveryRefusal } from './delivery-refusal.js';
import { placementDecision } from '../domain/idempotency.js';
import { photoIdsOf } from '../domain/photo-lines.js';
import { orderNumber } from '../domain/order-number.js';
import { userError } from '../domain/user-errors.js';
import type { OrderRecord } from './order-document.js';
import { OrderMessages } from './order-messages.js';
import type { OrdersServiceDeps, PlaceOrderResult } from './orders-model.js';
import {
  OrdersContentionError,
  OrdersUnavailableError,
  type MailMessage,
  type PlacementOutcome,
} from './orders-store.js';
import type { PlaceOrderTools } from './place-order-tools.js';
import { PlacementBusyError } from './placement-admission.js';
import type { CheckedPlacement } from './placement-checks.js';
import type { PlacementRefusal, PlanPlacement } from './placement-plan.js';

type CommitResult =
  | { readonly ok: true; readonly outcome: PlacementOutcome<PlacementRefusal> }
  | { readonly ok: false; readonly answer: PlaceOrderResult };

/** Runs the placement's transaction; contention and an unavailable Firestore are answered, not thrown. */
async function runPlacementTransaction(
  deps: OrdersServiceDeps,
  tools: PlaceOrderTools,
  placement: CheckedPlacement,
  plan: PlanPlacement,
): Promise<CommitResult> {
  const { orderId, productIds, shopper, buyer, couponCode } = placement;
  try {
    const couponKeys = couponCode === null ? [] : [`coupon:${couponCode}`];
    const booking = slotBookingOf(placement);
    // Placements of one slot's last places queue inside an instance; the transaction decides across instances.
    const slotKeys = booking === null ? [] : [`slot:${booking.date}:${booking.slotId}`];
    // In its products' turn first (placements of one product, coupon or slot queue inside an instance), then
    // admitted: at most so many transactions run at once, and one that waits too long for a place is never started,
    // so "busy" is only answered when nothing was written.
    const outcome = await tools.mutex.run([...productIds, ...couponKeys, ...slotKeys], () =>
      tools.admission.run(() =>
        deps.store.placeOrder({
          orderId,
          productIds,
          drawOrderNumber: () => orderNumber(tools.now(), deps.randomBytes),
          buyer: { uid: shopper.uid, phone: buyer.phone },
          couponCode,
          slotBooking: slotBookingOf(placement),
          whatsappUpdates: placement.request.whatsappUpdates === true,
          whatsappLanguage: placement.request.whatsappLanguage === 'TA' ? 'ta' : 'en',
          whatsappGiftNotice: placement.request.whatsappGiftNotice === true,
          photoIds: photoIdsOf(placement.photos),
          plan,
        }),
      ),
    );
    return { ok: true, outcome };
  } catch (error) {
    if (error instanceof PlacementBusyError) {
      deps.logger.warn({ err: error, orderId, load: tools.admission.load }, 'order placement not started: busy');
      const userErrors = [userError(null, 'BUSY', OrderMessages.busy)];
      return { ok: false, answer: { order: null, quote: null, userErrors } };
    }
    if (error instanceof OrdersContentionError) {
      deps.logger.warn({ err: error, orderId }, 'order placement gave up under contention');
      const userErrors = [userError(null, 'TRY_AGAIN', OrderMessages.tryAgain)];
      return { ok: false, answer: { order: null, quote: null, userErrors } };
    }
    if (error instanceof OrdersUnavailableError) {
      deps.logger.warn({ err: error, orderId }, 'order placement failed: Firestore unavailable');
      const userErrors = [userError(null, 'UNAVAILABLE', OrderMessages.unavailable)];
      return { ok: false, answer: { order: null, quote: null, userErrors } };
    }
    throw error;
  }
}

/** Logs the new order (and its mail in local mode), saves the address if asked, opens its online payment. */
async function afterCreated(
  deps: OrdersServiceDeps,
  placement: CheckedPlacement,
  created: { order: OrderRecord; mail: MailMessage | null; mailId: string | null },
  started: number,
): Promise<PlaceOrderResult> {
  const { order, mail, mailId } = created;
  const { orderId } = placement;
  const ms = Math.round(performance.now() - started);
  deps.logger.info({ orderId, orderNumber: order.orderNumber, totalPaise: order.totalPaise, ms }, 'order placed');
  if (deps.printMail && mail !== null)
    deps.logger.info(
      { mailId, to: mail.to, subject: mail.message.subject, text: mail.message.text },
      'order confirmation (mail collection)',
    );
  if (placement.request.saveAddress) {
    // After the order exists, outside its transaction: a failure here must not undo or repeat the order.
    try {
      await deps.addressBook.saveAddress(placement.shopper.uid, order.address);
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

/** The delivery slot the placement books: the one its delivery was priced with (local delivery only). */
export function slotBookingOf(placement: CheckedPlacement): { date: string; slotId: string } | null {
  const promise = placement.extras.deliveryTerms?.promise ?? null;
  return promise?.mode === 'LOCAL' && promise.slot ? { date: promise.date, slotId: promise.slot.id } : null;
}

/** Commits the planned placement and answers placeOrder with what came of it. */
export async function commitPlacement(
  deps: OrdersServiceDeps,
  tools: PlaceOrderTools,
  placement: CheckedPlacement,
  plan: PlanPlacement,
): Promise<PlaceOrderResult> {
  const started = performance.now();
  const committed = await runPlacementTransaction(deps, tools, placement, plan);
  if (!committed.ok) return committed.answer;
  const { outcome } = committed;
  switch (outcome.kind) {
    case 'existing': {
      const decision = placementDecision(outcome.order, placement.shopper.uid, placement.fingerprint);
      if (decision === 'RETURN_EXISTING') return { order: outcome.order, quote: null, userErrors: [] };
      const userErrors = [userError('idempotencyKey', 'KEY_REUSED', OrderMessages.keyReused)];
      return { order: null, quote: null, userErrors };
    }
    case 'refused': {
      const { quote, soldOut, holding, photos = [] } = outcome.refusal;
      if (holding.length > 0 || photos.length > 0)
        return { order: null, quote: null, userErrors: [...holding, ...photos] };
      const error = soldOut
        ? userError('lines', 'SOLD_OUT', OrderMessages.soldOut)
        : (deliveryRefusal(quote, placement.recipient !== null) ?? tools.pricing.cannotPlace(quote));
      return { order: null, quote, userErrors: [error] };
    }
    case 'created':
      return afterCreated(deps, placement, outcome, started);
  }
}
