// Runs the outbox worker on a timer (shared/periodic-pass.ts): instances share the work through the claims each pass
// takes on messages.
import type { Logger } from '../logger.js';
import { startPeriodicPass, type PeriodicPass } from '../shared/periodic-pass.js';
import type { OutboxPassReport } from './outbox-worker.js';

export type OutboxTimer = PeriodicPass;

export function startOutboxTimer(
  runOnce: () => Promise<OutboxPassReport>,
  intervalMs: number,
  logger: Pick<Logger, 'info' | 'warn'>,
): OutboxTimer {
  return startPeriodicPass(runOnce, intervalMs, logger, {
    worked: (report) => report.sent + report.retrying + report.failed > 0,
    done: 'whatsapp outbox sent',
    failed: 'whatsapp outbox pass failed',
  });
}
