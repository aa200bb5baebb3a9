import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, startCatalogHarness, type CatalogHarness } from '../support/catalog-harness.js';
import { seedShop } from '../support/catalog-fixtures.js';

let shop: CatalogHarness;
const webDir = mkdtempSync(join(tmpdir(), 'catalog-web-'));

beforeAll(async () => {
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Lovely Gifts</title><div id="root"></div>');
  writeFileSync(join(webDir, 'admin.html'), '<!doctype html><title>Admin | Lovely Gifts</title><div id="root"></div>');
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'assets', 'app-3f9a1c.js'), 'console.log("app");');
  writeFileSync(join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // A low depth limit, so that the (acyclic, shallow) schema can exceed it.
  shop = await startCatalogHarness({ seed: seedShop, webDir, env: { GRAPHQL_MAX_DEPTH: '4' } });
});

afterAll(async () => {
  await shop?.stop();
  rmSync(webDir, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${shop.url}${path}`, { headers });

describe('CSRF prevention', () => {
  it('blocks a GET operation without a preflight header', async () => {
    const response = await get(`/graphql?query=${encodeURIComponent('{ marketing { offerTitle } }')}`);
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/Cross-Site Request Forgery/);
  });

  it('allows a GET operation that carries apollo-require-preflight', async () => {
    const response = await get(`/graphql?query=${encodeURIComponent('{ marketing { offerTitle } }')}`, {
      'apollo-require-preflight': 'true',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { marketing: { offerTitle: 'Festive Sale' } } });
  });

  it('blocks a POST a browser could send cross-site without a preflight (text/plain)', async () => {
    const response = await fetch(`${shop.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ query: '{ marketing { offerTitle } }' }),
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/Cross-Site Request Forgery/);
  });
});

describe('automatic persisted queries', () => {
  const query = '{ product(id: "mug") { productName } }';
  const sha256Hash = createHash('sha256').update(query).digest('hex');
  const post = (body: unknown) =>
    fetch(`${shop.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then(async (response) => ({ status: response.status, body: await response.json() }));

  it('asks for the query text the first time, then answers from the hash alone', async () => {
    const extensions = { persistedQuery: { version: 1, sha256Hash } };
    const unknown = await post({ extensions });
    expect(unknown.body.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    const registered = await post({ query, extensions });
    expect(registered.body).toEqual({ data: { product: { productName: 'Personalised Photo Mug' } } });
    const byHash = await post({ extensions });
    expect(byHash.body).toEqual({ data: { product: { productName: 'Personalised Photo Mug' } } });
  });

  it('refuses a hash that does not match the query', async () => {
    const mismatch = await post({ query, extensions: { persistedQuery: { version: 1, sha256Hash: 'f'.repeat(64) } } });
    expect(mismatch.status).toBe(400);
    expect(JSON.stringify(mismatch.body)).toMatch(/provided sha does not match query/);
  });
});

describe('caching', () => {
  it('marks catalog responses public and cart pricing uncacheable', async () => {
    const catalog = await shop.graphql('{ products { totalCount } }');
    expect(catalog.headers.get('cache-control')).toBe('max-age=60, public');
    const cart = await shop.graphql('{ cartSummary(lines: []) { canCheckout } }');
    expect(cart.headers.get('cache-control')).toBe('no-store');
  });

  it('answers a repeated query identically and a catalog change with fresh data', async () => {
    const query = '{ product(id: "roses") { sellingPrice { formatted } } }';
    const first = await shop.graphql(query);
    const second = await shop.graphql(query);
    expect(second.body).toEqual(first.body);
    await shop.db.doc('products/roses').update({ sellingPrice: 749 });
    await eventually(async () => {
      const { body } = await shop.graphql<{ product: { sellingPrice: { formatted: string } } }>(query);
      return body.data?.product.sellingPrice.formatted === '₹749' ? true : undefined;
    }, 'the new price of the roses');
  });

  it('answers a cache hit with the headers of the answer it repeats, plain, gzipped and as brotli', async () => {
    const headersOf = (response: Response) => {
      const headers: [string, string][] = [];
      response.headers.forEach((value, name) => {
        if (name !== 'date') headers.push([name, value]);
      });
      return headers.sort(([a], [b]) => a.localeCompare(b));
    };
    const expectedCoding: Record<string, string | null> = {
      identity: null,
      gzip: 'gzip',
      'gzip, deflate, br, zstd': 'br',
    };
    for (const encoding of Object.keys(expectedCoding)) {
      const post = () =>
        fetch(`${shop.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'accept-encoding': encoding },
          body: JSON.stringify({
            query: `{ products(paging: { pageSize: 100 }) { items { id productName shortDescription mediaUrls category subCategory } } } # ${encoding}`,
          }),
        });
      const first = await post();
      const firstBody = await first.text();
      expect(firstBody.length).toBeGreaterThan(1024); // large enough to be gzipped
      const hit = await post();
      expect(await hit.text()).toBe(firstBody);
      expect(headersOf(hit)).toEqual(headersOf(first));
      expect(hit.headers.get('vary')).toBe('Accept-Encoding');
      expect(hit.headers.get('cache-control')).toBe('max-age=60, public');
      expect(hit.headers.get('content-encoding')).toBe(expectedCoding[encoding]);
    }
  });

  it('gzips large responses for clients that accept it', async () => {
    const response = await fetch(`${shop.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
      body: JSON.stringify({
        query:
          '{ products(paging: { pageSize: 100 }) { items { id productName shortDescription mediaUrls category } } }',
      }),
    });
    expect(response.status).toBe(200);
    const text = await response.text(); // fetch decodes gzip itself
    expect(JSON.parse(text).data.products.items.length).toBeGreaterThan(5);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync).toBeTypeOf('function');
  });

  it('sends large answers as brotli to a browser, decoding to the answer sent plain', async () => {
    const query = `{ products(paging: { pageSize: 100 }) { items { id productName shortDescription category } } }`;
    const post = (encoding: string, comment: string) =>
      fetch(`${shop.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-encoding': encoding },
        // A comment makes each a request of its own: a worked-out answer, not a cache hit.
        body: JSON.stringify({ query: `${query} # ${comment}` }),
      });
    const plain = await post('identity', 'plain');
    const brotli = await post('gzip, deflate, br, zstd', 'brotli');
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toBe('Accept-Encoding');
    expect(await brotli.text()).toBe(await plain.text()); // fetch decodes brotli itself
    const refused = await post('br;q=0, gzip', 'brotli refused');
    expect(refused.headers.get('content-encoding')).toBe('gzip');
  });
});

describe('query hygiene over HTTP', () => {
  it('refuses an over-deep query with 400', async () => {
    const response = await shop.graphql('{ cartSummary(lines: []) { lines { product { variants { name } } } } }');
    expect(response.status).toBe(400);
    expect(response.body.errors?.[0]?.message).toMatch(/nested too deeply: 5 levels where at most 4 are allowed/);
    expect((await shop.graphql('{ cartSummary(lines: []) { lines { product { id } } } }')).status).toBe(200);
  });

  it('leaves introspection (bounded by the schema) out of the depth limit', async () => {
    const response = await shop.graphql(
      '{ __schema { types { fields { type { ofType { ofType { ofType { name } } } } } } } }',
    );
    expect(response.status).toBe(200);
    expect(response.body.errors).toBeUndefined();
  });

  it('refuses an over-complex query with 400', async () => {
    const aliases = Array.from(
      { length: 50 },
      (_, i) => `p${i}: products(paging: { pageSize: 100 }) { items { id productName mrp { formatted } } }`,
    );
    const response = await shop.graphql(`{ ${aliases.join(' ')} }`);
    expect(response.status).toBe(400);
    expect(response.body.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
  });

  it('answers introspection in local mode', async () => {
    const response = await shop.graphql('{ __type(name: "Money") { fields { name } } }');
    expect(response.body.data).toEqual({
      __type: { fields: [{ name: 'paise' }, { name: 'formatted' }, { name: 'currencyCode' }] },
    });
  });

  it('shows the Sandbox landing page to a browser in local mode', async () => {
    const response = await get('/graphql', { accept: 'text/html' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(await response.text()).toMatch(/sandbox/i);
  });

  it('refuses a body over 1 MB with 413', async () => {
    const response = await fetch(`${shop.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }', variables: { padding: 'x'.repeat(1_100_000) } }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      errors: [{ message: 'The request body is too large (at most 1 MB).', extensions: { code: 'PAYLOAD_TOO_LARGE' } }],
    });
  });

  it('refuses query text over 32 KB before parsing it (600 kB of comments), and lets a document just under it through', async () => {
    const post = (query: string) =>
      fetch(`${shop.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query }),
      });
    const comments = '# a comment the token limit does not count\n'.repeat(600_000 / 43);
    const started = performance.now();
    const refused = await post(comments);
    const ms = performance.now() - started;
    expect(refused.status).toBe(413);
    expect(await refused.json()).toEqual({
      errors: [
        {
          message: 'The query text is too long (at most 32768 bytes). Send a shorter document.',
          extensions: { code: 'QUERY_TOO_LARGE' },
        },
      ],
    });
    console.info(`600 kB of comments refused in ${ms.toFixed(1)} ms`);
    const underCap = `${'#'.repeat(32_000)}\n{ __typename }`;
    const accepted = await post(underCap);
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({ data: { __typename: 'Query' } });
    const justOver = await post(`${'#'.repeat(32_768)}\n{ __typename }`);
    expect(justOver.status).toBe(413);
  });

  it('answers a malformed JSON body with a clear 400', async () => {
    const response = await fetch(`${shop.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query": ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: [{ message: 'The request body is not valid JSON.', extensions: { code: 'BAD_REQUEST' } }],
    });
  });
});

describe('server endpoints', () => {
  it('reports health with the catalog figures', async () => {
    const response = await get('/healthz');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const health = await response.json();
    expect(health).toMatchObject({ status: 'ok', problem: null, catalog: { products: 9, categories: 6 } });
    expect(health.catalog.ageSeconds).toBeGreaterThanOrEqual(0);
  });

  it('serves the browser its Firebase config', async () => {
    const response = await get('/app-config.json');
    expect(await response.json()).toEqual({
      firebase: {
        apiKey: 'demo-api-key',
        authDomain: `${shop.projectId}.firebaseapp.com`,
        projectId: shop.projectId,
        appId: 'demo-app-id',
      },
      authEmulatorUrl: null,
    });
  });

  it('renders demo images and refuses unknown ones', async () => {
    const image = await get('/media/demo/photo-mug-1.svg');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/image\/svg\+xml/);
    expect(await image.text()).toMatch(/^<svg|<\?xml/);
    expect((await get('/media/demo/..%2Fsecrets.svg')).status).toBe(404);
    expect((await get('/media/demo/not-an-image.txt')).status).toBe(404);
  });

  it('serves robots.txt and a sitemap of the catalog', async () => {
    const robots = await (await get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${shop.url}/sitemap.xml`);
    const sitemap = await (await get('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${shop.url}/product/mug</loc>`);
    expect(sitemap).toContain(`<loc>${shop.url}/category?category=Soft%20Toys&amp;subcategory=Bunnies</loc>`);
    expect(sitemap).not.toContain('broken-no-price');
  });
});

describe('the web app', () => {
  it('serves hashed assets as immutable and other files revalidated', async () => {
    const asset = await get('/assets/app-3f9a1c.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const icon = await get('/favicon.svg');
    expect(icon.headers.get('cache-control')).toBe('no-cache');
  });

  it.each(['/', '/shop', '/category?category=Flowers', '/product/mug?source=search', '/account/orders'])(
    'answers the client route %s with index.html',
    async (path) => {
      const response = await get(path, { accept: 'text/html' });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<title>Lovely Gifts</title>');
    },
  );

  it.each(['/admin', '/admin/', '/admin/orders?status=PLACED', '/admin/orders/abc/invoice'])(
    "answers the owner's page %s with admin.html, the admin area's own build",
    async (path) => {
      const response = await get(path, { accept: 'text/html' });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<title>Admin | Lovely Gifts</title>');
    },
  );

  it.each(['/administrator', '/admins/orders'])('answers %s, not an admin page, with the shop', async (path) => {
    expect(await (await get(path, { accept: 'text/html' })).text()).toContain('<title>Lovely Gifts</title>');
  });

  it.each(['/assets/missing-123.js', '/missing.png', '/media/demo/'])(
    'answers 404 for the missing file %s',
    async (path) => {
      expect((await get(path)).status).toBe(404);
    },
  );
});
