import { NO_MATCH } from '../../domain/search-ranking.js';
import type { WordMatches } from './text-typos.js';

/**
 * Quality tables (a byte per word id: how well a typed word matches it, NO_MATCH where it does not) lent for one
 * search and given back at its end. A table is as long as the catalog's words; a lent one is written only where its
 * typed word matches and cleared there when given back, so a search pays for its matches, not for every word of the
 * catalog (allocating and filling whole tables cost about a tenth of ranking a search the snapshot had not seen).
 */
export class QualityTables {
  private readonly free: Uint8Array[] = [];
  private readonly lent: { readonly table: Uint8Array; readonly ids: Uint32Array }[] = [];

  /** A table of `matches` covering `wordCount` word ids, until `giveBackAll`. */
  lend(matches: WordMatches, wordCount: number): Uint8Array {
    let table = this.free.pop();
    // Later snapshots sharing the text index may have added words since the table was made.
    while (table !== undefined && table.length < wordCount) table = this.free.pop();
    table ??= new Uint8Array(wordCount).fill(NO_MATCH);
    const { ids, qualities } = matches;
    for (let i = 0; i < ids.length; i++) if (ids[i]! < table.length) table[ids[i]!] = qualities[i]!;
    this.lent.push({ table, ids });
    return table;
  }

  /** Gives back every lent table, cleared. */
  giveBackAll(): void {
    for (const { table, ids } of this.lent) {
      for (let i = 0; i < ids.length; i++) if (ids[i]! < table.length) table[ids[i]!] = NO_MATCH;
      this.free.push(table);
    }
    this.lent.length = 0;
  }
}
