// The event-loop budget: each attack of the hardening review is sent while a shopper's ordinary catalog query and a
// load balancer's /healthz are in flight. The attack must get its 400 and /healthz its 200, and the shopper must not
// wait for the attack: the shopper's answer may take at most a few times as long as the same kind of query sent just
// before without the attack, plus a margin. The measure is relative because a loaded machine slows every request;
// a server that held its event loop while it worked on an attack would hold the shopper just as long. The worst
// event-loop stall under each attack is measured with perf_hooks and printed.
// Two cores shared with emulators and other test files can pause this process for tens of milliseconds whatever it
// runs, so each attack gets up to three rounds and the best one counts: work of the server's own that held the loop
// would do so in every round.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedShop } from '../support/catalog-fixtures.js';
import { startCatalogHarness, type CatalogHarness } from '../support/catalog-harness.js';
import { hostileDocuments } from '../support/hostile-operations.js';

let shop: CatalogHarness;
type Round = { baselineMs: number; shopperMs: number; allowedMs: number; stallMs: number; attackMs: number };
const stalls: Array<{ attack: string; code: string } & Round> = [];

// The shopper under attack may take this many times as long as without it, plus MARGIN_MS for a pause of the machine.
const SLOWDOWN = 4;
const MARGIN_MS = 200;

beforeAll(async () => {
  shop = await startCatalogHarness({ seed: seedShop });
});

afterAll(async () => {
  if (stalls.length > 0) {
    const lines = stalls.map(
      (s) =>
        `  ${s.attack.padEnd(48)} ${s.code.padEnd(30)} attack ${s.attackMs} ms, shopper ${s.shopperMs} ms (alone ${s.baselineMs} ms), worst stall ${s.stallMs} ms`,
    );
    console.info(
      `Event loop under attack (worst stall ${Math.max(...stalls.map((s) => s.stallMs))} ms):\n${lines.join('\n')}`,
    );
  }
  await shop?.stop();
});

let page = 0;
/** A shopper browsing: each request a different page and sort, so the response cache cannot answer it. */
function shopperQuery(): Promise<{ status: number; ms: number; count: number }> {
  page += 1;
  const sorts = ['NEWEST', 'PRICE_LOW', 'PRICE_HIGH', 'POPULAR'];
  const started = performance.now();
  return shop
    .graphql<{ products: { items: unknown[] } }>(
      'query Listing($sort: ProductSort, $page: Int!) { products(sort: $sort, paging: { page: $page, pageSize: 2 }) { totalCount items { id productName sellingPrice { paise formatted } } } }',
      { sort: sorts[page % sorts.length], page: 1 + (page % 3) },
    )
    .then((response) => ({
      status: response.status,
      ms: Math.round(performance.now() - started),
      count: response.body.data?.products.items.length ?? -1,
    }));
}

async function post(body: unknown): Promise<{ status: number; code: string | undefined; ms: number }> {
  const started = performance.now();
  const response = await fetch(`${shop.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { errors?: Array<{ extensions?: { code?: string } }> };
  return {
    status: response.status,
    code: json.errors?.[0]?.extensions?.code,
    ms: Math.round(performance.now() - started),
  };
}

const attacks: Array<{ name: string; body: unknown; status: number; code: string }> = [
  ...hostileDocuments().map((attack) => ({
    name: attack.name,
    body: { query: attack.query },
    status: attack.expectedStatus,
    code: attack.expectedCode,
  })),
  {
    name: 'persisted query of an unsupported version',
    body: { extensions: { persistedQuery: { version: 2, sha256Hash: 'a'.repeat(64) } } },
    status: 400,
    code: 'PERSISTED_QUERY_NOT_SUPPORTED',
  },
  {
    name: 'persisted query the server has not seen',
    body: { extensions: { persistedQuery: { version: 1, sha256Hash: 'b'.repeat(64) } } },
    // Apollo's protocol: 200, so that the client sends the document next.
    status: 200,
    code: 'PERSISTED_QUERY_NOT_FOUND',
  },
  {
    name: 'a subscription',
    body: { query: 'subscription { marketing { offerTitle } }' },
    status: 400,
    code: 'SUBSCRIPTIONS_NOT_SUPPORTED',
  },
];

describe('the event loop under attack', () => {
  it('serves shoppers while it warms up', async () => {
    for (let i = 0; i < 5; i += 1) expect((await shopperQuery()).status).toBe(200);
  });

  it.each(attacks)(
    "$name: $code while a shopper's query answers about as fast as without the attack",
    async ({ name, body, status, code }) => {
      let best: Round | undefined;
      for (let round = 0; round < 3 && (best === undefined || best.shopperMs > best.allowedMs); round += 1) {
        const [alone] = await Promise.all([shopperQuery(), fetch(`${shop.url}/healthz`)]);
        expect(alone.status).toBe(200);

        const histogram = monitorEventLoopDelay({ resolution: 1 });
        histogram.enable();
        const attack = post(body);
        const [shopper, health] = await Promise.all([shopperQuery(), fetch(`${shop.url}/healthz`)]);
        const refused = await attack;
        histogram.disable();

        expect(refused).toMatchObject({ status, code });
        expect(health.status).toBe(200);
        expect(shopper.status).toBe(200);
        expect(shopper.count).toBeGreaterThan(0);
        const allowedMs = SLOWDOWN * alone.ms + MARGIN_MS;
        if (best === undefined || shopper.ms - allowedMs < best.shopperMs - best.allowedMs) {
          best = {
            baselineMs: alone.ms,
            shopperMs: shopper.ms,
            allowedMs,
            stallMs: Math.round(histogram.max / 1e6),
            attackMs: refused.ms,
          };
        }
      }
      stalls.push({ attack: name, code, ...best! });
      expect(best!.shopperMs).toBeLessThanOrEqual(best!.allowedMs);
    },
  );
});
