import { describe, expect, it } from 'vitest';
import { heicFixture, realGridTile, type HeicFixture } from '../../test-support/heic-fixtures.js';
import { heifContainer, heifGrid } from '../../test-support/heif-container.js';
import { decodeBudgetVerdict, pixelsToDecode } from './heif-decode-budget.js';
import { heifItems } from './heif-items.js';
import { hevcPictureSizes } from './hevc-sps.js';

/** The hvcC box of a single-image fixture's first item. */
function hvcCOf(name: HeicFixture): Uint8Array {
  const items = heifItems(heicFixture(name));
  const index = items.associations.get(1)!.find((i) => items.properties[i - 1]?.type === 'hvcC')!;
  return items.properties[index - 1]!.body;
}

describe('hevcPictureSizes', () => {
  it('reads the coded size from the SPS of x265-coded files (8 and 10 bits, padded to whole coding blocks)', () => {
    expect(hevcPictureSizes(hvcCOf('quadrants.heic'), null)).toEqual([{ width: 1200, height: 800 }]);
    expect(hevcPictureSizes(hvcCOf('quadrants-10bit.heic'), null)).toEqual([{ width: 1200, height: 800 }]);
    // 999 × 667 is coded as 1000 × 672 and cropped.
    expect(hevcPictureSizes(hvcCOf('quadrants-odd.heic'), null)).toEqual([{ width: 1000, height: 672 }]);
  });

  it('also finds an SPS hidden in the coded data, which a decoder would use', () => {
    const hvcC = hvcCOf('quadrants.heic');
    // The SPS NAL unit of the hvcC (type 33), repeated in the data after a four-byte length.
    const sizes = hevcPictureSizes(hvcC, null);
    const sps = [...Buffer.from(hvcC).entries()].find(([at, byte]) => byte === 0x42 && hvcC[at + 1] === 0x01)![0];
    const length = Buffer.from(hvcC).readUInt16BE(sps - 2);
    const unit = hvcC.subarray(sps, sps + length);
    const data = Buffer.concat([Buffer.from([0, 0, 0, length]), unit]);
    expect(hevcPictureSizes(hvcC, data)).toEqual([...sizes!, { width: 1200, height: 800 }]);
  });

  it('gives null for an SPS cut short', () => {
    const hvcC = Buffer.from(hvcCOf('quadrants.heic'));
    expect(hevcPictureSizes(hvcC.subarray(0, 40), null)).toBeNull();
  });
});

describe('pixelsToDecode', () => {
  const cases: [HeicFixture, number][] = [
    ['quadrants.heic', 1200 * 800],
    ['quadrants-rotated.heic', 1200 * 800],
    // The alpha plane is a second HEVC picture of the same size.
    ['quadrants-alpha.heic', 2 * 1200 * 800],
    // Six 512 × 512 tiles and the 1200 × 800 canvas they are pasted on.
    ['quadrants-grid.heic', 6 * 512 * 512 + 1200 * 800],
    ['quadrants-odd.heic', 1000 * 672 + 999 * 667],
    // Only the primary image, not the 320 × 240 one before it.
    ['quadrants-second-primary.heic', 1200 * 800],
    // 256 tiles of 2048 × 2048 and a 32768 × 32768 canvas, whatever its ispe says.
    ['grid-bomb.heic', 256 * 2048 * 2048 + 32768 * 32768],
  ];

  it.each(cases)('%s: %i pixels', (name, pixels) => {
    expect(pixelsToDecode(heicFixture(name))).toBe(pixels);
  });

  it('counts the coded picture, not the size the ispe box declares', () => {
    const file = Buffer.from(heicFixture('quadrants.heic'));
    const ispe = file.indexOf('ispe', 0, 'latin1');
    file.writeUInt32BE(60, ispe + 8);
    file.writeUInt32BE(40, ispe + 12);
    expect(pixelsToDecode(file)).toBe(1200 * 800);
  });

  it('is null for what it cannot read: no HEIF, a cut-off file, a grid missing tiles', () => {
    expect(pixelsToDecode(Buffer.from('hello, this is a text file'))).toBeNull();
    const whole = heicFixture('quadrants.heic');
    expect(pixelsToDecode(whole.subarray(0, 300))).toBeNull();
    const grid = Buffer.from(heicFixture('quadrants-grid.heic'));
    // Its description asks for 2 × 2 tiles instead of 2 × 3; the file has six.
    const description = grid.indexOf(Buffer.from([0, 1, 1, 2, 0, 0, 0x04, 0xb0]));
    grid[description + 3] = 1;
    expect(pixelsToDecode(grid)).toBeNull();
  });

  it('counts nothing to decode in a HEVC item without parameter sets (libheif then decodes nothing)', () => {
    expect(pixelsToDecode(heifContainer({ width: 64, height: 48 }))).toBe(0);
  });
});

describe('decodeBudgetVerdict (50 megapixels)', () => {
  const verdict = (file: Uint8Array) => decodeBudgetVerdict(file, 50_000_000);
  const tile = realGridTile();

  it.each<HeicFixture>([
    'quadrants.heic',
    'quadrants-rotated.heic',
    'quadrants-alpha.heic',
    'quadrants-odd.heic',
    'quadrants-grid.heic',
    'quadrants-second-primary.heic',
  ])('%s is within', (name) => {
    expect(verdict(heicFixture(name))).toBe('within');
  });

  it('passes a 6144 × 6144 grid of 144 tiles (37.7 megapixels shown), which the decoding workers then decode', () => {
    const grid = heifGrid({ rows: 12, columns: 12, width: 6144, height: 6144, tile });
    expect(grid.length).toBeLessThan(8 * 1024);
    expect(verdict(grid)).toBe('within');
  });

  it('refuses a canvas over the budget whatever the ispe declares (grid-bomb.heic: 32768 × 32768)', () => {
    expect(verdict(heicFixture('grid-bomb.heic'))).toBe('over');
    const declaredSmall = { width: 1200, height: 800 };
    expect(verdict(heifGrid({ rows: 15, columns: 15, width: 7680, height: 7680, declared: declaredSmall, tile }))).toBe(
      'over',
    );
  });

  it('refuses a 1200 × 800 grid whose 14 × 14 tiles (51 megapixels) reach far past its canvas', () => {
    expect(verdict(heifGrid({ rows: 14, columns: 14, width: 1200, height: 800, tile }))).toBe('over');
    // The same tiles over the canvas they cover, less than a tile past its edge, as a camera writes them.
    expect(verdict(heifGrid({ rows: 13, columns: 13, width: 6600, height: 6600, tile }))).toBe('within');
  });

  it('refuses a tile whose ispe declares more than the budget, and a picture declaring it', () => {
    const hugeTile = { ...tile, width: 9000, height: 6000 };
    expect(verdict(heifGrid({ rows: 1, columns: 2, width: 1000, height: 500, tile: hugeTile }))).toBe('over');
    expect(verdict(heifContainer({ width: 9000, height: 6000 }))).toBe('over');
  });

  it('calls unreadable what it cannot count', () => {
    expect(verdict(Buffer.from('hello, this is a text file'))).toBe('unreadable');
    expect(verdict(heicFixture('quadrants.heic').subarray(0, 300))).toBe('unreadable');
  });
});
