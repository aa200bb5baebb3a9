// The shop the orders API test files share the shape of: one orders harness per file with a product catalogue, shop
// settings and marketing data, and the calls those files make against it (quote, place, read back what was stored).
import { afterAll, beforeAll } from 'vitest';
import {
  ADDRESS_TN,
  eventually,
  newKey,
  PLACE_ORDER,
  QUOTE_FIELDS,
  SHOP_SETTINGS,
  startOrdersHarness,
  type OrdersHarness,
  type PlacedOrder,
} from './orders-harness.js';

export const PRODUCTS: Record<string, Record<string, unknown>> = {
  mug: {
    productName: 'Photo Mug',
    category: 'Gifts',
    sellingPrice: 349,
    mrp: 499,
    stock: 25,
    sales: 3,
    gstRate: 18,
    hsnCode: '6912',
    mediaUrls: ['/media/demo/mug-1.svg'],
  },
  hamper: {
    productName: 'Sweets Hamper',
    category: 'Hampers',
    sellingPrice: 1200,
    stock: 10,
    gstRate: 5,
    hsnCode: '2106',
  },
  teddy: {
    productName: 'Teddy',
    category: 'Soft Toys',
    sellingPrice: 599,
    hasVariant: true,
    variantData: { stocks: { Brown: 3, White: 2 } },
    sales: 0,
  },
  roses: {
    productName: 'Roses',
    category: 'Flowers',
    sellingPrice: 799,
    stock: 40,
    isLimitedOffer: true,
    limitedOfferData: { maxQuantity: 2 },
  },
};

/**
 * Starts the shop before the calling file's tests and stops it after them. `shop` forwards to the harness started in
 * beforeAll, so test bodies use it as they would the harness itself. `orderTransactionTimeoutMs` is how long the
 * server waits for an order's reads and transaction: 20 s unless a file that tests the timeout asks for less, so that
 * one slow answer of a loaded emulator does not fail a test about something else.
 */
export function useOrdersApiShop(options: { ownFirestore?: boolean; orderTransactionTimeoutMs?: number } = {}) {
  let harness: OrdersHarness | undefined;
  const shop = new Proxy({} as OrdersHarness, {
    get: (_, key) => Reflect.get(harness ?? fail(), key),
  });
  const fail = () => {
    throw new Error('the orders shop is used before beforeAll started it');
  };

  /** Writes a product and waits until the server's catalog shows it with this stock. */
  async function putProduct(id: string, data: Record<string, unknown>): Promise<void> {
    await shop.db.doc(`products/${id}`).set(data);
    const units = data.hasVariant
      ? Object.values((data.variantData as { stocks: Record<string, number> }).stocks).reduce((a, b) => a + b, 0)
      : (data.stock as number);
    await eventually(async () => {
      const { body } = await shop.graphql<{ product: { stockCount: number; sellingPrice: { paise: number } } | null }>(
        'query ($id: ID!) { product(id: $id) { stockCount sellingPrice { paise } } }',
        { id },
      );
      const product = body.data?.product;
      return product &&
        product.stockCount === units &&
        product.sellingPrice.paise === Math.round((data.sellingPrice as number) * 100)
        ? true
        : undefined;
    }, `product ${id} in the catalog`);
  }

  async function quote(input: Record<string, unknown>) {
    const { status, body } = await shop.graphql<{ checkoutQuote: Record<string, any> }>(
      `query ($input: CheckoutQuoteInput!) { checkoutQuote(input: $input) { ${QUOTE_FIELDS} } }`,
      { input },
    );
    return { status, body, quote: body.data?.checkoutQuote };
  }

  function orderInput(overrides: Record<string, unknown> = {}) {
    return {
      lines: [{ productId: 'mug', quantity: 1 }],
      address: ADDRESS_TN,
      paymentMethod: 'COD',
      acceptTerms: true,
      ...overrides,
    };
  }

  async function place(token: string | null, input: Record<string, unknown>, key = newKey()) {
    const { status, body } = await shop.graphql<PlacedOrder>(PLACE_ORDER, { input, key }, token);
    return { status, body, result: body.data?.placeOrder };
  }

  async function count(collection: string): Promise<number> {
    return (await shop.db.collection(collection).count().get()).data().count;
  }

  async function stored(path: string) {
    return (await shop.db.doc(path).get()).data() as Record<string, any>;
  }

  beforeAll(async () => {
    harness = await startOrdersHarness({
      orderTransactionTimeoutMs: options.orderTransactionTimeoutMs ?? 20_000,
      ownFirestore: options.ownFirestore ?? false,
    });
    await shop.db.doc('settings/shop').set(SHOP_SETTINGS);
    await shop.db.doc('marketing/marketingData').set({ offerTitle: 'Sale', content: [], minimumOrderValue: 199 });
    for (const [id, data] of Object.entries(PRODUCTS)) await putProduct(id, data);
  });

  afterAll(async () => {
    await harness?.stop();
  });

  return { shop, putProduct, quote, orderInput, place, count, stored };
}
