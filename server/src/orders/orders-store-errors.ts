// How the orders store fails: Firestore's errors sorted into the two the service answers (try again, unavailable).
import { isClosedTransactionError } from '../shared/firestore-transaction.js';
/** Firestore could not run the transaction because of other transactions on the same documents: try again. */
export class OrdersContentionError extends Error {
  constructor(cause: unknown) {
    super(`order transaction gave up under contention: ${(cause as Error)?.message ?? String(cause)}`, { cause });
    this.name = 'OrdersContentionError';
  }
}

/** Firestore could not be reached (or did not answer in time): nothing is known to be written. */
export class OrdersUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`Firestore is unavailable for orders: ${(cause as Error)?.message ?? String(cause)}`, { cause });
    this.name = 'OrdersUnavailableError';
  }
}

/** gRPC status codes Firestore reports. */
const DEADLINE_EXCEEDED = 4;
const RESOURCE_EXHAUSTED = 8;
const ABORTED = 10;
const UNAVAILABLE = 14;
const CANCELLED = 1;
const UNKNOWN = 2;
const INTERNAL = 13;

function codeOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
}

/** Sorts Firestore's failures into contention, unavailability, or something else (thrown as it is). */
export function classifyFirestoreError(error: unknown): Error {
  if (error instanceof OrdersContentionError || error instanceof OrdersUnavailableError) return error;
  const code = codeOf(error);
  const message = error instanceof Error ? error.message : String(error);
  if (
    code === ABORTED ||
    code === DEADLINE_EXCEEDED ||
    code === RESOURCE_EXHAUSTED ||
    /contention/i.test(message) ||
    // Still closed after its restarts: contended all the same (shared/firestore-transaction.ts).
    isClosedTransactionError(error)
  ) {
    return new OrdersContentionError(error);
  }
  if (
    code === UNAVAILABLE ||
    code === CANCELLED ||
    code === UNKNOWN ||
    code === INTERNAL ||
    /ECONNREFUSED|ECONNRESET|UNAVAILABLE|No connection established|connect/i.test(message)
  ) {
    return new OrdersUnavailableError(error);
  }
  return error instanceof Error ? error : new Error(message);
}
