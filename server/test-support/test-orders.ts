import type { OrderRecord } from '../src/orders/order-document.js';

const lineGst = { taxablePaise: 29576, taxPaise: 5324, cgstPaise: 2662, sgstPaise: 2662, igstPaise: 0 };

/** One mug (₹349, 18 %) with the ₹79 shipping and ₹49 COD fees at 18 %, placed inside Tamil Nadu: override the rest. */
export function testOrder(overrides: Partial<OrderRecord> = {}): OrderRecord {
  return {
    id: 'a'.repeat(64),
    uid: 'u1',
    orderNumber: 'LG-261122-7KQ2M',
    status: 'PLACED',
    paymentMethod: 'COD',
    payment: null,
    placedAt: '2026-11-22T05:30:00.000Z',
    fingerprint: 'f'.repeat(64),
    address: {
      firstName: 'Asha',
      lastName: 'Raman',
      email: 'asha@example.in',
      phone: '+919876543210',
      address: '12 Race Course Road',
      city: 'Coimbatore',
      postalCode: '641018',
      state: 'Tamil Nadu',
    },
    lines: [
      {
        productId: 'mug',
        productName: 'Photo Mug',
        variant: 'Blue',
        quantity: 1,
        unitPricePaise: 34900,
        lineTotalPaise: 34900,
        discountPaise: 0,
        netPaise: 34900,
        gstRate: 18,
        hsnCode: '6912',
        gst: lineGst,
        imageUrl: null,
        personalisation: null,
        giftWrap: false,
        giftMessage: null,
      },
    ],
    itemCount: 1,
    itemsSubtotalPaise: 34900,
    couponCode: null,
    discountPaise: 0,
    shippingPaise: 7900,
    codFeePaise: 4900,
    totalPaise: 47700,
    gst: { taxablePaise: 40424, taxPaise: 7276, cgstPaise: 3639, sgstPaise: 3637, igstPaise: 0, supply: 'INTRA_STATE' },
    timeline: [],
    ...overrides,
  };
}
