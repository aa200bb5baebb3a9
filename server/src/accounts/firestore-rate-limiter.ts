// Rate-limit counters in Firestore, shared by every server instance: one document per rule and key in the
// `rateLimits` collection, counted inside a transaction so concurrent requests on any number of instances never get
// past the limit. Each document carries `expireAt` for a Firestore TTL policy, which deletes spent windows.
import { createHash } from 'node:crypto';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import {
  decide,
  RateLimiterUnavailableError,
  type RateLimitDecision,
  type RateLimiter,
  type RateLimiterFactory,
  type RateLimitRule,
} from './rate-limiter.js';

export const RATE_LIMITS_COLLECTION = 'rateLimits';

/**
 * The document id of a rule's counter for a key: a SHA-256 of both, so IP addresses, uids and phone numbers are not
 * stored in the clear and any key makes a valid id.
 */
export function rateLimitDocId(scope: string, key: string): string {
  return createHash('sha256').update(scope).update('\n').update(key).digest('hex');
}

/** The stored shape of a counter document. */
interface CounterDocument {
  /** Which rule counts here (otpPerPhone, …); the key itself is only in the document id's hash. */
  scope: string;
  /** Requests counted in this window, up to the limit (refused requests are not written). */
  count: number;
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

function millis(value: unknown): number | null {
  return value instanceof Timestamp ? value.toMillis() : null;
}

function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new RateLimiterUnavailableError(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Limiters that count in `db`'s `rateLimits` collection. */
export function firestoreRateLimiters(db: Firestore, options: FirestoreRateLimiterOptions = {}): RateLimiterFactory {
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const collection = db.collection(RATE_LIMITS_COLLECTION);

  return (scope: string, rule: RateLimitRule): RateLimiter => ({
    async hit(key) {
      const ref = collection.doc(rateLimitDocId(scope, key));
      const counted = db.runTransaction(async (transaction): Promise<RateLimitDecision> => {
        const at = now();
        const data = (await transaction.get(ref)).data() as Partial<CounterDocument> | undefined;
        const resetAt = millis(data?.resetAt);
        const count = typeof data?.count === 'number' ? data.count : 0;
        if (resetAt === null || resetAt <= at) {
          const end = Timestamp.fromMillis(at + rule.windowMs);
          const fresh: CounterDocument = {
            scope,
            count: 1,
            windowStart: Timestamp.fromMillis(at),
            resetAt: end,
            expireAt: end,
          };
          transaction.set(ref, fresh);
          return decide(rule, 1, at + rule.windowMs, at);
        }
        // Over the limit already: refuse without writing, so a flood costs reads only.
        if (count >= rule.limit) return decide(rule, count + 1, resetAt, at);
        transaction.update(ref, { count: count + 1 });
        return decide(rule, count + 1, resetAt, at);
      });
      try {
        return await withTimeout(counted, timeoutMs, `Counting ${scope} in Firestore`);
      } catch (error) {
        // A transaction still running after the timeout may commit later: that only counts a refused request.
        counted.catch(() => {});
        if (error instanceof RateLimiterUnavailableError) throw error;
        throw new RateLimiterUnavailableError(
          `Could not count ${scope} in Firestore: ${(error as Error)?.message ?? String(error)}`,
          { cause: error },
        );
      }
    },
  });
}
