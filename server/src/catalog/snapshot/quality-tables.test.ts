import { describe, expect, it } from 'vitest';
import { NO_MATCH } from '../../domain/search-ranking.js';
import { QualityTables } from './quality-tables.js';

const matches = (pairs: [number, number][]) => ({
  ids: Uint32Array.from(pairs, ([id]) => id),
  qualities: Uint8Array.from(pairs, ([, quality]) => quality),
});
/** The table's entries other than NO_MATCH, as [word id, quality]. */
const written = (table: Uint8Array) =>
  Array.from(table).flatMap((quality, id) => (quality === NO_MATCH ? [] : [[id, quality]]));

describe('QualityTables', () => {
  it('lends a table holding only the typed word’s matches, and lends it again cleared once given back', () => {
    const tables = new QualityTables();
    const first = tables.lend(
      matches([
        [1, 0],
        [5, 2],
      ]),
      8,
    );
    expect(first).toHaveLength(8);
    expect(written(first)).toEqual([
      [1, 0],
      [5, 2],
    ]);
    const second = tables.lend(matches([[2, 1]]), 8);
    expect(second).not.toBe(first);
    expect(written(second)).toEqual([[2, 1]]);
    tables.giveBackAll();
    const again = tables.lend(matches([[7, 1]]), 8);
    expect([first, second]).toContain(again);
    expect(written(again)).toEqual([[7, 1]]);
  });

  it('does not lend a table shorter than the words counted now', () => {
    const tables = new QualityTables();
    const short = tables.lend(matches([[1, 0]]), 4);
    tables.giveBackAll();
    const longer = tables.lend(matches([[9, 1]]), 12);
    expect(longer).not.toBe(short);
    expect(longer).toHaveLength(12);
    expect(written(longer)).toEqual([[9, 1]]);
  });
});
