// HEIC decoding bombs against a real server on the emulators: six at once from one anonymous upload token. libheif
// decodes in the instance's worker threads (heic-decode-pool.ts), never on the event loop, so the server answers
// `{__typename}` all along; a grid whose tiles reach far past its canvas is refused from its boxes and stores nothing;
// decodable grids are decoded in a worker, or refused 503 BUSY naming the file when the queue is full. The event loop
// and memory are measured by `npm run bench:decode-probe`, not asserted here.
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realGridTile } from '../../server/test-support/heic-fixtures.js';
import { heifGrid } from '../../server/test-support/heif-container.js';
import { heicDecodePool } from '../../server/src/photos/photo-processing.js';
import type { OrdersHarness } from '../support/orders-harness.js';
import {
  newUploadToken,
  photosDirOf,
  startPhotoShop,
  uploadPhoto,
  type UploadAnswer,
} from '../support/photos-support.js';

let shop: OrdersHarness;
let url: string;

beforeAll(async () => {
  shop = await startPhotoShop();
  url = shop.servers[0]!.url;
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

/** `{__typename}` over HTTP, asked again and again until `until` settles: every answer's status and body. */
async function probeWhile(until: Promise<unknown>): Promise<string[]> {
  let done = false;
  void until.finally(() => (done = true));
  const answers: string[] = [];
  while (!done) {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query":"{__typename}"}',
    });
    answers.push(`${response.status} ${(await response.text()).trim()}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return answers;
}

async function sixAtOnce(file: Buffer): Promise<{ uploads: UploadAnswer[]; probes: string[] }> {
  const token = await newUploadToken(url);
  const uploads = Promise.all(Array.from({ length: 6 }, () => uploadPhoto(url, file, { uploadToken: token })));
  const probes = await probeWhile(uploads);
  return { uploads: await uploads, probes };
}

describe('HEIC decoding bombs, six at once from one upload token', () => {
  const tile = realGridTile();

  it('refuses a 1200 × 800 grid carrying 14 × 14 tiles from its boxes, stores nothing, and keeps answering', async () => {
    const bomb = heifGrid({ rows: 14, columns: 14, width: 1200, height: 800, tile });
    expect(bomb.length).toBeLessThan(10 * 1024);
    const [photosBefore, filesBefore, decodedBefore] = [await photoCount(), storedFiles(), heicDecodePool().stats()];
    const { uploads, probes } = await sixAtOnce(bomb);
    for (const upload of uploads) {
      expect(upload.status).toBe(422);
      expect(upload.body.error).toEqual({
        code: 'TOO_MANY_PIXELS',
        field: 'file',
        message: 'The photo has more than 50 megapixels. Choose a smaller one.',
      });
    }
    expect(probes.length).toBeGreaterThan(0);
    expect(new Set(probes)).toEqual(new Set(['200 {"data":{"__typename":"Query"}}']));
    expect([await photoCount(), storedFiles()]).toEqual([photosBefore, filesBefore]);
    expect(heicDecodePool().stats().decoded).toBe(decodedBefore.decoded);
  });

  it('decodes 2048 × 2048 grids (16 tiles each) in a worker thread, or refuses them BUSY naming the file', async () => {
    const grid = heifGrid({ rows: 4, columns: 4, width: 2048, height: 2048, tile });
    const before = heicDecodePool().stats();
    const { uploads, probes } = await sixAtOnce(grid);
    const accepted = uploads.filter((upload) => upload.status === 201);
    expect(accepted.length).toBeGreaterThan(0);
    for (const upload of accepted) expect(upload.body).toMatchObject({ width: 2048, height: 2048 });
    for (const upload of uploads.filter((answer) => answer.status !== 201)) {
      expect(upload.status).toBe(503);
      expect(upload.body.error).toMatchObject({ code: 'BUSY', field: 'file' });
    }
    const after = heicDecodePool().stats();
    // Each accepted photo was decoded by a worker of the pool, which started at least one.
    expect(after.decoded - before.decoded).toBe(accepted.length);
    expect(after.workersStarted).toBeGreaterThan(0);
    expect(new Set(probes)).toEqual(new Set(['200 {"data":{"__typename":"Query"}}']));
  }, 120_000);
});
