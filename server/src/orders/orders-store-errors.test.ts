import { describe, expect, it } from 'vitest';
import { classifyFirestoreError, OrdersContentionError, OrdersUnavailableError } from './orders-store-errors.js';

function grpcError(code: number, details: string): Error {
  return Object.assign(new Error(`${code} ${details}`), { code, details });
}

describe('classifyFirestoreError', () => {
  it('answers "try again" for contention, including a transaction Firestore closed under its caller', () => {
    for (const error of [
      grpcError(10, 'ABORTED: Too much contention on these documents. Please try again.'),
      grpcError(10, 'ABORTED: Transaction lock timeout.'),
      grpcError(3, 'INVALID_ARGUMENT: Transaction is invalid or closed.'),
    ])
      expect(classifyFirestoreError(error)).toBeInstanceOf(OrdersContentionError);
  });

  it('answers "unavailable" when Firestore cannot be reached', () => {
    expect(classifyFirestoreError(grpcError(14, 'UNAVAILABLE: No connection established'))).toBeInstanceOf(
      OrdersUnavailableError,
    );
  });

  it('passes any other failure as it is', () => {
    const invalid = grpcError(3, 'INVALID_ARGUMENT: Document path is empty.');
    expect(classifyFirestoreError(invalid)).toBe(invalid);
  });
});
