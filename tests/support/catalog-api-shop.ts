// The seeded catalogue shop the catalog API test files share, and their calls: data() asserts an answer without errors,
// listIds() lists product ids for a filter, sort and paging.
import { afterAll, beforeAll, expect } from 'vitest';
import { startCatalogHarness, type CatalogHarness } from './catalog-harness.js';
import { seedShop } from './catalog-fixtures.js';

/**
 * Starts a shop seeded with the catalogue fixtures before the calling file's tests and stops it after them. `shop`
 * forwards to the harness started in beforeAll, so test bodies use it as they would the harness itself.
 */
export function useSeededCatalog() {
  let harness: CatalogHarness | undefined;
  const fail = () => {
    throw new Error('the catalog shop is used before beforeAll started it');
  };
  const shop = new Proxy({} as CatalogHarness, { get: (_, key) => Reflect.get(harness ?? fail(), key) });

  beforeAll(async () => {
    harness = await startCatalogHarness({ seed: seedShop });
  });

  afterAll(async () => {
    await harness?.stop();
  });

  async function data<Data = any>(query: string, variables?: Record<string, unknown>): Promise<Data> {
    const response = await shop.graphql<Data>(query, variables);
    expect(response.body.errors).toBeUndefined();
    expect(response.status).toBe(200);
    return response.body.data as Data;
  }

  async function listIds(variables: Record<string, unknown>): Promise<{ ids: string[]; total: number }> {
    const result = await data<{ products: { totalCount: number; items: { id: string }[] } }>(
      'query List($filter: ProductFilter, $sort: ProductSort, $paging: PagingInput) { products(filter: $filter, sort: $sort, paging: $paging) { totalCount items { id } } }',
      variables,
    );
    return { ids: result.products.items.map((item) => item.id), total: result.products.totalCount };
  }

  return { shop, data, listIds };
}
