// Photo upload limits shared by every instance: concurrent uploads split over two servers, counted in Firestore, are
// allowed exactly up to the limit, per account and per client address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOrdersHarness, type OrdersHarness } from '../support/orders-harness.js';
import { jpegPhoto, newUploadToken, uploadPhoto, type UploadAnswer } from '../support/photos-support.js';

const HOUR = 3_600_000;
let shop: OrdersHarness;
let photo: Buffer;

beforeAll(async () => {
  shop = await startOrdersHarness({
    servers: 2,
    serverOptions: {
      photoLimits: {
        uploadsPerIp: { limit: 1_000, windowMs: HOUR },
        uploadsPerOwner: { limit: 3, windowMs: HOUR },
        tokensPerIp: { limit: 1_000, windowMs: HOUR },
      },
      photoSweepIntervalMs: 0,
    },
  });
  photo = await jpegPhoto(400, 300);
}, 120_000);

afterAll(async () => {
  await shop?.stop();
});

const photoCount = async () => (await shop.db.collection('photoUploads').count().get()).data().count;

function tally(answers: readonly UploadAnswer[]) {
  const codes = answers.map((answer) => (answer.status === 201 ? 'stored' : answer.body.error?.code));
  return {
    stored: codes.filter((code) => code === 'stored').length,
    limited: codes.filter((code) => code === 'RATE_LIMITED').length,
    other: codes.filter((code) => code !== 'stored' && code !== 'RATE_LIMITED').length,
  };
}

describe('upload limits over two instances', () => {
  it('per account: 8 uploads at once, split over both servers, store exactly 3', async () => {
    const shopper = await shop.shopper('uploader');
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        uploadPhoto(shop.servers[index % 2]!.url, photo, { idToken: shopper.idToken }),
      ),
    );
    console.info(
      `8 uploads of one account at once: ${JSON.stringify(tally(answers))}, ${Math.round(performance.now() - started)} ms`,
    );
    expect(tally(answers)).toEqual({ stored: 3, limited: 5, other: 0 });
    expect(await photoCount()).toBe(3);
    const refused = answers.find((answer) => answer.status === 429)!;
    expect(refused.body.error).toMatchObject({ code: 'RATE_LIMITED', field: 'file' });
  }, 60_000);

  it('per upload token: the same, and another token still uploads', async () => {
    const before = await photoCount();
    const token = await newUploadToken(shop.servers[0]!.url);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) => uploadPhoto(shop.servers[index % 2]!.url, photo, { uploadToken: token })),
    );
    expect(tally(answers)).toEqual({ stored: 3, limited: 3, other: 0 });
    const other = await newUploadToken(shop.servers[1]!.url);
    expect((await uploadPhoto(shop.servers[1]!.url, photo, { uploadToken: other })).status).toBe(201);
    expect(await photoCount()).toBe(before + 4);
  }, 60_000);

  it('per client address: 10 uploads of 10 devices at once over two servers store exactly the limit of 4', async () => {
    await shop.clearFirestore();
    const ipLimited = {
      photoLimits: {
        uploadsPerIp: { limit: 4, windowMs: HOUR },
        uploadsPerOwner: { limit: 100, windowMs: HOUR },
        tokensPerIp: { limit: 100, windowMs: HOUR },
      },
      photoSweepIntervalMs: 0,
    };
    const servers = [
      await shop.addServer({ serverOptions: ipLimited }),
      await shop.addServer({ serverOptions: ipLimited }),
    ];
    const urls = servers.map((index) => shop.servers[index]!.url);
    const tokens = await Promise.all(Array.from({ length: 10 }, (_, index) => newUploadToken(urls[index % 2]!)));
    const answers = await Promise.all(
      tokens.map((token, index) => uploadPhoto(urls[index % 2]!, photo, { uploadToken: token })),
    );
    expect(tally(answers)).toEqual({ stored: 4, limited: 6, other: 0 });
    expect(await photoCount()).toBe(4);
  }, 120_000);
});
