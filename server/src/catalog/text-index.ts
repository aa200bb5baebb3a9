import { normaliseSearchText } from '../domain/search.js';

const GRAM = 3;
const MAX_REMEMBERED_NEEDLES = 1_000;
const MAX_REMEMBERED_BYTES = 32 * 1024 * 1024;

/**
 * Distinct searchable texts (normalised) with a trigram index over them. Products share texts (categories,
 * subcategories, often descriptions), so matching runs over distinct texts once and products then look their texts
 * up by id. Append-only: a text that no product uses any more stays until the owner builds a fresh index.
 */
export class TextIndex {
  private readonly texts: string[] = [];
  private readonly idsByText = new Map<string, number>();
  private readonly postings = new Map<string, number[]>();
  private readonly idsByRaw = new Map<string, number>();
  /** Recent answers of match(), least recently used first; still valid for the texts they covered. */
  private readonly recent = new Map<string, { flags: Uint8Array; covered: number }>();
  private recentBytes = 0;

  /** Number of distinct texts held, used or not. */
  get size(): number {
    return this.texts.length;
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
    const seen = new Set<string>();
    for (let i = 0; i + GRAM <= text.length; i++) {
      const gram = text.slice(i, i + GRAM);
      if (seen.has(gram)) continue;
      seen.add(gram);
      const list = this.postings.get(gram);
      if (list) list.push(id); // ids only grow, so every list stays sorted
      else this.postings.set(gram, [id]);
    }
  }

  /**
   * Which texts contain `needle` (already normalised, not empty): a flag per text id; read it, never change it.
   * Needles of three or more characters are looked up through their rarest trigram and verified; shorter ones scan
   * the distinct texts. Recent answers are kept and only extended over texts added since.
   */
  match(needle: string): Uint8Array {
    const known = this.recent.get(needle);
    if (known) {
      this.recent.delete(needle);
      if (known.covered === this.texts.length) {
        this.recent.set(needle, known);
        return known.flags;
      }
      this.recentBytes -= known.flags.length;
    }
    const flags = new Uint8Array(this.texts.length);
    const from = known ? known.covered : 0;
    if (known) flags.set(known.flags);
    for (const id of this.candidates(needle)) {
      if (id >= from && this.texts[id]!.includes(needle)) flags[id] = 1;
    }
    this.remember(needle, flags);
    return flags;
  }

  private remember(needle: string, flags: Uint8Array): void {
    this.recent.set(needle, { flags, covered: this.texts.length });
    this.recentBytes += flags.length;
    for (const [oldNeedle, old] of this.recent) {
      if (this.recentBytes <= MAX_REMEMBERED_BYTES && this.recent.size <= MAX_REMEMBERED_NEEDLES) break;
      this.recent.delete(oldNeedle);
      this.recentBytes -= old.flags.length;
    }
  }

  private candidates(needle: string): Iterable<number> {
    if (needle.length < GRAM) return this.texts.keys();
    let rarest: number[] | undefined;
    for (let i = 0; i + GRAM <= needle.length; i++) {
      const list = this.postings.get(needle.slice(i, i + GRAM));
      if (!list) return [];
      if (!rarest || list.length < rarest.length) rarest = list;
    }
    return rarest ?? [];
  }
}
