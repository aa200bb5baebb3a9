// placeOrder as the web app asks it (place-order-retry.ts): again with the same idempotency key after BUSY (nothing
// was placed: the crowd outwaited the bounded turn) or an unknown outcome, so one checkout makes at most one order.

const ASK_AGAIN = new Set(['BUSY', 'TRY_AGAIN', 'UNAVAILABLE']);

/** Calls `ask` with one key until its answer's code (`codeOf`) is not worth asking again, at most `asks` times. */
export async function askingAgain<T>(
  ask: (key: string) => Promise<T>,
  codeOf: (answer: T) => string | undefined,
  key: string,
  asks = 20,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const answer = await ask(key);
    if (!ASK_AGAIN.has(codeOf(answer) ?? '') || attempt === asks) return answer;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
