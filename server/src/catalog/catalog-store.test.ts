import { describe, expect, it } from 'vitest';
import { money } from '../domain/money.js';
import { testProduct } from '../domain/test-products.js';
import { CatalogStore } from './catalog-store.js';

describe('CatalogStore', () => {
  it('serves nothing until the first load, then one snapshot of everything', () => {
    const store = new CatalogStore();
    store.upsertProduct(testProduct({ id: 'a' }));
    store.setCategory('c1', { name: 'Gifts', subcategories: [] });
    expect(store.current().productCount).toBe(0);
    expect(store.status()).toMatchObject({ state: 'starting', version: 0 });
    store.markLive();
    expect(store.current().productCount).toBe(1);
    expect(store.status()).toMatchObject({ state: 'live', problem: null, version: 1, products: 1, categories: 1 });
  });

  it('rebuilds once for a burst of changes', async () => {
    const rebuilt: number[] = [];
    const store = new CatalogStore({ rebuildDelayMs: 5, onRebuilt: (snapshot) => rebuilt.push(snapshot.version) });
    store.markLive();
    store.upsertProduct(testProduct({ id: 'a' }));
    store.upsertProduct(testProduct({ id: 'b' }));
    store.removeProduct('a');
    store.setMarketing({ offerTitle: 'Sale', content: [], banners: [], reviews: [], minimumOrderValue: money(0) });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(rebuilt).toEqual([1, 2]);
    expect(store.current().products.map((product) => product.id)).toEqual(['b']);
    expect(store.current().marketing.offerTitle).toBe('Sale');
  });

  it('keeps serving the last catalog while degraded', () => {
    let now = 1_000;
    const store = new CatalogStore({ now: () => now });
    store.upsertProduct(testProduct({ id: 'a' }));
    store.markLive();
    now = 5_000;
    store.markDegraded('Firestore unreachable: timeout');
    expect(store.status()).toMatchObject({ state: 'degraded', problem: 'Firestore unreachable: timeout', confirmedAt: 1_000 });
    expect(store.current().product('a')).toBeDefined();
    store.markLive();
    expect(store.status()).toMatchObject({ state: 'live', problem: null, confirmedAt: 5_000 });
  });

  it('stays "starting" when Firestore fails before the first load', async () => {
    const store = new CatalogStore();
    store.markDegraded('no connection');
    expect(store.status()).toMatchObject({ state: 'starting', problem: 'no connection' });
    expect(await store.whenLive(10)).toBe(false);
  });

  it('resolves waiters when the first load arrives', async () => {
    const store = new CatalogStore();
    const live = store.whenLive(1_000);
    store.markLive();
    expect(await live).toBe(true);
    expect(await store.whenLive(0)).toBe(true);
  });

  it('ignores removals of unknown documents', () => {
    const rebuilt: number[] = [];
    const store = new CatalogStore({ onRebuilt: (snapshot) => rebuilt.push(snapshot.version) });
    store.markLive();
    store.removeProduct('nope');
    store.setCategory('nope', null);
    expect(rebuilt).toEqual([1]);
    store.dispose();
  });
});
