// What libheif will decode to show a HEIF's primary image, counted before it decodes anything: a file's ispe box may
// declare 1200 × 800 while its grid or its HEVC parameter sets make libheif decode a 32768 × 32768 picture (seen
// here: a 14 kB file, 7.5 s of decoding and 1.7 GB of WebAssembly memory that is never given back), or a 1200 × 800
// grid may carry 14 × 14 tiles of 512 × 512 (51 megapixels decoded for 1 shown).
import { heifItems, type HeifItems } from './heif-items.js';
import { hevcPictureSizes, type PictureSize } from './hevc-sps.js';

const ALPHA_URNS = new Set(['urn:mpeg:mpegB:cicp:systems:auxiliary:alpha', 'urn:mpeg:hevc:2015:auxid:1']);

const property = (items: HeifItems, id: number, type: string) =>
  (items.associations.get(id) ?? []).map((index) => items.properties[index - 1]).find((box) => box?.type === type);

/** What one image (an hvc1 picture, or a grid's canvas and its tiles) makes libheif decode. */
interface ImageCost {
  /** Every pixel decoded or pasted: the coded pictures, and a grid's canvas. */
  readonly pixels: number;
  /** The largest single picture: the canvas, a tile, or a tile's ispe (which may declare more than its SPS). */
  readonly largest: number;
  /** A grid whose tiles reach past its canvas by a whole tile or more (pixels decoded that are never shown). */
  readonly overshoots: boolean;
}

const pixelsOf = (size: PictureSize) => size.width * size.height;

/** The size an item's ispe declares, 0 without one (libheif then goes by the coded picture). */
function declaredPixels(items: HeifItems, id: number): number {
  const ispe = property(items, id, 'ispe');
  if (!ispe || ispe.body.length < 12) return 0;
  const data = new DataView(ispe.body.buffer, ispe.body.byteOffset, ispe.body.byteLength);
  return data.getUint32(4) * data.getUint32(8);
}

/** The coded size of an hvc1 item (its largest SPS; 0 × 0 when it has none, and libheif decodes nothing). */
function codedSize(items: HeifItems, id: number): PictureSize | null {
  const hvcC = property(items, id, 'hvcC');
  if (items.types.get(id) !== 'hvc1' || !hvcC) return null;
  const sizes = hevcPictureSizes(hvcC.body, items.data(id));
  if (sizes === null) return null;
  return sizes.reduce((largest, size) => (pixelsOf(size) > pixelsOf(largest) ? size : largest), {
    width: 0,
    height: 0,
  });
}

function pictureCost(items: HeifItems, id: number): ImageCost | null {
  const size = codedSize(items, id);
  if (size === null) return null;
  return { pixels: pixelsOf(size), largest: Math.max(pixelsOf(size), declaredPixels(items, id)), overshoots: false };
}

/** A grid's canvas (its output size) and its tiles, which must be hvc1 items. */
function gridCost(items: HeifItems, id: number): ImageCost | null {
  const body = items.data(id);
  const tiles = items.references.get('dimg')?.get(id) ?? [];
  if (!body || body.length < 8) return null;
  const data = new DataView(body.buffer, body.byteOffset, body.byteLength);
  const wide = (body[1]! & 1) === 1;
  if (wide && body.length < 12) return null;
  const [rows, columns] = [body[2]! + 1, body[3]! + 1];
  const [width, height] = wide ? [data.getUint32(4), data.getUint32(8)] : [data.getUint16(4), data.getUint16(6)];
  if (tiles.length !== rows * columns) return null;
  let [pixels, largest, tileWidth, tileHeight] = [width * height, width * height, 0, 0];
  for (const tile of tiles) {
    const size = codedSize(items, tile);
    if (size === null) return null;
    pixels += pixelsOf(size);
    largest = Math.max(largest, pixelsOf(size), declaredPixels(items, tile));
    [tileWidth, tileHeight] = [Math.max(tileWidth, size.width), Math.max(tileHeight, size.height)];
  }
  // Tiles cover the canvas and may pass its edge by less than one tile, as a camera writes them.
  const overshoots = (columns - 1) * tileWidth >= Math.max(width, 1) || (rows - 1) * tileHeight >= Math.max(height, 1);
  return { pixels, largest, overshoots };
}

function imageCost(items: HeifItems, id: number): ImageCost | null {
  return items.types.get(id) === 'grid' ? gridCost(items, id) : pictureCost(items, id);
}

/** The alpha planes of an image: auxiliary images (auxl) whose auxC names alpha. */
function alphaIds(items: HeifItems, id: number): number[] {
  const auxiliaries = [...(items.references.get('auxl') ?? new Map<number, readonly number[]>())];
  return auxiliaries
    .filter(([, to]) => to.includes(id))
    .map(([from]) => from)
    .filter((from) => {
      const auxC = property(items, from, 'auxC');
      if (!auxC) return false;
      const urn = new TextDecoder().decode(auxC.body.subarray(4)).split('\0')[0]!;
      return ALPHA_URNS.has(urn);
    });
}

/** The cost of the primary image and its alpha planes; null when unreadable or not HEVC (hvc1, or a grid of them). */
function primaryCosts(file: Uint8Array): ImageCost[] | null {
  let items: HeifItems;
  try {
    items = heifItems(file);
  } catch {
    return null;
  }
  if (items.primaryId === null) return null;
  const costs: ImageCost[] = [];
  for (const id of [items.primaryId, ...alphaIds(items, items.primaryId)]) {
    const cost = imageCost(items, id);
    if (cost === null) return null;
    costs.push(cost);
  }
  return costs;
}

/**
 * The pixels libheif decodes for the primary image of a HEIF file: the coded pictures of an hvc1 image or of a
 * grid's tiles plus the grid's canvas, and the same for its alpha plane. null when the file's items cannot be read
 * or the primary image is not HEVC (hvc1) or a grid of HEVC tiles.
 */
export function pixelsToDecode(file: Uint8Array): number | null {
  const costs = primaryCosts(file);
  return costs === null ? null : costs.reduce((total, cost) => total + cost.pixels, 0);
}

/**
 * Whether a HEIF may be decoded with a budget of `maxPixels` (the photo's limit), read from its boxes alone: every
 * picture (a grid's canvas, each tile as coded and as its ispe declares) within it, no grid with tiles a whole tile
 * past its canvas, and everything decoded (tiles, canvas, alpha) within twice it, which a 48-megapixel phone photo
 * in 512 × 512 tiles needs (99 megapixels). 'unreadable' for a file whose primary image cannot be counted.
 */
export function decodeBudgetVerdict(file: Uint8Array, maxPixels: number): 'within' | 'over' | 'unreadable' {
  const costs = primaryCosts(file);
  if (costs === null) return 'unreadable';
  const total = costs.reduce((sum, cost) => sum + cost.pixels, 0);
  const over = costs.some((cost) => cost.largest > maxPixels || cost.overshoots) || total > 2 * maxPixels;
  return over ? 'over' : 'within';
}
