// How many placements one instance runs at once: a crowd beyond what Firestore can take at a time waits in a bounded
// queue, each for a bounded time, and one that could not start in time is told "busy, nothing was placed" before its
// transaction ever opens. Without it every placement opens its transaction at once, they queue on Firestore's locks
// instead, and the last of them time out after 10 s with an outcome nobody can tell.

/** The admission's limits, per instance. */
export interface AdmissionRules {
  /** Placements whose transaction may run (or wait for its products' turn) at once. */
  readonly maxInFlight: number;
  /** Placements that may wait for a place; one more is answered busy at once. */
  readonly maxQueued: number;
  /** The longest a placement waits to start its transaction, in ms (within the 10 s a shopper is promised). */
  readonly maxWaitMs: number;
  /**
   * The longest a placement waits for its products', coupon's and slot's turn and its place together, in ms (absent:
   * 8 s): one still waiting then is answered busy, nothing written.
   */
  readonly maxTurnWaitMs?: number;
  /** Placements of one hot (sharded) product that run at once, each on its own shard (absent: 1). */
  readonly productLanes?: number;
}

/** Two instances at 8 each stay inside what the emulator commits at once without lock waits piling up (bench:orders). */
export const DEFAULT_ADMISSION_RULES: AdmissionRules = Object.freeze({
  maxInFlight: 8,
  maxQueued: 200,
  maxWaitMs: 4_000,
  maxTurnWaitMs: 8_000,
  productLanes: 1,
});

/** The placement was never started: nothing was written. */
export class PlacementBusyError extends Error {
  constructor(reason: string) {
    super(`placement not started: ${reason}`);
    this.name = 'PlacementBusyError';
  }
}

export interface PlacementAdmission {
  /**
   * Runs `work` once a place is free; `work` gets its deadline (performance.now() ms) to check before it writes.
   * Throws PlacementBusyError without running it when the queue is full or the wait outlasts maxWaitMs.
   */
  run<T>(work: (deadline: number) => Promise<T>, maxWaitMs?: number): Promise<T>;
  /** The longest a placement waits to start (the rules' maxWaitMs): what came before its turn counts in it. */
  readonly maxWaitMs: number;
  /** The longest the turn and the place may take together (the rules' maxTurnWaitMs). */
  readonly maxTurnWaitMs: number;
  /** Placements running and waiting right now (for logs and tests). */
  readonly load: { readonly inFlight: number; readonly queued: number };
}

interface Waiter {
  readonly admit: () => void;
  readonly timer: NodeJS.Timeout;
}

export function createPlacementAdmission(rules: AdmissionRules = DEFAULT_ADMISSION_RULES): PlacementAdmission {
  let inFlight = 0;
  const queue: Waiter[] = [];

  function release(): void {
    const next = queue.shift();
    if (next === undefined) {
      inFlight -= 1;
      return;
    }
    // The place passes straight to the next waiter.
    clearTimeout(next.timer);
    next.admit();
  }

  function place(waitMs: number): Promise<void> {
    if (inFlight < rules.maxInFlight) {
      inFlight += 1;
      return Promise.resolve();
    }
    if (queue.length >= rules.maxQueued) return Promise.reject(new PlacementBusyError('the queue is full'));
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        admit: resolve,
        timer: setTimeout(() => {
          queue.splice(queue.indexOf(waiter), 1);
          reject(new PlacementBusyError(`no place within ${rules.maxWaitMs} ms`));
        }, waitMs),
      };
      queue.push(waiter);
    });
  }

  return {
    async run(work, maxWaitMs = rules.maxWaitMs) {
      const waitMs = Math.max(0, Math.min(maxWaitMs, rules.maxWaitMs));
      const deadline = performance.now() + waitMs;
      await place(waitMs);
      try {
        return await work(deadline);
      } finally {
        release();
      }
    },
    maxWaitMs: rules.maxWaitMs,
    maxTurnWaitMs: rules.maxTurnWaitMs ?? 8_000,
    get load() {
      return { inFlight, queued: queue.length };
    },
  };
}
