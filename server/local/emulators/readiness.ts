import type { ManagedProcess } from './managed-process.js';
import { StackStartupError } from './startup-error.js';

/** GETs `url` and reports whether it answered with a 2xx status. Never throws. */
export async function answersHttp(url: string, timeoutMs = 2_000): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Polls `isReady` until it says yes. Fails early with the process's own output when the process exits first, and
 * with an actionable error when `timeoutMs` passes.
 */
export async function waitUntilReady(opts: {
  what: string;
  process: ManagedProcess;
  isReady: () => Promise<boolean>;
  timeoutMs: number;
  timeoutEnvVar: string;
  explainExit: (output: string) => StackStartupError | null;
  /** Aborting stops the process and ends the wait. */
  signal?: AbortSignal;
}): Promise<void> {
  const deadline = Date.now() + opts.timeoutMs;
  let delay = 100;
  while (Date.now() < deadline) {
    if (opts.signal?.aborted) {
      await opts.process.stop({ graceMs: 2_000 });
      throw new StackStartupError(`Start-up of the ${opts.what} was interrupted.`, 'Nothing was left running.');
    }
    if (opts.process.hasExited()) {
      const output = opts.process.recentOutput();
      throw (
        opts.explainExit(output) ??
        new StackStartupError(
          `The ${opts.what} exited during start-up.`,
          'Read its output below; fix the cause, then start again.',
          output,
        )
      );
    }
    if (await opts.isReady()) return;
    await new Promise((resolve) => setTimeout(resolve, delay));
    delay = Math.min(delay * 2, 500);
  }
  const output = opts.process.recentOutput();
  await opts.process.stop({ graceMs: 2_000 });
  throw (
    opts.explainExit(output) ??
    new StackStartupError(
      `The ${opts.what} did not come up within ${Math.round(opts.timeoutMs / 1000)} s.`,
      `The machine may be busy (the emulators are CPU-bound while starting). Close other heavy programs and try ` +
        `again, or allow more time: ${opts.timeoutEnvVar}=<seconds>.`,
      output,
    )
  );
}

/** Start-up timeout in ms from an environment variable holding seconds, else the default. */
export function timeoutFromEnv(envVar: string, defaultMs: number, env: NodeJS.ProcessEnv = process.env): number {
  const seconds = Number(env[envVar]);
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : defaultMs;
}
