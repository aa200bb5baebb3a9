// Placing an order whose outcome is unknown (the server was too busy, Firestore did not answer, the network dropped)
// is asked again with the same idempotency key: if the first attempt did make the order, the server returns it, so
// the shopper sees their order instead of a failure. Pure: the attempt and the waiting are passed in.
import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** placeOrder's userError codes that mean "the order may or may not exist". */
export const OUTCOME_UNKNOWN_CODES: ReadonlySet<string> = new Set(['TRY_AGAIN', 'UNAVAILABLE']);

/** placeOrder's userError codes that mean "nothing was placed, the shop was busy": worth asking again too. */
export const NOT_STARTED_CODES: ReadonlySet<string> = new Set(['BUSY']);

/** GraphQL error codes after which the order may still have been written. */
const UNKNOWN_GRAPHQL_CODES: ReadonlySet<string> = new Set(['INTERNAL_SERVER_ERROR', 'TRY_AGAIN', 'UNAVAILABLE']);

/** Waits before each further attempt: three retries within about 4.5 s. */
export const PLACE_RETRY_DELAYS_MS: readonly number[] = [500, 1_500, 2_500];

export type AttemptResult<T> = { ok: true; value: T } | { ok: false; error: unknown };

/**
 * True for a failure that says nothing about whether the order exists: no answer at all (network, HTTP error, a body
 * that is not GraphQL) or a GraphQL error of the server's own making. A refused request (bad input, signed out) is an
 * answer and is not retried.
 */
export function isOutcomeUnknownError(error: unknown): boolean {
  if (!CombinedGraphQLErrors.is(error)) return true;
  return error.errors.some((e) => {
    const code = e.extensions?.['code'];
    return typeof code === 'string' && UNKNOWN_GRAPHQL_CODES.has(code);
  });
}

/** True when placeOrder answered without an order and with a refusal meaning "the outcome is unknown". */
export function isOutcomeUnknownAnswer(payload: {
  order?: unknown;
  userErrors: ReadonlyArray<{ code: string }>;
}): boolean {
  return !payload.order && payload.userErrors.some((e) => OUTCOME_UNKNOWN_CODES.has(e.code));
}

/**
 * True when placeOrder's answer is worth asking again with the same key: the outcome is unknown, or the server was
 * too busy to start it (nothing was placed, so asking again places it at most once).
 */
export function isAskAgainAnswer(payload: { order?: unknown; userErrors: ReadonlyArray<{ code: string }> }): boolean {
  return (
    isOutcomeUnknownAnswer(payload) || (!payload.order && payload.userErrors.some((e) => NOT_STARTED_CODES.has(e.code)))
  );
}

export const waitMs = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt`, and again after each delay while `unknown` says its result leaves the outcome open. Returns the
 * first result that is an answer, or the last one.
 */
export async function retryWhileUnknown<T>(
  attempt: () => Promise<T>,
  unknown: (result: AttemptResult<T>) => boolean,
  delaysMs: readonly number[] = PLACE_RETRY_DELAYS_MS,
  sleep: (ms: number) => Promise<void> = waitMs,
): Promise<AttemptResult<T>> {
  for (let tries = 0; ; tries += 1) {
    let result: AttemptResult<T>;
    try {
      result = { ok: true, value: await attempt() };
    } catch (error) {
      result = { ok: false, error };
    }
    const delay = delaysMs[tries];
    if (delay === undefined || !unknown(result)) return result;
    await sleep(delay);
  }
}
