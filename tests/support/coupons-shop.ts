// The shop the coupons test files share: an orders harness with two servers, shop settings and two products, and the
// calls those files make against it (quote with a code, place with a code, read back what was stored).
import { afterAll, beforeAll, expect } from 'vitest';
import type { SignedIn } from './accounts-auth-client.js';
import {
  ADDRESS_TN,
  eventually,
  newKey,
  PLACE_ORDER,
  SHOP_SETTINGS,
  startOrdersHarness,
  type OrdersHarness,
  type PlacedOrder,
} from './orders-harness.js';

/** The answers after which the web app asks again with the same key. */
const ASK_AGAIN = new Set(['BUSY', 'TRY_AGAIN', 'UNAVAILABLE']);

const QUOTE = `query Quote($input: CheckoutQuoteInput!) {
  checkoutQuote(input: $input) {
    canPlace
    problems { code message }
    lines { productId discount { paise } }
    breakdown { couponCode itemsSubtotal { paise } discount { paise } total { paise } }
    coupon { code applied discount { paise } description refusal message shortfall { paise } }
  }
}`;

export const MY_COUPONS = `{ myCoupons {
  available { code description offer conditions minimumOrderValue { paise } validUntil }
  used { code description orderId orderNumber usedAt discount { paise } }
} }`;

export interface CouponCheck {
  code: string;
  applied: boolean;
  discount: { paise: number };
  description: string | null;
  refusal: string | null;
  message: string;
  shortfall: { paise: number } | null;
}

export interface Quote {
  canPlace: boolean;
  problems: { code: string; message: string }[];
  lines: { productId: string; discount: { paise: number } }[];
  breakdown: { couponCode: string | null; discount: { paise: number }; total: { paise: number } };
  coupon: CouponCheck | null;
}

export function coupon(data: Record<string, unknown>): Record<string, unknown> {
  return { discountType: 'percentage', percentOff: 10, perShopperLimit: null, ...data };
}

/**
 * Starts the shop before the calling file's tests and stops it after them, with `racers` shoppers signed up for the
 * races. `shop` forwards to the harness started in beforeAll, so test bodies use it as they would the harness itself.
 */
export function useCouponsShop({ racers: racerCount = 0 }: { racers?: number } = {}) {
  let harness: OrdersHarness | undefined;
  const racers: SignedIn[] = [];
  const fail = () => {
    throw new Error('the coupons shop is used before beforeAll started it');
  };
  const shop = new Proxy({} as OrdersHarness, { get: (_, key) => Reflect.get(harness ?? fail(), key) });

  async function putProduct(id: string, data: Record<string, unknown>): Promise<void> {
    await shop.db.doc(`products/${id}`).set(data);
    for (let server = 0; server < shop.servers.length; server += 1) {
      await eventually(async () => {
        const { body } = await shop.graphql<{ product: { stockCount: number } | null }>(
          'query ($id: ID!) { product(id: $id) { stockCount } }',
          { id },
          null,
          server,
        );
        return body.data?.product?.stockCount === data.stock ? true : undefined;
      }, `product ${id} on server ${server}`);
    }
  }

  async function quote(code: string, lines: Record<string, unknown>[], token: string | null = null): Promise<Quote> {
    const { status, body } = await shop.graphql<{ checkoutQuote: Quote }>(
      QUOTE,
      { input: { lines, state: 'Tamil Nadu', postalCode: '641018', paymentMethod: 'COD', couponCode: code } },
      token,
    );
    expect(status, JSON.stringify(body)).toBe(200);
    return body.data!.checkoutQuote;
  }

  /**
   * placeOrder as the web app sends it: asked again with the same key after BUSY (nothing was placed: the crowd
   * outwaited the bounded turn) or an unknown outcome, so one checkout makes at most one order.
   */
  async function place(shopper: SignedIn, lines: Record<string, unknown>[], code: string | null, server = 0) {
    const input = { lines, address: ADDRESS_TN, paymentMethod: 'COD', acceptTerms: true, couponCode: code };
    const key = newKey();
    for (let attempt = 1; ; attempt += 1) {
      const { status, body } = await shop.graphql<PlacedOrder>(PLACE_ORDER, { input, key }, shopper.idToken, server);
      expect(status, JSON.stringify(body)).toBe(200);
      const answer = body.data!.placeOrder;
      if (!ASK_AGAIN.has(answer.userErrors[0]?.code ?? '') || attempt === 20) return answer;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  async function stored(path: string) {
    return (await shop.db.doc(path).get()).data() as Record<string, any> | undefined;
  }

  beforeAll(async () => {
    // Every shopper here comes from 127.0.0.1: the limits on codes tried (coupon-guessing.test.ts) are not the subject.
    harness = await startOrdersHarness({
      servers: 2,
      serverOptions: {
        couponLimits: { perAccount: { limit: 1_000, windowMs: 60_000 }, perIp: { limit: 1_000, windowMs: 60_000 } },
      },
    });
    await shop.db.doc('settings/shop').set(SHOP_SETTINGS);
    await Promise.all([
      putProduct('mug', { productName: 'Photo Mug', category: 'Mugs', sellingPrice: 600, stock: 500, gstRate: 18 }),
      putProduct('hamper', { productName: 'Hamper', category: 'Hampers', sellingPrice: 1200, stock: 500, gstRate: 5 }),
    ]);
    for (let index = 0; index < racerCount; index += 1) racers.push(await shop.shopper('coupon-racer'));
  }, 300_000);

  afterAll(async () => {
    await harness?.stop();
  });

  return { shop, racers, quote, place, stored };
}
