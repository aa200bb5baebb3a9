import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startFirestoreEmulator,
  type RunningFirestoreEmulator,
} from '../../server/local/emulators/firestore-emulator.js';
import { eventually, startCatalogHarness, type CatalogHarness } from '../support/catalog-harness.js';
import { seedShop } from '../support/catalog-fixtures.js';

let shop: CatalogHarness;
let restarted: RunningFirestoreEmulator | undefined;

beforeAll(async () => {
  // Check Firestore often and give up quickly, so that an outage shows within a second or two.
  shop = await startCatalogHarness({
    seed: seedShop,
    sync: { probeIntervalMs: 250, probeTimeoutMs: 750 },
    // It stops and restarts the emulator: one of its own, not the run's shared one.
    ownFirestore: true,
  });
});

afterAll(async () => {
  await shop?.stop();
  await restarted?.stop();
});

async function health(): Promise<{
  status: number;
  body: { status: string; problem: string | null; catalog: { products: number } };
}> {
  const response = await fetch(`${shop.url}/healthz`);
  return { status: response.status, body: await response.json() };
}

describe('when Firestore becomes unreachable', () => {
  it('keeps serving the last catalog, reports degraded, and recovers when Firestore is back', async () => {
    // Healthy first. A fresh emulator on a loaded machine can miss the short probe timeout once or twice, which
    // reports an outage that is not there: the test waits for the healthy report rather than take the first one.
    await eventually(async () => ((await health()).status === 200 ? true : undefined), 'a healthy start', 30_000);

    await shop.stopEmulator();
    const degraded = await eventually(async () => {
      const report = await health();
      return report.status === 503 ? report : undefined;
    }, 'the health endpoint to report the outage');
    expect(degraded.body.status).toBe('degraded');
    expect(degraded.body.problem).toMatch(/Firestore is unreachable/);
    expect(degraded.body.catalog.products).toBe(9);

    const { body } = await shop.graphql<{ products: { totalCount: number }; product: { productName: string } }>(
      '{ products { totalCount } product(id: "mug") { productName } }',
    );
    expect(body.data).toEqual({ products: { totalCount: 9 }, product: { productName: 'Personalised Photo Mug' } });

    // The same port and project again (an emulator restarted empty): the listeners reconnect by themselves.
    const port = Number(shop.firestoreHost.split(':')[1]);
    restarted = await startFirestoreEmulator({ projectId: shop.projectId, port });
    await eventually(
      async () => ((await health()).status === 200 ? true : undefined),
      'the health endpoint to recover',
      30_000,
    );
    await seedShop(shop.db);
    await shop.db
      .doc('products/after-outage')
      .set({ productName: 'Welcome Back Card', category: 'Stationery', sellingPrice: 99, stock: 3 });
    await eventually(
      async () => {
        const result = await shop.graphql<{ product: { productName: string } | null }>(
          '{ product(id: "after-outage") { productName } }',
        );
        return result.body.data?.product?.productName === 'Welcome Back Card' ? true : undefined;
      },
      'a product written after the outage',
      30_000,
    );
    // Room for each step's wait above, and an emulator's restart, on a loaded machine.
  }, 120_000);
});
