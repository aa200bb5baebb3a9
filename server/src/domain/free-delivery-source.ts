// Where the free-delivery rule the shop states comes from: the delivery zones once the owner has saved them (the
// zone of the shop's own PIN for the banner and the cart before a PIN is known, every zone for the shipping policy),
// the shop settings' shipping rule only while no zones are configured. The checkout prices with the PIN's zone, so
// what the shop says and what it charges come from one place.
import { zoneForPin } from './delivery-rules.js';
import type { DeliverySettings } from './delivery-settings.js';
import type { DeliveryFeeRule } from './free-delivery.js';
import { formatPaise } from './money.js';

/** The parts of the shop's settings the rule reads. */
export interface ShopDeliveryFacts {
  readonly seller: { readonly postalCode: string };
  readonly shipping: { readonly flatFeePaise: number; readonly freeAtOrAbovePaise: number | null };
}

/** One zone's delivery charges as the shipping policy states them. */
export interface ZoneCharge {
  readonly zoneName: string;
  readonly feePaise: number;
  readonly freeAtOrAbovePaise: number | null;
  /** "Coimbatore city: ₹49; free on orders of ₹999 or more (after coupon discounts)." */
  readonly text: string;
}

/** Whether the delivery zones decide the fees (the owner saved delivery settings with at least one zone). */
export function zonesDecideFees(delivery: DeliverySettings | null | undefined): delivery is DeliverySettings {
  return Boolean(delivery?.configured) && (delivery?.zones.length ?? 0) > 0;
}

/** The shop's home rule: its own PIN's zone when zones decide (and one serves that PIN), else the shipping rule. */
export function homeDeliveryFeeRule(
  delivery: DeliverySettings | null | undefined,
  shop: ShopDeliveryFacts,
): DeliveryFeeRule {
  const zone = zonesDecideFees(delivery) ? zoneForPin(delivery, shop.seller.postalCode) : null;
  return zone
    ? { feePaise: zone.feePaise, freeAtOrAbovePaise: zone.freeAbovePaise }
    : { feePaise: shop.shipping.flatFeePaise, freeAtOrAbovePaise: shop.shipping.freeAtOrAbovePaise };
}

function zoneChargeText(zoneName: string, feePaise: number, freeAtOrAbovePaise: number | null): string {
  const fee = feePaise === 0 ? 'free delivery' : formatPaise(feePaise);
  if (freeAtOrAbovePaise === null || feePaise === 0) return `${zoneName}: ${fee}.`;
  if (freeAtOrAbovePaise === 0) return `${zoneName}: free delivery on every order.`;
  return `${zoneName}: ${fee}; free on orders of ${formatPaise(freeAtOrAbovePaise)} or more (after coupon discounts).`;
}

/** Each zone's fee and free-delivery line, in the owner's order; empty while no zones are configured. */
export function zoneCharges(delivery: DeliverySettings | null | undefined): ZoneCharge[] {
  if (!zonesDecideFees(delivery)) return [];
  return delivery.zones.map((zone) => ({
    zoneName: zone.name,
    feePaise: zone.feePaise,
    freeAtOrAbovePaise: zone.freeAbovePaise,
    text: zoneChargeText(zone.name, zone.feePaise, zone.freeAbovePaise),
  }));
}
