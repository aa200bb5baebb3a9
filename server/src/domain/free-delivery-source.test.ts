import { describe, expect, it } from 'vitest';
import { DEFAULT_DELIVERY_SETTINGS, type DeliverySettings, type DeliveryZone } from './delivery-settings.js';
import { cartDelivery, freeDeliveryText } from './free-delivery.js';
import { homeDeliveryFeeRule, zoneCharges, zonesDecideFees } from './free-delivery-source.js';

const shop = { seller: { postalCode: '641012' }, shipping: { flatFeePaise: 79_00, freeAtOrAbovePaise: 999_00 } };

function zone(id: string, pinPrefixes: string[], feePaise: number, freeAbovePaise: number | null): DeliveryZone {
  return {
    ...DEFAULT_DELIVERY_SETTINGS.zones[0]!,
    id,
    name: id === 'cbe' ? 'Coimbatore city' : 'Rest of India',
    pinPrefixes,
    feePaise,
    freeAbovePaise,
  };
}

function zones(homeFreeAbovePaise: number | null): DeliverySettings {
  return {
    ...DEFAULT_DELIVERY_SETTINGS,
    configured: true,
    zones: [zone('cbe', ['641'], 49_00, homeFreeAbovePaise), zone('india', ['1', '2', '3', '5', '6'], 99_00, null)],
  };
}

describe('the free-delivery rule the shop states', () => {
  it('follows the home zone: the banner text changes with the zone threshold, not the settings rule', () => {
    const banner = (delivery: DeliverySettings) => freeDeliveryText(homeDeliveryFeeRule(delivery, shop), 'Coimbatore');
    expect(banner(zones(799_00))).toBe(
      'Free delivery across Coimbatore on orders of ₹799 or more (after coupon discounts)',
    );
    expect(banner(zones(1_499_00))).toBe(
      'Free delivery across Coimbatore on orders of ₹1,499 or more (after coupon discounts)',
    );
    expect(banner(zones(null))).toBeNull();
  });

  it('gives the cart the home zone fee and line before a PIN is known', () => {
    const figures = cartDelivery(homeDeliveryFeeRule(zones(799_00), shop), 700_00, 1);
    expect(figures.shippingPaise).toBe(49_00);
    expect(figures.message).toBe('Add ₹99 more for free delivery.');
  });

  it("keeps the settings' rule while no zones are configured, or when no zone serves the shop's PIN", () => {
    expect(zonesDecideFees(DEFAULT_DELIVERY_SETTINGS)).toBe(false);
    expect(homeDeliveryFeeRule(DEFAULT_DELIVERY_SETTINGS, shop)).toEqual({
      feePaise: 79_00,
      freeAtOrAbovePaise: 999_00,
    });
    expect(homeDeliveryFeeRule(null, shop)).toEqual({ feePaise: 79_00, freeAtOrAbovePaise: 999_00 });
    const elsewhere = { ...zones(799_00), zones: [zone('india', ['1', '2'], 99_00, 1_999_00)] };
    expect(homeDeliveryFeeRule(elsewhere, shop)).toEqual({ feePaise: 79_00, freeAtOrAbovePaise: 999_00 });
    expect(homeDeliveryFeeRule({ ...zones(799_00), zones: [] }, shop).freeAtOrAbovePaise).toBe(999_00);
  });

  it("lists each zone's fee and free-delivery line for the shipping policy", () => {
    expect(zoneCharges(zones(799_00)).map((charge) => charge.text)).toEqual([
      'Coimbatore city: ₹49; free on orders of ₹799 or more (after coupon discounts).',
      'Rest of India: ₹99.',
    ]);
    const free = { ...zones(0), zones: [zone('cbe', ['641'], 49_00, 0), zone('india', ['1'], 0, null)] };
    expect(zoneCharges(free).map((charge) => charge.text)).toEqual([
      'Coimbatore city: free delivery on every order.',
      'Rest of India: free delivery.',
    ]);
    expect(zoneCharges(DEFAULT_DELIVERY_SETTINGS)).toEqual([]);
  });
});
