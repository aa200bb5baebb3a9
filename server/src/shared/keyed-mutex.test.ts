import { describe, expect, it } from 'vitest';
import { createKeyedMutex, KeyWaitTimeoutError } from './keyed-mutex.js';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('createKeyedMutex', () => {
  it('runs work for the same key one at a time, in arrival order', async () => {
    const mutex = createKeyedMutex();
    const events: string[] = [];
    let running = 0;
    let most = 0;
    await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        mutex.run(['mug'], async () => {
          running += 1;
          most = Math.max(most, running);
          events.push(`start ${n}`);
          await tick();
          events.push(`end ${n}`);
          running -= 1;
        }),
      ),
    );
    expect(most).toBe(1);
    expect(events).toEqual([
      'start 1',
      'end 1',
      'start 2',
      'end 2',
      'start 3',
      'end 3',
      'start 4',
      'end 4',
      'start 5',
      'end 5',
    ]);
    expect(mutex.size).toBe(0);
  });

  it('lets different keys run at the same time', async () => {
    const mutex = createKeyedMutex();
    let running = 0;
    let most = 0;
    await Promise.all(
      ['a', 'b', 'c'].map((key) =>
        mutex.run([key], async () => {
          running += 1;
          most = Math.max(most, running);
          await tick();
          running -= 1;
        }),
      ),
    );
    expect(most).toBe(3);
  });

  it('takes several keys without deadlock whatever order callers name them in', async () => {
    const mutex = createKeyedMutex();
    const held = new Set<string>();
    const work = (keys: string[]) =>
      mutex.run(keys, async () => {
        for (const key of new Set(keys)) {
          expect(held.has(key)).toBe(false);
          held.add(key);
        }
        await tick();
        for (const key of new Set(keys)) held.delete(key);
      });
    await Promise.all([work(['a', 'b']), work(['b', 'a']), work(['b', 'c', 'a']), work(['c']), work(['a', 'a'])]);
    expect(mutex.size).toBe(0);
  });

  it('releases the keys when the work fails, and passes the failure on', async () => {
    const mutex = createKeyedMutex();
    await expect(
      mutex.run(['x'], async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    await expect(mutex.run(['x'], async () => 'next')).resolves.toBe('next');
    expect(mutex.size).toBe(0);
  });
});

describe('createKeyedMutex with a bounded wait', () => {
  function deferred() {
    let resolve!: () => void;
    const promise = new Promise<void>((done) => {
      resolve = done;
    });
    return { promise, resolve };
  }

  it('gives up without running the work when the key stays held, and those behind still wait for the holder', async () => {
    const mutex = createKeyedMutex();
    const holder = deferred();
    const events: string[] = [];
    const first = mutex.run(['rose'], async () => {
      events.push('first runs');
      await holder.promise;
      events.push('first done');
    });
    const impatient = mutex.run(['rose'], async () => events.push('impatient runs'), 5);
    const patient = mutex.run(['rose'], async () => events.push('patient runs'));
    await expect(impatient).rejects.toBeInstanceOf(KeyWaitTimeoutError);
    // A newcomer after the give-up must not overtake the holder either.
    const late = mutex.run(['rose'], async () => events.push('late runs'));
    await tick();
    expect(events).toEqual(['first runs']);
    expect(mutex.busy('rose')).toBe(true);
    holder.resolve();
    await Promise.all([first, patient, late]);
    expect(events).toEqual(['first runs', 'first done', 'patient runs', 'late runs']);
    expect(mutex.busy('rose')).toBe(false);
    expect(mutex.size).toBe(0);
  });

  it('runs the work when the keys come free within the bound', async () => {
    const mutex = createKeyedMutex();
    const holder = deferred();
    const first = mutex.run(['rose', 'slot'], () => holder.promise);
    const second = mutex.run(['slot'], async () => 'ran', 10_000);
    holder.resolve();
    await first;
    await expect(second).resolves.toBe('ran');
  });
});
