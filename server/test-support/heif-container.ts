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

/** A real HEVC-coded tile: its hvcC property's content and its coded data (heic-fixtures.ts: realGridTile). */
export interface CodedTile {
  readonly hvcC: Uint8Array;
  readonly data: Uint8Array;
  readonly width: number;
  readonly height: number;
}

export interface HeifGridOptions {
  readonly rows: number;
  readonly columns: number;
  /** The grid's output size (its canvas). */
  readonly width: number;
  readonly height: number;
  /** The size the grid's ispe declares (a bomb may understate it); the canvas size by default. */
  readonly declared?: { readonly width: number; readonly height: number };
  readonly tile: CodedTile;
}

/**
 * A HEIF grid as phones write them (a `grid` primary item whose dimg tiles are hvc1 items), every tile naming the
 * same coded data: a file of a few kB that makes libheif decode rows × columns real tiles. A decoding bomb when the
 * grid is large (6144 × 6144: 144 tiles of 512 × 512) or when its tiles reach far past its canvas.
 */
export function heifGrid(options: HeifGridOptions): Buffer {
  const { rows, columns, width, height, tile } = options;
  const declared = options.declared ?? { width, height };
  const tileIds = Array.from({ length: rows * columns }, (_, index) => index + 2);
  const wide = width > 0xffff || height > 0xffff;
  const description = Buffer.concat([
    u8(0),
    u8(wide ? 1 : 0),
    u8(rows - 1),
    u8(columns - 1),
    ...(wide ? [u32(width), u32(height)] : [u16(width), u16(height)]),
  ]);
  const ftyp = box('ftyp', text('heic'), u32(0), text('mif1'), text('heic'));
  const infe = (id: number, type: string, hidden: boolean) =>
    box('infe', u8(2), Buffer.from([0, 0, hidden ? 1 : 0]), u16(id), u16(0), text(type), u8(0));
  const extent = (id: number, offset: number, length: number) =>
    Buffer.concat([u16(id), u16(0), u16(1), u32(offset), u32(length)]);
  const association = (id: number, ...indexes: number[]) =>
    Buffer.concat([u16(id), u8(indexes.length), ...indexes.map(u8)]);
  const meta = (dataOffset: number) =>
    fullBox(
      'meta',
      0,
      fullBox('hdlr', 0, u32(0), text('pict'), Buffer.alloc(12), u8(0)),
      fullBox('pitm', 0, u16(1)),
      fullBox(
        'iinf',
        0,
        u16(1 + tileIds.length),
        infe(1, 'grid', false),
        ...tileIds.map((id) => infe(id, 'hvc1', true)),
      ),
      fullBox('iref', 0, box('dimg', u16(1), u16(tileIds.length), ...tileIds.map(u16))),
      fullBox(
        'iloc',
        0,
        u8(0x44),
        u8(0),
        u16(1 + tileIds.length),
        extent(1, dataOffset, description.length),
        ...tileIds.map((id) => extent(id, dataOffset + description.length, tile.data.length)),
      ),
      box(
        'iprp',
        box(
          'ipco',
          box('hvcC', Buffer.from(tile.hvcC)),
          fullBox('ispe', 0, u32(tile.width), u32(tile.height)),
          fullBox('ispe', 0, u32(declared.width), u32(declared.height)),
        ),
        fullBox(
          'ipma',
          0,
          u32(1 + tileIds.length),
          association(1, 3),
          ...tileIds.map((id) => association(id, 0x81, 2)),
        ),
      ),
    );
  const dataOffset = ftyp.length + meta(0).length + 8;
  return Buffer.concat([ftyp, meta(dataOffset), box('mdat', description, Buffer.from(tile.data))]);
}
