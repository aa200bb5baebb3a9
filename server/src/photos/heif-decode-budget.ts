// What libheif will decode to show a HEIF's primary image, counted before it decodes anything: a file's ispe box may
// declare 1200 × 800 while its grid or its HEVC parameter sets make libheif decode a 32768 × 32768 picture (seen
// here: a 14 kB file, 7.5 s of decoding on the event loop and 1.7 GB of WebAssembly memory that is never given back).
import { heifItems, type HeifItems } from './heif-items.js';
import { hevcPictureSizes } from './hevc-sps.js';

const ALPHA_URNS = new Set(['urn:mpeg:mpegB:cicp:systems:auxiliary:alpha', 'urn:mpeg:hevc:2015:auxid:1']);

const property = (items: HeifItems, id: number, type: string) =>
  (items.associations.get(id) ?? []).map((index) => items.properties[index - 1]).find((box) => box?.type === type);

/** The pixels of an hvc1 item's largest SPS, 0 when it has none (libheif then decodes nothing). */
function codedPixels(items: HeifItems, id: number): number | null {
  const hvcC = property(items, id, 'hvcC');
  if (items.types.get(id) !== 'hvc1' || !hvcC) return null;
  const sizes = hevcPictureSizes(hvcC.body, items.data(id));
  return sizes === null ? null : Math.max(0, ...sizes.map((size) => size.width * size.height));
}

/** A grid's canvas (its output size) and its tiles, which must be hvc1 items. */
function gridPixels(items: HeifItems, id: number): number | null {
  const body = items.data(id);
  const tiles = items.references.get('dimg')?.get(id) ?? [];
  if (!body || body.length < 8) return null;
  const data = new DataView(body.buffer, body.byteOffset, body.byteLength);
  const wide = (body[1]! & 1) === 1;
  if (wide && body.length < 12) return null;
  const [rows, columns] = [body[2]! + 1, body[3]! + 1];
  const [width, height] = wide ? [data.getUint32(4), data.getUint32(8)] : [data.getUint16(4), data.getUint16(6)];
  if (tiles.length !== rows * columns) return null;
  let pixels = width * height;
  for (const tile of tiles) {
    const tilePixels = codedPixels(items, tile);
    if (tilePixels === null) return null;
    pixels += tilePixels;
  }
  return pixels;
}

function imagePixels(items: HeifItems, id: number): number | null {
  return items.types.get(id) === 'grid' ? gridPixels(items, id) : codedPixels(items, id);
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

/**
 * The pixels libheif decodes for the primary image of a HEIF file: the coded pictures of an hvc1 image or of a
 * grid's tiles plus the grid's canvas, and the same for its alpha plane. null when the file's items cannot be read
 * or the primary image is not HEVC (hvc1) or a grid of HEVC tiles.
 */
export function pixelsToDecode(file: Uint8Array): number | null {
  let items: HeifItems;
  try {
    items = heifItems(file);
  } catch {
    return null;
  }
  if (items.primaryId === null) return null;
  let total = 0;
  for (const id of [items.primaryId, ...alphaIds(items, items.primaryId)]) {
    const pixels = imagePixels(items, id);
    if (pixels === null) return null;
    total += pixels;
  }
  return total;
}
