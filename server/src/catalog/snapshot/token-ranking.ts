import { NO_MATCH } from '../../domain/search-ranking.js';

/**
 * One product's searchable fields as word ids, written into reused arrays (no allocation per product): field f holds
 * `words[start[f]]` … `words[start[f + 1] - 1]` with tier `tiers[f]`. Fields without words are not added, as
 * domain/search-ranking.ts searchFields leaves them out.
 */
export class FieldWords {
  words: Uint32Array = new Uint32Array(256);
  start = new Int32Array(17);
  tiers = new Uint8Array(16);
  count = 0;

  /** Starts the next product. */
  clear(): void {
    this.count = 0;
    this.start[0] = 0;
  }

  /** Adds a field: the word ids `source[from]` … `source[to - 1]`. */
  add(source: Uint32Array, from: number, to: number, tier: number): void {
    if (to <= from) return;
    const at = this.start[this.count]!;
    const end = at + to - from;
    if (end > this.words.length) this.words = grown(this.words, end);
    if (this.count + 1 >= this.start.length) {
      const start = new Int32Array(this.start.length * 2);
      start.set(this.start);
      this.start = start;
      const tiers = new Uint8Array(this.tiers.length * 2);
      tiers.set(this.tiers);
      this.tiers = tiers;
    }
    // A plain loop: a subarray per field would allocate.
    for (let i = from; i < to; i++) this.words[at + i - from] = source[i]!;
    this.tiers[this.count] = tier;
    this.start[++this.count] = end;
  }
}

function grown(words: Uint32Array, size: number): Uint32Array {
  const larger = new Uint32Array(Math.max(size, words.length * 2));
  larger.set(words);
  return larger;
}

/**
 * A term for matching word ids: per alternative phrase, per typed word, its match quality with every word id
 * (domain/search-ranking.ts wordMatch: 0, 1, 2 or NO_MATCH).
 */
export type QualityTerm = readonly (readonly Uint8Array[])[];

/** Where a term matched best: the typos, tier, and the matched words' place in FieldWords.words. */
export interface TokenMatch {
  typos: number;
  tier: number;
  from: number;
  length: number;
}

/**
 * The best match of a term in the fields, or false: the rule of domain/search-ranking.ts termMatch (each phrase's
 * best run of consecutive words in one field, fewest typos and then the earliest; across phrases and fields, fewer
 * typos and then a better tier replace the best so far), over word ids. Writes it into `best`.
 */
export function bestTokenMatch(term: QualityTerm, fields: FieldWords, best: TokenMatch): boolean {
  let found = false;
  const { words, start, tiers } = fields;
  for (const phrase of term) {
    const length = phrase.length;
    for (let field = 0; field < fields.count; field++) {
      const end = start[field + 1]!;
      let phraseTypos = -1;
      let phraseFrom = 0;
      for (let from = start[field]!; from + length <= end; from++) {
        let typos = 0;
        for (let k = 0; k < length && typos < NO_MATCH; k++) typos += phrase[k]![words[from + k]!]!;
        if (typos >= NO_MATCH || (phraseTypos >= 0 && phraseTypos <= typos)) continue;
        phraseTypos = typos;
        phraseFrom = from;
      }
      if (phraseTypos < 0) continue;
      const tier = tiers[field]!;
      if (found && !(phraseTypos < best.typos || (phraseTypos === best.typos && tier < best.tier))) continue;
      found = true;
      best.typos = phraseTypos;
      best.tier = tier;
      best.from = phraseFrom;
      best.length = length;
    }
  }
  return found;
}
