import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPlacementAdmission, PlacementBusyError } from './placement-admission.js';

function gate() {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

describe('placement admission', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs at most maxInFlight at once; the next waits and starts when one ends', async () => {
    const admission = createPlacementAdmission({ maxInFlight: 2, maxQueued: 5, maxWaitMs: 1_000 });
    const gates = [gate(), gate(), gate()];
    const started: number[] = [];
    const runs = gates.map((g, index) =>
      admission.run(async () => {
        started.push(index);
        await g.promise;
        return index;
      }),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toEqual([0, 1]);
    expect(admission.load).toEqual({ inFlight: 2, queued: 1 });
    gates[0]!.open();
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toEqual([0, 1, 2]);
    gates[1]!.open();
    gates[2]!.open();
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    expect(admission.load).toEqual({ inFlight: 0, queued: 0 });
  });

  it('answers busy, without running the work, when the wait outlasts maxWaitMs or the queue is full', async () => {
    const admission = createPlacementAdmission({ maxInFlight: 1, maxQueued: 1, maxWaitMs: 1_000 });
    const holder = gate();
    const first = admission.run(() => holder.promise);
    const work = vi.fn(async () => 'ran');
    const waiting = admission.run(work);
    const overflow = admission.run(work);
    await expect(overflow).rejects.toBeInstanceOf(PlacementBusyError);
    const late = expect(waiting).rejects.toThrow(/no place within 1000 ms/);
    await vi.advanceTimersByTimeAsync(1_000);
    await late;
    expect(work).not.toHaveBeenCalled();
    expect(admission.load).toEqual({ inFlight: 1, queued: 0 });
    holder.open();
    await first;
    // The place that was held is free again for the next one.
    expect(await admission.run(work)).toBe('ran');
  });

  it('hands the work its deadline, so a turn that comes too late can still refuse before writing', async () => {
    const admission = createPlacementAdmission({ maxInFlight: 1, maxQueued: 1, maxWaitMs: 500 });
    const deadline = await admission.run(async (at) => at);
    expect(deadline).toBeGreaterThan(performance.now() - 1);
  });
});
