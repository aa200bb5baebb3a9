/**
 * How many typing mistakes a query word may carry and still match: none below 4 letters (too many short words lie one
 * edit apart), one for 4 to 7 letters, two from 8.
 */
export function typoAllowance(word: string): number {
  if (word.length < 4) return 0;
  return word.length < 8 ? 1 : 2;
}

// Three rows of the distance table, reused by every call (one search checks thousands of words): no allocation.
let rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)] as const;

/**
 * The optimal-string-alignment distance between two words (insertions, deletions, substitutions and swaps of two
 * neighbouring letters each count one) when it is at most `max`; otherwise `max + 1`. Rows stop early once every cell
 * is over the bound.
 */
export function boundedEditDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  if (rows[0].length <= b.length) {
    const size = b.length * 2 + 1;
    rows = [new Int32Array(size), new Int32Array(size), new Int32Array(size)];
  }
  let [before, previous, current] = rows;
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowBest = i;
    const letter = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const cost = letter === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && letter === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1))
        value = Math.min(value, before[j - 2]! + 1);
      current[j] = value;
      if (value < rowBest) rowBest = value;
    }
    if (rowBest > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[b.length]!, max + 1);
}
