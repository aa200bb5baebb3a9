// A background pass on a timer (the payments reconciler, the WhatsApp outbox): at most one pass at a time per
// instance, a pass's failure logged and the next one tried; instances share the work through the leases or claims
// each pass takes, so none needs to be the leader.
import type { Logger } from '../logger.js';

export interface PeriodicPass {
  /** Stops the timer and waits for a pass under way. */
  stop(): Promise<void>;
}

export interface PassLogging<Report> {
  /** Whether a pass did anything worth a log line. */
  readonly worked: (report: Report) => boolean;
  /** The log message of a pass that did. */
  readonly done: string;
  /** The log message of a pass that failed. */
  readonly failed: string;
}

/** Runs `runOnce` every `intervalMs` (never when 0), skipping a tick while the previous pass runs. */
export function startPeriodicPass<Report extends object>(
  runOnce: () => Promise<Report>,
  intervalMs: number,
  logger: Pick<Logger, 'info' | 'warn'>,
  logging: PassLogging<Report>,
): PeriodicPass {
  let running: Promise<void> | null = null;
  const pass = () => {
    if (running) return;
    running = runOnce()
      .then((report) => {
        if (logging.worked(report)) logger.info({ ...(report as Record<string, unknown>) }, logging.done);
      })
      .catch((error: unknown) => logger.warn({ err: error }, logging.failed))
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
