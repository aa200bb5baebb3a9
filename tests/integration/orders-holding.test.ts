// What one shopper may hold in open orders, and cancelMyOrder, against the real emulators and server.
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin } from '../support/admin-support.js';
import { ORDER_FIELDS, SHOP_SETTINGS } from '../support/orders-harness.js';
import { PRODUCTS, useOrdersApiShop } from '../support/orders-api-shop.js';

const { shop, putProduct, orderInput, place, count, stored } = useOrdersApiShop();
let adminToken: string;
beforeAll(async () => {
  adminToken = (await signedInAdmin(shop.auth, shop.authHost, shop.projectId)).idToken;
});

/** The owner packs and ships the order (through the admin API, as every change of an order goes). */
async function shipAsOwner(id: string): Promise<void> {
  const packed = await shop.graphql<{ adminMarkOrderPacked: { userErrors: unknown[] } }>(
    'mutation ($id: ID!) { adminMarkOrderPacked(id: $id) { userErrors { code } } }',
    { id },
    adminToken,
  );
  expect(packed.body.data?.adminMarkOrderPacked.userErrors).toEqual([]);
  const shipped = await shop.graphql<{ adminMarkOrderShipped: { userErrors: unknown[] } }>(
    'mutation ($id: ID!, $s: ShipmentInput!) { adminMarkOrderShipped(id: $id, shipment: $s) { userErrors { code } } }',
    { id, s: { courier: 'DTDC', trackingNumber: 'D1234' } },
    adminToken,
  );
  expect(shipped.body.data?.adminMarkOrderShipped.userErrors).toEqual([]);
}

describe('what one shopper may hold', () => {
  it("counts a limited offer's maximum over the shopper's open orders (QUANTITY_LIMIT), not per order", async () => {
    await putProduct('roses', PRODUCTS.roses!);
    const shopper = await shop.shopper('hoarder');
    const roses = (quantity: number) =>
      orderInput({
        lines: [
          { productId: 'mug', quantity: 1 },
          { productId: 'roses', quantity },
        ],
      });
    const first = await place(shopper.idToken, roses(1));
    expect(first.result?.userErrors).toEqual([]);
    const stock = (await stored('products/roses')).stock;
    const refused = await place(shopper.idToken, roses(2));
    expect(refused.result).toEqual({
      order: null,
      quote: null,
      userErrors: [
        {
          field: 'input.lines[1].quantity',
          code: 'QUANTITY_LIMIT',
          message:
            'Roses is a limited offer: at most 2 per shopper across open orders, and you already have 1 on order. You can add 1 more.',
        },
      ],
    });
    expect((await stored('products/roses')).stock).toBe(stock);
    const second = await place(shopper.idToken, roses(1));
    expect(second.result?.userErrors).toEqual([]);
    expect((await place(shopper.idToken, roses(1))).result?.userErrors[0]?.code).toBe('QUANTITY_LIMIT');

    // A cancelled order holds nothing any more; a shipped one is the shopper's, no longer held.
    const cancel = await shop.graphql<{ cancelMyOrder: { userErrors: unknown[] } }>(
      'mutation ($id: ID!) { cancelMyOrder(id: $id) { userErrors { code } } }',
      { id: first.result!.order!.id },
      shopper.idToken,
    );
    expect(cancel.body.data?.cancelMyOrder.userErrors).toEqual([]);
    await shipAsOwner(second.result!.order!.id);
    expect((await place(shopper.idToken, roses(2))).result?.userErrors).toEqual([]);
  });

  it('allows at most cod.maxOpenOrders open cash-on-delivery orders (OPEN_ORDERS_LIMIT); a shipped one frees a place', async () => {
    const shopper = await shop.shopper('cod-hoarder');
    const placed: string[] = [];
    for (let index = 0; index < SHOP_SETTINGS.cod.maxOpenOrders; index += 1) {
      const { result } = await place(shopper.idToken, orderInput());
      expect(result?.userErrors).toEqual([]);
      placed.push(result!.order!.id);
    }
    const orders = await count('orders');
    const { result } = await place(shopper.idToken, orderInput());
    expect(result).toEqual({
      order: null,
      quote: null,
      userErrors: [
        {
          field: 'paymentMethod',
          code: 'OPEN_ORDERS_LIMIT',
          message:
            'You already have 3 cash-on-delivery orders waiting to be shipped. Please pay online, or order again once one of them has shipped.',
        },
      ],
    });
    expect(await count('orders')).toBe(orders);
    await shipAsOwner(placed[0]!);
    expect((await place(shopper.idToken, orderInput())).result?.userErrors).toEqual([]);
  });
});

describe('cancelMyOrder', () => {
  const CANCEL = `mutation ($id: ID!, $reason: String) { cancelMyOrder(id: $id, reason: $reason) { order { ${ORDER_FIELDS} } userErrors { field code message } } }`;

  it('returns the stock, per variant too, and records who and why', async () => {
    await putProduct('teddy', PRODUCTS.teddy!);
    const shopper = await shop.shopper('cancel');
    const order = (
      await place(
        shopper.idToken,
        orderInput({
          lines: [
            { productId: 'teddy', variant: 'Brown', quantity: 2 },
            { productId: 'mug', quantity: 1 },
          ],
        }),
      )
    ).result!.order!;
    const mugAfterOrder = await stored('products/mug');
    expect(await stored('products/teddy')).toMatchObject({ variantData: { stocks: { Brown: 1, White: 2 } }, sales: 2 });

    const { body } = await shop.graphql<{ cancelMyOrder: { order: Record<string, any>; userErrors: unknown[] } }>(
      CANCEL,
      { id: order.id, reason: '  Ordered the wrong colour  ' },
      shopper.idToken,
    );
    expect(body.data?.cancelMyOrder.userErrors).toEqual([]);
    expect(body.data?.cancelMyOrder.order).toMatchObject({
      status: 'CANCELLED',
      canCancel: false,
      timeline: [
        { to: 'PLACED' },
        { from: 'PLACED', to: 'CANCELLED', actor: 'shopper', reason: 'Ordered the wrong colour' },
      ],
    });
    expect(await stored('products/teddy')).toMatchObject({ variantData: { stocks: { Brown: 3, White: 2 } }, sales: 0 });
    expect(await stored('products/mug')).toMatchObject({
      stock: mugAfterOrder.stock + 1,
      sales: mugAfterOrder.sales - 1,
    });
    expect(await stored(`orders/${order.id}`)).toMatchObject({ status: 'CANCELLED' });

    const again = await shop.graphql<{ cancelMyOrder: { userErrors: { code: string }[] } }>(
      CANCEL,
      { id: order.id },
      shopper.idToken,
    );
    expect(again.body.data?.cancelMyOrder.userErrors).toEqual([expect.objectContaining({ code: 'NOT_ALLOWED' })]);
  });

  it('is refused once the order is packed', async () => {
    const shopper = await shop.shopper('packed');
    const order = (await place(shopper.idToken, orderInput())).result!.order!;
    await shop.db.doc(`orders/${order.id}`).update({ status: 'PACKED' });
    const stock = (await stored('products/mug')).stock;
    const { body } = await shop.graphql<{
      cancelMyOrder: { order: unknown; userErrors: { code: string; message: string }[] };
    }>(CANCEL, { id: order.id, reason: 'too late' }, shopper.idToken);
    expect(body.data?.cancelMyOrder).toEqual({
      order: null,
      userErrors: [
        {
          field: 'id',
          code: 'NOT_ALLOWED',
          message: 'This order has already been packed, so it can no longer be cancelled here. Please contact us.',
        },
      ],
    });
    expect((await stored('products/mug')).stock).toBe(stock);
  });
});
