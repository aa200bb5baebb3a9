import { describe, expect, it } from 'vitest';
import { isClosedTransactionError, restartingClosedTransactions } from './firestore-transaction.js';

/** The error as the Firestore client throws it (grpc-js: an Error with the status code). */
function grpcError(code: number, details: string): Error {
  return Object.assign(new Error(`${code} ${details}`), { code, details });
}

const closed = () => grpcError(3, 'INVALID_ARGUMENT: Transaction is invalid or closed.');
const noPause = () => Promise.resolve();

describe('isClosedTransactionError', () => {
  it('knows the closed transaction, and nothing else', () => {
    expect(isClosedTransactionError(closed())).toBe(true);
    expect(isClosedTransactionError(grpcError(3, 'INVALID_ARGUMENT: Document path is empty.'))).toBe(false);
    expect(isClosedTransactionError(grpcError(10, 'ABORTED: Transaction is invalid or closed.'))).toBe(false);
    expect(isClosedTransactionError(new Error('Transaction is invalid or closed.'))).toBe(false);
    expect(isClosedTransactionError('3 INVALID_ARGUMENT: Transaction is invalid or closed.')).toBe(false);
    expect(isClosedTransactionError(null)).toBe(false);
  });
});

describe('restartingClosedTransactions', () => {
  it('starts a closed transaction again and answers what the next start gives', async () => {
    const outcomes: (() => string)[] = [
      () => {
        throw closed();
      },
      () => {
        throw closed();
      },
      () => 'committed',
    ];
    const pauses: number[] = [];
    let starts = 0;
    const result = await restartingClosedTransactions(
      () => Promise.resolve().then(outcomes[starts++]),
      3,
      (restart) => {
        pauses.push(restart);
        return Promise.resolve();
      },
    );
    expect(result).toBe('committed');
    expect(starts).toBe(3);
    expect(pauses).toEqual([0, 1]);
  });

  it('gives up after the restarts it is allowed, with the closed transaction', async () => {
    let starts = 0;
    const failing = restartingClosedTransactions(
      () => {
        starts += 1;
        return Promise.reject(closed());
      },
      2,
      noPause,
    );
    await expect(failing).rejects.toMatchObject({ code: 3 });
    expect(starts).toBe(3);
  });

  it('passes any other failure at once, without starting again', async () => {
    let starts = 0;
    const aborted = grpcError(10, 'ABORTED: Too much contention on these documents.');
    const failing = restartingClosedTransactions(
      () => {
        starts += 1;
        return Promise.reject(aborted);
      },
      3,
      noPause,
    );
    await expect(failing).rejects.toBe(aborted);
    expect(starts).toBe(1);
  });
});
