// Photo lines in the cart kept with the account, over two real server instances (two "devices") on the Firestore and
// Auth emulators: a photo uploaded signed out passes to the account when the signed-in device keeps its line, and the
// second device reads the line back with its crop and turn, sees the preview and can check the line out. Nothing
// mocked.
import '../support/emulator-env.js';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, startOrdersHarness, type OrdersHarness, type Shopper } from '../support/orders-harness.js';
import { getPhotoFile, jpegPhoto, newUploadToken, PHOTO_MUG, uploadPhoto } from '../support/photos-support.js';

const HOUR = 3_600_000;
const CART = `version lines { productId quantity photos { photoId previewUrl crop { x y width height rotation } } }`;
const MY_CART = `query { myCart { ${CART} } }`;
const CHANGE = `mutation ($changes: SavedCartChangesInput!) {
  changeMyCart(changes: $changes) { cart { ${CART} } userErrors { field message code } }
}`;
const QUOTE = `query ($input: CheckoutQuoteInput!) {
  checkoutQuote(input: $input) { canPlace lines { problems { code } } }
}`;

interface Photo {
  photoId: string;
  previewUrl: string;
  crop: { x: number; y: number; width: number; height: number; rotation: number };
}
interface Cart {
  version: number;
  lines: { productId: string; quantity: number; photos: Photo[] }[];
}
interface ChangeAnswer {
  changeMyCart: { cart: Cart | null; userErrors: { field: string | null; message: string; code: string }[] };
}

// Crops of the mug's 2.3 : 1 wrap inside a 1200 × 800 photo, one printed upside down.
const TURNED_CROP = { x: 40, y: 250, width: 1150, height: 500, rotation: 2 };
const FLAT_CROP = { x: 20, y: 100, width: 1150, height: 500, rotation: 0 };

let shop: OrdersHarness;
let meera: Shopper;
let ravi: Shopper;
let photo: Buffer;

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
  await shop.db.doc('products/photo-mug').set(PHOTO_MUG);
  for (const server of [0, 1])
    await eventually(async () => {
      const { body } = await shop.graphql<{ product: { id: string } | null }>(
        '{ product(id: "photo-mug") { id } }',
        {},
        null,
        server,
      );
      return body.data?.product ? true : undefined;
    }, `the mug on server ${server}`);
  [meera, ravi] = [await shop.shopper('meera'), await shop.shopper('ravi')];
  photo = await jpegPhoto(1200, 800);
}, 120_000);

afterAll(async () => {
  await shop?.stop();
});

async function change(shopper: Shopper, changes: unknown, server: number, headers: Record<string, string> = {}) {
  const { body } = await shop.graphql<ChangeAnswer>(CHANGE, { changes }, shopper.idToken, server, headers);
  expect(body.errors).toBeUndefined();
  return body.data!.changeMyCart;
}

async function myCart(shopper: Shopper, server: number): Promise<Cart> {
  const { body } = await shop.graphql<{ myCart: Cart }>(MY_CART, {}, shopper.idToken, server);
  expect(body.errors).toBeUndefined();
  return body.data!.myCart;
}

const mugChange = (photoId: string, crop: Photo['crop'], quantityDelta = 1) => ({
  lines: [{ productId: 'photo-mug', quantityDelta, photos: [{ photoId, crop }] }],
});

async function anonymousUpload(server: number): Promise<{ token: string; id: string }> {
  const token = await newUploadToken(shop.servers[server]!.url);
  const { status, body } = await uploadPhoto(shop.servers[server]!.url, photo, { uploadToken: token });
  expect(status).toBe(201);
  return { token, id: body.id! };
}

describe('photo lines in the kept cart', () => {
  it('pass a signed-out upload to the account, and show on a second device with crop, turn and preview', async () => {
    const { token, id } = await anonymousUpload(0);
    const before = await shop.db.doc(`photoUploads/${id}`).get();
    expect(before.get('ownerUid')).toBeNull();

    // Device A (server 0) signs in and sends its photo line with the upload token it uploaded with.
    const kept = await change(meera, mugChange(id, TURNED_CROP), 0, { 'x-photo-token': token });
    expect(kept.userErrors).toEqual([]);
    expect((await shop.db.doc(`photoUploads/${id}`).get()).get('ownerUid')).toBe(meera.uid);

    // Device B (server 1) has only the account's ID token.
    const seen = await myCart(meera, 1);
    expect(seen.lines).toEqual([
      {
        productId: 'photo-mug',
        quantity: 1,
        photos: [{ photoId: id, previewUrl: `/media/photos/${id}/preview`, crop: TURNED_CROP }],
      },
    ]);
    const preview = await getPhotoFile(shop.servers[1]!.url, seen.lines[0]!.photos[0]!.previewUrl, {
      idToken: meera.idToken,
    });
    expect(preview.status).toBe(200);
    expect(preview.type).toBe('image/webp');
    // The cart's thumbnail: the preview of the crop, turned as printed (the 1200 × 800 photo's preview is 480 × 320).
    const cropped = async (crop: string) =>
      getPhotoFile(shop.servers[1]!.url, `/media/photos/${id}/preview?crop=${crop}`, { idToken: meera.idToken });
    const thumb = await cropped('40,250,1150,500,2');
    expect(thumb.status).toBe(200);
    expect(await sharp(thumb.data).metadata()).toMatchObject({ format: 'webp', width: 460, height: 200 });
    const quarter = await cropped('0,0,300,690,1');
    expect(await sharp(quarter.data).metadata()).toMatchObject({ width: 276, height: 120 });
    expect((await cropped('1000,0,300,690,0')).status).toBe(404);
    expect((await cropped('nonsense')).status).toBe(404);
    const line = { productId: 'photo-mug', quantity: 1, photos: [{ photoId: id, crop: TURNED_CROP }] };
    const input = { lines: [line], state: 'Tamil Nadu', postalCode: '641018', paymentMethod: 'COD' };
    const quote = await shop.graphql<any>(QUOTE, { input }, meera.idToken, 1);
    expect(quote.body.data.checkoutQuote).toMatchObject({ canPlace: true, lines: [{ problems: [] }] });
    // The device that uploaded it still sees its own preview with its token.
    expect(
      (await getPhotoFile(shop.servers[0]!.url, `/media/photos/${id}/preview`, { uploadToken: token })).status,
    ).toBe(200);
  });

  it('keeps lines of one product with other crops apart and adds up the same photo and crop', async () => {
    const { token, id } = await anonymousUpload(1);
    const account = await shop.shopper('kavya');
    const headers = { 'x-photo-token': token };
    expect((await change(account, mugChange(id, FLAT_CROP), 1, headers)).userErrors).toEqual([]);
    expect((await change(account, mugChange(id, TURNED_CROP), 0)).userErrors).toEqual([]);
    const both = await change(account, mugChange(id, FLAT_CROP, 2), 0);
    expect(both.cart!.lines.map((line) => [line.quantity, line.photos[0]!.crop.rotation])).toEqual([
      [3, 0],
      [1, 2],
    ]);
    const removed = await change(
      account,
      {
        lines: [{ productId: 'photo-mug', quantityDelta: 0, remove: true, photos: [{ photoId: id, crop: FLAT_CROP }] }],
      },
      1,
    );
    expect(removed.cart!.lines.map((line) => line.photos[0]!.crop)).toEqual([TURNED_CROP]);
  });

  it("refuses another account's photo, even with the token it was uploaded with, and changes nothing", async () => {
    const { token, id } = await anonymousUpload(0);
    expect((await change(meera, mugChange(id, FLAT_CROP), 0, { 'x-photo-token': token })).userErrors).toEqual([]);
    const versionBefore = (await myCart(ravi, 0)).version;
    for (const headers of [{}, { 'x-photo-token': token }] as Record<string, string>[]) {
      const refused = await change(ravi, mugChange(id, FLAT_CROP), 1, headers);
      expect(refused).toEqual({
        cart: null,
        userErrors: [
          {
            field: 'changes.lines[0].photos[0].photoId',
            code: 'PHOTO_NOT_FOUND',
            message: 'This photo is no longer available. Upload it again.',
          },
        ],
      });
    }
    const missing = await change(ravi, mugChange('NoSuchPhoto1', FLAT_CROP), 0);
    expect(missing.userErrors.map((error) => error.code)).toEqual(['PHOTO_NOT_FOUND']);
    expect((await myCart(ravi, 0)).version).toBe(versionBefore);
    expect((await shop.db.doc(`photoUploads/${id}`).get()).get('ownerUid')).toBe(meera.uid);
    const preview = await getPhotoFile(shop.servers[0]!.url, `/media/photos/${id}/preview`, { idToken: ravi.idToken });
    expect(preview.status).toBe(404);
  });

  it('refuses a malformed photo naming its field', async () => {
    const { body } = await shop.graphql<ChangeAnswer>(
      CHANGE,
      { changes: mugChange('bad id!', FLAT_CROP) },
      meera.idToken,
      0,
    );
    expect(body.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
    expect(body.errors?.[0]?.message).toContain('changes.lines[0].photos[0].photoId');
    const turned = await shop.graphql<ChangeAnswer>(
      CHANGE,
      { changes: mugChange('Fine1', { ...FLAT_CROP, rotation: 4 }) },
      meera.idToken,
      0,
    );
    expect(turned.body.errors?.[0]?.message).toContain('changes.lines[0].photos[0].crop');
  });
});
