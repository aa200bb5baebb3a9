// The decoding pool with its real worker thread and libheif: the queue's bound, the memory cap, a worker that
// failed replaced by a fresh one, and the worker's low CPU priority.
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import sharp from 'sharp';
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
  it('decodes in a worker thread and hands over the JPEG original and the WebP preview', async () => {
    pool = createHeicDecodePool();
    const photo = await pool.process(heicFixture('quadrants.heic'));
    expect([photo.width, photo.height, photo.original.format]).toEqual([1200, 800, 'jpeg']);
    expect(await sharp(photo.original.data).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 800 });
    expect(await sharp(photo.preview).metadata()).toMatchObject({ format: 'webp', width: 480, height: 320 });
    expect(pool.stats()).toMatchObject({ workersStarted: 1, decoded: 1 });
  });

  it('runs its worker thread at the lowest CPU priority and leaves the calling thread as it was', async () => {
    const threadNiceness = () =>
      readdirSync('/proc/self/task').map((tid) => {
        // The fields after the command's closing parenthesis; niceness is the 19th field of the line.
        const fields = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ');
        return Number(fields[16]);
      });
    const before = os.getPriority(0);
    expect(threadNiceness().filter((nice) => nice === os.constants.priority.PRIORITY_LOW)).toEqual([]);
    pool = createHeicDecodePool();
    await pool.process(heicFixture('quadrants.heic'));
    expect(threadNiceness().filter((nice) => nice === os.constants.priority.PRIORITY_LOW).length).toBeGreaterThan(0);
    expect(os.getPriority(0)).toBe(before);
  });

  it('refuses BUSY an upload that finds the place taken and the queue full, and decodes the others', async () => {
    pool = createHeicDecodePool({ ...DEFAULT_HEIC_DECODE_POOL, places: 1, queueLimit: 1 });
    const photo = heicFixture('quadrants.heic');
    const codes = await Promise.all([1, 2, 3].map(() => codeOf(pool!.process(photo))));
    expect(codes.sort()).toEqual(['BUSY', 'decoded', 'decoded']);
    expect(pool.stats().refusedBusy).toBe(1);
  });

  it('refuses TOO_MANY_PIXELS a decode past its memory cap, then decodes the next upload in a fresh worker', async () => {
    pool = createHeicDecodePool({ ...DEFAULT_HEIC_DECODE_POOL, wasmMemoryCapBytes: 96 * 1024 * 1024 });
    // 37.7 megapixels: within the pixel budget, past 96 MB of libheif memory.
    const grid = heifGrid({ rows: 12, columns: 12, width: 6144, height: 6144, tile: realGridTile() });
    expect(await codeOf(pool.process(grid))).toBe('TOO_MANY_PIXELS');
    expect(await codeOf(pool.process(heicFixture('quadrants.heic')))).toBe('decoded');
    expect(pool.stats()).toMatchObject({ workersStarted: 2, decoded: 1 });
  }, 60_000);
});
