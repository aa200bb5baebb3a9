/**
 * Recent answers by key, least recently used dropped first, bounded both by how many it keeps and by their summed
 * weight (what they hold, e.g. matched ids): one search's answers can be thousands of times larger than another's.
 * An answer heavier than the whole bound is still kept alone until the next one arrives.
 */
export class WeightedMemo<V> {
  private readonly kept = new Map<string, V>();
  private weight = 0;

  constructor(
    private readonly maxCount: number,
    private readonly maxWeight: number,
    private readonly weightOf: (value: V) => number,
  ) {}

  /** The kept answer for `key` (now the most recently used), or undefined. */
  get(key: string): V | undefined {
    const known = this.kept.get(key);
    if (known === undefined) return undefined;
    this.kept.delete(key);
    this.kept.set(key, known);
    return known;
  }

  set(key: string, value: V): void {
    const replaced = this.kept.get(key);
    if (replaced !== undefined) this.weight -= this.weightOf(replaced);
    this.kept.delete(key);
    this.kept.set(key, value);
    this.weight += this.weightOf(value);
    for (const [oldKey, old] of this.kept) {
      if (this.kept.size <= this.maxCount && this.weight <= this.maxWeight) break;
      if (oldKey === key) break;
      this.kept.delete(oldKey);
      this.weight -= this.weightOf(old);
    }
  }

  /** How many answers are kept. */
  get size(): number {
    return this.kept.size;
  }

  /** Their summed weight. */
  get totalWeight(): number {
    return this.weight;
  }
}
