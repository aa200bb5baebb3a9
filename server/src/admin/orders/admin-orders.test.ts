import { describe, expect, it } from 'vitest';
import type { OrderRecord } from '../../orders/order-document.js';
import { adminActions, validateShipment } from './admin-orders-service.js';
import { invoiceCharges, issuedInvoice } from './invoice-answer.js';
import { DEFAULT_SHOP_SETTINGS } from '../../domain/shop-settings.js';

const lineGst = { taxablePaise: 29576, taxPaise: 5324, cgstPaise: 2662, sgstPaise: 2662, igstPaise: 0 };

// One mug (₹349, 18 %) with the ₹79 shipping and ₹49 COD fees at 18 %, delivered inside Tamil Nadu.
const order: OrderRecord = {
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
};

const now = new Date('2026-11-22T06:00:00Z');

describe('adminActions', () => {
  it('offers exactly the moves transition() allows the owner, and the invoice for sales', () => {
    expect(adminActions(order, now)).toEqual(['PACK', 'CANCEL', 'INVOICE']);
    expect(adminActions({ ...order, status: 'PACKED' }, now)).toEqual(['SHIP', 'CANCEL', 'INVOICE']);
    expect(adminActions({ ...order, status: 'SHIPPED' }, now)).toEqual(['DELIVER', 'INVOICE']);
    expect(adminActions({ ...order, status: 'CANCELLED' }, now)).toEqual([]);
    expect(adminActions({ ...order, status: 'PENDING_PAYMENT', paymentMethod: 'ONLINE' }, now)).toEqual(['CANCEL']);
  });
});

describe('validateShipment', () => {
  it('cleans the courier and tracking number', () => {
    expect(validateShipment({ courier: '  Blue  Dart ', trackingNumber: ' 7001 2345 ' })).toEqual({
      ok: true,
      value: { courier: 'Blue Dart', trackingNumber: '7001 2345' },
    });
  });

  it('names each bad field', () => {
    const result = validateShipment({ courier: 'x'.repeat(61), trackingNumber: '<script>' });
    expect(result.ok ? [] : result.errors.map((error) => [error.field, error.code])).toEqual([
      ['shipment.courier', 'TOO_LONG'],
      ['shipment.trackingNumber', 'INVALID'],
    ]);
  });
});

describe('invoice charges', () => {
  it('splits the fees’ frozen GST between shipping and COD at their shared rate', () => {
    expect(invoiceCharges(order)).toEqual([
      { label: 'Shipping', totalPaise: 7900, taxablePaise: 6695, cgstPaise: 603, sgstPaise: 602, igstPaise: 0 },
      {
        label: 'Cash on delivery fee',
        totalPaise: 4900,
        taxablePaise: 4153,
        cgstPaise: 374,
        sgstPaise: 373,
        igstPaise: 0,
      },
    ]);
  });

  it('adds up to the order: taxable value and tax equal its total', () => {
    const invoice = issuedInvoice(
      { ...order, invoice: { number: 'LG/2026-27/00001', issuedAt: now.toISOString() } },
      DEFAULT_SHOP_SETTINGS,
    );
    expect(invoice?.figures.lines[0]?.description).toBe('Photo Mug (Blue)');
    const figures = invoice!.figures;
    expect(figures.totalPaise).toBe(order.totalPaise);
    expect(figures.taxablePaise + figures.cgstPaise + figures.sgstPaise + figures.igstPaise).toBe(order.totalPaise);
    expect(issuedInvoice(order, DEFAULT_SHOP_SETTINGS)).toBeNull();
  });
});

describe('invoice seller', () => {
  const frozen = {
    legalName: 'Lovely Gifts Old Name',
    street: '1 Old Street',
    city: 'Coimbatore',
    postalCode: '641001',
    state: 'Tamil Nadu',
    gstin: '33ABCDE1234F1Z7',
  };
  const moved = { ...DEFAULT_SHOP_SETTINGS, seller: { ...DEFAULT_SHOP_SETTINGS.seller, state: 'Karnataka' } };

  it('is the one frozen at issue, whatever the settings say now', () => {
    const invoice = issuedInvoice(
      { ...order, invoice: { number: 'LG/2026-27/00001', issuedAt: now.toISOString(), seller: frozen } },
      moved,
    );
    expect(invoice?.seller).toEqual(frozen);
  });

  it('falls back to the current settings for an invoice issued before sellers were frozen', () => {
    const invoice = issuedInvoice(
      { ...order, invoice: { number: 'LG/2026-27/00001', issuedAt: now.toISOString(), seller: null } },
      moved,
    );
    expect(invoice?.seller).toEqual(moved.seller);
  });
});
