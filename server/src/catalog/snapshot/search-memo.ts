/** One search text's answer in one snapshot: its first matches (product ordinals, in order) and how many match. */
export interface RememberedSearch {
  /** The first `limit` matches (fewer when fewer match), name matches first, each group in the default order. */
  readonly ordinals: ArrayLike<number>;
  /** How many matches were asked for when it was worked out: it answers any limit up to this one. */
  readonly limit: number;
  readonly totalCount: number;
}

/**
 * Search answers of one snapshot by search text, kept for the snapshot's life (a catalog change builds a new
 * snapshot, and with it an empty memo). The dropdown's texts repeat across shoppers and limits, and matching and
 * counting over thousands of products costs far more than reading a kept answer. Bounded in O(1) per call by two
 * generations: when the newer one is full, the older one is dropped and the newer one becomes the older; a text
 * found in the older one moves to the newer.
 */
export class SearchMemo {
  private newer = new Map<string, RememberedSearch>();
  private older = new Map<string, RememberedSearch>();

  /** `perGeneration` texts are kept in each generation: at most twice as many in all. */
  constructor(private readonly perGeneration: number) {}

  /** The kept answer of `text` when it holds at least `limit` matches (or all of them). */
  get(text: string, limit: number): RememberedSearch | undefined {
    let found = this.newer.get(text);
    if (found === undefined) {
      found = this.older.get(text);
      if (found === undefined) return undefined;
      this.older.delete(text);
      this.set(text, found);
    }
    return answers(found, limit) ? found : undefined;
  }

  set(text: string, answer: RememberedSearch): void {
    if (this.newer.size >= this.perGeneration && !this.newer.has(text)) {
      this.older = this.newer;
      this.newer = new Map();
    }
    this.newer.set(text, answer);
  }

  /** Texts kept, in both generations. */
  get size(): number {
    return this.newer.size + this.older.size;
  }
}

/** Whether a kept answer holds the first `limit` matches: it was worked out for as many, or it holds them all. */
function answers(found: RememberedSearch, limit: number): boolean {
  return limit <= found.limit || found.ordinals.length === found.totalCount;
}
