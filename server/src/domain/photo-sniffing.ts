// Telling what an uploaded file is from its bytes, never from its name or Content-Type: the image formats shoppers'
// phones send, where each image's own data ends, and other files hidden inside or after it (polyglots: a JPEG with a
// zip or a web page appended, markup dressed as an image). Pure; the decoder (sharp) has the last word.

export type SniffedFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'heic';

const ascii = (data: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...data.subarray(start, start + length));

const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs']);
const AVIF_BRANDS = new Set(['avif', 'avis']);
/** The generic HEIF brands: the file is a HEIC when an item is HEVC-coded (its `infe` names the item type hvc1). */
const GENERIC_HEIF_BRANDS = new Set(['mif1', 'msf1']);
/** How far into the file the item list (the `meta` box, written first by phones) is looked for. */
const ITEM_LIST_REACH = 64 * 1024;

/** The ISO media file's brands (major first, then the compatible ones), or null when it is not one. */
function isoBrands(data: Uint8Array): string[] | null {
  if (data.length < 16 || ascii(data, 4, 4) !== 'ftyp') return null;
  const boxSize = ((data[0]! << 24) | (data[1]! << 16) | (data[2]! << 8) | data[3]!) >>> 0;
  const end = Math.min(data.length, Math.max(16, boxSize));
  const brands = [ascii(data, 8, 4)];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(data, at, 4));
  return brands;
}

/** The image format the file's first bytes announce, or null for anything else (SVG, HTML, GIF, text …). */
export function sniffImageFormat(data: Uint8Array): SniffedFormat | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.length >= 8 && ascii(data, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (data.length >= 12 && ascii(data, 0, 4) === 'RIFF' && ascii(data, 8, 4) === 'WEBP') return 'webp';
  const brands = isoBrands(data);
  if (brands === null) return null;
  if (AVIF_BRANDS.has(brands[0]!)) return 'avif';
  if (brands.some((brand) => HEIC_BRANDS.has(brand))) return 'heic';
  if (brands.some((brand) => AVIF_BRANDS.has(brand))) return 'avif';
  if (brands.some((brand) => GENERIC_HEIF_BRANDS.has(brand)) && hasHevcItem(data)) return 'heic';
  return null;
}

/** Whether the file's item list holds an HEVC-coded image: an `infe` box whose item type is hvc1. */
function hasHevcItem(data: Uint8Array): boolean {
  const head = new TextDecoder('latin1').decode(data.subarray(0, ITEM_LIST_REACH));
  for (let at = head.indexOf('infe'); at >= 0; at = head.indexOf('infe', at + 4)) {
    // infe version 2 or 3: version and flags (4), item id (2 or 4), protection index (2), then the item type.
    const version = data[at + 4];
    const typeAt = at + 8 + (version === 3 ? 4 : 2) + 2;
    if ((version === 2 || version === 3) && head.slice(typeAt, typeAt + 4) === 'hvc1') return true;
  }
  return false;
}

/** Where a JPEG's first image ends (just after its end-of-image marker), or null when its structure is broken. */
export function jpegEnd(data: Uint8Array): number | null {
  let at = 2;
  while (at + 1 < data.length) {
    if (data[at] !== 0xff) return null;
    const marker = data[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd9) return at + 2;
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (at + 3 >= data.length) return null;
    const length = (data[at + 2]! << 8) | data[at + 3]!;
    if (length < 2) return null;
    at += 2 + length;
    if (marker === 0xda) at = entropyDataEnd(data, at);
  }
  return null;
}

/** Skips a scan's compressed data: up to the next marker that is not a stuffed byte or a restart marker. */
function entropyDataEnd(data: Uint8Array, start: number): number {
  let at = start;
  while (at + 1 < data.length) {
    if (data[at] === 0xff) {
      const next = data[at + 1]!;
      if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) {
        at += 2;
        continue;
      }
      if (next !== 0xff) return at;
    }
    at += 1;
  }
  return data.length;
}

/** Where a PNG ends (just after its IEND chunk), or null when its chunks are broken. */
export function pngEnd(data: Uint8Array): number | null {
  let at = 8;
  while (at + 12 <= data.length) {
    const length = ((data[at]! << 24) | (data[at + 1]! << 16) | (data[at + 2]! << 8) | data[at + 3]!) >>> 0;
    const type = ascii(data, at + 4, 4);
    at += 12 + length;
    if (type === 'IEND') return at <= data.length ? at : null;
  }
  return null;
}

/** Where a WebP's RIFF container ends, or null. */
export function webpEnd(data: Uint8Array): number | null {
  if (data.length < 12) return null;
  const size = (data[4]! | (data[5]! << 8) | (data[6]! << 16) | (data[7]! << 24)) >>> 0;
  const end = 8 + size + (size % 2);
  return end <= data.length ? end : null;
}

/** Where the image of a sniffed format ends: null when it cannot be told (ISO media files) or is broken. */
export function imageEnd(data: Uint8Array, format: SniffedFormat): number | null {
  if (format === 'jpeg') return jpegEnd(data);
  if (format === 'png') return pngEnd(data);
  if (format === 'webp') return webpEnd(data);
  return data.length;
}

/** Signatures of other files that must not ride after an image (archives, documents, programs). */
const TRAILING_FILES: readonly number[][] = [
  [0x50, 0x4b, 0x03, 0x04], // zip (also jar, docx, apk)
  [0x50, 0x4b, 0x05, 0x06], // empty zip's end record
  [0x25, 0x50, 0x44, 0x46], // %PDF
  [0x52, 0x61, 0x72, 0x21], // Rar!
  [0x37, 0x7a, 0xbc, 0xaf], // 7z
  [0x1f, 0x8b, 0x08], // gzip
  [0x7f, 0x45, 0x4c, 0x46], // ELF
];

/** Markup a browser would run or render, anywhere in the file (case-insensitive). */
const MARKUP = ['<script', '<html', '<!doctype', '<body', '<iframe', '<svg', '<?php', 'javascript:'];

function contains(data: Uint8Array, needle: readonly number[]): boolean {
  const first = needle[0]!;
  for (let at = data.indexOf(first); at >= 0 && at + needle.length <= data.length; at = data.indexOf(first, at + 1)) {
    let match = true;
    for (let index = 1; index < needle.length && match; index += 1) match = data[at + index] === needle[index];
    if (match) return true;
  }
  return false;
}

function containsMarkup(data: Uint8Array): boolean {
  // One byte per character (windows-1252), so ASCII markup reads as itself wherever it sits.
  const text = new TextDecoder('latin1').decode(data).toLowerCase();
  return MARKUP.some((tag) => text.includes(tag));
}

/**
 * Why a file that announces an image is also something else, or null: markup a browser would run anywhere in it,
 * an archive, document or program after the image's end, or a broken structure. Other trailing bytes (a phone's
 * motion-photo video or maker trailer) are left alone: only the re-encoded image is ever kept.
 */
export function polyglotProblem(data: Uint8Array, format: SniffedFormat): 'MARKUP' | 'TRAILING_FILE' | 'BROKEN' | null {
  if (containsMarkup(data)) return 'MARKUP';
  const end = imageEnd(data, format);
  if (end === null) return 'BROKEN';
  const trailing = data.subarray(end);
  if (TRAILING_FILES.some((signature) => contains(trailing, signature))) return 'TRAILING_FILE';
  return null;
}
