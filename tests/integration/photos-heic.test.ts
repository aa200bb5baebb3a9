// Real HEIC photos (x265-coded, tests/fixtures/photos) uploaded to a real server against the emulators, with the
// media store on files: what the server keeps is an upright JPEG without metadata, the picture's colours where they
// were, a preview for the uploader; a cut-off HEIC is refused and stores nothing.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  heicFixture,
  quadrantColours,
  TURNED_CLOCKWISE,
  UPRIGHT,
  type HeicFixture,
  type Quadrants,
} from '../../server/test-support/heic-fixtures.js';
import type { OrdersHarness, Shopper } from '../support/orders-harness.js';
import { getPhotoFile, photosDirOf, startPhotoShop, uploadPhoto } from '../support/photos-support.js';

let shop: OrdersHarness;
let url: string;
let asha: Shopper;

beforeAll(async () => {
  shop = await startPhotoShop();
  url = shop.servers[0]!.url;
  asha = await shop.shopper('asha');
}, 120_000);

afterAll(async () => {
  await shop?.stop();
});

const photoCount = async () => (await shop.db.collection('photoUploads').count().get()).data().count;
const storedFiles = () => {
  try {
    return readdirSync(photosDirOf(shop.projectId)).length;
  } catch {
    return 0;
  }
};

const uploads: [HeicFixture, number, number, Quadrants][] = [
  ['quadrants.heic', 1200, 800, UPRIGHT],
  // Stored 1200 × 800 with an irot turning it clockwise, and a phone's EXIF: Orientation 6, camera, GPS.
  ['quadrants-rotated.heic', 800, 1200, TURNED_CLOCKWISE],
  ['quadrants-grid.heic', 1200, 800, UPRIGHT],
  // A grey 320 × 240 image listed before the photo, which is the file's primary item.
  ['quadrants-second-primary.heic', 1200, 800, UPRIGHT],
];

describe('uploading a real HEIC from a phone', () => {
  it.each(uploads)(
    '%s: 201, %i × %i upright, a JPEG original without EXIF, colours in place',
    async (name, w, h, q) => {
      const { status, body } = await uploadPhoto(url, heicFixture(name), { idToken: asha.idToken }, 'image/heic');
      expect(status).toBe(201);
      expect(body).toMatchObject({ width: w, height: h, previewUrl: `/media/photos/${body.id}/preview` });
      const record = (await shop.db.doc(`photoUploads/${body.id}`).get()).data()!;
      expect(record).toMatchObject({ ownerUid: asha.uid, width: w, height: h, orderedAt: null });

      const original = readFileSync(join(photosDirOf(shop.projectId), `${body.id}.original.jpg`));
      const metadata = await sharp(original).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', w, h]);
      expect([metadata.exif, metadata.xmp, metadata.orientation]).toEqual([undefined, undefined, undefined]);
      expect(original.includes('Test Phone')).toBe(false);
      expect(await quadrantColours(original)).toEqual(q);

      const preview = await getPhotoFile(url, body.previewUrl!, { idToken: asha.idToken });
      expect([preview.status, preview.type]).toEqual([200, 'image/webp']);
      const previewMetadata = await sharp(preview.data).metadata();
      expect([previewMetadata.width, previewMetadata.height]).toEqual(w > h ? [480, 320] : [320, 480]);
      expect(previewMetadata.exif).toBeUndefined();
      expect(await quadrantColours(preview.data)).toEqual(q);
    },
  );

  it('refuses a 14 kB grid declaring 1200 × 800 that would decode 32768 × 32768, and stores nothing', async () => {
    const [photosBefore, filesBefore] = [await photoCount(), storedFiles()];
    const answer = await uploadPhoto(url, heicFixture('grid-bomb.heic'), { idToken: asha.idToken }, 'image/heic');
    expect(answer.status).toBe(422);
    expect(answer.body.error).toMatchObject({ code: 'TOO_MANY_PIXELS', field: 'file' });
    expect([await photoCount(), storedFiles()]).toEqual([photosBefore, filesBefore]);
  });

  it('refuses a real HEIC cut short (the upload broke off) with a clear error, and stores nothing', async () => {
    const whole = heicFixture('quadrants.heic');
    const [photosBefore, filesBefore] = [await photoCount(), storedFiles()];
    const answer = await uploadPhoto(url, whole.subarray(0, Math.floor(whole.length * 0.6)), { idToken: asha.idToken });
    expect(answer.status).toBe(415);
    expect(answer.body.error).toEqual({
      code: 'NOT_AN_IMAGE',
      field: 'file',
      message: 'This file is not a photo the shop can print. Choose a JPEG, PNG, WebP or HEIC photo.',
    });
    expect([await photoCount(), storedFiles()]).toEqual([photosBefore, filesBefore]);
    // The server is still well: the whole file goes through.
    expect((await uploadPhoto(url, whole, { idToken: asha.idToken }, 'image/heic')).status).toBe(201);
  });
});
