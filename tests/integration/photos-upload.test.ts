// Shoppers' photo uploads against the real emulators and a real server (files in a local folder): what is accepted,
// what is refused by its content (and stores nothing), and who may read a preview.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heifContainer } from '../../server/test-support/heif-container.js';
import { signedInAdmin } from '../support/admin-support.js';
import type { OrdersHarness, Shopper } from '../support/orders-harness.js';
import {
  getPhotoFile,
  jpegPhoto,
  newUploadToken,
  photosDirOf,
  startPhotoShop,
  uploadPhoto,
} from '../support/photos-support.js';

let shop: OrdersHarness;
let url: string;
let asha: Shopper;
let ravi: Shopper;

beforeAll(async () => {
  shop = await startPhotoShop();
  url = shop.servers[0]!.url;
  [asha, ravi] = [await shop.shopper('asha'), await shop.shopper('ravi')];
}, 120_000);

afterAll(async () => {
  await shop?.stop();
});

const photoCount = async () => (await shop.db.collection('photoUploads').count().get()).data().count;

describe('uploading a photo', () => {
  it('keeps an upright, metadata-free original and a small preview, privately, for a signed-in shopper', async () => {
    const upload = await sharp(await jpegPhoto(1200, 800))
      .withExif({ IFD0: { Artist: 'Asha Raman', Copyright: '12 Race Course Road' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const { status, body } = await uploadPhoto(url, upload, { idToken: asha.idToken }, 'application/octet-stream');
    expect(status).toBe(201);
    expect(body).toMatchObject({ width: 800, height: 1200, previewUrl: `/media/photos/${body.id}/preview` });
    const record = (await shop.db.doc(`photoUploads/${body.id}`).get()).data()!;
    expect(record).toMatchObject({ ownerUid: asha.uid, tokenHash: null, width: 800, height: 1200, orderedAt: null });
    const dir = photosDirOf(shop.projectId);
    expect(existsSync(join(dir, `${body.id}.original.jpg`))).toBe(true);
    const original = await sharp(join(dir, `${body.id}.original.jpg`)).metadata();
    expect([original.width, original.height, original.exif, original.orientation]).toEqual([
      800,
      1200,
      undefined,
      undefined,
    ]);
    // Never served as public media.
    expect((await fetch(`${url}/media/u/${body.id}`)).status).toBe(404);
    const preview = await getPhotoFile(url, body.previewUrl!, { idToken: asha.idToken });
    expect(preview.status).toBe(200);
    expect(preview.type).toBe('image/webp');
    expect((await sharp(preview.data).metadata()).height).toBe(480);
  });

  it('lets only the uploader and the owner read a preview: another shopper or nobody gets 404', async () => {
    const { body } = await uploadPhoto(url, await jpegPhoto(600, 400), { idToken: asha.idToken });
    const path = body.previewUrl!;
    expect((await getPhotoFile(url, path, { idToken: ravi.idToken })).status).toBe(404);
    expect((await getPhotoFile(url, path, {})).status).toBe(404);
    expect((await getPhotoFile(url, path, { uploadToken: await newUploadToken(url) })).status).toBe(404);
    const admin = await signedInAdmin(shop.auth, shop.authHost, shop.projectId);
    expect((await getPhotoFile(url, path, { idToken: admin.idToken })).status).toBe(200);
    // The owner's files are for admins only.
    expect((await getPhotoFile(url, `/admin/photos/${body.id}/original`, { idToken: asha.idToken })).status).toBe(403);
    expect((await getPhotoFile(url, `/admin/photos/${body.id}/original`, {})).status).toBe(401);
  });

  it('takes a signed-out shopper’s photo with an anonymous upload token, readable with that token only', async () => {
    const token = await newUploadToken(url);
    const { status, body } = await uploadPhoto(url, await jpegPhoto(640, 480), { uploadToken: token });
    expect(status).toBe(201);
    const record = (await shop.db.doc(`photoUploads/${body.id}`).get()).data()!;
    expect(record.ownerUid).toBeNull();
    expect(record.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(record.tokenHash).not.toContain(token);
    expect((await getPhotoFile(url, body.previewUrl!, { uploadToken: token })).status).toBe(200);
    expect((await getPhotoFile(url, body.previewUrl!, { uploadToken: await newUploadToken(url) })).status).toBe(404);
  });

  it('refuses an upload with neither an ID token nor an upload token', async () => {
    const { status, body } = await uploadPhoto(url, await jpegPhoto(100, 100), {});
    expect(status).toBe(401);
    expect(body.error).toMatchObject({ code: 'UNAUTHENTICATED', field: 'file' });
  });
});

describe('refused uploads store nothing', () => {
  const refusals: [string, () => Promise<Buffer>, number, string][] = [
    ['not an image', async () => Buffer.from('hello, this is a text file'), 415, 'NOT_AN_IMAGE'],
    [
      'an SVG (with a script), sent as image/jpeg',
      async () =>
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><script>alert(1)</script></svg>'),
      415,
      'NOT_AN_IMAGE',
    ],
    [
      'a JPEG with a zip appended',
      async () =>
        Buffer.concat([
          await jpegPhoto(300, 200),
          Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0]),
          Buffer.from('evil.html'),
        ]),
      415,
      'NOT_AN_IMAGE',
    ],
    [
      'a JPEG with a web page appended',
      async () => Buffer.concat([await jpegPhoto(300, 200), Buffer.from('<html><script>alert(1)</script></html>')]),
      415,
      'NOT_AN_IMAGE',
    ],
    [
      'a PNG header on a web page',
      async () =>
        Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), Buffer.from('<html><body>hi</body></html>')]),
      415,
      'NOT_AN_IMAGE',
    ],
    [
      'a HEIC header over nothing',
      async () => {
        const box = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1')]);
        return Buffer.concat([box, Buffer.alloc(200)]);
      },
      415,
      'NOT_AN_IMAGE',
    ],
    [
      'a HEIC whose picture is not HEVC data',
      async () => heifContainer({ width: 1200, height: 800 }),
      415,
      'NOT_AN_IMAGE',
    ],
    [
      'a HEIC bomb: a few hundred bytes declaring 100 megapixels',
      async () => heifContainer({ width: 10_000, height: 10_000 }),
      422,
      'TOO_MANY_PIXELS',
    ],
  ];

  it.each(refusals)('%s', async (_label, make, status, code) => {
    const before = await photoCount();
    const answer = await uploadPhoto(url, await make(), { idToken: asha.idToken });
    expect(answer.status).toBe(status);
    expect(answer.body.error).toMatchObject({ code, field: 'file' });
    expect(answer.body.error!.message.length).toBeGreaterThan(20);
    expect(await photoCount()).toBe(before);
  });

  it('refuses a decompression bomb: a small file claiming 56 megapixels', async () => {
    const bomb = await sharp({ create: { width: 8_000, height: 7_000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const before = await photoCount();
    const answer = await uploadPhoto(url, bomb, { idToken: asha.idToken }, 'image/png');
    expect(answer.status).toBe(422);
    expect(answer.body.error?.code).toBe('TOO_MANY_PIXELS');
    expect(await photoCount()).toBe(before);
  }, 60_000);

  it('refuses a 50 MB body with 413 and stores nothing', async () => {
    const before = await photoCount();
    const huge = Buffer.alloc(50 * 1024 * 1024, 0xff);
    huge.set([0xff, 0xd8, 0xff, 0xe0]);
    let status: number;
    let code: string | undefined;
    try {
      const answer = await uploadPhoto(url, huge, { idToken: asha.idToken });
      status = answer.status;
      code = answer.body.error?.code;
    } catch {
      // The server answered 413 and closed the connection while the body was still being sent.
      status = 413;
      code = 'TOO_LARGE';
    }
    expect([status, code]).toEqual([413, 'TOO_LARGE']);
    expect(await photoCount()).toBe(before);
    // The server is still well.
    expect((await uploadPhoto(url, await jpegPhoto(200, 100), { idToken: asha.idToken })).status).toBe(201);
  }, 60_000);
});
