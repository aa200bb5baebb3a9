import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { testOrder } from '../../test-support/test-orders.js';
import { orderDocument, parseOrderDocument, type OrderRecord } from './order-document.js';

// A stored order round-trips whole: a line with personalisation, gift wrap and a message, and a timeline.
const base = testOrder();
const order: OrderRecord = testOrder({
  id: 'abc',
  lines: [
    {
      ...base.lines[0]!,
      variant: null,
      imageUrl: '/media/demo/mug-1.svg',
      personalisation: 'Happy birthday, Meera',
      giftWrap: true,
      giftMessage: 'With love,\nAsha',
    },
  ],
  timeline: [{ from: null, to: 'PLACED', at: base.placedAt, actor: 'shopper', reason: null }],
});

describe('orderDocument and parseOrderDocument', () => {
  it('read back what they write, with createdAt stored as a date', () => {
    const document = orderDocument(order);
    expect(document.createdAt).toEqual(new Date(order.placedAt));
    expect(document).toHaveProperty('addressData.postalCode', '641018');
    expect(document).not.toHaveProperty('id');
    const stored = { ...document, createdAt: Timestamp.fromDate(document.createdAt as Date) };
    expect(parseOrderDocument('abc', stored)).toEqual({ ok: true, value: order });
  });

  it('reads a line written before personalisation and gift options existed as having none', () => {
    const { personalisation: _p, giftWrap: _w, giftMessage: _m, ...oldLine } = order.lines[0]!;
    const parsed = parseOrderDocument('abc', { ...orderDocument(order), lines: [oldLine] });
    expect(parsed).toMatchObject({
      ok: true,
      value: { lines: [{ ...oldLine, personalisation: null, giftWrap: false, giftMessage: null }] },
    });
  });

  it('reads the seller frozen on an invoice, and none when it is missing or incomplete', () => {
    const seller = {
      legalName: 'Lovely Gifts',
      street: '24, Cross Cut Road',
      city: 'Coimbatore',
      postalCode: '641012',
      state: 'Tamil Nadu',
      gstin: null,
    };
    const invoice = { number: 'LG/2025-26/00001', issuedAt: '2025-11-23T05:30:00.000Z' };
    const read = (stored: Record<string, unknown>) => {
      const parsed = parseOrderDocument('abc', { ...orderDocument(order), invoice: stored });
      return parsed.ok ? parsed.value.invoice : undefined;
    };
    expect(read({ ...invoice, seller })).toEqual({ ...invoice, seller });
    expect(read(invoice)).toEqual({ ...invoice, seller: null });
    expect(read({ ...invoice, seller: { ...seller, state: ' ' } })).toEqual({ ...invoice, seller: null });
  });

  it('refuses a document without an owner or with an unknown status', () => {
    expect(parseOrderDocument('x', { ...orderDocument(order), uid: '' })).toMatchObject({
      ok: false,
      reason: 'uid is missing',
    });
    expect(parseOrderDocument('x', { ...orderDocument(order), status: 'LOST' })).toMatchObject({ ok: false });
    expect(parseOrderDocument('x', null)).toMatchObject({ ok: false });
    expect(parseOrderDocument('x', [])).toMatchObject({ ok: false });
  });

  it('reads a sparse or edited document with neutral defaults', () => {
    const parsed = parseOrderDocument('x', {
      uid: 'u1',
      status: 'PACKED',
      paymentMethod: 'CHEQUE',
      createdAt: 'not a date',
      lines: [{ productId: 'mug', quantity: 2, unitPricePaise: 100, gstRate: 'x', gst: 'x' }, { quantity: 1 }, 'junk'],
      totalPaise: -5,
      gst: { supply: 'MOON', taxPaise: 1.5 },
      timeline: [{ to: 'PLACED', actor: 'hacker', at: 12 }, { to: 'NOWHERE' }],
    });
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value).toMatchObject({
      orderNumber: 'x',
      paymentMethod: 'COD',
      placedAt: '1970-01-01T00:00:00.000Z',
      itemCount: 2,
      totalPaise: 0,
      gst: { supply: null, taxPaise: 0 },
      address: { firstName: '', state: '' },
    });
    expect(parsed.value.lines).toEqual([
      expect.objectContaining({
        productId: 'mug',
        productName: 'mug',
        quantity: 2,
        lineTotalPaise: 200,
        netPaise: 200,
        gstRate: 0,
        hsnCode: null,
        personalisation: null,
        giftWrap: false,
        giftMessage: null,
      }),
    ]);
    expect(parsed.value.timeline).toEqual([
      { from: null, to: 'PLACED', actor: 'system', at: '1970-01-01T00:00:00.012Z', reason: null },
    ]);
  });
});
