// processPhoto with real HEIC files (x265-coded, tests/fixtures/photos) and the real decoder (libheif-js).
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  heicFixture,
  quadrantColours,
  TURNED_CLOCKWISE,
  UPRIGHT,
  type HeicFixture,
  type Quadrants,
} from '../../test-support/heic-fixtures.js';
import { processPhoto } from './photo-processing.js';
import { PhotoRefusedError } from './photos-model.js';

const WHITE_BOTTOM_RIGHT: Quadrants = { ...UPRIGHT, bottomRight: 'white' };

const files: [HeicFixture, number, number, Quadrants][] = [
  ['quadrants.heic', 1200, 800, UPRIGHT],
  // irot turns it 90° clockwise; its EXIF says Orientation 6 too, which must not turn it a second time.
  ['quadrants-rotated.heic', 800, 1200, TURNED_CLOCKWISE],
  // The transparent yellow quadrant is flattened onto white in the JPEG original.
  ['quadrants-alpha.heic', 1200, 800, WHITE_BOTTOM_RIGHT],
  ['quadrants-odd.heic', 999, 667, UPRIGHT],
  // 10 bits a sample, 4:2:0, brought down to 8 bits by the decoder.
  ['quadrants-10bit.heic', 1200, 800, UPRIGHT],
  // A grey 320 × 240 top-level image listed first; the photo is the primary item.
  ['quadrants-second-primary.heic', 1200, 800, UPRIGHT],
  // Six 512 × 512 tiles under a grid item, cropped to 1200 × 800, as iPhones store a photo.
  ['quadrants-grid.heic', 1200, 800, UPRIGHT],
];

describe('processPhoto with real HEIC files', () => {
  it.each(files)('%s: an upright %i × %i JPEG original without metadata, colours in place', async (name, w, h, q) => {
    const photo = await processPhoto(heicFixture(name));
    expect([photo.width, photo.height, photo.original.format]).toEqual([w, h, 'jpeg']);
    const original = await sharp(photo.original.data).metadata();
    expect([original.format, original.width, original.height]).toEqual(['jpeg', w, h]);
    expect([original.exif, original.xmp, original.orientation, original.hasAlpha]).toEqual([
      undefined,
      undefined,
      undefined,
      false,
    ]);
    expect(await quadrantColours(photo.original.data)).toEqual(q);
    const preview = await sharp(photo.preview).metadata();
    expect(preview.format).toBe('webp');
    expect(Math.max(preview.width, preview.height)).toBe(480);
    expect(await quadrantColours(photo.preview)).toEqual(q);
  });

  it('drops the EXIF a phone writes (camera, GPS location) from both stored files', async () => {
    const upload = heicFixture('quadrants-rotated.heic');
    // The fixture does carry them: an Exif item with the camera's name and a GPS IFD (tag 0x8825).
    const exif = (await sharp(upload).metadata()).exif!;
    expect(exif.includes('Test Phone')).toBe(true);
    expect(exif.includes(Buffer.from([0x88, 0x25]))).toBe(true);
    const photo = await processPhoto(upload);
    for (const stored of [photo.original.data, photo.preview]) {
      expect(stored.includes('Test Phone')).toBe(false);
      expect(stored.includes('Lovely Gifts')).toBe(false);
      expect((await sharp(stored).metadata()).exif).toBeUndefined();
    }
  });

  it.each(['heix', 'heim', 'heis', 'hevc', 'hevm', 'hevs', 'mif1', 'msf1'])(
    'opens the photo when the file names %s as its major brand',
    async (brand) => {
      const upload = Buffer.from(heicFixture('quadrants.heic'));
      upload.write(brand, 8, 'latin1');
      const photo = await processPhoto(upload);
      expect([photo.width, photo.height]).toEqual([1200, 800]);
      expect(await quadrantColours(photo.original.data)).toEqual(UPRIGHT);
    },
  );

  it.each([0.9, 0.5, 0.2])('refuses a real HEIC cut to %d of its length as not a photo', async (share) => {
    const whole = heicFixture('quadrants.heic');
    const cut = whole.subarray(0, Math.floor(whole.length * share));
    const refusal = await processPhoto(cut).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(PhotoRefusedError);
    expect((refusal as PhotoRefusedError).code).toBe('NOT_AN_IMAGE');
  });
});
