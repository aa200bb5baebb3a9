import { normaliseSearchText } from '../../domain/search.js';
import { pushTo } from './ordinals.js';

const GRAM = 3;
const MAX_REMEMBERED_NEEDLES = 1_000;
const MAX_REMEMBERED_BYTES = 32 * 1024 * 1024;

/** The trigram at `index` as one exact number (3 × 16 bits < 2^53): cheaper to hash than a string slice. */
function gramAt(text: string, index: number): number {
  return text.charCodeAt(index) * 4_294_967_296 + text.charCodeAt(index + 1) * 65_536 + text.charCodeAt(index + 2);
}

/**
 * Distinct searchable texts (normalised) with a trigram index over them. Products share texts (categories,
 * subcategories, often descriptions), so matching runs over distinct texts once and products then look their texts
 * up by id. Append-only: a text that no product uses any more stays until the owner builds a fresh index.
 */
export class TextIndex {
  private readonly texts: string[] = [];
  private readonly idsByText = new Map<string, number>();
  /**
   * Text ids by trigram (three UTF-16 code units packed into one number), ascending. Every text is indexed with two
   * NUL code units appended, so that each of its characters starts a trigram: shorter needles are then answered
   * from the trigrams they begin, without reading any text.
   */
  private readonly postings = new Map<number, number[]>();
  /** The trigrams that begin with a given first code unit, and with a given first two. */
  private readonly gramsByFirst = new Map<number, number[]>();
  private readonly gramsByFirstTwo = new Map<number, number[]>();
  private readonly idsByRaw = new Map<string, number>();
  /** Recent answers of match(), least recently used first; still valid for the texts they covered. */
  private readonly recent = new Map<string, RememberedMatch>();
  private recentBytes = 0;

  /** Number of distinct texts held, used or not. */
  get size(): number {
    return this.texts.length;
  }

  /** The text with that id, case and accents folded. */
  text(id: number): string {
    return this.texts[id]!;
  }

  /** The id of a text (case and accents folded), adding it when new. */
  intern(raw: string): number {
    const known = this.idsByRaw.get(raw);
    if (known !== undefined) return known;
    const text = normaliseSearchText(raw);
    let id = this.idsByText.get(text);
    if (id === undefined) {
      id = this.texts.length;
      this.texts.push(text);
      this.idsByText.set(text, id);
      this.indexGrams(text, id);
    }
    this.idsByRaw.set(raw, id);
    return id;
  }

  private indexGrams(text: string, id: number): void {
    const padded = `${text}\u0000\u0000`;
    for (let i = 0; i < text.length; i++) {
      const gram = gramAt(padded, i);
      const list = this.postings.get(gram);
      // Ids only grow, so every list stays sorted and a repeat within this text is the list's last entry.
      if (list) {
        if (list[list.length - 1] !== id) list.push(id);
        continue;
      }
      this.postings.set(gram, [id]);
      pushTo(this.gramsByFirst, Math.floor(gram / 4_294_967_296), gram);
      pushTo(this.gramsByFirstTwo, Math.floor(gram / 65_536), gram);
    }
  }

  /**
   * Which texts contain `needle` (already normalised, not empty): a flag per text id and the ascending list of the
   * matching ids; read them, never change them. Needles of three or more characters are looked up through their
   * two rarest trigrams and verified; shorter ones gather the texts of the trigrams they begin. Recent answers are
   * kept and only extended over texts added since.
   */
  match(needle: string): TextMatch {
    const known = this.recent.get(needle);
    if (known) {
      this.recent.delete(needle);
      if (known.covered === this.texts.length) {
        this.recent.set(needle, known);
        return known;
      }
      this.recentBytes -= known.flags.length + known.ids.byteLength;
    }
    const flags = new Uint8Array(this.texts.length);
    const from = known ? known.covered : 0;
    const ids: number[] = known ? Array.from(known.ids) : [];
    if (known) flags.set(known.flags);
    const verify = (id: number) => {
      if (id >= from && this.texts[id]!.includes(needle)) {
        flags[id] = 1;
        ids.push(id);
      }
    };
    if (needle.includes('\u0000')) {
      // No text holds NUL (it only pads the index).
    } else if (needle.length < GRAM) {
      // Every trigram that begins with the needle belongs to a text containing it: no text needs reading.
      const first = needle.charCodeAt(0);
      const grams =
        needle.length === 1
          ? this.gramsByFirst.get(first)
          : this.gramsByFirstTwo.get(first * 65_536 + needle.charCodeAt(1));
      for (const gram of grams ?? []) {
        for (const id of this.postings.get(gram)!) {
          if (id < from || flags[id]) continue;
          flags[id] = 1;
          ids.push(id);
        }
      }
    } else {
      for (const id of this.candidates(needle)) verify(id);
    }
    const sortedIds = Int32Array.from(ids);
    if (needle.length < GRAM) sortedIds.sort();
    const match: RememberedMatch = { flags, ids: sortedIds, covered: this.texts.length };
    this.remember(needle, match);
    return match;
  }

  private remember(needle: string, match: RememberedMatch): void {
    this.recent.set(needle, match);
    this.recentBytes += match.flags.length + match.ids.byteLength;
    for (const [oldNeedle, old] of this.recent) {
      if (this.recentBytes <= MAX_REMEMBERED_BYTES && this.recent.size <= MAX_REMEMBERED_NEEDLES) break;
      this.recent.delete(oldNeedle);
      this.recentBytes -= old.flags.length + old.ids.byteLength;
    }
  }

  /** Texts holding every trigram of the needle's two rarest (ascending); a superset of the matches. */
  private candidates(needle: string): readonly number[] {
    const lists: number[][] = [];
    for (let i = 0; i + GRAM <= needle.length; i++) {
      const list = this.postings.get(gramAt(needle, i));
      if (!list) return [];
      lists.push(list);
    }
    lists.sort((a, b) => a.length - b.length);
    const [rarest, next] = lists;
    return next === undefined || rarest!.length < 64 ? rarest! : intersect(rarest!, next);
  }
}

export interface TextMatch {
  /** 1 at the id of every matching text (ids up to the index's size when matched). */
  readonly flags: Uint8Array;
  /** The matching ids, ascending. */
  readonly ids: Int32Array;
}

interface RememberedMatch extends TextMatch {
  /** How many texts the index held: later ones are not covered yet. */
  readonly covered: number;
}

/** Items of the short ascending list that are also in the long one (binary search, from where the last one was). */
function intersect(short: readonly number[], long: readonly number[]): number[] {
  const both: number[] = [];
  let low = 0;
  for (const item of short) {
    let high = long.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (long[middle]! < item) low = middle + 1;
      else high = middle;
    }
    if (low < long.length && long[low] === item) both.push(item);
  }
  return both;
}
