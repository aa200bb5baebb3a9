import type { TextMatch } from './text-index.js';
import { NO_TEXT, type TextPostings } from './text-postings.js';

/** The first matches of a search (product ordinals, name matches first, each group ascending) and how many match. */
export interface FoundProducts {
  /** A plain array: a typed array this small costs more to allocate than the search's counting. */
  readonly ordinals: readonly number[];
  readonly totalCount: number;
}

/** Each product's searchable texts as ids: its name's, and three others (category, subcategory, description). */
export interface ProductTexts {
  readonly nameText: Int32Array;
  readonly otherTexts: Int32Array;
  readonly postings: TextPostings;
}

/**
 * Which products use any of a search's matching texts, as two bitsets over product ordinals (bit `o & 31` of word
 * `o >>> 5`): by name, and by other fields only. Counts are popcounts and the first matches come from walking the
 * words in ordinal order, so nothing is sorted. Few matching texts are followed to their products (postings); when
 * many match (a needle of one or two letters), every product's texts are checked instead. Texts used by at least
 * n / 32 products in a field (categories, shared descriptions) keep a ready bitset, OR-ed a word at a time: at most
 * 4n / (n / 32) = 128 of them, about 16 bytes per product in all; each text's sole use (most texts have one) takes
 * 4 bytes more per text.
 */
export class MatchingProducts {
  private readonly words: number;
  /** Scratch bitsets, cleared at the start of every search (searches run one at a time, synchronously). */
  private readonly names: Uint32Array;
  private readonly others: Uint32Array;
  private readonly ready = { name: new Map<number, Uint32Array>(), other: new Map<number, Uint32Array>() };
  /**
   * Per text id, its only use as `ordinal * 2 + (1 in another field, 0 as a name)` (most texts: names, most
   * descriptions), or SEVERAL_USES (read through the postings or a ready bitset), or UNUSED: one read per text.
   */
  private readonly soleUse: Int32Array;

  constructor(private readonly texts: ProductTexts) {
    const { postings } = texts;
    this.words = Math.ceil(texts.nameText.length / 32);
    this.names = new Uint32Array(this.words);
    this.others = new Uint32Array(this.words);
    this.soleUse = soleUses(postings);
    const fields = [
      [postings.nameStart, postings.nameList, this.ready.name],
      [postings.otherStart, postings.otherList, this.ready.other],
    ] as const;
    for (const [start, list, ready] of fields) {
      for (let id = 0; id < postings.textCount; id++) {
        if (start[id + 1]! - start[id]! < Math.max(this.words, 1)) continue;
        const bits = new Uint32Array(this.words);
        for (let at = start[id]!; at < start[id + 1]!; at++) setBit(bits, list[at]!);
        ready.set(id, bits);
      }
    }
  }

  /** Bytes held by the ready bitsets, the scratch ones and the sole uses. */
  get bytes(): number {
    return (this.ready.name.size + this.ready.other.size + 2) * this.words * 4 + this.soleUse.byteLength;
  }

  /**
   * The products of the matching texts as a fresh bitset of `2 * words` words: those whose name uses one, then those
   * that use one in another field only. It depends only on the texts matched, so it can be kept for a needle
   * (product-search.ts) and read by first() at any limit.
   */
  gather(matched: TextMatch): Uint32Array {
    const { names, others, words } = this;
    const found = new Uint32Array(words * 2);
    if (matched.ids.length === 0) return found;
    if (matched.ids.length * 2 > this.texts.nameText.length) this.scan(matched.flags);
    else this.follow(matched.ids);
    found.set(names);
    for (let word = 0; word < words; word++) found[words + word] = others[word]! & ~names[word]!;
    return found;
  }

  /**
   * The first `limit` products of a bitset from gather() (name matches first, each group ascending) and how many
   * there are: a popcount of every word and a walk to the first set bits, nothing sorted.
   */
  first(found: Uint32Array, limit: number): FoundProducts {
    let totalCount = 0;
    for (let word = 0; word < found.length; word++) totalCount += bitCount(found[word]!);
    return { ordinals: firstOrdinals(found, Math.min(limit, totalCount), this.words), totalCount };
  }

  /** Sets the bits of the products of each text (ascending ids; ids past this snapshot's texts are ignored). */
  private follow(ids: Int32Array): void {
    const { names, others, soleUse } = this;
    names.fill(0);
    others.fill(0);
    for (let index = 0; index < ids.length; index++) {
      const id = ids[index]!;
      if (id >= soleUse.length) break;
      const sole = soleUse[id]!;
      if (sole >= 0) setBit(sole & 1 ? others : names, sole >>> 1);
      else if (sole === SEVERAL_USES) this.orSeveral(id);
    }
  }

  /** Sets the bits of a text used several times: from its ready bitsets, or through its postings. */
  private orSeveral(id: number): void {
    const { nameStart, nameList, otherStart, otherList } = this.texts.postings;
    const name = this.ready.name.get(id);
    const other = this.ready.other.get(id);
    if (name) orInto(this.names, name);
    else for (let at = nameStart[id]!; at < nameStart[id + 1]!; at++) setBit(this.names, nameList[at]!);
    if (other) orInto(this.others, other);
    else for (let at = otherStart[id]!; at < otherStart[id + 1]!; at++) setBit(this.others, otherList[at]!);
  }

  /** Sets the bits of every product with a matching text (`flags` per text id), a word at a time. */
  private scan(flags: Uint8Array): void {
    const { names, others, words } = this;
    const { nameText, otherTexts } = this.texts;
    const count = nameText.length;
    for (let word = 0; word < words; word++) {
      let nameWord = 0;
      let otherWord = 0;
      const end = Math.min(count, word * 32 + 32);
      for (let ordinal = word * 32; ordinal < end; ordinal++) {
        const bit = 1 << (ordinal & 31);
        if (flags[nameText[ordinal]!] === 1) nameWord |= bit;
        else if (matchesOther(flags, otherTexts, ordinal)) otherWord |= bit;
      }
      names[word] = nameWord;
      others[word] = otherWord;
    }
  }
}

const SEVERAL_USES = -1;
const UNUSED = -2;

function soleUses(postings: TextPostings): Int32Array {
  const { nameStart, nameList, otherStart, otherList } = postings;
  const uses = new Int32Array(postings.textCount);
  for (let id = 0; id < uses.length; id++) {
    const names = nameStart[id + 1]! - nameStart[id]!;
    const others = otherStart[id + 1]! - otherStart[id]!;
    if (names + others === 0) uses[id] = UNUSED;
    else if (names + others > 1) uses[id] = SEVERAL_USES;
    else uses[id] = names === 1 ? nameList[nameStart[id]!]! * 2 : otherList[otherStart[id]!]! * 2 + 1;
  }
  return uses;
}

function matchesOther(flags: Uint8Array, otherTexts: Int32Array, ordinal: number): boolean {
  const sub = otherTexts[ordinal * 3 + 1]!;
  return (
    flags[otherTexts[ordinal * 3]!] === 1 ||
    (sub !== NO_TEXT && flags[sub] === 1) ||
    flags[otherTexts[ordinal * 3 + 2]!] === 1
  );
}

function setBit(bits: Uint32Array, ordinal: number): void {
  bits[ordinal >>> 5]! |= 1 << (ordinal & 31);
}

function orInto(bits: Uint32Array, from: Uint32Array): void {
  for (let word = 0; word < bits.length; word++) bits[word]! |= from[word]!;
}

/** Number of bits set in a 32-bit word. */
function bitCount(word: number): number {
  let bits = word - ((word >>> 1) & 0x55555555);
  bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
  return Math.imul((bits + (bits >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/**
 * The ordinals of the first `count` set bits, in bit order; bit `b` stands for product `b mod (words * 32)` (the
 * names' bits, then the others').
 */
function firstOrdinals(bits: Uint32Array, count: number, words: number): number[] {
  const ordinals: number[] = [];
  for (let word = 0; word < bits.length && ordinals.length < count; word++) {
    let rest = bits[word]!;
    const base = (word < words ? word : word - words) * 32 + 31;
    while (rest !== 0 && ordinals.length < count) {
      const lowest = rest & -rest;
      ordinals.push(base - Math.clz32(lowest));
      rest ^= lowest;
    }
  }
  return ordinals;
}
