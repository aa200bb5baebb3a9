// Committing a planned placement: run the store's transaction once admitted and in its products' turn, then answer what
// came of it (the order, an earlier order with the same key, or a refusal) and do what follows a new order.
import { deliveryRefusal } from './delivery-refusal.js';
import { placementDecision } from '../domain/idempotency.js';
import { photoIdsOf } from '../domain/photo-lines.js';
import { orderNumber } from '../domain/order-number.js';
import { userError, type UserErrorCode } from '../domain/user-errors.js';
import type { OrderRecord } from './order-document.js';
import { OrderMessages } from './order-messages.js';
import type { CheckoutQuote, OrdersServiceDeps, PlaceOrderResult } from './orders-model.js';
import {
  OrdersContentionError,
  OrdersUnavailableError,
  type MailMessage,
  type PlacementOutcome,
  type StockTake,
} from './orders-store.js';
import type { PlaceOrderTools } from './place-order-tools.js';
import type { ShardLane, ShardLanes } from './shard-lanes.js';
import { PlacementBusyError } from './placement-admission.js';
import { KeyWaitTimeoutError } from '../shared/keyed-mutex.js';
import { placedWithKey, type CheckedPlacement } from './placement-checks.js';
import type { PlacementRefusal, PlanPlacement } from './placement-plan.js';

type CommitResult =
  | { readonly ok: true; readonly outcome: PlacementOutcome<PlacementRefusal> }
  | { readonly ok: false; readonly answer: PlaceOrderResult };

/** Units per shard from which a lane keeps to its shard. */
const PLENTY_UNITS_PER_SHARD = 4;

/** The mutex keys of the placement's products (a hot product's lane), and the stock shard each sharded one tries first. */
function productTurns(
  placement: CheckedPlacement,
  lanes: ShardLanes,
): { keys: string[]; wants: (StockTake & { firstShard?: number })[]; lanes: Map<string, number> } {
  const taken = new Map<string, ShardLane>();
  for (const id of placement.productIds) {
    const product = placement.catalog.product(id);
    const shards = product?.stockShards ?? 0;
    // Each lane of an instance keeps to a shard of its own (shard-lanes.ts), so placements of a hot product seldom
    // meet on one document; inside a lane they take turns: on the Firestore emulator two transactions that read and
    // then write one shard wait on each other until its lock times out (docs/orders-under-load.md).
    // A product down to its last few units per shard has empty shards: a lane kept on one would send every
    // placement looking through the others, so each then starts at a shard drawn afresh.
    const plenty = (product?.stockCount ?? 0) >= PLENTY_UNITS_PER_SHARD * shards;
    if (shards > 0) taken.set(id, lanes.next(id, shards, plenty));
  }
  const keys = placement.productIds.map((id) => (taken.has(id) ? `${id}#${taken.get(id)!.lane}` : id));
  const wants = placement.lines.map((line) => ({
    productId: line.productId,
    variant: line.variant ?? null,
    units: line.quantity,
    ...(taken.has(line.productId) ? { firstShard: taken.get(line.productId)!.shard } : {}),
  }));
  return { keys, wants, lanes: new Map([...taken].map(([id, { lane }]) => [id, lane])) };
}

/**
 * Whether the live catalog now shows a line's product (or option) with no unit left, or this instance was just refused
 * it as sold out: answered before any write.
 */
function knownSoldOut(deps: OrdersServiceDeps, tools: PlaceOrderTools, placement: CheckedPlacement): boolean {
  const catalog = deps.catalog();
  return placement.lines.some((line) => {
    if (tools.soldOut.knows(line.productId, line.variant ?? null)) return true;
    const product = catalog.product(line.productId);
    if (product === undefined) return false;
    const units = product.hasVariant
      ? product.variants.find((variant) => variant.name === line.variant)?.stock
      : product.stock;
    return units === 0;
  });
}

/** Tells the shard lanes how long the placement's transaction took (a slow one met another instance). */
async function timed<T>(taken: ReadonlyMap<string, number>, lanes: ShardLanes, running: Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await running;
  } finally {
    const ms = performance.now() - started;
    for (const [id, lane] of taken) lanes.settled(id, lane, ms);
  }
}

/** Tells the instance which of the quote's lines were refused for having no unit left. */
function learnSoldOut(tools: PlaceOrderTools, quote: CheckoutQuote): void {
  for (const line of quote.lines)
    if (line.problems.some((problem) => problem.code === 'SOLD_OUT')) tools.soldOut.learn(line.productId, line.variant);
}

type Turn = { readonly kind: 'sold-out' } | { readonly kind: 'ran'; outcome: PlacementOutcome<PlacementRefusal> };

/**
 * In its products' turn first (placements of one product, coupon or slot queue inside an instance), then
 * admitted: at most so many transactions run at once. The whole wait is bounded: one that cannot start in time is
 * never started, so "busy" is only answered when nothing was written. After the wait the live catalog is asked again,
 * so a crowd behind the last unit hears "sold out" at once instead of each opening a transaction.
 */
async function inTurn(
  deps: OrdersServiceDeps,
  tools: PlaceOrderTools,
  placement: CheckedPlacement,
  plan: PlanPlacement,
): Promise<Turn> {
  const { orderId, shopper, buyer, couponCode } = placement;
  const couponKeys = couponCode === null ? [] : [`coupon:${couponCode}`];
  // A slot's places are numbered documents (delivery/slot-places.ts): placements of one slot take different ones at
  // once, so they do not take turns.
  const booking = slotBookingOf(placement);
  const products = productTurns(placement, tools.shardLanes);
  const waitMs = tools.admission.maxTurnWaitMs;
  const started = performance.now();
  // A product the catalog already shows sold out is answered before the queue, not after it.
  if (knownSoldOut(deps, tools, placement)) return { kind: 'sold-out' };
  return tools.mutex.run(
    [...products.keys, ...couponKeys],
    async (): Promise<Turn> => {
      if (knownSoldOut(deps, tools, placement)) return { kind: 'sold-out' };
      const outcome = await tools.admission.run(
        () =>
          timed(
            products.lanes,
            tools.shardLanes,
            deps.store.placeOrder({
              orderId,
              productIds: placement.productIds,
              stockWants: products.wants,
              drawOrderNumber: () => orderNumber(tools.now(), deps.randomBytes),
              buyer: { uid: shopper.uid, phone: buyer.phone },
              couponCode,
              slotBooking: booking,
              whatsappUpdates: placement.request.whatsappUpdates === true,
              whatsappLanguage: placement.request.whatsappLanguage === 'TA' ? 'ta' : 'en',
              whatsappGiftNotice: placement.request.whatsappGiftNotice === true,
              photoIds: photoIdsOf(placement.photos),
              plan,
            }),
          ),
        waitMs - (performance.now() - started),
      );
      return { kind: 'ran', outcome };
    },
    waitMs,
  );
}

function failed(code: UserErrorCode, message: string, field: string | null = null): CommitResult {
  return { ok: false, answer: { order: null, quote: null, userErrors: [userError(field, code, message)] } };
}

/** Runs the placement's transaction; contention and an unavailable Firestore are answered, not thrown. */
async function runPlacementTransaction(
  deps: OrdersServiceDeps,
  tools: PlaceOrderTools,
  placement: CheckedPlacement,
  plan: PlanPlacement,
): Promise<CommitResult> {
  const { orderId } = placement;
  try {
    const turn = await inTurn(deps, tools, placement, plan);
    if (turn.kind === 'sold-out') {
      const placed = await placedWithKey(deps, placement.shopper, placement.key, placement);
      return placed ? { ok: false, answer: placed } : failed('SOLD_OUT', OrderMessages.soldOut, 'lines');
    }
    return { ok: true, outcome: turn.outcome };
  } catch (error) {
    if (error instanceof PlacementBusyError || error instanceof KeyWaitTimeoutError) {
      deps.logger.warn({ err: error, orderId, load: tools.admission.load }, 'order placement not started: busy');
      return failed('BUSY', OrderMessages.busy);
    }
    if (error instanceof OrdersContentionError) {
      deps.logger.warn({ err: error, orderId }, 'order placement gave up under contention');
      return failed('TRY_AGAIN', OrderMessages.tryAgain);
    }
    if (error instanceof OrdersUnavailableError) {
      deps.logger.warn({ err: error, orderId }, 'order placement failed: Firestore unavailable');
      return failed('UNAVAILABLE', OrderMessages.unavailable);
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
      const { quote, soldOut, holding, photos = [], buyer = [] } = outcome.refusal;
      if (holding.length > 0 || photos.length > 0 || buyer.length > 0)
        return { order: null, quote: null, userErrors: [...buyer, ...holding, ...photos] };
      if (soldOut) learnSoldOut(tools, quote);
      const error = soldOut
        ? userError('lines', 'SOLD_OUT', OrderMessages.soldOut)
        : (deliveryRefusal(quote, placement.recipient !== null) ?? tools.pricing.cannotPlace(quote));
      return { order: null, quote, userErrors: [error] };
    }
    case 'created':
      // The crowd queued behind the last unit on this instance hears "sold out" at its turn, without a transaction.
      for (const { productId, variant } of outcome.emptied ?? []) tools.soldOut.learn(productId, variant);
      return afterCreated(deps, placement, outcome, started);
  }
}
