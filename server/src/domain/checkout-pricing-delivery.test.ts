// priceCheckout with a delivery: the zone's fee, the slot's surcharge and the GST inside both, the buyer's state as
// the place of supply of a gift sent to someone else, and the delivery's problems.
import { describe, expect, it } from 'vitest';
import { codes, kerala, lines, quote } from '../../test-support/checkout-pricing-fixtures.js';
import { parseDeliverySettings } from './delivery-settings.js';
import { deliveryTerms } from './delivery-terms.js';

const delivery = parseDeliverySettings({
  zones: [
    {
      id: 'cbe',
      name: 'Coimbatore city',
      pinPrefixes: ['6410'],
      localDelivery: true,
      minDays: 0,
      maxDays: 0,
      feePaise: 59_00,
      freeAbovePaise: 1499_00,
      codAllowed: true,
      perishablesAllowed: true,
    },
    {
      id: 'india',
      name: 'Rest of India',
      pinPrefixes: ['1', '2', '3', '4', '5', '6', '7', '8'],
      localDelivery: false,
      minDays: 4,
      maxDays: 8,
      feePaise: 99_00,
      freeAbovePaise: null,
      codAllowed: false,
      perishablesAllowed: false,
    },
  ],
  slots: [
    {
      id: 'midnight',
      kind: 'MIDNIGHT',
      label: 'Midnight',
      startTime: '23:00',
      endTime: '23:59',
      surchargePaise: 199_00,
      capacityPerDay: 5,
    },
  ],
  sameDayCutoff: '16:00',
});
// Fri 27 Nov 2026, 10:00 IST.
const now = new Date('2026-11-27T04:30:00Z');
const mug = { productName: 'Photo mug', preparationHours: 0, perishable: false };

function terms(pin: string, choice: { date: string | null; slotId: string | null } | null) {
  return deliveryTerms({ settings: delivery, pin, items: [mug], choice, now, booked: () => 0 });
}

describe('priceCheckout: delivery fee, slot surcharge and their GST', () => {
  it('adds the zone fee and the midnight surcharge, each with GST at the default rate, into the total', () => {
    const pricing = quote({
      lines: lines({ productId: 'mug' }),
      delivery: { state: 'Tamil Nadu', postalCode: '641012' },
      deliveryTerms: terms('641012', { date: '2026-11-27', slotId: 'midnight' }),
    });
    expect(pricing.problems).toEqual([]);
    expect(pricing.shippingPaise).toBe(59_00);
    expect(pricing.slotSurchargePaise).toBe(199_00);
    expect(pricing.grandTotalPaise).toBe(299_00 + 59_00 + 199_00);
    // ₹199 at 18 %: taxable 168.64, tax 30.36, split CGST + SGST inside Tamil Nadu.
    expect(pricing.slotSurchargeGst).toMatchObject({ taxablePaise: 168_64, taxPaise: 30_36, cgstPaise: 15_18 });
    expect(pricing.gst.taxPaise).toBe(45_61 + pricing.shippingGst.taxPaise + 30_36);
  });

  it('never defaults to a surcharged slot, asks for both halves of a choice, names the next one', () => {
    // The shop's only slot is midnight (+₹199): without a choice there is no default, the shopper chooses.
    const none = terms('641012', null);
    expect(none.promise).toBeNull();
    expect(none.surchargePaise).toBe(0);
    expect(codes(quote({ lines: lines({ productId: 'mug' }), deliveryTerms: none }))).toEqual([
      'DELIVERY_DATE_REQUIRED',
    ]);
    const half = quote({
      lines: lines({ productId: 'mug' }),
      deliveryTerms: terms('641012', { date: '2026-11-27', slotId: null }),
    });
    expect(codes(half)).toEqual(['DELIVERY_DATE_REQUIRED']);
    const past = deliveryTerms({
      settings: delivery,
      pin: '641012',
      items: [mug],
      choice: { date: '2026-11-27', slotId: 'midnight' },
      now: new Date('2026-11-27T10:30:01Z'),
      booked: () => 0,
    });
    expect(past.nextAvailable?.text).toBe('Arrives Sat 28 Nov, 23:00–23:59');
    expect(codes(quote({ lines: lines({ productId: 'mug' }), deliveryTerms: past }))).toEqual(['DELIVERY_UNAVAILABLE']);
  });

  it('refuses cash on delivery where the zone takes none, and bills a gift to the buyer’s state', () => {
    const courier = terms('110001', null);
    expect(courier.promise?.text).toBe('Arrives between Tue 1 Dec and Sat 5 Dec');
    const cod = quote({
      lines: lines({ productId: 'mug' }),
      delivery: { state: 'Delhi', postalCode: '110001' },
      paymentMethod: 'COD',
      deliveryTerms: courier,
    });
    expect(codes(cod)).toEqual(['COD_NOT_IN_ZONE']);
    const gift = quote({
      lines: lines({ productId: 'mug' }),
      delivery: kerala,
      billingState: 'Tamil Nadu',
    });
    expect(gift.supply).toBe('INTRA_STATE');
    expect(quote({ lines: lines({ productId: 'mug' }), delivery: kerala }).supply).toBe('INTER_STATE');
  });

  it('names the perishable line a zone does not take', () => {
    const roses = { productName: 'Red roses', preparationHours: 0, perishable: true };
    const courier = deliveryTerms({
      settings: delivery,
      pin: '110001',
      items: [mug, roses],
      choice: null,
      now,
      booked: () => 0,
    });
    const pricing = quote({ lines: lines({ productId: 'mug' }, { productId: 'card' }), deliveryTerms: courier });
    expect(pricing.lines[1]!.problems).toEqual([
      {
        code: 'PERISHABLE_NOT_DELIVERED',
        message:
          'Red roses cannot be delivered to 110001 (Rest of India): fresh flowers and cakes go only to areas we deliver ourselves.',
      },
    ]);
    expect(pricing.canPlace).toBe(false);
  });
});

describe('priceCheckout: before the owner saves delivery settings', () => {
  it('charges the shop shipping rules, not the default zone', () => {
    const defaults = deliveryTerms({
      settings: parseDeliverySettings(undefined),
      pin: '641012',
      items: [mug],
      choice: null,
      now,
      booked: () => 0,
    });
    expect(defaults.fee).toBeNull();
    const pricing = quote({ lines: lines({ productId: 'mug' }), deliveryTerms: defaults });
    expect(pricing.shippingPaise).toBe(79_00);
    expect(defaults.promise?.text).toBe('Arrives between Mon 30 Nov and Fri 4 Dec');
  });
});
