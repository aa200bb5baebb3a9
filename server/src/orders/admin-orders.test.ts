import { describe, expect, it } from 'vitest';
import type { OrderRecord } from './order-document.js';
import { testOrder } from '../../test-support/test-orders.js';
import { adminActions, validateShipment } from './admin-orders-service.js';
import { invoiceCharges, issuedInvoice } from './invoice-answer.js';
import { DEFAULT_SHOP_SETTINGS } from '../domain/shop-settings.js';
import { newOrderPayment } from '../domain/order-payment.js';

const order = testOrder();

const now = new Date('2026-11-22T06:00:00Z');

describe('adminActions', () => {
  it('offers exactly the moves transition() allows the owner, and the invoice for sales', () => {
    expect(adminActions(order, now)).toEqual(['PACK', 'CANCEL', 'INVOICE']);
    expect(adminActions({ ...order, status: 'PACKED' }, now)).toEqual(['SHIP', 'CANCEL', 'INVOICE']);
    expect(adminActions({ ...order, status: 'SHIPPED' }, now)).toEqual(['OUT_FOR_DELIVERY', 'DELIVER', 'INVOICE']);
    expect(adminActions({ ...order, status: 'OUT_FOR_DELIVERY' }, now)).toEqual(['DELIVER', 'INVOICE']);
    expect(adminActions({ ...order, status: 'CANCELLED' }, now)).toEqual([]);
    expect(adminActions({ ...order, status: 'PENDING_PAYMENT', paymentMethod: 'ONLINE' }, now)).toEqual(['CANCEL']);
  });

  it("offers the shop's own delivery only its rider's path: out for delivery, never shipped by courier", () => {
    const delivery = {
      mode: 'LOCAL' as const,
      zoneId: 'cbe',
      zoneName: 'Coimbatore',
      date: '2026-11-28',
      latestDate: '2026-11-28',
      slot: null,
      text: 'Sat 28 Nov',
    };
    const local: OrderRecord = { ...order, status: 'PACKED', delivery };
    expect(adminActions(local, now)).toEqual(['OUT_FOR_DELIVERY', 'CANCEL', 'INVOICE']);
    expect(adminActions({ ...local, status: 'PLACED' }, now)).toEqual(['PACK', 'CANCEL', 'INVOICE']);
  });

  it('offers a refund while some of an online payment is left to refund', () => {
    const payment = {
      ...newOrderPayment(new Date(order.placedAt), 20 * 60_000),
      state: 'PAID' as const,
      paymentId: 'pay_1',
    };
    const paid: OrderRecord = { ...order, paymentMethod: 'ONLINE', payment };
    expect(adminActions(paid, now)).toEqual(['PACK', 'CANCEL', 'INVOICE', 'REFUND']);
    const refund = {
      key: 'owner-a',
      paymentId: 'pay_1',
      amountPaise: order.totalPaise,
      reason: 'OWNER' as const,
      note: 'Damaged',
      refundId: null,
      status: 'PENDING' as const,
      requestedAt: now.toISOString(),
    };
    expect(adminActions({ ...paid, payment: { ...payment, refunds: [refund] } }, now)).not.toContain('REFUND');
    expect(adminActions(order, now)).not.toContain('REFUND');
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
