// The decoding pool with its real worker thread and libheif: the queue's bound, the memory cap, and a worker that
// failed replaced by a fresh one.
import { afterEach, describe, expect, it } from 'vitest';
import { heicFixture, realGridTile } from '../../test-support/heic-fixtures.js';
import { heifGrid } from '../../test-support/heif-container.js';
import { createHeicDecodePool, DEFAULT_HEIC_DECODE_POOL, type HeicDecodePool } from './heic-decode-pool.js';
import { PhotoRefusedError } from './photos-model.js';

let pool: HeicDecodePool | null = null;

afterEach(async () => {
  await pool?.close();
  pool = null;
});

const codeOf = (attempt: Promise<unknown>) =>
  attempt.then(
    () => 'decoded',
    (error: unknown) => (error instanceof PhotoRefusedError ? error.code : String(error)),
  );

describe('the HEIC decoding pool', () => {
  it('decodes in a worker thread and hands over RGB pixels', async () => {
    pool = createHeicDecodePool();
    const size = await pool.withDecoded(heicFixture('quadrants.heic'), async (photo) => [
      photo.width,
      photo.height,
      photo.channels,
      photo.data.length,
    ]);
    expect(size).toEqual([1200, 800, 3, 1200 * 800 * 3]);
    expect(pool.stats()).toMatchObject({ workersStarted: 1, decoded: 1 });
  });

  it('refuses BUSY an upload that finds the place taken and the queue full, and decodes the others', async () => {
    pool = createHeicDecodePool({ ...DEFAULT_HEIC_DECODE_POOL, places: 1, queueLimit: 1 });
    const photo = heicFixture('quadrants.heic');
    const codes = await Promise.all([1, 2, 3].map(() => codeOf(pool!.withDecoded(photo, async () => undefined))));
    expect(codes.sort()).toEqual(['BUSY', 'decoded', 'decoded']);
    expect(pool.stats().refusedBusy).toBe(1);
  });

  it('refuses TOO_MANY_PIXELS a decode past its memory cap, then decodes the next upload in a fresh worker', async () => {
    pool = createHeicDecodePool({ ...DEFAULT_HEIC_DECODE_POOL, wasmMemoryCapBytes: 96 * 1024 * 1024 });
    // 37.7 megapixels: within the pixel budget, past 96 MB of libheif memory.
    const grid = heifGrid({ rows: 12, columns: 12, width: 6144, height: 6144, tile: realGridTile() });
    expect(await codeOf(pool.withDecoded(grid, async () => undefined))).toBe('TOO_MANY_PIXELS');
    expect(await codeOf(pool.withDecoded(heicFixture('quadrants.heic'), async () => undefined))).toBe('decoded');
    expect(pool.stats()).toMatchObject({ workersStarted: 2, decoded: 1 });
  }, 60_000);
});
