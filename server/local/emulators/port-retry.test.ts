import { describe, expect, it } from 'vitest';
import { portTakenError, withFreePortRetry } from './ports.js';

function failingTimes(times: number, error: () => Error) {
  let calls = 0;
  return {
    start: async () => {
      calls += 1;
      if (calls <= times) throw error();
      return calls;
    },
    calls: () => calls,
  };
}

describe('withFreePortRetry', () => {
  it('chooses a free port again when another process took the one it chose', async () => {
    const attempt = failingTimes(2, () => portTakenError(40_000, 'Firestore emulator'));
    await expect(withFreePortRetry(undefined, attempt.start)).resolves.toBe(3);
  });

  it('gives up after three tries', async () => {
    const attempt = failingTimes(3, () => portTakenError(40_000, 'Firestore emulator'));
    await expect(withFreePortRetry(undefined, attempt.start)).rejects.toThrow('Port 40000 is already in use');
    expect(attempt.calls()).toBe(3);
  });

  it('never swaps a port that was asked for', async () => {
    const attempt = failingTimes(1, () => portTakenError(8085, 'Firestore emulator', 'FIRESTORE_EMULATOR_PORT'));
    await expect(withFreePortRetry(8085, attempt.start)).rejects.toThrow('Port 8085 is already in use');
    expect(attempt.calls()).toBe(1);
  });

  it('does not retry other failures', async () => {
    const attempt = failingTimes(1, () => new Error('Java is missing'));
    await expect(withFreePortRetry(undefined, attempt.start)).rejects.toThrow('Java is missing');
    expect(attempt.calls()).toBe(1);
  });
});
