import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { heifContainer } from '../../test-support/heif-container.js';
import { imageEnd, jpegEnd, polyglotProblem, sniffImageFormat } from './photo-sniffing.js';

const image = () => sharp({ create: { width: 64, height: 48, channels: 3, background: '#c06' } });
let jpeg: Buffer;
let progressive: Buffer;
let png: Buffer;
let webp: Buffer;

beforeAll(async () => {
  jpeg = await image().jpeg().toBuffer();
  progressive = await image().jpeg({ progressive: true }).toBuffer();
  png = await image().png().toBuffer();
  webp = await image().webp().toBuffer();
});

/** An ISO media file's first box with these brands. */
function ftyp(major: string, ...compatible: string[]): Buffer {
  const brands = Buffer.from([major, '\0\0\0\0', ...compatible].join(''), 'latin1');
  const size = Buffer.alloc(4);
  size.writeUInt32BE(8 + brands.length);
  return Buffer.concat([size, Buffer.from('ftyp', 'latin1'), brands, Buffer.alloc(16)]);
}

describe('sniffImageFormat', () => {
  it('tells the formats by their bytes', () => {
    expect(sniffImageFormat(jpeg)).toBe('jpeg');
    expect(sniffImageFormat(png)).toBe('png');
    expect(sniffImageFormat(webp)).toBe('webp');
    expect(sniffImageFormat(ftyp('heic', 'mif1', 'heic'))).toBe('heic');
    expect(sniffImageFormat(ftyp('mif1', 'mif1', 'heic'))).toBe('heic');
    expect(sniffImageFormat(ftyp('avif', 'mif1', 'avif'))).toBe('avif');
  });

  it('tells a HEIC by any of the HEVC brands, major or compatible', () => {
    for (const brand of ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs']) {
      expect(sniffImageFormat(ftyp(brand, 'mif1'))).toBe('heic');
      expect(sniffImageFormat(ftyp('mif1', 'miaf', brand))).toBe('heic');
    }
    expect(sniffImageFormat(heifContainer({ width: 64, height: 48 }))).toBe('heic');
  });

  it('tells a generic HEIF (mif1, msf1) as HEIC only when it holds an HEVC-coded item', () => {
    const generic = { width: 64, height: 48, compatibleBrands: ['mif1', 'miaf'] };
    expect(sniffImageFormat(heifContainer({ ...generic, majorBrand: 'mif1' }))).toBe('heic');
    expect(sniffImageFormat(heifContainer({ ...generic, majorBrand: 'msf1', compatibleBrands: ['msf1'] }))).toBe(
      'heic',
    );
    // The same file with its item type changed from hvc1: a generic HEIF of something else.
    const other = heifContainer({ ...generic, majorBrand: 'mif1' });
    other.write('jpeg', other.indexOf('hvc1'), 'latin1');
    expect(sniffImageFormat(other)).toBeNull();
    expect(sniffImageFormat(ftyp('mif1', 'mif1', 'miaf'))).toBeNull();
    // "hvc1" somewhere that is not an item's type does not count.
    expect(sniffImageFormat(Buffer.concat([ftyp('mif1', 'mif1'), Buffer.from('infe\0\0\0\0hvc1')]))).toBeNull();
  });

  it('refuses SVG, HTML, GIF and text whatever they are called', () => {
    expect(sniffImageFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageFormat(Buffer.from('<?xml version="1.0"?><svg/>'))).toBeNull();
    expect(sniffImageFormat(Buffer.from('<!doctype html><p>hi'))).toBeNull();
    expect(sniffImageFormat(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffImageFormat(ftyp('isom', 'mp41'))).toBeNull();
    expect(sniffImageFormat(Buffer.alloc(0))).toBeNull();
  });
});

describe('imageEnd', () => {
  it('finds the exact end of a JPEG (baseline and progressive), a PNG and a WebP', () => {
    expect(jpegEnd(jpeg)).toBe(jpeg.length);
    expect(jpegEnd(progressive)).toBe(progressive.length);
    expect(imageEnd(png, 'png')).toBe(png.length);
    expect(imageEnd(webp, 'webp')).toBe(webp.length);
    const padded = Buffer.concat([jpeg, Buffer.from('trailer')]);
    expect(jpegEnd(padded)).toBe(jpeg.length);
  });

  it('is null for a truncated file', () => {
    expect(jpegEnd(jpeg.subarray(0, jpeg.length - 10))).toBeNull();
    expect(imageEnd(png.subarray(0, png.length - 4), 'png')).toBeNull();
    expect(imageEnd(webp.subarray(0, 20), 'webp')).toBeNull();
  });
});

describe('polyglotProblem', () => {
  it('accepts plain images and harmless trailing bytes', () => {
    expect(polyglotProblem(jpeg, 'jpeg')).toBeNull();
    expect(polyglotProblem(png, 'png')).toBeNull();
    expect(polyglotProblem(Buffer.concat([jpeg, Buffer.alloc(32)]), 'jpeg')).toBeNull();
  });

  it('refuses an archive or document after the image', () => {
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(40, 1)]);
    expect(polyglotProblem(Buffer.concat([jpeg, zip]), 'jpeg')).toBe('TRAILING_FILE');
    expect(polyglotProblem(Buffer.concat([png, Buffer.from('%PDF-1.7\n')]), 'png')).toBe('TRAILING_FILE');
  });

  it('refuses markup anywhere, in any case', () => {
    expect(polyglotProblem(Buffer.concat([jpeg, Buffer.from('<HTML><SCRIPT>alert(1)</SCRIPT>')]), 'jpeg')).toBe(
      'MARKUP',
    );
    const pngOnHtml = Buffer.concat([png.subarray(0, 8), Buffer.from('<html><body>hello</body></html>')]);
    expect(polyglotProblem(pngOnHtml, 'png')).toBe('MARKUP');
  });

  it('refuses a broken structure', () => {
    expect(polyglotProblem(Buffer.concat([png.subarray(0, 8), Buffer.from('garbage bytes')]), 'png')).toBe('BROKEN');
  });
});
