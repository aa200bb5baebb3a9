// A first-order coupon against the real emulators and two real servers: the verified phone counts, not only the
// account, also when two accounts with one phone race for it.
import { getAuth } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';
import type { SignedIn } from '../support/accounts-auth-client.js';
import { coupon, MY_COUPONS, useCouponsShop } from '../support/coupons-shop.js';
import { uniquePhone } from '../support/orders-harness.js';

const { shop, quote, place, stored } = useCouponsShop();

describe('a first-order coupon and the verified phone', () => {
  const FIRST_ORDER_ONLY = 'This coupon is for your first order only.';
  const lines = [{ productId: 'hamper', quantity: 1 }];

  /** Two accounts whose ID tokens both prove one phone: the first's number moved to the second after it signed in. */
  async function twoAccountsOnOnePhone(prefix: string) {
    const phone = uniquePhone();
    const first = await shop.shopper(`${prefix}-first`, { phone });
    await getAuth().updateUser(first.uid, { phoneNumber: null });
    const second = await shop.shopper(`${prefix}-second`, { phone });
    return { phone, first, second };
  }

  async function cancel(shopper: SignedIn, id: string) {
    const { body } = await shop.graphql<{ cancelMyOrder: { userErrors: unknown[] } }>(
      'mutation ($id: ID!) { cancelMyOrder(id: $id) { userErrors { code } } }',
      { id },
      shopper.idToken,
    );
    expect(body.data?.cancelMyOrder.userErrors).toEqual([]);
  }

  it('a second account on the same phone gets no second welcome discount, until the first order is cancelled', async () => {
    await shop.db
      .doc('coupons/WELCOME150')
      .set(coupon({ discountType: 'fixed', amountOffPaise: 150_00, firstOrderOnly: true, perShopperLimit: 1 }));
    const { phone, first, second } = await twoAccountsOnOnePhone('welcome-phone');
    const placed = await place(first, lines, 'WELCOME150');
    expect(placed.userErrors).toEqual([]);
    expect(await stored(`orders/${placed.order!.id}`)).toMatchObject({
      verifiedPhone: phone,
      couponCode: 'WELCOME150',
    });

    expect((await quote('WELCOME150', lines, second.idToken)).coupon).toMatchObject({
      applied: false,
      refusal: 'FIRST_ORDER_ONLY',
      message: FIRST_ORDER_ONLY,
    });
    const refused = await place(second, lines, 'WELCOME150', 1);
    expect(refused.order).toBeNull();
    expect(refused.userErrors).toEqual([
      { field: 'couponCode', code: 'COUPON_NOT_APPLIED', message: FIRST_ORDER_ONLY },
    ]);
    // Nor is it offered to the second account: myCoupons asks about the phone too.
    const offered = await shop.graphql<{ myCoupons: any }>(MY_COUPONS, {}, second.idToken);
    expect(offered.body.data!.myCoupons.available.map((c: { code: string }) => c.code)).not.toContain('WELCOME150');

    // A cancelled order counts as no order, as it does for one account.
    await cancel(first, placed.order!.id);
    const again = await place(second, lines, 'WELCOME150', 1);
    expect(again.userErrors).toEqual([]);
    expect(again.order).toMatchObject({ breakdown: { couponCode: 'WELCOME150', discount: { paise: 150_00 } } });
  }, 60_000);

  it('two accounts on one phone placing at once on two instances: at most one first-order discount', async () => {
    await shop.db
      .doc('coupons/FIRSTPHONE')
      .set(coupon({ discountType: 'fixed', amountOffPaise: 100_00, firstOrderOnly: true, perShopperLimit: 1 }));
    const PAIRS = 5;
    const pairs = [];
    for (let index = 0; index < PAIRS; index += 1) pairs.push(await twoAccountsOnOnePhone(`phone-racer-${index}`));
    const started = performance.now();
    const results = await Promise.all(
      pairs.map(({ first, second }) =>
        Promise.all([place(first, lines, 'FIRSTPHONE', 0), place(second, lines, 'FIRSTPHONE', 1)]),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    const placedPerPhone = results.map((pair) => pair.filter((result) => result.order).length);
    const refusals = results.flat().flatMap((result) => result.userErrors.map((error) => error.message));
    console.info(
      `first-order race: ${PAIRS} phones, each with two accounts placing at once on two instances → ` +
        `${placedPerPhone.join(', ')} discounted orders per phone, ${seconds.toFixed(2)} s`,
    );
    expect(placedPerPhone).toEqual(Array.from({ length: PAIRS }, () => 1));
    expect(refusals).toEqual(Array.from({ length: PAIRS }, () => FIRST_ORDER_ONLY));
    const used = await shop.db.collection('orders').where('couponCode', '==', 'FIRSTPHONE').get();
    expect(new Set(used.docs.map((doc) => doc.get('verifiedPhone'))).size).toBe(PAIRS);
    expect(used.size).toBe(PAIRS);
  }, 120_000);
});
