// The items of a HEIF file's meta box, read box by box (ISO/IEC 23008-12, ISO/IEC 14496-12): each item's type, its
// properties, its references, and where its data lies. Enough to know what libheif will decode for the primary
// image before it decodes anything. Throws RangeError on a truncated or malformed box.

export interface HeifBox {
  readonly type: string;
  /** The box's content after its 8-byte header (16 with a 64-bit size). */
  readonly body: Uint8Array;
}

export interface HeifItems {
  readonly primaryId: number | null;
  readonly types: ReadonlyMap<number, string>;
  /** The ipco boxes, in order: ipma's property index 1 is the first. */
  readonly properties: readonly HeifBox[];
  /** Item id → property indexes (1-based). */
  readonly associations: ReadonlyMap<number, readonly number[]>;
  /** Reference type ('dimg', 'auxl', …) → from item id → to item ids. */
  readonly references: ReadonlyMap<string, ReadonlyMap<number, readonly number[]>>;
  /** Item id → its data (extents joined), for items stored in idat or in the file. */
  readonly data: (id: number) => Uint8Array | null;
}

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
const fourcc = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));

/** The boxes one after the other in `bytes`. */
export function boxesIn(bytes: Uint8Array): HeifBox[] {
  const boxes: HeifBox[] = [];
  const data = view(bytes);
  let at = 0;
  while (at + 8 <= bytes.length) {
    let size = data.getUint32(at);
    let header = 8;
    if (size === 1) {
      size = Number(data.getBigUint64(at + 8));
      header = 16;
    } else if (size === 0) size = bytes.length - at;
    if (size < header || at + size > bytes.length) throw new RangeError('box runs past its parent');
    boxes.push({ type: fourcc(bytes, at + 4), body: bytes.subarray(at + header, at + size) });
    at += size;
  }
  return boxes;
}

/** Reads fields of 0, 2, 4 or 8 bytes in order. */
class FieldReader {
  private readonly data: DataView;
  constructor(
    private readonly bytes: Uint8Array,
    public at = 0,
  ) {
    this.data = view(bytes);
  }
  uint(size: number): number {
    const value =
      size === 0
        ? 0
        : size === 1
          ? this.data.getUint8(this.at)
          : size === 2
            ? this.data.getUint16(this.at)
            : size === 4
              ? this.data.getUint32(this.at)
              : size === 8
                ? Number(this.data.getBigUint64(this.at))
                : NaN;
    if (Number.isNaN(value)) throw new RangeError(`field of ${size} bytes`);
    this.at += size;
    return value;
  }
  fourcc(): string {
    const value = fourcc(this.bytes, this.at);
    this.at += 4;
    return value;
  }
}

const child = (boxes: readonly HeifBox[], type: string) => boxes.find((box) => box.type === type);
const version = (box: HeifBox) => box.body[0] ?? 0;

function itemTypes(iinf: HeifBox | undefined): Map<number, string> {
  const types = new Map<number, string>();
  if (!iinf) return types;
  const entries = boxesIn(iinf.body.subarray(version(iinf) === 0 ? 6 : 8));
  for (const infe of entries.filter((box) => box.type === 'infe' && version(box) >= 2)) {
    const reader = new FieldReader(infe.body, 4);
    const id = reader.uint(version(infe) === 2 ? 2 : 4);
    reader.uint(2); // item_protection_index
    types.set(id, reader.fourcc());
  }
  return types;
}

function itemAssociations(ipma: HeifBox | undefined): Map<number, number[]> {
  const associations = new Map<number, number[]>();
  if (!ipma) return associations;
  const wideIndex = (ipma.body[3]! & 1) === 1;
  const reader = new FieldReader(ipma.body, 4);
  const entries = reader.uint(4);
  for (let entry = 0; entry < entries; entry += 1) {
    const id = reader.uint(version(ipma) < 1 ? 2 : 4);
    const count = reader.uint(1);
    const indexes: number[] = [];
    for (let i = 0; i < count; i += 1) indexes.push(wideIndex ? reader.uint(2) & 0x7fff : reader.uint(1) & 0x7f);
    associations.set(id, indexes);
  }
  return associations;
}

function itemReferences(iref: HeifBox | undefined): Map<string, Map<number, number[]>> {
  const references = new Map<string, Map<number, number[]>>();
  if (!iref) return references;
  const idSize = version(iref) === 0 ? 2 : 4;
  for (const reference of boxesIn(iref.body.subarray(4))) {
    const reader = new FieldReader(reference.body);
    const from = reader.uint(idSize);
    const count = reader.uint(2);
    const to: number[] = [];
    for (let i = 0; i < count; i += 1) to.push(reader.uint(idSize));
    const ofType = references.get(reference.type) ?? new Map<number, number[]>();
    ofType.set(from, [...(ofType.get(from) ?? []), ...to]);
    references.set(reference.type, ofType);
  }
  return references;
}

/** Joins byte ranges into one array. */
function joined(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** Item id → its extents' bytes, from iloc (construction method 0: the file; 1: idat), joined when asked. */
function itemData(iloc: HeifBox | undefined, idat: HeifBox | undefined, file: Uint8Array): HeifItems['data'] {
  const located = new Map<number, Uint8Array[] | null>();
  if (iloc) {
    const v = version(iloc);
    const reader = new FieldReader(iloc.body, 4);
    const sizes = reader.uint(2);
    const [offsetSize, lengthSize, baseSize] = [sizes >> 12, (sizes >> 8) & 15, (sizes >> 4) & 15];
    const indexSize = v > 0 ? sizes & 15 : 0;
    const count = reader.uint(v < 2 ? 2 : 4);
    for (let item = 0; item < count; item += 1) {
      const id = reader.uint(v < 2 ? 2 : 4);
      const method = v > 0 ? reader.uint(2) & 15 : 0;
      reader.uint(2); // data_reference_index
      const base = reader.uint(baseSize);
      const source = method === 0 ? file : method === 1 ? (idat?.body ?? new Uint8Array()) : null;
      const extents: Uint8Array[] = [];
      for (let extent = reader.uint(2); extent > 0; extent -= 1) {
        reader.uint(indexSize);
        const offset = base + reader.uint(offsetSize);
        const length = reader.uint(lengthSize);
        if (source && offset + length <= source.length) extents.push(source.subarray(offset, offset + length));
      }
      located.set(id, source ? extents : null);
    }
  }
  return (id) => {
    const extents = located.get(id);
    return extents ? joined(extents) : null;
  };
}

/** The items of a HEIF file (its top-level meta box). */
export function heifItems(file: Uint8Array): HeifItems {
  const meta = child(boxesIn(file), 'meta');
  if (!meta) throw new RangeError('no meta box');
  const boxes = boxesIn(meta.body.subarray(4));
  const pitm = child(boxes, 'pitm');
  const iprp = child(boxes, 'iprp');
  const iprpBoxes = iprp ? boxesIn(iprp.body) : [];
  const ipco = child(iprpBoxes, 'ipco');
  return {
    primaryId: pitm ? new FieldReader(pitm.body, 4).uint(version(pitm) === 0 ? 2 : 4) : null,
    types: itemTypes(child(boxes, 'iinf')),
    properties: ipco ? boxesIn(ipco.body) : [],
    associations: itemAssociations(child(iprpBoxes, 'ipma')),
    references: itemReferences(child(boxes, 'iref')),
    data: itemData(child(boxes, 'iloc'), child(boxes, 'idat'), file),
  };
}
