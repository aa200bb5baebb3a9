// Options with their own price, through the API against the Firestore and Auth emulators and the real server: the
// product as listed and shown, a document of today's shape, the cart's price-changed status, the quote and the order.
import { FieldPath } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { eventually } from '../support/orders-harness.js';
import { PRODUCTS, useOrdersApiShop } from '../support/orders-api-shop.js';

const { shop, putProduct, quote, orderInput, place, stored } = useOrdersApiShop();

// As the admin form writes it: stocks as today, the owner's order, and own prices (rupees) for the larger options.
// The stocks map is written out of order ("12 roses" first), as Firestore may hand it back after sales.
const BOUQUET = {
  productName: 'Rose Bouquet',
  category: 'Option Bouquets',
  sellingPrice: 599,
  mrp: 799,
  stock: 0,
  hasVariant: true,
  variantData: {
    stocks: { '12 roses': 25, '24 roses': 8, '6 roses': 30 },
    order: ['6 roses', '12 roses', '24 roses'],
    prices: { '12 roses': { sellingPrice: 999, mrp: 1299 }, '24 roses': { sellingPrice: 1799, mrp: 2299 } },
  },
  gstRate: 0,
  hsnCode: '0603',
};

const VASE = { productName: 'Glass Vase', category: 'Option Bouquets', sellingPrice: 899, mrp: 899, stock: 5 };

const PRODUCT = `query ($id: ID!) { product(id: $id) {
  sellingPrice { paise } lowestPrice { paise } lowestPriceMrp { paise } pricesVary
  variants { name stock sellingPrice { paise } mrp { paise } discountPercent ownSellingPrice { paise } ownMrp { paise } }
} }`;

const CART = `query ($lines: [CartLineInput!]!) { cartSummary(lines: $lines) {
  lines { variant status unitPrice { paise } unitMrp { paise } previousUnitPrice { paise } lineTotal { paise } }
  subtotal { paise } mrpTotal { paise }
} }`;

type Answer = { product: Record<string, any> | null };
type CartAnswer = { cartSummary: { lines: Record<string, any>[]; subtotal: { paise: number } } };

describe('options with their own price', () => {
  it('reads a stored product of today’s shape exactly as before: every option at the product’s price', async () => {
    const { body } = await shop.graphql<Answer>(PRODUCT, { id: 'teddy' });
    expect(body.data?.product).toEqual({
      sellingPrice: { paise: 59900 },
      lowestPrice: { paise: 59900 },
      lowestPriceMrp: { paise: 59900 },
      pricesVary: false,
      variants: ['Brown', 'White'].map((name) => ({
        name,
        stock: (PRODUCTS.teddy!.variantData as { stocks: Record<string, number> }).stocks[name],
        sellingPrice: { paise: 59900 },
        mrp: { paise: 59900 },
        discountPercent: 0,
        ownSellingPrice: null,
        ownMrp: null,
      })),
    });
  });

  it('loses a map’s order when one stock count is written (a sale): why options need variantData.order', async () => {
    await shop.db
      .doc('products/map-order')
      .set({ variantData: { stocks: { '6 roses': 1, '12 roses': 2, '24 roses': 3 } } });
    await shop.db.doc('products/map-order').update(new FieldPath('variantData', 'stocks', '12 roses'), 1);
    const read = (await stored('products/map-order')).variantData.stocks as Record<string, number>;
    // A Firestore map promises no order; here the count written moved to the end ("6, 24, 12 roses").
    expect(Object.keys(read)).toEqual(['6 roses', '24 roses', '12 roses']);
  });

  it('shows the options in the owner’s order with their own prices, and lists the product from its lowest', async () => {
    await putProduct('bouquet', BOUQUET);
    await putProduct('vase', VASE);
    const { body } = await shop.graphql<Answer>(PRODUCT, { id: 'bouquet' });
    const product = body.data!.product!;
    expect(product.variants.map((option: any) => [option.name, option.sellingPrice.paise, option.mrp.paise])).toEqual([
      ['6 roses', 59900, 79900],
      ['12 roses', 99900, 129900],
      ['24 roses', 179900, 229900],
    ]);
    expect([product.lowestPrice.paise, product.pricesVary]).toEqual([59900, true]);

    const listing = async (filter: Record<string, unknown>, sort: string) => {
      const answer = await shop.graphql<{ products: { items: { id: string }[] } }>(
        'query ($filter: ProductFilter, $sort: ProductSort) { products(filter: $filter, sort: $sort) { items { id } } }',
        { filter: { categories: [{ category: 'Option Bouquets' }], ...filter }, sort },
      );
      return answer.body.data?.products.items.map((item) => item.id);
    };
    // The bouquet sells from ₹599: below the vase's ₹899 in the price sorts, and outside a filter from ₹600.
    expect(await listing({}, 'PRICE_LOW')).toEqual(['bouquet', 'vase']);
    expect(await listing({}, 'PRICE_HIGH')).toEqual(['vase', 'bouquet']);
    expect(await listing({ minPricePaise: 60000 }, 'NEWEST')).toEqual(['vase']);
    expect(await listing({ maxPricePaise: 60000 }, 'NEWEST')).toEqual(['bouquet']);
  });

  it('prices the cart by option, and a change of one option’s price reaches an open cart as PRICE_CHANGED', async () => {
    await putProduct('bouquet', BOUQUET);
    const lines = [
      { productId: 'bouquet', variant: '6 roses', quantity: 1, seenPricePaise: 59900 },
      { productId: 'bouquet', variant: '12 roses', quantity: 2, seenPricePaise: 99900 },
    ];
    const before = await shop.graphql<CartAnswer>(CART, { lines });
    expect(before.body.data?.cartSummary.lines).toEqual([
      {
        variant: '6 roses',
        status: 'OK',
        unitPrice: { paise: 59900 },
        unitMrp: { paise: 79900 },
        previousUnitPrice: null,
        lineTotal: { paise: 59900 },
      },
      {
        variant: '12 roses',
        status: 'OK',
        unitPrice: { paise: 99900 },
        unitMrp: { paise: 129900 },
        previousUnitPrice: null,
        lineTotal: { paise: 199800 },
      },
    ]);

    await shop.db
      .doc('products/bouquet')
      .update(new FieldPath('variantData', 'prices', '12 roses', 'sellingPrice'), 1099);
    const changed = await eventually(async () => {
      const { body } = await shop.graphql<CartAnswer>(CART, { lines });
      const summary = body.data?.cartSummary;
      return summary?.lines[1]?.status === 'PRICE_CHANGED' ? summary : undefined;
    }, 'the changed option price in the cart');
    expect(changed.lines.map((line) => line.status)).toEqual(['OK', 'PRICE_CHANGED']);
    expect(changed.lines[1]).toMatchObject({ previousUnitPrice: { paise: 99900 }, unitPrice: { paise: 109900 } });
    expect(changed.subtotal.paise).toBe(59900 + 2 * 109900);
  });

  it('quotes and places an order at the dearer option’s price, taking that option’s stock', async () => {
    await putProduct('bouquet', BOUQUET);
    const lines = [{ productId: 'bouquet', variant: '24 roses', quantity: 2 }];
    const { quote: quoted } = await quote({ lines, state: 'Tamil Nadu', postalCode: '641012', paymentMethod: 'COD' });
    expect(quoted?.lines[0]).toMatchObject({ variant: '24 roses', unitPrice: { paise: 179900 }, problems: [] });
    expect(quoted?.breakdown.itemsSubtotal.paise).toBe(359800);

    const shopper = await shop.shopper('options');
    const { result } = await place(shopper.idToken, orderInput({ lines }));
    expect(result?.userErrors).toEqual([]);
    const order = result?.order as unknown as { lines: unknown[]; breakdown: { itemsSubtotal: { paise: number } } };
    expect(order.lines[0]).toMatchObject({
      variant: '24 roses',
      quantity: 2,
      unitPrice: { paise: 179900 },
      lineTotal: { paise: 359800 },
    });
    expect(order.breakdown.itemsSubtotal.paise).toBe(359800);
    expect((await stored('products/bouquet')).variantData).toMatchObject({
      stocks: { '6 roses': 30, '12 roses': 25, '24 roses': 6 },
      order: ['6 roses', '12 roses', '24 roses'],
    });
  });
});
