import { pino, type Logger } from 'pino';

export type { Logger };

/** Structured JSON logs (one object per line) for production and tests; `level: 'silent'` turns them off. */
export function createLogger(options: { level?: string; name?: string } = {}): Logger {
  return pino({
    name: options.name ?? 'lovely-gifts',
    level: options.level ?? 'info',
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  });
}
