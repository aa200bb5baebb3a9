// The shopper's photos on a cart line: which uploaded photo, where it is cropped, and its small preview. Pure; the
// cart's rules use it to read stored lines safely and to tell lines with different photos apart.

/** A crop in pixels of the upright uploaded photo, printed turned clockwise by `rotation` quarter turns (0 to 3). */
export interface CartPhotoCrop {
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: number;
}

/** One photo on a cart line: the server's photo id, the crop the shopper chose, and the preview the server made. */
export interface CartPhoto {
  id: string;
  previewUrl: string;
  crop: CartPhotoCrop;
}

/** More than any product asks for; the server's own limit per line decides. */
const MAX_PHOTOS_PER_LINE = 10;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function wholeAtLeast(value: unknown, least: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= least;
}

function decodeCrop(value: unknown): CartPhotoCrop | null {
  if (!isRecord(value)) return null;
  const { x, y, width, height, rotation } = value;
  if (!wholeAtLeast(x, 0) || !wholeAtLeast(y, 0) || !wholeAtLeast(width, 1) || !wholeAtLeast(height, 1)) return null;
  if (!wholeAtLeast(rotation, 0) || rotation > 3) return null;
  return { x, y, width, height, rotation };
}

function decodePhoto(value: unknown): CartPhoto | null {
  if (!isRecord(value)) return null;
  const { id, previewUrl } = value;
  const crop = decodeCrop(value['crop']);
  if (typeof id !== 'string' || id.trim() === '' || typeof previewUrl !== 'string' || !crop) return null;
  // Previews come from this shop only: a stored line cannot point the page at another site.
  if (!previewUrl.startsWith('/') || previewUrl.startsWith('//')) return null;
  return { id, previewUrl, crop };
}

/** A line's stored photos made safe: any photo that is not whole drops the whole list (the line then has none). */
export function decodeCartPhotos(value: unknown): CartPhoto[] | undefined {
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_PHOTOS_PER_LINE) return undefined;
  const photos = value.map(decodePhoto);
  return photos.every((photo): photo is CartPhoto => photo !== null) ? photos : undefined;
}

/** What makes a line's photos different from another's: each photo and its crop, in order; '' without photos. */
export function photoKey(photos: readonly CartPhoto[] | undefined): string {
  return (photos ?? [])
    .map(({ id, crop }) => `${id}@${crop.x},${crop.y},${crop.width},${crop.height},${crop.rotation}`)
    .join('|');
}
