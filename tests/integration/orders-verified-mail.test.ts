// Order mail goes only to an e-mail the account verified through Firebase Auth, against the real Auth and Firestore
// emulators and the real server: an unverified sign-up's order is placed (the shop relies on WhatsApp to the verified
// phone and the order pages) but writes no mail, neither when placed nor when shipped; once the e-mail is verified
// (the emulator's VERIFY_EMAIL link) the next order's mail is written.
import { describe, expect, it } from 'vitest';
import { signedInAdmin } from '../support/admin-support.js';
import { PRODUCTS, useOrdersApiShop } from '../support/orders-api-shop.js';

const { shop, putProduct, orderInput, place, stored } = useOrdersApiShop();

const mailOf = async (id: string, kind: 'placed' | 'shipped') =>
  (await shop.db.doc(`mail/order-${kind}-${id}`).get()).data() ?? null;

describe('order mail', () => {
  it('is not written for an unverified e-mail, placed or shipped; after verifying, the next order is mailed', async () => {
    await putProduct('mug', PRODUCTS.mug!);
    const shopper = await shop.shopper('unverified', { emailVerified: false });
    const first = await place(shopper.idToken, orderInput({ lines: [{ productId: 'mug', quantity: 1 }] }));
    expect(first.result?.userErrors).toEqual([]);
    const id = first.result!.order!.id;
    expect(await stored(`orders/${id}`)).toMatchObject({ uid: shopper.uid, verifiedPhone: shopper.phone });
    expect((await stored(`orders/${id}`)).emailVerified).toBeUndefined();
    expect(await mailOf(id, 'placed')).toBeNull();

    const admin = await signedInAdmin(shop.auth, shop.authHost, shop.projectId);
    const owner = (query: string) =>
      shop.graphql<Record<string, { userErrors: unknown[] }>>(query, { id }, admin.idToken);
    await owner('mutation ($id: ID!) { adminMarkOrderPacked(id: $id) { userErrors { code } } }');
    const shipped = await owner(
      'mutation ($id: ID!) { adminMarkOrderShipped(id: $id, shipment: { courier: "DTDC", trackingNumber: "D1" }) { userErrors { code } } }',
    );
    expect(shipped.body.data?.adminMarkOrderShipped?.userErrors).toEqual([]);
    expect(await mailOf(id, 'shipped')).toBeNull();

    const verified = await shop.auth.verifyEmail(shopper, shopper.email);
    const second = await place(verified.idToken, orderInput({ lines: [{ productId: 'mug', quantity: 1 }] }));
    expect(second.result?.userErrors).toEqual([]);
    const mail = await mailOf(second.result!.order!.id, 'placed');
    expect(mail?.to).toBe(shopper.email);
  }, 60_000);
});
