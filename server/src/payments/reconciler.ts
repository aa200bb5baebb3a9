// Runs the payments reconciler on a timer (shared/periodic-pass.ts): instances share the work through the leases
// reconcileOnce takes on orders.
import type { Logger } from '../logger.js';
import { startPeriodicPass, type PeriodicPass } from '../shared/periodic-pass.js';
import type { ReconcileReport } from './payments-service.js';

export type Reconciler = PeriodicPass;

export function startReconciler(
  runOnce: () => Promise<ReconcileReport>,
  intervalMs: number,
  logger: Pick<Logger, 'info' | 'warn'>,
): Reconciler {
  return startPeriodicPass(runOnce, intervalMs, logger, {
    worked: (report) => report.checked + report.refundsAsked > 0,
    done: 'payments reconciled',
    failed: 'payments reconciler pass failed',
  });
}
