import { NO_MATCH } from '../../domain/search-ranking.js';
import type { QualityTerm } from './token-ranking.js';

// Ranking when every term's phrases are single words (most searches): a term's best match in a product is then its
// best word anywhere, fewest typos first and then the better tier, so no phrase runs need finding.

/** No match yet for a term (above any typos × 4 + tier). */
export const NO_BEST = 0x7fff_ffff;

/**
 * Per term, when every term's phrases are single words: its best quality with every word id over its alternatives
 * (the typed word and one-word synonyms); null when some phrase has more words.
 */
export function oneWordTables(terms: readonly QualityTerm[]): Uint8Array[] | null {
  if (!terms.every((term) => term.every((phrase) => phrase.length === 1))) return null;
  return terms.map((term) => {
    if (term.length === 1) return term[0]![0]!;
    const table = Uint8Array.from(term[0]![0]!);
    for (const phrase of term.slice(1)) {
      const other = phrase[0]!;
      for (let id = 0; id < table.length; id++) if (other[id]! < table[id]!) table[id] = other[id]!;
    }
    return table;
  });
}

/** Lowers each term's best (typos × 4 + tier) by the words `ids[from]` … `ids[to - 1]` of one field. */
export function scoreWords(
  ids: Uint32Array,
  from: number,
  to: number,
  tier: number,
  tables: readonly Uint8Array[],
  bests: Int32Array,
): void {
  for (let at = from; at < to; at++) {
    const id = ids[at]!;
    for (let term = 0; term < tables.length; term++) {
      const quality = tables[term]![id]!;
      if (quality === NO_MATCH) continue;
      const score = quality * 4 + tier;
      if (score < bests[term]!) bests[term] = score;
    }
  }
}
