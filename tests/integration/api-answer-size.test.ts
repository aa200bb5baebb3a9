// The cap on the size of one answer: the last guard behind the cost limit, for answers the estimate did not foresee.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedShop } from '../support/catalog-fixtures.js';
import { startCatalogHarness, type CatalogHarness } from '../support/catalog-harness.js';

let shop: CatalogHarness;

beforeAll(async () => {
  shop = await startCatalogHarness({ seed: seedShop, env: { GRAPHQL_MAX_RESPONSE_BYTES: '10000' } });
});

afterAll(async () => {
  await shop?.stop();
});

describe('the answer size cap', () => {
  it('answers within the cap as usual', async () => {
    const response = await shop.graphql<{ marketing: { offerTitle: string } }>('{ marketing { offerTitle } }');
    expect(response.status).toBe(200);
    expect(response.body.data?.marketing.offerTitle).toBe('Festive Sale');
  });

  it('refuses an answer over the cap with 400 RESPONSE_TOO_LARGE and says what to do', async () => {
    const fields = 'id productName shortDescription mediaUrls sellingPrice { paise formatted } mrp { paise formatted }';
    const query = `{ ${Array.from({ length: 8 }, (_, i) => `p${i}: products(paging: { pageSize: 20 }) { items { ${fields} } }`).join(' ')} }`;
    const response = await shop.graphql(query);
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      {
        message: 'The answer would be larger than 10000 bytes: ask for fewer items or fields.',
        extensions: { code: 'RESPONSE_TOO_LARGE' },
      },
    ]);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
