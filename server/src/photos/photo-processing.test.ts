import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { printFile, processPhoto } from './photo-processing.js';
import { PhotoRefusedError } from './photos-model.js';

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2a6' } });

async function refusal(upload: Buffer): Promise<string> {
  try {
    await processPhoto(upload);
  } catch (error) {
    if (error instanceof PhotoRefusedError) return error.code;
    throw error;
  }
  return 'accepted';
}

describe('processPhoto', () => {
  it('turns the photo upright by its EXIF orientation and drops its metadata', async () => {
    // 640×480 as stored, orientation 6: the camera was turned, the photo is 480 wide and 640 tall.
    const upload = await picture(640, 480)
      .jpeg()
      .withExif({ IFD0: { Artist: 'Asha', Copyright: 'Home, Race Course Road' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(upload).metadata()).exif).toBeDefined();
    const photo = await processPhoto(upload);
    expect([photo.width, photo.height]).toEqual([480, 640]);
    const original = await sharp(photo.original.data).metadata();
    expect([original.format, original.width, original.height]).toEqual(['jpeg', 480, 640]);
    expect(original.exif).toBeUndefined();
    expect(original.orientation).toBeUndefined();
    const preview = await sharp(photo.preview).metadata();
    expect([preview.format, preview.width, preview.height]).toEqual(['webp', 360, 480]);
  });

  it('keeps a PNG lossless', async () => {
    const photo = await processPhoto(await picture(300, 200).png().toBuffer());
    expect(photo.original.format).toBe('png');
  });

  it('refuses what is not a photo by its content', async () => {
    expect(await refusal(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'))).toBe(
      'NOT_AN_IMAGE',
    );
    expect(await refusal(Buffer.from('just text'))).toBe('NOT_AN_IMAGE');
    expect(await refusal(await picture(20, 20).gif().toBuffer())).toBe('NOT_AN_IMAGE');
  });
});

describe('printFile', () => {
  it('cuts the crop at full resolution and turns it clockwise', async () => {
    const original = await picture(1000, 800).jpeg().toBuffer();
    const printed = await printFile(original, { x: 100, y: 50, width: 600, height: 300, rotation: 1 });
    const metadata = await sharp(printed.data).metadata();
    expect([metadata.width, metadata.height]).toEqual([300, 600]);
  });
});
