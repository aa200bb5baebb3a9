import { describe, expect, it } from 'vitest';
import { RenderedPageCache } from './rendered-page-cache.js';

describe('RenderedPageCache', () => {
  it('keeps pages per URL for one catalog version', () => {
    const cache = new RenderedPageCache<string>();
    cache.set(1, '/product/a', 'A');
    cache.set(1, '/product/b', 'B');
    expect(cache.get(1, '/product/a')).toBe('A');
    expect(cache.get(1, '/product/b')).toBe('B');
  });

  it('drops every page when the catalog version changes', () => {
    const cache = new RenderedPageCache<string>();
    cache.set(1, '/product/a', 'A');
    expect(cache.get(2, '/product/a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('does not keep a page rendered from an older catalog', () => {
    const cache = new RenderedPageCache<string>();
    cache.set(2, '/product/a', 'A2');
    cache.set(1, '/product/b', 'B1');
    expect(cache.get(2, '/product/a')).toBe('A2');
    expect(cache.get(2, '/product/b')).toBeUndefined();
  });

  it('keeps at most its limit, dropping the oldest page', () => {
    const cache = new RenderedPageCache<string>(2);
    cache.set(1, '/a', 'A');
    cache.set(1, '/b', 'B');
    cache.set(1, '/c', 'C');
    expect(cache.get(1, '/a')).toBeUndefined();
    expect(cache.get(1, '/c')).toBe('C');
    expect(cache.size).toBe(2);
  });
});
