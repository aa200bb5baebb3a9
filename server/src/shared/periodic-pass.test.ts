import { afterEach, describe, expect, it, vi } from 'vitest';
import { startPeriodicPass } from './periodic-pass.js';

afterEach(() => {
  vi.useRealTimers();
});

const logging = { worked: (report: { done: number }) => report.done > 0, done: 'passed', failed: 'pass failed' };

describe('startPeriodicPass', () => {
  it('runs one pass at a time, logs a pass that worked and one that failed, and stop waits for the pass', async () => {
    vi.useFakeTimers();
    const logger = { info: vi.fn(), warn: vi.fn() };
    let finish: (report: { done: number }) => void = () => {};
    const runOnce = vi
      .fn<() => Promise<{ done: number }>>()
      .mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)))
      .mockRejectedValueOnce(new Error('Firestore unavailable'))
      .mockResolvedValue({ done: 0 });
    const pass = startPeriodicPass(runOnce, 1_000, logger, logging);

    await vi.advanceTimersByTimeAsync(3_000);
    expect(runOnce).toHaveBeenCalledTimes(1); // the first pass is still running: later ticks skip
    finish({ done: 2 });
    await vi.advanceTimersByTimeAsync(0);
    expect(logger.info).toHaveBeenCalledWith({ done: 2 }, 'passed');

    await vi.advanceTimersByTimeAsync(1_000);
    expect(logger.warn).toHaveBeenCalledWith({ err: expect.any(Error) }, 'pass failed');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(logger.info).toHaveBeenCalledTimes(1); // a pass that did nothing is not logged
    await pass.stop();
    const calls = runOnce.mock.calls.length;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(runOnce).toHaveBeenCalledTimes(calls);
  });

  it('never runs with an interval of 0', async () => {
    vi.useFakeTimers();
    const runOnce = vi.fn(async () => ({ done: 1 }));
    const pass = startPeriodicPass(runOnce, 0, { info: vi.fn(), warn: vi.fn() }, logging);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(runOnce).not.toHaveBeenCalled();
    await pass.stop();
  });
});
