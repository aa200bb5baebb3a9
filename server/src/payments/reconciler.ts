// Runs the payments reconciler on a timer: one pass at a time per instance; instances share the work through the
// leases reconcileOnce takes on orders.
import type { Logger } from '../logger.js';
import type { ReconcileReport } from './payments-service.js';

export interface Reconciler {
  stop(): Promise<void>;
}

export function startReconciler(
  runOnce: () => Promise<ReconcileReport>,
  intervalMs: number,
  logger: Pick<Logger, 'info' | 'warn'>,
): Reconciler {
  let running: Promise<void> | null = null;
  const pass = () => {
    if (running) return;
    running = runOnce()
      .then((report) => {
        if (report.checked + report.refundsAsked > 0) logger.info({ ...report }, 'payments reconciled');
      })
      .catch((error: unknown) => logger.warn({ err: error }, 'payments reconciler pass failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = intervalMs > 0 ? setInterval(pass, intervalMs) : null;
  timer?.unref();
  return {
    async stop() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
