// The benchmark's queries, each sent two ways: as the shop sends it to a server with its response cache ("cached":
// repeated requests are answered from the cache, varied ones partly), and as true misses to a server without the
// cache, with inputs that change from one request to the next.
import { syntheticProductId } from '../../server/local/seed/synthetic-products.js';
import {
  FILTERED_PRODUCTS,
  neverRepeatingProductsRequest,
  neverRepeatingSearchPageRequest,
  neverRepeatingSearchRequest,
  PRODUCT_BY_ID,
  SEARCH,
  unseenSearchPageRequest,
  unseenSearchTextRequest,
  variedProductsRequest,
  variedSearchPageRequest,
  variedSearchRequest,
} from './queries.js';

export interface Scenario {
  readonly name: string;
  /** Request bodies for the server with its response cache. */
  readonly cached: () => string;
  /** Request bodies for the server without it. */
  readonly miss: () => string;
}

export function scenarios(size: number): Scenario[] {
  const fixed = (request: unknown) => () => JSON.stringify(request);
  let nextId = 0;
  const productById = (id: string) => JSON.stringify({ query: PRODUCT_BY_ID, variables: { id } });
  return [
    { name: 'products (filtered, sorted)', cached: fixed(FILTERED_PRODUCTS), miss: fixed(FILTERED_PRODUCTS) },
    { name: 'products, varied', cached: variedProductsRequest, miss: neverRepeatingProductsRequest },
    { name: 'search', cached: fixed(SEARCH), miss: fixed(SEARCH) },
    { name: 'search, varied', cached: variedSearchRequest, miss: neverRepeatingSearchRequest },
    // Texts the server has not seen lately (the varied search's texts repeat, and a snapshot keeps their answers).
    { name: 'search, texts not seen lately', cached: unseenSearchTextRequest, miss: unseenSearchTextRequest },
    // The dropdown's terms all match as substrings; the results page ranks words (the word index, typos, synonyms).
    { name: 'search results page', cached: variedSearchPageRequest, miss: neverRepeatingSearchPageRequest },
    // Searches the snapshot has not ranked lately (the results page's terms repeat, and a snapshot keeps their rankings).
    {
      name: 'search results page, texts not seen lately',
      cached: unseenSearchPageRequest,
      miss: unseenSearchPageRequest,
    },
    {
      name: 'product(id)',
      cached: () => productById(syntheticProductId(Math.floor(Math.random() * size))),
      // Every product in turn: `size` requests before one repeats.
      miss: () => productById(syntheticProductId(nextId++ % size)),
    },
  ];
}
