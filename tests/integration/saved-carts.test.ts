// The cart and wishlist kept with the account, over two real server instances on the Firestore and Auth emulators:
// the sign-in merge, background changes, and two devices writing at once (nothing lost, caps held). Nothing mocked.
import '../support/emulator-env.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, startOrdersHarness, type OrdersHarness } from '../support/orders-harness.js';

const CART = `version wishlist lines { productId variant quantity customizationText giftWrap giftMessage changedAt }`;
const MY_CART = `query { myCart { ${CART} } }`;
const CHANGE = `mutation ($changes: SavedCartChangesInput!) {
  changeMyCart(changes: $changes) { cart { ${CART} } userErrors { field message code } }
}`;

interface Line {
  productId: string;
  variant: string | null;
  quantity: number;
  customizationText: string | null;
  giftWrap: boolean;
  giftMessage: string;
  changedAt: string;
}
interface Cart {
  version: number;
  wishlist: string[];
  lines: Line[];
}
interface ChangeAnswer {
  changeMyCart: { cart: Cart | null; userErrors: Array<{ code: string }> };
}

let shop: OrdersHarness;

async function change(token: string, changes: Record<string, unknown>, server = 0): Promise<Cart> {
  const { body } = await shop.graphql<ChangeAnswer>(CHANGE, { changes }, token, server);
  expect(body.errors).toBeUndefined();
  expect(body.data!.changeMyCart.userErrors).toEqual([]);
  return body.data!.changeMyCart.cart!;
}

async function myCart(token: string, server = 0): Promise<Cart> {
  const { body } = await shop.graphql<{ myCart: Cart }>(MY_CART, {}, token, server);
  expect(body.errors).toBeUndefined();
  return body.data!.myCart;
}

const add = (productId: string, quantityDelta: number, extra: Record<string, unknown> = {}) => ({
  productId,
  quantityDelta,
  ...extra,
});
const quantities = (cart: Cart) => cart.lines.map((line) => [line.productId, line.variant, line.quantity]);

beforeAll(async () => {
  shop = await startOrdersHarness({ servers: 2 });
  await shop.db.doc('products/offer-hamper').set({
    productName: 'Diwali Hamper',
    category: 'Hampers',
    sellingPrice: 999,
    stock: 50,
    isLimitedOffer: true,
    limitedOfferData: { maxQuantity: 3 },
  });
  for (const server of [0, 1]) {
    await eventually(async () => {
      const { body } = await shop.graphql<{ product: { id: string } | null }>(
        '{ product(id: "offer-hamper") { id } }',
        {},
        null,
        server,
      );
      return body.data?.product ? true : undefined;
    }, 'the hamper in both catalogs');
  }
}, 120_000);

afterAll(async () => {
  await shop?.stop();
});

describe('the kept cart', () => {
  it('needs a signed-in shopper, and is empty (version 0) at first', async () => {
    const { body } = await shop.graphql<{ myCart: Cart }>(MY_CART);
    expect(body.errors?.[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');
    const shopper = await shop.shopper('kept-empty');
    expect(await myCart(shopper.idToken)).toEqual({ version: 0, wishlist: [], lines: [] });
  });

  it("merges a device's lines on sign-in: same product and option add up, the newer personalisation wins", async () => {
    const shopper = await shop.shopper('kept-merge');
    // The laptop's cart, kept earlier.
    await change(shopper.idToken, {
      lines: [
        add('mug', 2, { options: { customizationText: 'Amma', giftWrap: false, giftMessage: '' } }),
        add('frame', 1, { variant: '6 x 8 in' }),
      ],
      wishlistAdd: ['lamp'],
    });
    // The phone signs in with its own cart: every line sent as an addition, its personalisation newer.
    const merged = await change(
      shopper.idToken,
      {
        lines: [
          add('mug', 1, {
            options: { customizationText: 'Appa', giftWrap: true, giftMessage: 'Happy 25th' },
            optionsChangedAt: new Date().toISOString(),
          }),
          add('frame', 1, { variant: '8 x 10 in' }),
        ],
        wishlistAdd: ['lamp', 'candle'],
      },
      1,
    );
    expect(quantities(merged)).toEqual([
      ['mug', null, 3],
      ['frame', '6 x 8 in', 1],
      ['frame', '8 x 10 in', 1],
    ]);
    expect(merged.lines[0]).toMatchObject({ customizationText: 'Appa', giftWrap: true, giftMessage: 'Happy 25th' });
    expect(merged.wishlist).toEqual(['lamp', 'candle']);
    // The other instance reads the same cart.
    expect(await myCart(shopper.idToken, 0)).toEqual(merged);
    // A device whose personalisation is older keeps the stored one.
    const older = await change(shopper.idToken, {
      lines: [
        add('mug', 0, {
          options: { customizationText: 'Old', giftWrap: false, giftMessage: '' },
          optionsChangedAt: '2020-01-01T00:00:00Z',
        }),
      ],
    });
    expect(older.lines[0]).toMatchObject({ quantity: 3, customizationText: 'Appa' });
  });

  it('syncs removals and wishlist changes, and keeps a limited offer to its cap', async () => {
    const shopper = await shop.shopper('kept-sync');
    await change(shopper.idToken, { lines: [add('mug', 2), add('offer-hamper', 2)], wishlistAdd: ['a', 'b'] });
    const next = await change(
      shopper.idToken,
      { lines: [add('mug', 0, { remove: true }), add('offer-hamper', 5)], wishlistRemove: ['a'] },
      1,
    );
    expect(quantities(next)).toEqual([['offer-hamper', null, 3]]);
    expect(next.wishlist).toEqual(['b']);
  });

  it('refuses bad changes naming the argument, and writes nothing', async () => {
    const shopper = await shop.shopper('kept-bad');
    const { body } = await shop.graphql<ChangeAnswer>(
      CHANGE,
      { changes: { lines: [add('mug', 1), add('mug', 5000)] } },
      shopper.idToken,
    );
    expect(body.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
    expect(body.errors?.[0]?.message).toContain('changes.lines[1].quantityDelta');
    expect((await myCart(shopper.idToken)).version).toBe(0);
  });

  it('loses nothing and holds the caps when two devices write at once over two instances', async () => {
    const shopper = await shop.shopper('kept-race');
    const writes = 16;
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: writes }, (_, i) =>
        change(
          shopper.idToken,
          { lines: [add('mug', 1), add('offer-hamper', 1), add(`only-${i}`, 1)], wishlistAdd: [`wish-${i}`] },
          i % 2,
        ),
      ),
    );
    console.info(`${writes} concurrent cart changes over two instances took ${Date.now() - started} ms`);
    const final = await myCart(shopper.idToken);
    expect(final.version).toBe(writes);
    expect(answers.map((cart) => cart.version).sort((a, b) => a - b)).toEqual(
      Array.from({ length: writes }, (_, i) => i + 1),
    );
    const byId = new Map(final.lines.map((line) => [line.productId, line.quantity]));
    expect(byId.get('mug')).toBe(writes);
    expect(byId.get('offer-hamper')).toBe(3);
    for (let i = 0; i < writes; i += 1) expect(byId.get(`only-${i}`)).toBe(1);
    expect([...final.wishlist].sort()).toEqual(Array.from({ length: writes }, (_, i) => `wish-${i}`).sort());
  });

  it('keeps each account apart', async () => {
    const [one, two] = await Promise.all([shop.shopper('kept-one'), shop.shopper('kept-two')]);
    await change(one.idToken, { lines: [add('mug', 1)] });
    expect((await myCart(two.idToken, 1)).lines).toEqual([]);
  });
});
