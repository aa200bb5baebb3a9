// Serialises work per key inside one process: placing orders for the same product one after another cuts Firestore
// transaction contention (its transactions lock pessimistically and give up after 5 attempts). It is only an
// optimisation: other server instances do not see it, and the transaction stays the guarantee against overselling.

/** The wait for the keys outlasted its bound: `work` never ran. */
export class KeyWaitTimeoutError extends Error {
  constructor(waitMs: number) {
    super(`the keys were not free within ${waitMs} ms`);
    this.name = 'KeyWaitTimeoutError';
  }
}

/** Runs `work` while holding every key; keys are taken in sorted order, so two callers never wait on each other. */
export interface KeyedMutex {
  /**
   * `maxWaitMs`: give up (KeyWaitTimeoutError, `work` not run) when the keys are not all held by then; the places
   * taken in the queue are handed on, so those behind are not held up.
   */
  run<T>(keys: Iterable<string>, work: () => Promise<T>, maxWaitMs?: number): Promise<T>;
  /** Whether the key is held or waited for right now (to pick a free one among equivalent keys). */
  busy(key: string): boolean;
  /** Keys held or waited for right now (for tests and metrics). */
  readonly size: number;
}

export function createKeyedMutex(): KeyedMutex {
  // The last holder's release promise per key; a new caller waits for it and becomes the tail.
  const tails = new Map<string, Promise<void>>();

  async function acquire(key: string, giveUp: Promise<void> | null): Promise<(() => void) | null> {
    const previous = tails.get(key) ?? Promise.resolve();
    let release!: () => void;
    const mine = new Promise<void>((resolve) => {
      release = resolve;
    });
    const tail = previous.then(() => mine);
    tails.set(key, tail);
    const releaseMine = () => {
      release();
      // Nobody queued behind us: forget the key, so the map does not grow with every product ever sold.
      if (tails.get(key) === tail) tails.delete(key);
    };
    const turn =
      giveUp === null
        ? await previous.then(() => true)
        : await Promise.race([previous.then(() => true), giveUp.then(() => false)]);
    if (turn) return releaseMine;
    // Our place is handed on at once: whoever is behind us waits only for those ahead of us (the key is forgotten
    // only once they are done, so a newcomer still waits for them).
    release();
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return null;
  }

  return {
    async run(keys, work, maxWaitMs) {
      const sorted = [...new Set(keys)].sort();
      const releases: (() => void)[] = [];
      let timer: NodeJS.Timeout | undefined;
      const giveUp =
        maxWaitMs === undefined
          ? null
          : new Promise<void>((resolve) => {
              timer = setTimeout(resolve, maxWaitMs);
            });
      try {
        for (const key of sorted) {
          const release = await acquire(key, giveUp);
          if (release === null) throw new KeyWaitTimeoutError(maxWaitMs!);
          releases.push(release);
        }
        clearTimeout(timer);
        return await work();
      } finally {
        clearTimeout(timer);
        for (const release of releases.reverse()) release();
      }
    },
    busy(key) {
      return tails.has(key);
    },
    get size() {
      return tails.size;
    },
  };
}
