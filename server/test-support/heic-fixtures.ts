// The real HEIC files of the photo tests (tests/fixtures/photos, made by make-heic-fixtures.py with libheif's x265
// encoder from a picture of our own) and the colour checks of that picture: four solid quadrants, red | green over
// blue | yellow. HEVC is lossy and its chroma is 4:2:0, so colours are compared as a small area's mean, with a
// tolerance, away from the edges between quadrants.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { heifItems } from '../src/photos/heif-items.js';
import type { CodedTile } from './heif-container.js';

export type HeicFixture =
  | 'quadrants.heic'
  | 'quadrants-rotated.heic'
  | 'quadrants-alpha.heic'
  | 'quadrants-odd.heic'
  | 'quadrants-10bit.heic'
  | 'quadrants-second-primary.heic'
  | 'quadrants-grid.heic'
  | 'grid-bomb.heic';

export function heicFixture(name: HeicFixture): Buffer {
  return readFileSync(fileURLToPath(new URL(`../../tests/fixtures/photos/${name}`, import.meta.url)));
}

export type Rgb = readonly [number, number, number];

/** The colours make-heic-fixtures.py paints. */
export const QUADRANT_COLOURS = {
  red: [220, 30, 30],
  green: [30, 180, 60],
  blue: [40, 60, 220],
  yellow: [240, 210, 30],
  white: [255, 255, 255],
} as const satisfies Record<string, Rgb>;

export type QuadrantColour = keyof typeof QUADRANT_COLOURS;

/** The colour of each quadrant of a picture as displayed: top left, top right, bottom left, bottom right. */
export interface Quadrants {
  readonly topLeft: QuadrantColour;
  readonly topRight: QuadrantColour;
  readonly bottomLeft: QuadrantColour;
  readonly bottomRight: QuadrantColour;
}

/** The picture as drawn; turned 90° clockwise by its irot, the rotated fixture shows blue | red over yellow | green. */
export const UPRIGHT: Quadrants = { topLeft: 'red', topRight: 'green', bottomLeft: 'blue', bottomRight: 'yellow' };
export const TURNED_CLOCKWISE: Quadrants = {
  topLeft: 'blue',
  topRight: 'red',
  bottomLeft: 'yellow',
  bottomRight: 'green',
};

/** The largest difference of any channel between two colours. */
export function colourDistance(a: Rgb, b: Rgb): number {
  return Math.max(...a.map((value, channel) => Math.abs(value - b[channel]!)));
}

/** The mean colour of a 9 × 9 area around (x, y) of decoded RGB(A) pixels. */
function meanColour(data: Buffer, width: number, channels: number, x: number, y: number): Rgb {
  const sums = [0, 0, 0];
  let count = 0;
  for (let dy = -4; dy <= 4; dy += 1)
    for (let dx = -4; dx <= 4; dx += 1) {
      const at = ((y + dy) * width + (x + dx)) * channels;
      for (let channel = 0; channel < 3; channel += 1) sums[channel]! += data[at + channel]!;
      count += 1;
    }
  return [sums[0]! / count, sums[1]! / count, sums[2]! / count].map(Math.round) as unknown as Rgb;
}

/**
 * Each quadrant's colour in an image file (JPEG, PNG, WebP) as sharp decodes it: the mean at the quadrant's centre
 * and near its outer corner (the right-hand edge tiles of a grid, the last odd row and column), named by the nearest
 * of the known colours, or 'unknown' when none is within the tolerance.
 */
export async function quadrantColours(image: Buffer, tolerance = 24): Promise<Record<keyof Quadrants, string>> {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const { width, height, channels } = info;
  const name = (x: number, y: number): string => {
    const colour = meanColour(data, width, channels, Math.round(x), Math.round(y));
    const known = Object.entries(QUADRANT_COLOURS).find(([, rgb]) => colourDistance(colour, rgb) <= tolerance);
    return known?.[0] ?? `unknown ${colour.join(',')}`;
  };
  const at = (left: boolean, top: boolean): string => {
    const centre = name(left ? width / 4 : (3 * width) / 4, top ? height / 4 : (3 * height) / 4);
    const corner = name(left ? 6 : width - 7, top ? 6 : height - 7);
    return centre === corner ? centre : `${centre} (centre) / ${corner} (corner)`;
  };
  return {
    topLeft: at(true, true),
    topRight: at(false, true),
    bottomLeft: at(true, false),
    bottomRight: at(false, false),
  };
}

/** The first 512 × 512 tile of quadrants-grid.heic (x265-coded), for grids built by heifGrid. */
export function realGridTile(): CodedTile {
  const items = heifItems(heicFixture('quadrants-grid.heic'));
  const tileId = items.references.get('dimg')!.get(items.primaryId!)![0]!;
  const hvcC = (items.associations.get(tileId) ?? [])
    .map((index) => items.properties[index - 1]!)
    .find((property) => property.type === 'hvcC')!;
  return { hvcC: hvcC.body, data: items.data(tileId)!, width: 512, height: 512 };
}
