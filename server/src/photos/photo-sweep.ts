// Runs the sweep of unordered photos on a timer (shared/periodic-pass.ts): instances share the work through the
// transaction that claims each record, so two passes at once never delete one photo twice or an ordered one.
import type { Logger } from '../logger.js';
import { startPeriodicPass, type PeriodicPass } from '../shared/periodic-pass.js';
import type { SweepReport } from './photos-model.js';

/** Once an hour: a photo lives 7 days unordered, so an hour late is nothing. */
export const PHOTO_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

export function startPhotoSweep(
  runOnce: () => Promise<SweepReport>,
  intervalMs: number,
  logger: Pick<Logger, 'info' | 'warn'>,
): PeriodicPass {
  return startPeriodicPass(runOnce, intervalMs, logger, {
    worked: (report) => report.deleted > 0,
    done: 'unordered photos deleted',
    failed: 'photo sweep pass failed',
  });
}
