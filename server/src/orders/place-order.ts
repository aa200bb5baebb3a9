// Placing an order: validate (outside any transaction), plan (inside the store's transaction, never overselling),
// then commit and answer the outcome. Each step is a module of its own beside this one.
import type { LimitDecision } from './order-limits.js';
import type { OrdersService, OrdersServiceDeps, PlaceOrderResult } from './orders-model.js';
import type { PlaceOrderTools } from './place-order-tools.js';
import { validatePlacement, type PlacementCall } from './placement-checks.js';
import { commitPlacement } from './placement-commit.js';
import { planPlacement } from './placement-plan.js';

export type { PlaceOrderTools } from './place-order-tools.js';

/** Counts one order mail for the account; false (and logged) beyond its daily cap or when it cannot count. */
async function mayMail(deps: OrdersServiceDeps, uid: string, orderId: string): Promise<boolean> {
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

async function placeOrder(
  deps: OrdersServiceDeps,
  tools: PlaceOrderTools,
  call: PlacementCall,
): Promise<PlaceOrderResult> {
  const checked = await validatePlacement(deps, tools, call);
  if (!checked.ok) return checked.answer;
  const { placement } = checked;
  // Mail only to an e-mail the ID token proved: until then the buyer hears on WhatsApp and sees the order pages.
  const sendMail =
    placement.shopper.emailVerified === true && (await mayMail(deps, placement.shopper.uid, placement.orderId));
  const plan = planPlacement(deps, tools, placement, sendMail);
  return commitPlacement(deps, tools, placement, plan);
}

export function createPlaceOrder(deps: OrdersServiceDeps, tools: PlaceOrderTools): OrdersService['placeOrder'] {
  return (maybeShopper, request, idempotencyKey, ip, checks, photoTokenHash = null) =>
    placeOrder(deps, tools, { maybeShopper, request, idempotencyKey, ip, checks, photoTokenHash });
}
