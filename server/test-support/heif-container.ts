// HEIC containers built box by box for tests: a real HEIF structure (ftyp, meta with one hvc1 image item and its ispe
// size, mdat) whose image claims any size, over coded data that is not a real HEVC picture. libheif reads such a file's
// header like a phone's; decoding its pixels fails. This is what a decompression bomb looks like (a small file
// declaring a huge image), and what an undecodable HEIC looks like. Decodable HEIC files, coded by x265, are in
// tests/fixtures/photos (heic-fixtures.ts).

const u8 = (value: number) => Buffer.from([value]);
const u16 = (value: number) => {
  const bytes = Buffer.alloc(2);
  bytes.writeUInt16BE(value);
  return bytes;
};
const u32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};
const text = (value: string) => Buffer.from(value, 'latin1');

function box(type: string, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  return Buffer.concat([u32(8 + body.length), text(type), body]);
}

/** A box with a version byte and 24 bits of flags before its content. */
function fullBox(type: string, version: number, ...parts: Buffer[]): Buffer {
  return box(type, u8(version), Buffer.alloc(3), ...parts);
}

/** An HEVC decoder configuration of the Main profile with no parameter sets (23 bytes, no arrays). */
function hvcC(): Buffer {
  return box(
    'hvcC',
    u8(1), // configurationVersion
    u8(0x01), // profile space 0, tier 0, profile Main
    u32(0x60000000), // profile compatibility flags
    Buffer.alloc(6), // constraint indicator flags
    u8(90), // level 3
    u16(0xf000), // min spatial segmentation
    u8(0xfc), // parallelism type
    u8(0xfd), // chroma 4:2:0
    u8(0xf8), // luma bit depth 8
    u8(0xf8), // chroma bit depth 8
    u16(0), // average frame rate
    u8(0x0f), // length size 4
    u8(0), // no parameter set arrays
  );
}

export interface HeifContainerOptions {
  readonly width: number;
  readonly height: number;
  /** The file's major brand and compatible brands; a phone writes heic with mif1 and heic. */
  readonly majorBrand?: string;
  readonly compatibleBrands?: readonly string[];
  /** What stands in the mdat box as the image's coded data. */
  readonly codedData?: Buffer;
}

/** A HEIF file with one HEVC-coded image item of the given size. */
export function heifContainer(options: HeifContainerOptions): Buffer {
  const { width, height, majorBrand = 'heic', compatibleBrands = ['mif1', 'heic'] } = options;
  const coded = options.codedData ?? Buffer.concat([u32(12), Buffer.alloc(12, 0x55)]);
  const ftyp = box('ftyp', text(majorBrand), u32(0), ...compatibleBrands.map(text));
  const meta = (dataOffset: number) =>
    fullBox(
      'meta',
      0,
      fullBox('hdlr', 0, u32(0), text('pict'), Buffer.alloc(12), u8(0)),
      fullBox('pitm', 0, u16(1)),
      fullBox('iinf', 0, u16(1), fullBox('infe', 2, u16(1), u16(0), text('hvc1'), u8(0))),
      fullBox('iloc', 0, u8(0x44), u8(0), u16(1), u16(1), u16(0), u16(1), u32(dataOffset), u32(coded.length)),
      box(
        'iprp',
        box('ipco', hvcC(), fullBox('ispe', 0, u32(width), u32(height))),
        fullBox('ipma', 0, u32(1), u16(1), u8(2), u8(0x81), u8(0x02)),
      ),
    );
  // The meta box's size does not depend on the offset it records, so measure it once with a placeholder.
  const dataOffset = ftyp.length + meta(0).length + 8;
  return Buffer.concat([ftyp, meta(dataOffset), box('mdat', coded)]);
}
