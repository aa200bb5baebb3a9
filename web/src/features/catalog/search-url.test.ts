import { describe, expect, it } from 'vitest';
import { toProductFilter } from './listing-url';
import { parseSearchParams, productCount, searchStateToParams } from './search-url';

describe('search-url', () => {
  it('reads the text, exactness, best-match default and the listing filters', () => {
    const state = parseSearchParams(new URLSearchParams('q= tedy &exact=1&occasion=Birthday&recipient=For+her&page=2'));
    expect(state.text).toBe('tedy');
    expect(state.exact).toBe(true);
    expect(state.listing.sort).toBe('RELEVANT');
    expect(state.listing.page).toBe(2);
    expect(toProductFilter(state.listing)).toEqual({ occasions: ['Birthday'], recipients: ['For her'] });
  });

  it('drops tags the API does not know', () => {
    expect(parseSearchParams(new URLSearchParams('q=x&occasion=Halloween')).listing.occasions).toEqual([]);
  });

  it('writes best match as no sort and newest as sort=newest, and round-trips', () => {
    const best = parseSearchParams(new URLSearchParams('q=mug'));
    expect(searchStateToParams(best).toString()).toBe('q=mug');
    const newest = { ...best, listing: { ...best.listing, sort: 'NEWEST' as const } };
    expect(searchStateToParams(newest).toString()).toBe('q=mug&sort=newest');
    expect(parseSearchParams(searchStateToParams(newest)).listing.sort).toBe('NEWEST');
    const cheap = parseSearchParams(new URLSearchParams('q=birthday+cake&sort=price-low&stock=in-stock&page=3'));
    expect(parseSearchParams(searchStateToParams(cheap))).toEqual(cheap);
  });

  it('counts products in plain words', () => {
    expect(productCount(0)).toBe('No products');
    expect(productCount(1)).toBe('1 product');
    expect(productCount(4)).toBe('4 products');
    expect(productCount(12345)).toBe('12,345 products');
    expect(productCount(1234567)).toBe('12,34,567 products');
  });
});
