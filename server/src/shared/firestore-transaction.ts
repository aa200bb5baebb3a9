// Every Firestore transaction of the server runs through runTransaction here (a lint rule keeps it so). Firestore's
// client runs a transaction again when it was aborted under contention, but not when the Firestore emulator closed it
// while it waited: under load a read inside a contended transaction has answered "3 INVALID_ARGUMENT: Transaction is
// invalid or closed." (the race of 8 refunds for one year's credit-note counter over two servers, about one run in
// four with the CPU busy). A closed transaction has committed nothing, so starting it again is as safe as the
// client's own retries; the transaction function may run more than once either way.
import type { Firestore, Transaction } from 'firebase-admin/firestore';

const INVALID_ARGUMENT = 3;

/** How many times a closed transaction is started again (each start has the client's own attempts). */
export const CLOSED_TRANSACTION_RESTARTS = 3;

/** Whether Firestore closed the transaction under the caller (nothing of it was committed). */
export function isClosedTransactionError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === INVALID_ARGUMENT && typeof message === 'string' && /transaction is invalid or closed/i.test(message);
}

/** A pause of 10–40 ms, longer after each restart, so two instances that collided do not collide again at once. */
function pauseBeforeRestart(restart: number): Promise<void> {
  const ms = (restart + 1) * (10 + Math.random() * 30);
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Calls `start` again while it fails with a closed transaction, at most `restarts` more times; other errors pass. */
export async function restartingClosedTransactions<T>(
  start: () => Promise<T>,
  restarts = CLOSED_TRANSACTION_RESTARTS,
  pause: (restart: number) => Promise<void> = pauseBeforeRestart,
): Promise<T> {
  for (let restart = 0; ; restart += 1) {
    try {
      return await start();
    } catch (error) {
      if (restart >= restarts || !isClosedTransactionError(error)) throw error;
      await pause(restart);
    }
  }
}

/** Transactions this process started and the attempts they took: attempts beyond one are retries (bench:orders). */
const counted = { transactions: 0, attempts: 0 };

export function transactionCounts(): { readonly transactions: number; readonly attempts: number } {
  return { ...counted };
}

/** `db.runTransaction`, also started again when Firestore closed the transaction (above). */
export function runTransaction<T>(
  db: Firestore,
  run: (tx: Transaction) => Promise<T>,
  options?: { readonly maxAttempts?: number },
): Promise<T> {
  counted.transactions += 1;
  const attempt = (tx: Transaction): Promise<T> => {
    counted.attempts += 1;
    return run(tx);
  };
  return restartingClosedTransactions(() => db.runTransaction(attempt, options));
}
