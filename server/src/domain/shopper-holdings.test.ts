import { describe, expect, it } from 'vitest';
import { holdingRefusals, type OpenOrder, type WantedLine } from './shopper-holdings.js';

const roses = (quantity: number): WantedLine => ({ productId: 'roses', productName: 'Roses', quantity, cap: 2 });
const mug = (quantity: number): WantedLine => ({ productId: 'mug', productName: 'Mug', quantity, cap: null });
const order = (status: OpenOrder['status'], quantity: number, paymentMethod: OpenOrder['paymentMethod'] = 'COD') => ({
  status,
  paymentMethod,
  lines: [{ productId: 'roses', quantity }],
});

describe('holdingRefusals', () => {
  it("counts a limited offer's maximum over the shopper's open orders, naming the product's last line", () => {
    expect(holdingRefusals([roses(2)], 'COD', [], 3)).toEqual([]);
    expect(holdingRefusals([mug(1), roses(1)], 'ONLINE', [order('PLACED', 1)], 3)).toEqual([]);
    expect(holdingRefusals([roses(1), mug(1), roses(1)], 'ONLINE', [order('PACKED', 1)], 3)).toEqual([
      {
        field: 'input.lines[2].quantity',
        code: 'QUANTITY_LIMIT',
        message:
          'Roses is a limited offer: at most 2 per shopper across open orders, and you already have 1 on order. You can add 1 more.',
      },
    ]);
    expect(holdingRefusals([roses(1)], 'ONLINE', [order('PENDING_PAYMENT', 2, 'ONLINE')], 3)[0]?.code).toBe(
      'QUANTITY_LIMIT',
    );
  });

  it('does not count shipped, delivered, cancelled or expired orders', () => {
    const closed = (['SHIPPED', 'DELIVERED', 'CANCELLED', 'EXPIRED'] as const).map((status) => order(status, 2));
    expect(holdingRefusals([roses(2)], 'COD', closed, 1)).toEqual([]);
  });

  it('allows at most N open cash-on-delivery orders; online orders and online payment do not count', () => {
    const open = [order('PLACED', 0), order('PACKED', 0), order('PENDING_PAYMENT', 0, 'ONLINE')];
    expect(holdingRefusals([mug(1)], 'COD', open, 3)).toEqual([]);
    expect(holdingRefusals([mug(1)], 'COD', open, 2)).toEqual([
      {
        field: 'paymentMethod',
        code: 'OPEN_ORDERS_LIMIT',
        message:
          'You already have 2 cash-on-delivery orders waiting to be shipped. Please pay online, or order again once one of them has shipped.',
      },
    ]);
    expect(holdingRefusals([mug(1)], 'ONLINE', open, 2)).toEqual([]);
  });
});
