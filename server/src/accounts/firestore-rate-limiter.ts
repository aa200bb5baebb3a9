// Rate-limit counters in Firestore, shared by every server instance, that stay cheap under load. A rule's window for a
// key has `limit` numbered slots; a request is allowed when it creates one slot document (`create()` fails when the
// document exists, so each slot goes to exactly one request on any number of instances: never more than the limit in
// total). There is no transaction and no document every request writes, so requests on one hot key do not queue
// behind each other, and an instance that knows the window is full refuses in memory (slot-windows.ts) without a
// round trip. Each document carries `expireAt` for a Firestore TTL policy, which deletes spent windows.
import { createHash } from 'node:crypto';
import { FieldPath, Timestamp, type Firestore } from 'firebase-admin/firestore';
import {
  decide,
  RateLimiterUnavailableError,
  type RateLimitDecision,
  type RateLimiter,
  type RateLimiterFactory,
  type RateLimitRule,
} from '../shared/rate-limiter.js';
import { createSlotWindows, windowAt, type LimitWindow } from './slot-windows.js';

export const RATE_LIMITS_COLLECTION = 'rateLimits';

/**
 * The common prefix of the slot documents of one rule, key and window: a SHA-256 of all three, so IP addresses, uids
 * and phone numbers are not stored in the clear and any key makes a valid id.
 */
export function rateLimitWindowId(scope: string, key: string, windowStart: number): string {
  return createHash('sha256')
    .update(scope)
    .update('\n')
    .update(key)
    .update('\n')
    .update(String(windowStart))
    .digest('hex');
}

/** The document id of one slot: the window's id, a dash, the slot number. */
export function rateLimitSlotId(scope: string, key: string, windowStart: number, slot: number): string {
  return `${rateLimitWindowId(scope, key, windowStart)}-${slot}`;
}

/** The stored shape of a slot document (one allowed request). */
interface SlotDocument {
  /** Which rule counts here (otpPerPhone, …); the key itself is only in the document id's hash. */
  scope: string;
  windowStart: Timestamp;
  resetAt: Timestamp;
  /** When the document may be deleted (the window's end): the field of the collection's TTL policy. */
  expireAt: Timestamp;
}

export interface FirestoreRateLimiterOptions {
  now?: () => number;
  /**
   * How long a count may take before the request is refused as unavailable (Firestore unreachable or overloaded).
   * Default 10 s.
   */
  timeoutMs?: number;
}

/** gRPC's ALREADY_EXISTS, what `create()` rejects with when the document is there. */
const ALREADY_EXISTS = 6;

function alreadyExists(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === ALREADY_EXISTS;
}

function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new RateLimiterUnavailableError(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** How many slots of one window are taken in `db` (one aggregation over the window's document ids). */
async function takenSlots(db: Firestore, windowId: string): Promise<number> {
  const snapshot = await db
    .collection(RATE_LIMITS_COLLECTION)
    .where(FieldPath.documentId(), '>=', `${windowId}-`)
    .where(FieldPath.documentId(), '<', `${windowId}.`)
    .count()
    .get();
  return snapshot.data().count;
}

/** Requests of `scope` counted for `key` in the window of `rule` that holds `at` (for tests and operators). */
export function countedRequests(
  db: Firestore,
  scope: string,
  rule: RateLimitRule,
  key: string,
  at: number = Date.now(),
): Promise<number> {
  return takenSlots(db, rateLimitWindowId(scope, key, windowAt(rule, at).start));
}

/** Limiters that count in `db`'s `rateLimits` collection. */
export function firestoreRateLimiters(db: Firestore, options: FirestoreRateLimiterOptions = {}): RateLimiterFactory {
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const collection = db.collection(RATE_LIMITS_COLLECTION);

  return (scope: string, rule: RateLimitRule): RateLimiter => {
    const slots = createSlotWindows(rule);

    async function take(key: string, window: LimitWindow, slot: number): Promise<boolean> {
      const document: SlotDocument = {
        scope,
        windowStart: Timestamp.fromMillis(window.start),
        resetAt: Timestamp.fromMillis(window.resetAt),
        expireAt: Timestamp.fromMillis(window.resetAt),
      };
      try {
        await collection.doc(rateLimitSlotId(scope, key, window.start, slot)).create(document);
        return true;
      } catch (error) {
        if (!alreadyExists(error)) throw error;
        // Another instance holds this slot: learn how many it (and the rest) hold, and go on beyond them.
        const taken = await takenSlots(db, rateLimitWindowId(scope, key, window.start));
        slots.learn(key, window, Math.max(taken, slot + 1));
        return false;
      }
    }

    async function count(key: string, at: number): Promise<RateLimitDecision> {
      for (;;) {
        const { window, slot } = slots.claim(key, at);
        // Every slot is taken or being tried by a request of this instance: refused here, in memory.
        if (slot === null) return decide(rule, rule.limit + 1, window.resetAt, at);
        if (await take(key, window, slot)) return decide(rule, slot + 1, window.resetAt, at);
      }
    }

    return {
      async hit(key) {
        const counted = count(key, now());
        try {
          return await withTimeout(counted, timeoutMs, `Counting ${scope} in Firestore`);
        } catch (error) {
          // A write still running after the timeout may land later: that only takes a slot for a refused request.
          counted.catch(() => {});
          if (error instanceof RateLimiterUnavailableError) throw error;
          throw new RateLimiterUnavailableError(
            `Could not count ${scope} in Firestore: ${(error as Error)?.message ?? String(error)}`,
            { cause: error },
          );
        }
      },
    };
  };
}
