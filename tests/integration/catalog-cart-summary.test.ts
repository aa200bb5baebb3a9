// cartSummary over a seeded catalogue, and the catalogue API's answers to invalid arguments.
import { describe, expect, it } from 'vitest';
import { useSeededCatalog } from '../support/catalog-api-shop.js';

const { shop, data } = useSeededCatalog();

describe('cartSummary', () => {
  it('prices a cart from the catalog with line statuses, limited-offer caps and the minimum order value', async () => {
    const { cartSummary } = await data(
      `query($lines: [CartLineInput!]!) { cartSummary(lines: $lines) {
      lines { productId variant quantity maxQuantity status unitPrice { formatted } lineTotal { paise } previousUnitPrice { formatted } product { id } }
      subtotal { paise formatted } mrpTotal { paise } savings { formatted } itemCount minimumOrderValue { formatted }
      amountToMinimum { paise } canCheckout } }`,
      {
        lines: [
          { productId: 'mug', quantity: 1, seenPricePaise: 29900 },
          { productId: 'bunny', variant: 'Pink', quantity: 2 },
          { productId: 'roses', quantity: 3 },
          { productId: 'teddy', variant: 'Brown', quantity: 1 },
          { productId: 'bunny', quantity: 1 },
          { productId: 'vanished', quantity: 1 },
        ],
      },
    );
    expect(cartSummary.lines).toEqual([
      {
        productId: 'mug',
        variant: null,
        quantity: 1,
        maxQuantity: 25,
        status: 'PRICE_CHANGED',
        unitPrice: { formatted: '₹349' },
        lineTotal: { paise: 34900 },
        previousUnitPrice: { formatted: '₹299' },
        product: { id: 'mug' },
      },
      {
        productId: 'bunny',
        variant: 'Pink',
        quantity: 2,
        maxQuantity: 3,
        status: 'OK',
        unitPrice: { formatted: '₹299' },
        lineTotal: { paise: 59800 },
        previousUnitPrice: null,
        product: { id: 'bunny' },
      },
      {
        productId: 'roses',
        variant: null,
        quantity: 3,
        maxQuantity: 2,
        status: 'QUANTITY_UNAVAILABLE',
        unitPrice: { formatted: '₹799' },
        lineTotal: { paise: 239700 },
        previousUnitPrice: null,
        product: { id: 'roses' },
      },
      {
        productId: 'teddy',
        variant: 'Brown',
        quantity: 1,
        maxQuantity: 0,
        status: 'OUT_OF_STOCK',
        unitPrice: { formatted: '₹1,999' },
        lineTotal: { paise: 199900 },
        previousUnitPrice: null,
        product: { id: 'teddy' },
      },
      {
        productId: 'bunny',
        variant: null,
        quantity: 1,
        maxQuantity: 7,
        status: 'VARIANT_REQUIRED',
        unitPrice: { formatted: '₹299' },
        lineTotal: { paise: 29900 },
        previousUnitPrice: null,
        product: { id: 'bunny' },
      },
      {
        productId: 'vanished',
        variant: null,
        quantity: 1,
        maxQuantity: 0,
        status: 'UNAVAILABLE',
        unitPrice: null,
        lineTotal: null,
        previousUnitPrice: null,
        product: null,
      },
    ]);
    expect(cartSummary).toMatchObject({
      subtotal: { paise: 94700, formatted: '₹947' },
      mrpTotal: { paise: 49900 + 79800 },
      savings: { formatted: '₹350' },
      itemCount: 3,
      minimumOrderValue: { formatted: '₹500' },
      amountToMinimum: { paise: 0 },
      canCheckout: false,
    });
  });

  it('asks for more when the minimum order value is not reached', async () => {
    const { cartSummary } = await data(
      '{ cartSummary(lines: [{ productId: "bunny", variant: "Blue", quantity: 1 }]) { amountToMinimum { formatted } canCheckout } }',
    );
    expect(cartSummary).toEqual({ amountToMinimum: { formatted: '₹201' }, canCheckout: false });
  });
});

describe('invalid arguments', () => {
  it.each<[string, string, Record<string, unknown>, string, RegExp]>([
    [
      'min price above max',
      'query($f: ProductFilter) { products(filter: $f) { totalCount } }',
      { f: { minPricePaise: 900, maxPricePaise: 100 } },
      'filter.minPricePaise',
      /must not be above filter\.maxPricePaise/,
    ],
    [
      'negative price',
      'query($f: ProductFilter) { products(filter: $f) { totalCount } }',
      { f: { maxPricePaise: -1 } },
      'filter.maxPricePaise',
      /must not be negative/,
    ],
    [
      'a blank category',
      'query($f: ProductFilter) { products(filter: $f) { totalCount } }',
      { f: { categories: [{ category: ' ' }] } },
      'filter.categories[0].category',
      /must not be blank/,
    ],
    [
      'a blank subcategory',
      'query($f: ProductFilter) { products(filter: $f) { totalCount } }',
      { f: { categories: [{ category: 'Flowers' }, { category: 'Soft Toys', subcategories: ['Bunnies', ''] }] } },
      'filter.categories[1].subcategories[1]',
      /must not be blank/,
    ],
    [
      'page size over 100',
      'query($p: PagingInput) { products(paging: $p) { totalCount } }',
      { p: { pageSize: 101 } },
      'paging.pageSize',
      /at most 100/,
    ],
    [
      'page 0',
      'query($p: PagingInput) { products(paging: $p) { totalCount } }',
      { p: { page: 0 } },
      'paging.page',
      /at least 1/,
    ],
    [
      'search text over 200 characters',
      'query($t: String!) { search(text: $t) { totalCount } }',
      { t: 'x'.repeat(201) },
      'text',
      /at most 200 characters/,
    ],
    ['search limit over 50', '{ search(text: "rose", limit: 51) { totalCount } }', {}, 'limit', /at most 50/],
    [
      'more than 100 ids',
      'query($ids: [ID!]!) { productsByIds(ids: $ids) { id } }',
      { ids: Array.from({ length: 101 }, (_, i) => `p${i}`) },
      'ids',
      /at most 100 ids/,
    ],
    [
      'a zero quantity',
      '{ cartSummary(lines: [{ productId: "mug", quantity: 0 }]) { canCheckout } }',
      {},
      'lines[0].quantity',
      /at least 1/,
    ],
  ])('%s → BAD_USER_INPUT naming the argument', async (_name, query, variables, argument, message) => {
    const response = await shop.graphql(query, variables);
    const [error] = response.body.errors ?? [];
    expect(error?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argumentName: argument });
    expect(error?.message).toMatch(message);
    expect(error?.message).toContain(argument);
  });

  it('reports unknown enum values as BAD_USER_INPUT with status 400', async () => {
    const response = await shop.graphql('query($s: ProductSort) { products(sort: $s) { totalCount } }', {
      s: 'CHEAPEST',
    });
    expect(response.status).toBe(400);
    expect(response.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(response.body.errors?.[0]?.message).toContain('CHEAPEST');
  });
});
