/** Small helpers shared by the snapshot's indexes, which work on product ordinals (positions in the default order). */

/** The first index in [from, length) whose item sorts after the one being placed (`compareAt(index)` > 0). */
export function insertionPoint(length: number, from: number, compareAt: (index: number) => number): number {
  let low = from;
  let high = length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compareAt(middle) <= 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Appends `value` to the list kept under `key`, starting the list when missing. */
export function pushTo<K>(map: Map<K, number[]>, key: K, value: number): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
