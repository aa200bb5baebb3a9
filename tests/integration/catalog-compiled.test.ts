// The compiled catalog read path (graphql-jit) against Apollo: the same requests, with the same variables, to a
// server with the compiled path on and one with it off, over the same catalog; the answers must match byte for byte,
// headers included. The operations are the web app's own catalog reads (its generated documents) plus errors.
import { createHash } from 'node:crypto';
import type { DocumentNode } from 'graphql';
import { getOperationAST, print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config.js';
import { createLogger } from '../../server/src/logger.js';
import { startServer, type RunningServer } from '../../server/src/server.js';
import {
  AnnouncementsDocument,
  CartSummaryDocument,
  FooterShopInfoDocument,
  HeaderSearchDocument,
  HomePageDocument,
  ListingCategoriesDocument,
  ListingProductsDocument,
  MegaMenuDocument,
  PolicyShopContactDocument,
  ProductDetailDocument,
  WishlistProductsDocument,
} from '../../web/src/gql/graphql.js';
import { startCatalogHarness, type CatalogHarness } from '../support/catalog-harness.js';
import { seedShop } from '../support/catalog-fixtures.js';

let compiled: CatalogHarness;
let apollo: RunningServer;

beforeAll(async () => {
  compiled = await startCatalogHarness({ seed: seedShop, responseCache: false });
  const config = loadConfig({
    APP_MODE: 'local',
    FIRESTORE_EMULATOR_HOST: compiled.firestoreHost,
    GCLOUD_PROJECT: compiled.projectId,
  });
  apollo = await startServer(config, {
    port: 0,
    webDir: null,
    logger: createLogger({ level: 'silent' }),
    responseCache: false,
    compiledReadPath: false,
  });
});

afterAll(async () => {
  await apollo?.stop();
  await compiled?.stop();
});

interface Exchange {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: string;
}

/** A header that differs by nature between two servers and two moments. */
const VARYING_HEADERS = new Set(['date', 'keep-alive', 'connection']);

async function post(url: string, body: string, headers: Record<string, string>): Promise<Exchange> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  const kept: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!VARYING_HEADERS.has(name)) kept[name] = value;
  });
  return { status: response.status, headers: kept, body: await response.text() };
}

/**
 * Sends one body to both servers and expects the same answer; returns it. The compiled server is sent it once before
 * (its answer left unread), since a document runs compiled only from its second request on.
 */
async function same(body: unknown, headers: Record<string, string> = {}): Promise<Exchange> {
  const text = JSON.stringify(body);
  await post(compiled.url, text, headers);
  const fromCompiled = await post(compiled.url, text, headers);
  const fromApollo = await post(apollo.url, text, headers);
  expect(fromCompiled.body).toBe(fromApollo.body);
  expect(fromCompiled).toEqual(fromApollo);
  return fromCompiled;
}

function operation(document: DocumentNode, variables?: Record<string, unknown>) {
  const operationName = getOperationAST(document)?.name?.value;
  return { operationName, query: print(document), variables: variables ?? {} };
}

const CATALOG_READS: readonly [string, DocumentNode, Record<string, unknown>?][] = [
  ['announcements', AnnouncementsDocument],
  ['mega menu', MegaMenuDocument],
  ['footer shop info', FooterShopInfoDocument],
  ['policy shop contact', PolicyShopContactDocument],
  ['listing categories', ListingCategoriesDocument],
  ['home page', HomePageDocument, { railSize: 8 }],
  ['listing, first page', ListingProductsDocument, { paging: { page: 1, pageSize: 24 } }],
  [
    'listing, filtered and sorted',
    ListingProductsDocument,
    {
      filter: { categories: [{ category: 'Soft Toys', subcategories: ['Teddy Bears'] }], minPricePaise: 100 },
      sort: 'PRICE_HIGH',
      paging: { page: 1, pageSize: 2 },
    },
  ],
  ['listing, in stock, popular', ListingProductsDocument, { filter: { stock: 'IN_STOCK' }, sort: 'POPULAR' }],
  ['listing, limited offers', ListingProductsDocument, { filter: { limitedOffer: true }, sort: 'PRICE_LOW' }],
  ['listing, a page past the end', ListingProductsDocument, { paging: { page: 40, pageSize: 24 } }],
  ['product', ProductDetailDocument, { id: 'mug' }],
  ['product with variants', ProductDetailDocument, { id: 'teddy' }],
  ['product not found', ProductDetailDocument, { id: 'no-such-product' }],
  ['product, blank id', ProductDetailDocument, { id: '' }],
  ['search', HeaderSearchDocument, { text: 'mug', limit: 6 }],
  ['search, nothing found', HeaderSearchDocument, { text: 'zzzz', limit: 6 }],
  ['wishlist products', WishlistProductsDocument, { ids: ['mug', 'no-such-product', 'roses'] }],
  ['cart summary (not public)', CartSummaryDocument, { lines: [{ productId: 'mug', quantity: 1 }] }],
];

const INVALID_READS: readonly [string, DocumentNode, Record<string, unknown>?][] = [
  ['listing, negative price', ListingProductsDocument, { filter: { minPricePaise: -1 } }],
  ['listing, page size too large', ListingProductsDocument, { paging: { page: 1, pageSize: 10_000 } }],
  ['listing, unknown sort', ListingProductsDocument, { sort: 'CHEAPEST' }],
  ['listing, a variable of the wrong type', ListingProductsDocument, { paging: { page: 'one' } }],
  ['search, limit too large', HeaderSearchDocument, { text: 'mug', limit: 1_000 }],
  ['search, text missing', HeaderSearchDocument, {}],
  ['home page, rail too long', HomePageDocument, { railSize: 1_000 }],
];

describe('the compiled read path answers as Apollo does', () => {
  it.each(CATALOG_READS)('%s', async (_, document, variables) => {
    const answer = await same(operation(document, variables));
    expect(answer.status).toBe(200);
  });

  it.each(INVALID_READS)('%s (an error)', async (_, document, variables) => {
    const answer = await same(operation(document, variables));
    expect(answer.body).toContain('"errors"');
  });

  it('with the Accept header Apollo Client sends', async () => {
    const accept = 'application/graphql-response+json,application/json;q=0.9';
    const answer = await same(operation(ProductDetailDocument, { id: 'mug' }), { accept });
    expect(answer.headers['content-type']).toBe('application/graphql-response+json; charset=utf-8');
  });

  it('for automatic persisted queries: unknown hash, registration, then the hash alone', async () => {
    const { query, operationName } = operation(HeaderSearchDocument);
    const sha256Hash = createHash('sha256').update(query).digest('hex');
    const extensions = { persistedQuery: { version: 1, sha256Hash } };
    const variables = { text: 'teddy', limit: 4 };
    const notFound = await same({ operationName, variables, extensions });
    expect(notFound.body).toContain('PERSISTED_QUERY_NOT_FOUND');
    await same({ operationName, variables, extensions, query });
    const hit = await same({ operationName, variables, extensions });
    expect(hit.body).toContain('"search"');
    const wrongHash = { persistedQuery: { version: 1, sha256Hash: sha256Hash.replace(/^./, '0') } };
    await same({ operationName, variables, extensions: wrongHash, query: `${query} ` });
    await same({ operationName, variables, extensions: { persistedQuery: { version: 2, sha256Hash } }, query });
  });

  it('for documents over the limits, introspection, mutations and several operations', async () => {
    await same({ query: '{ a0: shopInfo { storeName } a1: shopInfo { storeName } }' });
    await same({ query: '{ __schema { queryType { name } } }' });
    await same({ query: '{ __typename categories { name } }' });
    await same({ query: 'mutation { __typename }' });
    await same({ query: 'query A { categories { name } } query B { megaMenu { __typename } }', operationName: 'B' });
    await same({ query: 'query A { categories { name } } query B { megaMenu { __typename } }' });
    await same({ query: '{ products { items { id nope } } }' });
    await same({ query: '{ products(' });
    await same({ query: '{ shopInfo { storeName } }', variables: null, operationName: null });
  });
});
