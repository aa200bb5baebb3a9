// Ordering a photo gift against the real emulators over two server instances: checkoutQuote and placeOrder accept
// only the shopper's own photos with crops inside them, the order freezes them, the sweep deletes only photos never
// ordered (also while orders race it on both instances), and the owner downloads the print file of the crop.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin } from '../support/admin-support.js';
import {
  ADDRESS_TN,
  eventually,
  newKey,
  SHOP_SETTINGS,
  startOrdersHarness,
  type OrdersHarness,
  type Shopper,
} from '../support/orders-harness.js';
import {
  getPhotoFile,
  jpegPhoto,
  MUG_CROP,
  newUploadToken,
  PHOTO_MUG,
  photosDirOf,
  uploadPhoto,
} from '../support/photos-support.js';

const HOUR = 3_600_000;
const DAY = 86_400_000;
let shop: OrdersHarness;
let asha: Shopper;
let ravi: Shopper;
let photo: Buffer;

const PLACE = `mutation ($input: PlaceOrderInput!, $key: String!) {
  placeOrder(input: $input, idempotencyKey: $key) {
    order { id lines { productId photos { photoId previewUrl width height crop { x y width height rotation } } } }
    userErrors { field message code }
  }
}`;
const QUOTE = `query ($input: CheckoutQuoteInput!) {
  checkoutQuote(input: $input) { canPlace lines { problems { code message } } }
}`;

interface Placed {
  placeOrder: {
    order: { id: string; lines: { photos: Record<string, any>[] }[] } | null;
    userErrors: { field: string | null; message: string; code: string }[];
  };
}

beforeAll(async () => {
  shop = await startOrdersHarness({
    servers: 2,
    serverOptions: {
      photoLimits: {
        uploadsPerIp: { limit: 1_000, windowMs: HOUR },
        uploadsPerOwner: { limit: 1_000, windowMs: HOUR },
        tokensPerIp: { limit: 1_000, windowMs: HOUR },
      },
      photoSweepIntervalMs: 0,
    },
  });
  await shop.db.doc('settings/shop').set(SHOP_SETTINGS);
  await putMug('photo-mug', 50);
  [asha, ravi] = [await shop.shopper('asha'), await shop.shopper('ravi')];
  photo = await jpegPhoto(1200, 800);
}, 120_000);

afterAll(async () => {
  await shop?.stop();
});

/** Writes a photo mug and waits until both servers' catalogs show it. */
async function putMug(id: string, stock: number): Promise<void> {
  await shop.db.doc(`products/${id}`).set({ ...PHOTO_MUG, stock });
  for (let server = 0; server < shop.servers.length; server += 1)
    await eventually(async () => {
      const { body } = await shop.graphql<{ product: { stockCount: number; photoRequirement: unknown } | null }>(
        'query ($id: ID!) { product(id: $id) { stockCount photoRequirement { count shape aspectRatio minShortSidePx } } }',
        { id },
        null,
        server,
      );
      return body.data?.product?.stockCount === stock && body.data.product.photoRequirement ? true : undefined;
    }, `${id} on server ${server}`);
}

async function upload(shopper: Shopper, server = 0): Promise<string> {
  const { status, body } = await uploadPhoto(shop.servers[server]!.url, photo, { idToken: shopper.idToken });
  expect(status).toBe(201);
  return body.id!;
}

function mugLine(photoId: string, crop: Record<string, number> = MUG_CROP, productId = 'photo-mug') {
  return { productId, quantity: 1, photos: [{ photoId, crop }] };
}

function place(shopper: Shopper, lines: unknown[], server = 0, headers: Record<string, string> = {}) {
  const input = { lines, address: ADDRESS_TN, paymentMethod: 'COD', acceptTerms: true };
  return shop.graphql<Placed>(PLACE, { input, key: newKey() }, shopper.idToken, server, headers);
}

const DELIVERY = { state: 'Tamil Nadu', postalCode: '641018', paymentMethod: 'COD' };
const orderCount = async () => (await shop.db.collection('orders').count().get()).data().count;
const record = async (id: string) => (await shop.db.doc(`photoUploads/${id}`).get()).data();

describe('checkoutQuote with photos', () => {
  it('can place a line with the shopper’s own photo, and names each photo problem on its line', async () => {
    const id = await upload(asha);
    const quote = async (lines: unknown[]) =>
      (await shop.graphql<any>(QUOTE, { input: { lines, ...DELIVERY } }, asha.idToken)).body.data.checkoutQuote;
    expect(await quote([mugLine(id)])).toMatchObject({ canPlace: true, lines: [{ problems: [] }] });
    const codes = async (lines: unknown[]) =>
      (await quote(lines)).lines[0].problems.map((problem: { code: string }) => problem.code);
    expect(await codes([{ productId: 'photo-mug', quantity: 1 }])).toEqual(['PHOTOS_REQUIRED']);
    expect(await codes([mugLine(id, { ...MUG_CROP, x: 100 })])).toEqual(['PHOTO_CROP_INVALID']);
    expect(await codes([mugLine(id, { ...MUG_CROP, width: 500 })])).toEqual(['PHOTO_CROP_INVALID']);
    expect(await codes([mugLine('NoSuchPhoto')])).toEqual(['PHOTO_NOT_FOUND']);
    const asRavi = await shop.graphql<any>(QUOTE, { input: { lines: [mugLine(id)], ...DELIVERY } }, ravi.idToken);
    expect(asRavi.body.data.checkoutQuote.lines[0].problems[0].code).toBe('PHOTO_NOT_FOUND');
  });
});

describe('placeOrder with photos', () => {
  it("refuses another shopper's photo and a crop outside the photo, naming the field, and places nothing", async () => {
    const ashas = await upload(asha);
    const before = await orderCount();
    const stolen = await place(ravi, [mugLine(ashas)]);
    expect(stolen.body.data?.placeOrder.userErrors).toEqual([
      { field: 'input.lines[0].photos[0].photoId', code: 'PHOTO_NOT_FOUND', message: expect.stringContaining('photo') },
    ]);
    const outside = await place(asha, [mugLine(ashas, { x: 100, y: 400, width: 1150, height: 500, rotation: 0 })]);
    expect(outside.body.data?.placeOrder.userErrors).toEqual([
      {
        field: 'input.lines[0].photos[0].crop',
        code: 'PHOTO_CROP_INVALID',
        message: expect.stringContaining('inside'),
      },
    ]);
    const none = await place(asha, [{ productId: 'photo-mug', quantity: 1 }]);
    expect(none.body.data?.placeOrder.userErrors[0]).toMatchObject({
      field: 'input.lines[0].photos',
      code: 'PHOTOS_REQUIRED',
    });
    expect(await orderCount()).toBe(before);
    expect((await record(ashas))?.orderedAt).toBeNull();
  });

  it('freezes the photos on the order and marks them ordered; a signed-out upload counts through X-Photo-Token', async () => {
    const token = await newUploadToken(shop.servers[1]!.url);
    const anonymous = await uploadPhoto(shop.servers[1]!.url, photo, { uploadToken: token });
    // A tall crop turned a quarter prints as the mug's wide band (800 / 348 ≈ 2.3).
    const turned = { x: 300, y: 0, width: 348, height: 800, rotation: 1 };
    const withoutToken = await place(asha, [mugLine(anonymous.body.id!, turned)], 1);
    expect(withoutToken.body.data?.placeOrder.userErrors[0]?.code).toBe('PHOTO_NOT_FOUND');
    const { body } = await place(asha, [mugLine(anonymous.body.id!, turned)], 1, { 'x-photo-token': token });
    const order = body.data!.placeOrder.order!;
    expect(order.lines[0]!.photos).toEqual([
      {
        photoId: anonymous.body.id,
        previewUrl: `/media/photos/${anonymous.body.id}/preview`,
        width: 1200,
        height: 800,
        crop: turned,
      },
    ]);
    const stored = await record(anonymous.body.id!);
    expect(stored?.orderedAt).toBeInstanceOf(Timestamp);
    expect(stored?.orderIds).toEqual([order.id]);
    const line = (await shop.db.doc(`orders/${order.id}`).get()).data()!.lines[0];
    expect(line.photos).toEqual([{ photoId: anonymous.body.id, crop: turned, width: 1200, height: 800 }]);
  });

  it('over two instances: 12 shoppers race for the last 4 photo mugs; exactly 4 orders, only their photos ordered', async () => {
    await putMug('last-photo-mugs', 4);
    const racers = await Promise.all(Array.from({ length: 12 }, (_, index) => shop.shopper(`racer${index}`)));
    const photos = await Promise.all(racers.map((racer, index) => upload(racer, index % 2)));
    const answers = await Promise.all(
      racers.map((racer, index) => place(racer, [mugLine(photos[index]!, MUG_CROP, 'last-photo-mugs')], index % 2)),
    );
    const placed = answers.filter((answer) => answer.body.data?.placeOrder.order);
    expect(placed).toHaveLength(4);
    const records = await Promise.all(photos.map((id) => record(id)));
    const ordered = records.filter((stored) => stored?.orderedAt instanceof Timestamp);
    expect(ordered).toHaveLength(4);
    const orderIds = new Set(placed.map((answer) => answer.body.data!.placeOrder.order!.id));
    expect(new Set(ordered.flatMap((stored) => stored!.orderIds))).toEqual(orderIds);
    expect((await shop.db.doc('products/last-photo-mugs').get()).get('stock')).toBe(0);
  }, 120_000);
});

describe('the sweep of unordered photos', () => {
  const age = (id: string, days: number) =>
    shop.db.doc(`photoUploads/${id}`).update({ createdAt: Timestamp.fromMillis(Date.now() - days * DAY) });
  const filesOf = (id: string) =>
    [`${id}.original.jpg`, `${id}.preview.webp`].map((file) => existsSync(join(photosDirOf(shop.projectId), file)));

  it('deletes photos unordered for 7 days (records and files) and keeps fresh and ordered ones, run on both instances at once', async () => {
    const [stale, fresh, orderedOld] = [await upload(asha), await upload(asha), await upload(asha)];
    const { body } = await place(asha, [mugLine(orderedOld)]);
    expect(body.data?.placeOrder.order).toBeTruthy();
    await Promise.all([age(stale, 8), age(fresh, 6), age(orderedOld, 30)]);
    expect(filesOf(stale)).toEqual([true, true]);
    const reports = await Promise.all(shop.servers.slice(0, 2).map((server) => server.sweepPhotos()));
    expect(reports.reduce((sum, report) => sum + report.deleted, 0)).toBeGreaterThanOrEqual(1);
    expect(await record(stale)).toBeUndefined();
    expect(filesOf(stale)).toEqual([false, false]);
    expect(await record(fresh)).toBeDefined();
    expect(filesOf(fresh)).toEqual([true, true]);
    expect(await record(orderedOld)).toBeDefined();
    expect(filesOf(orderedOld)).toEqual([true, true]);
    expect(
      (await getPhotoFile(shop.servers[0]!.url, `/media/photos/${stale}/preview`, { idToken: asha.idToken })).status,
    ).toBe(404);
  });

  it('never deletes a photo an order took while the sweep ran on two instances: each is ordered or gone, not both', async () => {
    const shoppers = await Promise.all(Array.from({ length: 8 }, (_, index) => shop.shopper(`swept${index}`)));
    const photos = await Promise.all(shoppers.map((shopper) => upload(shopper)));
    await Promise.all(photos.map((id) => age(id, 8)));
    const placing = Promise.all(shoppers.map((shopper, index) => place(shopper, [mugLine(photos[index]!)], index % 2)));
    // The sweeps start once the first of these orders exists, so they run while the others are being placed. Only
    // this test's photos count: an earlier test's ordered photo would start the sweeps before any of these.
    await eventually(async () => {
      const records = await Promise.all(photos.map((id) => record(id)));
      return records.some((stored) => (stored?.orderIds ?? []).length > 0) ? true : undefined;
    }, 'a first order with its photo');
    const [answers] = await Promise.all([placing, shop.servers[0]!.sweepPhotos(), shop.servers[1]!.sweepPhotos()]);
    let ordered = 0;
    for (const [index, answer] of answers.entries()) {
      const order = answer.body.data?.placeOrder.order;
      const stored = await record(photos[index]!);
      if (order) {
        ordered += 1;
        expect(stored?.orderIds).toEqual([order.id]);
        expect(filesOf(photos[index]!)).toEqual([true, true]);
      } else {
        expect(answer.body.data?.placeOrder.userErrors[0]?.code).toBe('PHOTO_NOT_FOUND');
        expect(stored).toBeUndefined();
      }
    }
    expect(ordered).toBeGreaterThanOrEqual(1);
    console.info(`sweep racing 8 placements over two instances: ${ordered} ordered, ${8 - ordered} swept first`);
  }, 120_000);
});

describe("the owner's photo files", () => {
  it('lists the photos on the admin order and serves the print file of the crop, turned, and the original', async () => {
    const id = await upload(asha);
    const crop = { x: 300, y: 0, width: 348, height: 800, rotation: 3 };
    const { body } = await place(asha, [mugLine(id, crop)]);
    const orderId = body.data!.placeOrder.order!.id;
    const admin = await signedInAdmin(shop.auth, shop.authHost, shop.projectId);
    const answer = await shop.graphql<any>(
      `query ($id: ID!) { adminOrder(id: $id) { photos { lineIndex printUrl originalUrl photo { photoId previewUrl crop { x y width height rotation } } } } }`,
      { id: orderId },
      admin.idToken,
    );
    const [listed] = answer.body.data.adminOrder.photos;
    expect(listed).toMatchObject({ lineIndex: 0, photo: { photoId: id, crop } });
    const url = shop.servers[1]!.url;
    const printed = await getPhotoFile(url, listed.printUrl, { idToken: admin.idToken });
    expect(printed.status).toBe(200);
    const size = await sharp(printed.data).metadata();
    expect([size.format, size.width, size.height]).toEqual(['jpeg', 800, 348]);
    const original = await sharp(
      (await getPhotoFile(url, listed.originalUrl, { idToken: admin.idToken })).data,
    ).metadata();
    expect([original.width, original.height]).toEqual([1200, 800]);
    expect((await getPhotoFile(url, listed.photo.previewUrl, { idToken: admin.idToken })).status).toBe(200);
    expect((await getPhotoFile(url, listed.printUrl, { idToken: asha.idToken })).status).toBe(403);
  });
});
