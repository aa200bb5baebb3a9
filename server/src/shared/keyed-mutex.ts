// Serialises work per key inside one process: placing orders for the same product one after another cuts Firestore
// transaction contention (its transactions lock pessimistically and give up after 5 attempts). It is only an
// optimisation: other server instances do not see it, and the transaction stays the guarantee against overselling.

/** Runs `work` while holding every key; keys are taken in sorted order, so two callers never wait on each other. */
export interface KeyedMutex {
  run<T>(keys: Iterable<string>, work: () => Promise<T>): Promise<T>;
  /** Keys held or waited for right now (for tests and metrics). */
  readonly size: number;
}

export function createKeyedMutex(): KeyedMutex {
  // The last holder's release promise per key; a new caller waits for it and becomes the tail.
  const tails = new Map<string, Promise<void>>();

  async function acquire(key: string): Promise<() => void> {
    const previous = tails.get(key) ?? Promise.resolve();
    let release!: () => void;
    const mine = new Promise<void>((resolve) => {
      release = resolve;
    });
    const tail = previous.then(() => mine);
    tails.set(key, tail);
    await previous;
    return () => {
      release();
      // Nobody queued behind us: forget the key, so the map does not grow with every product ever sold.
      if (tails.get(key) === tail) tails.delete(key);
    };
  }

  return {
    async run(keys, work) {
      const sorted = [...new Set(keys)].sort();
      const releases: (() => void)[] = [];
      try {
        for (const key of sorted) releases.push(await acquire(key));
        return await work();
      } finally {
        for (const release of releases.reverse()) release();
      }
    },
    get size() {
      return tails.size;
    },
  };
}
