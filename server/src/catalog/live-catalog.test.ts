import { describe, expect, it } from 'vitest';
import { money } from '../domain/money.js';
import { testProduct } from '../../test-support/test-products.js';
import { PRODUCT_SORTS } from '../domain/sort.js';
import { CatalogSnapshot } from './snapshot/catalog-snapshot.js';
import { LiveCatalog } from './live-catalog.js';

describe('LiveCatalog', () => {
  it('serves nothing until the first load, then one snapshot of everything', () => {
    const store = new LiveCatalog();
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
    const store = new LiveCatalog({ rebuildDelayMs: 5, onRebuilt: (snapshot) => rebuilt.push(snapshot.version) });
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
    const store = new LiveCatalog({ now: () => now });
    store.upsertProduct(testProduct({ id: 'a' }));
    store.markLive();
    now = 5_000;
    store.markDegraded('Firestore unreachable: timeout');
    expect(store.status()).toMatchObject({
      state: 'degraded',
      problem: 'Firestore unreachable: timeout',
      confirmedAt: 1_000,
    });
    expect(store.current().product('a')).toBeDefined();
    store.markLive();
    expect(store.status()).toMatchObject({ state: 'live', problem: null, confirmedAt: 5_000 });
  });

  it('stays "starting" when Firestore fails before the first load', async () => {
    const store = new LiveCatalog();
    store.markDegraded('no connection');
    expect(store.status()).toMatchObject({ state: 'starting', problem: 'no connection' });
    expect(await store.whenLive(10)).toBe(false);
  });

  it('resolves waiters when the first load arrives', async () => {
    const store = new LiveCatalog();
    const live = store.whenLive(1_000);
    store.markLive();
    expect(await live).toBe(true);
    expect(await store.whenLive(0)).toBe(true);
  });

  it('answers lookups by id consistently with its lists until the next rebuild', () => {
    const store = new LiveCatalog();
    store.upsertProduct(testProduct({ id: 'a', productName: 'Old name' }));
    store.markLive();
    store.upsertProduct(testProduct({ id: 'a', productName: 'New name' }));
    store.upsertProduct(testProduct({ id: 'b' }));
    const before = store.current();
    expect(before.product('a')?.productName).toBe('Old name');
    expect(before.product('b')).toBeUndefined();
    const after = store.rebuildNow();
    expect(after.product('a')?.productName).toBe('New name');
    store.removeProduct('a');
    expect(after.product('a')?.productName).toBe('New name');
    expect(store.rebuildNow().product('a')).toBeUndefined();
    expect(before.product('a')?.productName).toBe('Old name');
    store.dispose();
  });

  it('tells product listeners each version before and after, hidden ones too, until they stop listening', () => {
    const store = new LiveCatalog();
    const seen: [number | undefined, number, boolean][] = [];
    const stop = store.onProductChanged((before, after) => seen.push([before?.stock, after.stock, after.hidden]));
    store.upsertProduct(testProduct({ id: 'a', stock: 0 }));
    store.upsertProduct(testProduct({ id: 'a', stock: 5, hidden: true }));
    store.upsertProduct(testProduct({ id: 'a', stock: 5 }));
    stop();
    store.upsertProduct(testProduct({ id: 'a', stock: 0 }));
    expect(seen).toEqual([
      [undefined, 0, false],
      [0, 5, true],
      [5, 5, false],
    ]);
  });

  it('ignores removals of unknown documents', () => {
    const rebuilt: number[] = [];
    const store = new LiveCatalog({ onRebuilt: (snapshot) => rebuilt.push(snapshot.version) });
    store.markLive();
    store.removeProduct('nope');
    store.setCategory('nope', null);
    expect(rebuilt).toEqual([1]);
    store.dispose();
  });
});

describe('LiveCatalog rebuilding from changes', () => {
  it('ends up where a snapshot built from scratch would, through updates, removals and re-additions', () => {
    const store = new LiveCatalog();
    const day = 86_400_000;
    const make = (id: number, version: number) =>
      testProduct({
        id: `p${id}`,
        productName: `Gift ${(id * 7 + version) % 13}`,
        sellingPricePaise: ((id * 31 + version * 17) % 50) * 100 + 100,
        stock: (id + version) % 4 === 0 ? 0 : (id * version) % 15,
        sales: (id * 13 + version) % 9,
        createdAtMillis: ((id * 3 + version) % 20) * day,
        category: id % 2 === 0 ? 'Flowers' : 'Soft Toys',
      });
    for (let id = 0; id < 60; id++) store.upsertProduct(make(id, 0));
    store.markLive();
    const rounds: [string, () => void][] = [
      ['updates', () => [3, 8, 21, 40].forEach((id) => store.upsertProduct(make(id, 1)))],
      ['removals', () => [5, 8, 59].forEach((id) => store.removeProduct(`p${id}`))],
      [
        'update twice, remove then re-add, add new',
        () => {
          store.upsertProduct(make(10, 2));
          store.upsertProduct(make(10, 3));
          store.removeProduct('p11');
          store.upsertProduct(make(11, 4));
          store.upsertProduct(make(70, 1));
          store.upsertProduct(make(71, 1));
          store.removeProduct('p71');
        },
      ],
    ];
    for (const [name, change] of rounds) {
      change();
      const built = store.rebuildNow();
      const scratch = new CatalogSnapshot(0, {
        products: [...store.productIds()].map((id) => built.product(id)!),
        categories: [],
        marketing: null,
      });
      for (const sort of PRODUCT_SORTS) {
        const ids = (snapshot: CatalogSnapshot) =>
          snapshot.listProducts({}, sort, { page: 1, pageSize: 100 }).items.map((product) => product.id);
        expect(ids(built), `${name}, ${sort}`).toEqual(ids(scratch));
      }
      expect(built.productCount).toBe(scratch.productCount);
    }
    expect(store.current().product('p71')).toBeUndefined();
    expect(store.current().product('p11')?.productName).toBe(make(11, 4).productName);
    store.dispose();
  });
});
