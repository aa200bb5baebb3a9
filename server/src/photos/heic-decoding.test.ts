import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { heicFixture } from '../../test-support/heic-fixtures.js';
import { heifContainer } from '../../test-support/heif-container.js';
import { decodeHeic, type HeicReader } from './heic-decoding.js';
import { readWithLibheif } from './libheif-reader.js';
import { processPhoto } from './photo-processing.js';
import { PhotoRefusedError } from './photos-model.js';

async function refusal(attempt: Promise<unknown>): Promise<string> {
  try {
    await attempt;
  } catch (error) {
    if (error instanceof PhotoRefusedError) return error.code;
    throw error;
  }
  return 'accepted';
}

/** libheif's real reading of the file, counting how many images get their pixels decoded and whether it freed. */
function countingReader(): { read: HeicReader; opened: () => number; decoded: () => number; disposed: () => boolean } {
  let [opened, decoded] = [0, 0];
  let disposed = false;
  const read: HeicReader = async (input) => {
    opened += 1;
    const images = await readWithLibheif(input);
    const counted = images.map((image) => ({
      ...image,
      decode: () => {
        decoded += 1;
        return image.decode();
      },
    }));
    return Object.assign(counted, {
      dispose: () => {
        disposed = true;
        images.dispose();
      },
    });
  };
  return { read, opened: () => opened, decoded: () => decoded, disposed: () => disposed };
}

type Pixels = { data: Uint8ClampedArray; width: number; height: number };

/** A reader standing in for libheif, for pixels no real file has (real files: heic-real-files.test.ts). */
function readerOf(...images: (Pixels & { primary?: boolean })[]): HeicReader {
  return async () =>
    Object.assign(
      images.map(({ primary = true, ...pixels }) => ({
        ...pixels,
        primary,
        decode: async () => ({ ...pixels, channels: 4 as const }),
      })),
      { dispose: () => {} },
    );
}

async function rgba(width: number, height: number): Promise<Uint8ClampedArray> {
  const raw = await sharp({ create: { width, height, channels: 4, background: { r: 200, g: 40, b: 90, alpha: 1 } } })
    .raw()
    .toBuffer();
  return new Uint8ClampedArray(raw.buffer, raw.byteOffset, raw.length);
}

describe('decodeHeic', () => {
  it('refuses a bomb by the size its header declares, before libheif even reads the file', async () => {
    // 10,000 × 10,000 = 100 megapixels declared in a file of a few hundred bytes.
    const bomb = heifContainer({ width: 10_000, height: 10_000 });
    expect(bomb.length).toBeLessThan(1024);
    const reader = countingReader();
    expect(await refusal(decodeHeic(bomb, reader.read))).toBe('TOO_MANY_PIXELS');
    expect(reader.opened()).toBe(0);
  });

  it('refuses a grid that declares 1200 × 800 but asks for a 32768 × 32768 canvas, before libheif reads it', async () => {
    const bomb = heicFixture('grid-bomb.heic');
    const reader = countingReader();
    expect(await refusal(decodeHeic(bomb, reader.read))).toBe('TOO_MANY_PIXELS');
    expect(reader.opened()).toBe(0);
  });

  it('refuses a HEIC whose picture cannot be decoded, or that is no HEIF at all', async () => {
    const reader = countingReader();
    expect(await refusal(decodeHeic(heifContainer({ width: 64, height: 48 }), reader.read))).toBe('NOT_AN_IMAGE');
    expect(reader.decoded()).toBe(1);
    expect(reader.disposed()).toBe(true);
    const headerOnly = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1')]);
    expect(await refusal(decodeHeic(Buffer.concat([headerOnly, Buffer.alloc(200)])))).toBe('NOT_AN_IMAGE');
  });

  it('hands over the decoded RGBA pixels of the image', async () => {
    const pixels = { data: await rgba(30, 20), width: 30, height: 20 };
    const decoded = await decodeHeic(heifContainer({ width: 30, height: 20 }), readerOf(pixels));
    expect([decoded.width, decoded.height, decoded.data.length]).toEqual([30, 20, 30 * 20 * 4]);
  });

  it('decodes the primary image when other top-level images come before it', async () => {
    const other = { data: await rgba(8, 6), width: 8, height: 6, primary: false };
    const photo = { data: await rgba(30, 20), width: 30, height: 20 };
    const decoded = await decodeHeic(heifContainer({ width: 30, height: 20 }), readerOf(other, photo));
    expect([decoded.width, decoded.height]).toEqual([30, 20]);
  });

  it('refuses pixels that do not match the size they claim', async () => {
    const short = { data: await rgba(30, 19), width: 30, height: 20 };
    expect(await refusal(decodeHeic(heifContainer({ width: 30, height: 20 }), readerOf(short)))).toBe('NOT_AN_IMAGE');
  });
});

describe('processPhoto with a HEIC', () => {
  it('refuses a HEIC bomb with the real decoder', async () => {
    expect(await refusal(processPhoto(heifContainer({ width: 9_000, height: 6_000 })))).toBe('TOO_MANY_PIXELS');
  });

  it('keeps the decoded pixels as a JPEG original without metadata and a WebP preview', async () => {
    const upload = heifContainer({ width: 960, height: 1280 });
    const photo = await processPhoto(upload, readerOf({ data: await rgba(960, 1280), width: 960, height: 1280 }));
    expect([photo.width, photo.height, photo.original.format]).toEqual([960, 1280, 'jpeg']);
    const original = await sharp(photo.original.data).metadata();
    expect([original.format, original.width, original.height]).toEqual(['jpeg', 960, 1280]);
    expect([original.exif, original.xmp, original.orientation]).toEqual([undefined, undefined, undefined]);
    const preview = await sharp(photo.preview).metadata();
    expect([preview.format, preview.width, preview.height]).toEqual(['webp', 360, 480]);
  });

  it('still refuses markup hidden in a HEIC', async () => {
    const upload = Buffer.concat([heifContainer({ width: 64, height: 48 }), Buffer.from('<script>alert(1)</script>')]);
    expect(await refusal(processPhoto(upload))).toBe('NOT_AN_IMAGE');
  });
});
