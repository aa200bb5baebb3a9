// The shopper's order page test answers: one COD order (placed or cancelled) and a gift of it for a recipient.
import { money } from './shop-test-kit';
import { withSeams } from './order-seams';

/** The order's history: placed, and cancelled by the shopper with `reason` when `status` says so. */
function timelineOf(status: 'PLACED' | 'CANCELLED', reason: string | null) {
  return [
    {
      __typename: 'OrderEvent',
      from: null,
      to: 'PLACED',
      at: '2026-11-22T05:30:00.000Z',
      actor: 'shopper',
      reason: null,
    },
    ...(status === 'CANCELLED'
      ? [
          {
            __typename: 'OrderEvent',
            from: 'PLACED',
            to: 'CANCELLED',
            at: '2026-11-22T06:00:00.000Z',
            actor: 'shopper',
            reason,
          },
        ]
      : []),
  ];
}

const EVENING_DELIVERY = {
  __typename: 'DeliveryPromise',
  mode: 'LOCAL',
  date: '2026-11-28',
  latestDate: '2026-11-28',
  text: 'Arrives Sat 28 Nov, 18:00–20:00',
  slot: {
    __typename: 'DeliverySlot',
    id: 'fixed-18-20',
    label: '18:00–20:00',
    startTime: '18:00',
    endTime: '20:00',
  },
};

export function order(status: 'PLACED' | 'CANCELLED', reason: string | null = null) {
  const zero = money(0);
  return withSeams({
    __typename: 'Order',
    id: 'order-1',
    orderNumber: 'LG-261122-7KQ2M',
    status,
    placedAt: '2026-11-22T05:30:00.000Z',
    paymentMethod: 'COD',
    payment: null,
    canCancel: status === 'PLACED',
    lines: [
      {
        __typename: 'OrderLine',
        productId: 'mug',
        productName: 'Rose Mug',
        variant: null,
        quantity: 2,
        unitPrice: money(49900),
        lineTotal: money(99800),
        imageUrl: null,
        personalisation: 'Priya & Arun',
        giftWrap: true,
        giftMessage: null,
        photos: [],
      },
    ],
    address: {
      __typename: 'OrderAddress',
      firstName: 'Priya',
      lastName: 'Raman',
      email: 'priya@example.in',
      phone: '+919876543210',
      address: '12 Race Course Road',
      city: 'Coimbatore',
      postalCode: '641018',
      state: 'Tamil Nadu',
      landmark: null,
    },
    breakdown: {
      __typename: 'PriceBreakdown',
      itemCount: 2,
      couponCode: null,
      itemsSubtotal: money(99800),
      discount: zero,
      shipping: zero,
      codFee: money(3000),
      roundOff: zero,
      total: money(102800),
      gst: {
        __typename: 'GstBreakdown',
        taxable: money(87119),
        total: money(15681),
        cgst: money(7841),
        sgst: money(7840),
        igst: zero,
        supply: 'INTRA_STATE',
      },
    },
    timeline: timelineOf(status, reason),
    shipment: null,
    invoice: null,
    creditNotes: [],
    cashRefunds: [],
    emailUpdates: true,
    delivery: EVENING_DELIVERY,
    recipient: null,
  });
}

/** A placed gift for Anitha Kumar in Coimbatore, the buyer staying the billing address. */
export function giftOrder(landmark: string | null) {
  return withSeams({
    ...order('PLACED'),
    recipient: {
      __typename: 'OrderRecipient',
      firstName: 'Anitha',
      lastName: 'Kumar',
      phone: '+919123456780',
      address: '4 Lake View',
      landmark,
      city: 'Coimbatore',
      postalCode: '641002',
      state: 'Tamil Nadu',
    },
  });
}
