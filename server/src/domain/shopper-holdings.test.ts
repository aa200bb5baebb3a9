import { describe, expect, it } from 'vitest';
import { holdingRefusals, type OpenOrder, type WantedLine } from './shopper-holdings.js';

const roses = (quantity: number): WantedLine => ({ productId: 'roses', productName: 'Roses', quantity, cap: 2 });
const mug = (quantity: number): WantedLine => ({ productId: 'mug', productName: 'Mug', quantity, cap: null });
const order = (status: OpenOrder['status'], quantity: number, paymentMethod: OpenOrder['paymentMethod'] = 'COD') => ({
  status,
  paymentMethod,
  lines: [{ productId: 'roses', quantity }],
});

const caps = (maxOpenCodOrders: number, maxOpenUnpaidOrders = 3) => ({ maxOpenCodOrders, maxOpenUnpaidOrders });

describe('holdingRefusals', () => {
  it("counts a limited offer's maximum over the shopper's open orders, naming the product's last line", () => {
    expect(holdingRefusals([roses(2)], 'COD', [], caps(3))).toEqual([]);
    expect(holdingRefusals([mug(1), roses(1)], 'ONLINE', [order('PLACED', 1)], caps(3))).toEqual([]);
    expect(holdingRefusals([roses(1), mug(1), roses(1)], 'ONLINE', [order('PACKED', 1)], caps(3))).toEqual([
      {
        field: 'input.lines[2].quantity',
        code: 'QUANTITY_LIMIT',
        message:
          'Roses is a limited offer: at most 2 per shopper across open orders, and you already have 1 on order. You can add 1 more.',
      },
    ]);
    expect(holdingRefusals([roses(1)], 'ONLINE', [order('PENDING_PAYMENT', 2, 'ONLINE')], caps(3))[0]?.code).toBe(
      'QUANTITY_LIMIT',
    );
  });

  it('does not count shipped, delivered, cancelled or expired orders', () => {
    const closed = (['SHIPPED', 'DELIVERED', 'CANCELLED', 'EXPIRED'] as const).map((status) => order(status, 2));
    expect(holdingRefusals([roses(2)], 'COD', closed, caps(1))).toEqual([]);
  });

  it('allows at most N open cash-on-delivery orders; online orders and online payment do not count', () => {
    const open = [order('PLACED', 0), order('PACKED', 0), order('PENDING_PAYMENT', 0, 'ONLINE')];
    expect(holdingRefusals([mug(1)], 'COD', open, caps(3))).toEqual([]);
    expect(holdingRefusals([mug(1)], 'COD', open, caps(2))).toEqual([
      {
        field: 'paymentMethod',
        code: 'OPEN_ORDERS_LIMIT',
        message:
          'You already have 2 cash-on-delivery orders waiting to be shipped. Please pay online, or order again once one of them has shipped.',
      },
    ]);
    expect(holdingRefusals([mug(1)], 'ONLINE', open, caps(2))).toEqual([]);
  });

  it('allows at most N online orders waiting for payment (OPEN_UNPAID_LIMIT); cash on delivery is not refused by it', () => {
    const unpaid = [
      order('PENDING_PAYMENT', 0, 'ONLINE'),
      order('PENDING_PAYMENT', 0, 'ONLINE'),
      order('PLACED', 0, 'ONLINE'),
    ];
    expect(holdingRefusals([mug(1)], 'ONLINE', unpaid, caps(3, 3))).toEqual([]);
    expect(holdingRefusals([mug(1)], 'ONLINE', unpaid, caps(3, 2))).toEqual([
      {
        field: 'paymentMethod',
        code: 'OPEN_UNPAID_LIMIT',
        message:
          'You already have 2 online orders waiting for payment. Please pay for one of them (My orders), or order again once its payment window has ended.',
      },
    ]);
    expect(holdingRefusals([mug(1)], 'COD', unpaid, caps(3, 2))).toEqual([]);
  });
});
