/** The GraphQL requests the benchmark sends: what the shop's pages ask for. */

const CARD_FIELDS = `id productName category subCategory thumbnail inStock stockCount discountPercent
  sellingPrice { paise formatted } mrp { paise formatted }`;

/** A category page: two category selections (one with a subcategory), a price range, in stock, cheapest first. */
export const FILTERED_PRODUCTS = {
  query: `query Bench_Products($filter: ProductFilter, $sort: ProductSort, $paging: PagingInput) {
    products(filter: $filter, sort: $sort, paging: $paging) { totalCount items { ${CARD_FIELDS} } }
  }`,
  variables: {
    filter: {
      categories: [
        { category: 'Jewellery' },
        { category: 'Personalised Gifts', subcategories: ['Photo Mugs'] },
        { category: 'Soft Toys' },
      ],
      minPricePaise: 20_000,
      maxPricePaise: 500_000,
      stock: 'IN_STOCK',
    },
    sort: 'PRICE_LOW',
    paging: { page: 2, pageSize: 24 },
  },
};

/** The search box's dropdown: what it shows for each match (image, name, category › sub, prices). */
export const SEARCH = {
  query: `query Bench_Search($text: String!, $limit: Int) {
    search(text: $text, limit: $limit) { totalCount items { ${CARD_FIELDS} } }
  }`,
  variables: { text: 'brass', limit: 8 },
};

/** The product page. */
export const PRODUCT_BY_ID = `query Bench_Product($id: ID!) {
  product(id: $id) {
    ${CARD_FIELDS} shortDescription mediaUrls hasVariant isLimitedOffer maxOrderQuantity
    variants { name stock inStock }
  }
}`;

export const TOTAL_COUNT = `query Bench_Count { products(paging: { pageSize: 1 }) { totalCount } }`;

/** Words shoppers type: product kinds, materials, places, occasions and fragments of words (as typed so far). */
export const SEARCH_TERMS = [
  'mug',
  'photo',
  'frame',
  'cushion',
  'hamper',
  'chocolate',
  'diya',
  'clock',
  'lamp',
  'bonsai',
  'teddy',
  'plush',
  'rose',
  'bouquet',
  'necklace',
  'earrings',
  'bracelet',
  'ring',
  'diary',
  'pen',
  'card',
  'cake',
  'candle',
  'teak',
  'brass',
  'ceramic',
  'cotton',
  'silk',
  'terracotta',
  'glass',
  'leather',
  'bamboo',
  'silver',
  'jute',
  'velvet',
  'coimbatore',
  'madurai',
  'ooty',
  'thanjavur',
  'birthday',
  'wedding',
  'diwali',
  'pongal',
  'valentine',
  'farewell',
  'hand',
  'gold',
  'roy',
  'vin',
  'pers',
  'fest',
  'lux',
  'cha',
  'art',
  'gift',
  'mini',
  'grand',
  'past',
  'eleg',
  'rus',
];

const CATEGORY_SELECTIONS = [
  [{ category: 'Jewellery' }],
  [{ category: 'Personalised Gifts', subcategories: ['Photo Mugs', 'Cushions'] }],
  [{ category: 'Soft Toys' }, { category: 'Flowers', subcategories: ['Roses'] }],
  [{ category: 'Home Décor', subcategories: ['Indoor Plants'] }],
  [{ category: 'Gift Hampers' }, { category: 'Cakes & Sweets' }],
  [],
];
const SORTS = ['PRICE_LOW', 'PRICE_HIGH', 'POPULAR', 'RELEVANT', 'NEWEST'];

function pick<T>(items: readonly T[]): T {
  return items[Math.floor(Math.random() * items.length)] as T;
}

/** A listing request that differs from one call to the next (selection, price range, sort, page). */
export function variedProductsRequest(): string {
  const minRupees = pick([0, 100, 250, 500]);
  return JSON.stringify({
    query: FILTERED_PRODUCTS.query,
    variables: {
      filter: {
        categories: pick(CATEGORY_SELECTIONS),
        minPricePaise: minRupees * 100,
        maxPricePaise: (minRupees + pick([500, 1500, 5000, 9999])) * 100,
        stock: pick(['IN_STOCK', 'LIMITED_STOCK', undefined]),
      },
      sort: pick(SORTS),
      paging: { page: 1 + Math.floor(Math.random() * 5), pageSize: 24 },
    },
  });
}

/** A search request for one of many terms. */
export function variedSearchRequest(): string {
  return JSON.stringify({ query: SEARCH.query, variables: { text: pick(SEARCH_TERMS), limit: 8 } });
}

let requestCount = 0;

/**
 * A listing request that never repeats: the varied request's selection, sort and page, with an upper price bound
 * that moves by one paisa on every call, so two requests practically never match (and the response cache cannot
 * answer them even when it is on).
 */
export function neverRepeatingProductsRequest(): string {
  const request = JSON.parse(variedProductsRequest()) as { variables: { filter: { maxPricePaise: number } } };
  request.variables.filter.maxPricePaise += requestCount++ % 1_000_000;
  return JSON.stringify(request);
}

/** A search request walking through every term at every limit (1–50) in turn: 3,000 requests before one repeats. */
export function neverRepeatingSearchRequest(): string {
  const count = requestCount++;
  const text = SEARCH_TERMS[count % SEARCH_TERMS.length]!;
  const limit = 1 + (Math.floor(count / SEARCH_TERMS.length) % 50);
  return JSON.stringify({ query: SEARCH.query, variables: { text, limit } });
}

/** Terms of nine letters or more: each has at least 512 mixes of upper and lower case. */
const LONG_SEARCH_TERMS = SEARCH_TERMS.filter((term) => term.length >= 9);

/**
 * A search request whose text the server has not seen lately: a long term with its letters in the next mix of
 * upper and lower case (the same products match), at a limit that moves too. Each text comes back only after
 * 5 × 512 = 2,560 requests, more than a snapshot keeps answers for (2,000 texts, catalog/snapshot/search-memo.ts),
 * so every request counts and orders the products again. Its five needles (the normalised texts) do repeat: the
 * matching products of each are kept as a bitset (catalog/snapshot/product-search.ts), so the texts are not followed
 * to their products again; a text never seen in any case costs that too (about 5 µs more at 10,000 products).
 */
export function unseenSearchTextRequest(): string {
  const count = requestCount++;
  const term = LONG_SEARCH_TERMS[count % LONG_SEARCH_TERMS.length]!;
  const mix = Math.floor(count / LONG_SEARCH_TERMS.length) % 512;
  const text = [...term].map((letter, index) => ((mix >> index) & 1 ? letter.toUpperCase() : letter)).join('');
  return JSON.stringify({ query: SEARCH.query, variables: { text, limit: 1 + (count % 50) } });
}

/** The search results page (Enter in the search box): ranked word search with typing mistakes and synonyms. */
export const SEARCH_PAGE_QUERY = `query Bench_SearchPage($text: String!, $paging: PagingInput) {
  searchProducts(text: $text, paging: $paging) { totalCount correctedText items { ${CARD_FIELDS} } }
}`;

/** What shoppers press Enter on: misspelt kinds and materials, synonyms, occasions, two-word queries. */
export const SEARCH_PAGE_TERMS = [
  'tedy',
  'choclate',
  'bday cake',
  'brass diya',
  'photo frame',
  'cushon',
  'terracota',
  'necklase',
  'bonsia plant',
  'weding gift',
  'deepavali',
  'rakhi for brother',
  'gift for amma',
  'wall clok',
  'silk earings',
  'pongal',
];

/** A results page request for one of the terms, on one of its first pages. */
export function variedSearchPageRequest(): string {
  return JSON.stringify({
    query: SEARCH_PAGE_QUERY,
    variables: { text: pick(SEARCH_PAGE_TERMS), paging: { page: 1 + Math.floor(Math.random() * 3), pageSize: 24 } },
  });
}

/** A results page request walking through every term at each of its first 5 pages in turn: 80 before one repeats. */
export function neverRepeatingSearchPageRequest(): string {
  const count = requestCount++;
  const text = SEARCH_PAGE_TERMS[count % SEARCH_PAGE_TERMS.length]!;
  const page = 1 + (Math.floor(count / SEARCH_PAGE_TERMS.length) % 5);
  return JSON.stringify({ query: SEARCH_PAGE_QUERY, variables: { text, paging: { page, pageSize: 24 } } });
}

/**
 * Pieces (three letters or more) of two words every synthetic product's description holds ("made by artisans near …
 * A thoughtful gift for …"): typed as an extra word, each leaves a term's matches as they are but makes a new search.
 */
const EVERY_PRODUCT_WORD_PIECES = [
  ...new Set(
    ['artisans', 'thoughtful'].flatMap((word) =>
      Array.from({ length: word.length - 2 }, (_, extra) => extra + 3).flatMap((length) =>
        Array.from({ length: word.length - length + 1 }, (_, from) => word.slice(from, from + length)),
      ),
    ),
  ),
];

/**
 * A results page request whose search the server has not ranked lately: one of the terms with one more word that
 * every product's description holds, a different piece of it each time, after the term or before it. The matches
 * are the term's own, but the parsed terms differ, so a snapshot's kept rankings (the last 256 searches,
 * catalog/snapshot/word-search.ts) never answer: 16 terms × 57 pieces × 2 places = 1,824 texts before one repeats.
 */
export function unseenSearchPageRequest(): string {
  const count = requestCount++;
  const term = SEARCH_PAGE_TERMS[count % SEARCH_PAGE_TERMS.length]!;
  const round = Math.floor(count / SEARCH_PAGE_TERMS.length);
  const piece = EVERY_PRODUCT_WORD_PIECES[round % EVERY_PRODUCT_WORD_PIECES.length]!;
  const before = Math.floor(round / EVERY_PRODUCT_WORD_PIECES.length) % 2 === 1;
  const text = before ? `${piece} ${term}` : `${term} ${piece}`;
  return JSON.stringify({
    query: SEARCH_PAGE_QUERY,
    variables: { text, paging: { page: 1 + (count % 3), pageSize: 24 } },
  });
}
