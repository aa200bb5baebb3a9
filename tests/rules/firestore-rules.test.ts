// The repo's Firestore security rules, loaded into the real Firestore emulator: no client, signed in or not, may
// read or write any document directly (the browser goes through the server, which uses the Admin SDK).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { startFirestoreEmulator } from '../support/firebase-emulators.js';

const rulesPath = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'firestore.rules');

// Denials are the expected outcome here; the SDK would log each one as a warning.
setLogLevel('silent');

let emulator: Awaited<ReturnType<typeof startFirestoreEmulator>>;
let testEnv: RulesTestEnvironment;

beforeAll(async () => {
  emulator = await startFirestoreEmulator();
  const [host = '', port = ''] = emulator.host.split(':');
  testEnv = await initializeTestEnvironment({
    projectId: emulator.projectId,
    firestore: { host, port: Number(port), rules: fs.readFileSync(rulesPath, 'utf8') },
  });
});

afterAll(async () => {
  await testEnv?.cleanup();
  await emulator?.stop();
});

beforeEach(async () => {
  await testEnv.clearFirestore();
  // Documents as the server writes them (rules do not apply to this privileged context).
  await testEnv.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await db.doc('LovelyUsers/alice').set({ firstName: 'Alice', lastName: 'Raman', email: 'alice@example.com' });
    await db.doc('products/p1').set({ productName: 'Rose Gold Frame', sellingPrice: 499, stock: 5 });
    await db.doc('categories/c1').set({ category: 'Frames', subCategory: [] });
    await db.doc('marketing/marketingData').set({ offerTitle: 'Diwali', content: [] });
    await db.doc('rateLimits/k1').set({ scope: 'otpPerPhone', count: 5 });
    await db
      .doc('orders/o1')
      .set({ uid: 'alice', status: 'PLACED', totalPaise: 47700, orderNumber: 'LG-251122-7KQ2M' });
    await db.doc('orderNumbers/LG-251122-7KQ2M').set({ orderId: 'o1', uid: 'alice' });
    await db
      .doc('mail/order-placed-o1')
      .set({ to: 'alice@example.com', message: { subject: 'Order', text: 'x', html: 'x' } });
    await db.doc('settings/shop').set({ cod: { enabled: true, feePaise: 4900 } });
  });
});

const clients = {
  'a visitor': () => testEnv.unauthenticatedContext().firestore(),
  'a signed-in shopper': () => testEnv.authenticatedContext('bob', { email: 'bob@example.com' }).firestore(),
  'the profile owner': () =>
    testEnv.authenticatedContext('alice', { email: 'alice@example.com', phone_number: '+919876543210' }).firestore(),
};

describe.each(Object.entries(clients))('%s', (_who, firestore) => {
  it.each([
    'LovelyUsers/alice',
    'products/p1',
    'categories/c1',
    'marketing/marketingData',
    'orders/o1',
    'orderNumbers/LG-251122-7KQ2M',
    'mail/order-placed-o1',
    'settings/shop',
    'coupons/FESTIVE20',
    'coupons/FESTIVE20/shoppers/alice',
    'couponRedemptions/o1',
  ])('cannot read %s', async (documentPath) => {
    await assertFails(firestore().doc(documentPath).get());
  });

  it.each([
    'LovelyUsers',
    'products',
    'categories',
    'marketing',
    'orders',
    'orderNumbers',
    'mail',
    'settings',
    'coupons',
    'couponRedemptions',
  ])('cannot list %s', async (collection) => {
    await assertFails(firestore().collection(collection).get());
  });

  it('cannot create, update or delete a profile', async () => {
    const db = firestore();
    await assertFails(db.doc('LovelyUsers/alice').set({ firstName: 'Mallory', isPhoneVerified: true }));
    await assertFails(db.doc('LovelyUsers/alice').update({ isPhoneVerified: true }));
    await assertFails(db.doc('LovelyUsers/alice').delete());
    await assertFails(db.doc('LovelyUsers/bob').set({ firstName: 'Bob' }));
  });

  it('cannot give itself a coupon use back or a coupon', async () => {
    const db = firestore();
    await assertFails(db.doc('coupons/FESTIVE20').update({ usedCount: 0 }));
    await assertFails(db.doc('coupons/FREE100').set({ discountType: 'percentage', percentOff: 100 }));
    await assertFails(db.doc('coupons/FESTIVE20/shoppers/alice').set({ uses: 0 }));
    await assertFails(db.doc('couponRedemptions/o1').delete());
  });

  it('cannot read, reset or delete the rate-limit counters', async () => {
    const db = firestore();
    await assertFails(db.doc('rateLimits/k1').get());
    await assertFails(db.collection('rateLimits').get());
    await assertFails(db.doc('rateLimits/k1').update({ count: 0 }));
    await assertFails(db.doc('rateLimits/k1').delete());
    await assertFails(db.doc('rateLimits/k2').set({ scope: 'otpPerPhone', count: 0 }));
  });

  it('cannot read its own order, place, change or cancel an order, send mail or change the settings', async () => {
    const db = firestore();
    await assertFails(db.collection('orders').where('uid', '==', 'alice').get());
    await assertFails(db.doc('orders/o1').update({ status: 'CANCELLED' }));
    await assertFails(db.doc('orders/o1').delete());
    await assertFails(db.doc('orders/o2').set({ uid: 'alice', status: 'PLACED', totalPaise: 1 }));
    await assertFails(db.doc('orderNumbers/LG-251122-AAAAA').set({ orderId: 'o2' }));
    await assertFails(
      db.doc('mail/spam').set({ to: 'victim@example.com', message: { subject: 'Hi', text: 'x', html: 'x' } }),
    );
    await assertFails(db.doc('settings/shop').update({ 'cod.feePaise': 0 }));
    await assertFails(db.doc('settings/shop').set({ shipping: { flatFeePaise: 0 } }));
  });

  it('cannot change prices or stock', async () => {
    const db = firestore();
    await assertFails(db.doc('products/p1').update({ sellingPrice: 1 }));
    await assertFails(db.doc('products/p2').set({ productName: 'Free gift', sellingPrice: 0 }));
    await assertFails(db.doc('marketing/marketingData').update({ minimumOrderValue: 0 }));
  });
});

describe('the rules themselves', () => {
  it('are really loaded: the same read succeeds with rules disabled', async () => {
    await testEnv.withSecurityRulesDisabled(async (context) => {
      await assertSucceeds(context.firestore().doc('LovelyUsers/alice').get());
    });
  });
});
