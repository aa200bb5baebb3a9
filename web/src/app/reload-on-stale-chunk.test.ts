import { describe, expect, it, vi } from 'vitest';
import { importOrReloadOnce, type ReloadDeps } from './reload-on-stale-chunk';

function memoryDeps(initial: Record<string, string> = {}): ReloadDeps & { values: Map<string, string> } {
  const values = new Map(Object.entries(initial));
  return {
    values,
    storage: {
      getItem: (key) => values.get(key) ?? null,
      setItem: (key, value) => void values.set(key, value),
      removeItem: (key) => void values.delete(key),
    },
    reload: vi.fn(),
  };
}

const staleChunk = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

describe('importOrReloadOnce', () => {
  it('returns the module and clears the loop guard when the import works', async () => {
    const deps = memoryDeps({ 'lovely.chunkReloaded': '1' });
    await expect(importOrReloadOnce(() => Promise.resolve({ default: 'page' }), deps)).resolves.toEqual({
      default: 'page',
    });
    expect(deps.values.has('lovely.chunkReloaded')).toBe(false);
    expect(deps.reload).not.toHaveBeenCalled();
  });

  it('reloads once on the first failure and never settles', async () => {
    const deps = memoryDeps();
    const outcome = vi.fn();
    void importOrReloadOnce(staleChunk, deps).then(outcome, outcome);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(deps.reload).toHaveBeenCalledTimes(1);
    expect(deps.values.get('lovely.chunkReloaded')).toBe('1');
    expect(outcome).not.toHaveBeenCalled();
  });

  it.each([
    ['after a reload already happened', memoryDeps({ 'lovely.chunkReloaded': '1' })],
    ['without storage for the loop guard', { storage: null, reload: vi.fn() }],
  ])('passes the error on %s', async (_case, deps) => {
    await expect(importOrReloadOnce(staleChunk, deps)).rejects.toThrow('dynamically imported module');
    expect(deps.reload).not.toHaveBeenCalled();
  });
});
