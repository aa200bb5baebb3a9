// What placeOrder uses besides the service's dependencies: the clock, the per-product mutex, the shared pricing and
// the buyer gate (the service builds them once and hands them to the modules of placing an order).
import type { KeyedMutex } from '../shared/keyed-mutex.js';
import type { BuyerGate } from './buyer-gate.js';
import type { PlacementAdmission } from './placement-admission.js';
import type { ShardLanes } from './shard-lanes.js';
import type { SoldOutFacts } from './sold-out-facts.js';
import type { CheckoutPricingTools } from './checkout-quote.js';

export interface PlaceOrderTools {
  readonly now: () => Date;
  readonly mutex: KeyedMutex;
  /** How many placements run at once in this instance, and how long the others may wait. */
  readonly admission: PlacementAdmission;
  readonly pricing: CheckoutPricingTools;
  readonly buyerGate: BuyerGate;
  /** The stock shard this instance's placements of each hot product start at. */
  readonly shardLanes: ShardLanes;
  /** Products this instance's placements were just refused as sold out (before the catalog shows it). */
  readonly soldOut: SoldOutFacts;
}
