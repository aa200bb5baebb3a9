// Runs the outbox worker on a timer: one pass at a time per instance; instances share the work through the claims
// each pass takes on messages, so no instance needs to be the leader.
import type { Logger } from '../logger.js';
import type { OutboxPassReport } from './outbox-worker.js';

export interface OutboxTimer {
  stop(): Promise<void>;
}

export function startOutboxTimer(
  runOnce: () => Promise<OutboxPassReport>,
  intervalMs: number,
  logger: Pick<Logger, 'info' | 'warn'>,
): OutboxTimer {
  let running: Promise<void> | null = null;
  const pass = () => {
    if (running) return;
    running = runOnce()
      .then((report) => {
        if (report.sent + report.retrying + report.failed > 0) logger.info({ ...report }, 'whatsapp outbox sent');
      })
      .catch((error: unknown) => logger.warn({ err: error }, 'whatsapp outbox pass failed'))
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
