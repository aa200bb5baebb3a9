import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import {
  isAskAgainAnswer,
  isOutcomeUnknownAnswer,
  isOutcomeUnknownError,
  retryWhileUnknown,
  type AttemptResult,
} from './place-order-retry';

type Payload = { order: { id: string } | null; userErrors: { code: string }[] };
const unknown = (result: AttemptResult<Payload>) =>
  result.ok ? isOutcomeUnknownAnswer(result.value) : isOutcomeUnknownError(result.error);

function scripted(outcomes: Array<Payload | Error>) {
  const calls: number[] = [];
  const attempt = async () => {
    calls.push(calls.length);
    const next = outcomes[Math.min(calls.length - 1, outcomes.length - 1)]!;
    if (next instanceof Error) throw next;
    return next;
  };
  return { attempt, calls };
}

const waits: number[] = [];
const sleep = async (ms: number) => {
  waits.push(ms);
};
const placed: Payload = { order: { id: 'o1' }, userErrors: [] };
const busy: Payload = { order: null, userErrors: [{ code: 'TRY_AGAIN' }] };

describe('retryWhileUnknown', () => {
  it('asks again after TRY_AGAIN, UNAVAILABLE and a network error, and returns the order once it is there', async () => {
    waits.length = 0;
    const { attempt, calls } = scripted([
      busy,
      { order: null, userErrors: [{ code: 'UNAVAILABLE' }] },
      new TypeError('Failed to fetch'),
      placed,
    ]);
    const result = await retryWhileUnknown(attempt, unknown, [10, 20, 30], sleep);
    expect(result).toEqual({ ok: true, value: placed });
    expect(calls).toHaveLength(4);
    expect(waits).toEqual([10, 20, 30]);
  });

  it('gives up after the last delay with the last result', async () => {
    waits.length = 0;
    const { attempt, calls } = scripted([busy]);
    const result = await retryWhileUnknown(attempt, unknown, [1, 2], sleep);
    expect(result).toEqual({ ok: true, value: busy });
    expect(calls).toHaveLength(3);
  });

  it('does not ask again after an answer: an order, a refusal, or a request the server refused', async () => {
    for (const outcome of [
      placed,
      { order: null, userErrors: [{ code: 'RATE_LIMITED' }] },
      { order: null, userErrors: [{ code: 'QUANTITY_LIMIT' }] },
      new CombinedGraphQLErrors({ errors: [{ message: 'bad', extensions: { code: 'BAD_USER_INPUT' } }] }),
    ]) {
      const { attempt, calls } = scripted([outcome]);
      await retryWhileUnknown(attempt, unknown, [1, 2, 3], sleep);
      expect(calls).toHaveLength(1);
    }
  });

  it('treats an internal server error as unknown (the order may have been written)', () => {
    expect(
      isOutcomeUnknownError(
        new CombinedGraphQLErrors({ errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }),
      ),
    ).toBe(true);
    expect(isOutcomeUnknownError(new Error('network down'))).toBe(true);
  });
});

describe('isAskAgainAnswer', () => {
  it('asks again after BUSY (nothing was placed) as after an unknown outcome, never after a refusal or an order', () => {
    expect(isAskAgainAnswer({ order: null, userErrors: [{ code: 'BUSY' }] })).toBe(true);
    expect(isOutcomeUnknownAnswer({ order: null, userErrors: [{ code: 'BUSY' }] })).toBe(false);
    expect(isAskAgainAnswer({ order: null, userErrors: [{ code: 'UNAVAILABLE' }] })).toBe(true);
    expect(isAskAgainAnswer({ order: null, userErrors: [{ code: 'SOLD_OUT' }] })).toBe(false);
    expect(isAskAgainAnswer({ order: { id: 'o1' }, userErrors: [] })).toBe(false);
  });
});
