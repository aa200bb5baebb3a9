import { describe, expect, it } from 'vitest';
import { InvalidArgumentError } from './errors.js';
import { adminOrderQuery, orderSearch } from './admin-order-filter.js';

describe('adminOrderQuery', () => {
  it('turns days in India into a half-open range of moments', () => {
    const query = adminOrderQuery({ status: 'PLACED', placedFrom: '2026-11-01', placedTo: '2026-11-01' });
    expect(query.status).toBe('PLACED');
    expect(query.placedFrom?.toISOString()).toBe('2026-10-31T18:30:00.000Z');
    expect(query.placedBefore?.toISOString()).toBe('2026-11-01T18:30:00.000Z');
    expect(query.search).toBeNull();
  });

  it('is empty without a filter', () => {
    expect(adminOrderQuery(null)).toEqual({
      status: null,
      paymentStatus: null,
      payment: null,
      placedFrom: null,
      placedBefore: null,
      search: null,
    });
  });

  it('keeps a payment status and names the field of an unknown one', () => {
    expect(adminOrderQuery({ paymentStatus: 'PARTIALLY_REFUNDED' }).paymentStatus).toBe('PARTIALLY_REFUNDED');
    expect(() => adminOrderQuery({ paymentStatus: 'LOST' as never })).toThrow(/filter\.paymentStatus/);
  });

  it('keeps a payment bucket (cash to collect …) and names the field of an unknown one', () => {
    expect(adminOrderQuery({ payment: 'CASH_TO_COLLECT' }).payment).toBe('CASH_TO_COLLECT');
    expect(() => adminOrderQuery({ payment: 'LOST' as never })).toThrow(/filter\.payment\b/);
  });

  it('names the field of a bad date or an inverted range', () => {
    expect(() => adminOrderQuery({ placedFrom: '2026-02-30' })).toThrow(/filter\.placedFrom/);
    expect(() => adminOrderQuery({ placedTo: 'yesterday' })).toThrow(/filter\.placedTo/);
    expect(() => adminOrderQuery({ placedFrom: '2026-11-02', placedTo: '2026-11-01' })).toThrow(InvalidArgumentError);
    expect(() => adminOrderQuery({ status: 'LOST' as never })).toThrow(/filter\.status/);
  });
});

describe('orderSearch', () => {
  it('recognises an order number, a phone number and an e-mail address', () => {
    expect(orderSearch(' lg-261115-7kq2m ')).toEqual({ field: 'orderNumber', value: 'LG-261115-7KQ2M' });
    expect(orderSearch('98765 43210')).toEqual({ field: 'phone', value: '+919876543210' });
    expect(orderSearch('+91 98765 43210')).toEqual({ field: 'phone', value: '+919876543210' });
    expect(orderSearch('Asha@Example.COM')).toEqual({ field: 'email', value: 'asha@example.com' });
    expect(orderSearch('   ')).toBeNull();
  });

  it("takes any other text of two letters or more as the start of a word of the buyer's name", () => {
    expect(orderSearch(' Príya  R ')).toEqual({ field: 'name', value: 'priya r' });
    expect(orderSearch('raman')).toEqual({ field: 'name', value: 'raman' });
  });

  it('refuses anything else with a message naming the field', () => {
    expect(() => orderSearch('a')).toThrow(/filter\.search.*order number/);
    expect(() => orderSearch('asha@example')).toThrow(/filter\.search.*order number/);
    expect(() => orderSearch('-- !')).toThrow(/filter\.search.*name/);
    expect(() => orderSearch('x'.repeat(101))).toThrow(/at most 100/);
  });
});
