// The picture size an HEVC decoder allocates, read from the sequence parameter set (SPS) in an hvcC box: the size
// libde265 decodes, whatever the HEIF's ispe box claims (ITU-T H.265 §7.3.2.2, §7.3.3).

const SPS_NAL_TYPE = 33;

/** Reads bits most significant first; throws RangeError past the end. */
class BitReader {
  private at = 0;
  constructor(private readonly bytes: Uint8Array) {}

  bits(count: number): number {
    let value = 0;
    for (let i = 0; i < count; i += 1) {
      const byte = this.bytes[this.at >> 3];
      if (byte === undefined) throw new RangeError('SPS ends early');
      value = value * 2 + ((byte >> (7 - (this.at & 7))) & 1);
      this.at += 1;
    }
    return value;
  }

  /** Exp-Golomb ue(v). */
  unsigned(): number {
    let zeros = 0;
    while (this.bits(1) === 0) {
      zeros += 1;
      if (zeros > 31) throw new RangeError('ue(v) too long');
    }
    return 2 ** zeros - 1 + this.bits(zeros);
  }
}

/** The NAL unit's payload without its emulation prevention bytes (00 00 03 → 00 00). */
function rbsp(nal: Uint8Array): Uint8Array {
  const out: number[] = [];
  for (let i = 0; i < nal.length; i += 1) {
    if (i >= 2 && nal[i] === 3 && nal[i - 1] === 0 && nal[i - 2] === 0) continue;
    out.push(nal[i]!);
  }
  return Uint8Array.from(out);
}

/** The SPS NAL units of an hvcC box's payload (ISO/IEC 14496-15 §8.3.3). */
function spsUnits(hvcC: Uint8Array): Uint8Array[] {
  const view = new DataView(hvcC.buffer, hvcC.byteOffset, hvcC.byteLength);
  const units: Uint8Array[] = [];
  let at = 22;
  const arrays = view.getUint8(at);
  at += 1;
  for (let array = 0; array < arrays; array += 1) {
    const type = view.getUint8(at) & 0x3f;
    const count = view.getUint16(at + 1);
    at += 3;
    for (let unit = 0; unit < count; unit += 1) {
      const length = view.getUint16(at);
      if (type === SPS_NAL_TYPE) units.push(hvcC.subarray(at + 2, at + 2 + length));
      at += 2 + length;
    }
  }
  return units;
}

/** Skips profile_tier_level(1, maxSubLayersMinus1). */
function skipProfileTierLevel(reader: BitReader, maxSubLayersMinus1: number): void {
  reader.bits(96); // general profile (88 bits) and level (8)
  const present: [boolean, boolean][] = [];
  for (let i = 0; i < maxSubLayersMinus1; i += 1) present.push([reader.bits(1) === 1, reader.bits(1) === 1]);
  if (maxSubLayersMinus1 > 0) for (let i = maxSubLayersMinus1; i < 8; i += 1) reader.bits(2);
  for (const [profile, level] of present) {
    if (profile) reader.bits(88);
    if (level) reader.bits(8);
  }
}

/** The SPS NAL units among an item's coded data: NAL units, each after a big-endian length of `lengthSize` bytes. */
function spsUnitsInData(data: Uint8Array, lengthSize: number): Uint8Array[] {
  const units: Uint8Array[] = [];
  let at = 0;
  while (at + lengthSize <= data.length) {
    let length = 0;
    for (let i = 0; i < lengthSize; i += 1) length = length * 256 + data[at + i]!;
    const unit = data.subarray(at + lengthSize, at + lengthSize + length);
    if (unit.length >= 1 && ((unit[0]! >> 1) & 0x3f) === SPS_NAL_TYPE) units.push(unit);
    at += lengthSize + length;
  }
  return units;
}

/** pic_width_in_luma_samples and pic_height_in_luma_samples of one SPS NAL unit. */
function spsPictureSize(sps: Uint8Array): PictureSize {
  const reader = new BitReader(rbsp(sps).subarray(2)); // after the two-byte NAL unit header
  reader.bits(4); // sps_video_parameter_set_id
  const maxSubLayersMinus1 = reader.bits(3);
  reader.bits(1); // sps_temporal_id_nesting_flag
  skipProfileTierLevel(reader, maxSubLayersMinus1);
  reader.unsigned(); // sps_seq_parameter_set_id
  if (reader.unsigned() === 3) reader.bits(1); // chroma_format_idc 4:4:4: separate_colour_plane_flag
  return { width: reader.unsigned(), height: reader.unsigned() };
}

export interface PictureSize {
  readonly width: number;
  readonly height: number;
}

/**
 * The coded picture size of every SPS an HEVC decoder meets for an image item: those of its hvcC box and any in its
 * coded data (a later SPS replaces an earlier one of the same id). null when one cannot be read.
 */
export function hevcPictureSizes(hvcC: Uint8Array, data: Uint8Array | null): PictureSize[] | null {
  try {
    const lengthSize = (hvcC[21]! & 3) + 1;
    const units = [...spsUnits(hvcC), ...(data ? spsUnitsInData(data, lengthSize) : [])];
    return units.map(spsPictureSize);
  } catch {
    return null;
  }
}
