import type { ApolloServer } from '@apollo/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountsService } from '../accounts/accounts-service.js';
import type { CouponAdminService } from '../coupons/coupon-admin-service.js';
import type { CouponsService } from '../coupons/coupons-service.js';
import type { OrdersService } from '../orders/orders-service.js';
import { catalogResolvers } from '../catalog/catalog-resolvers.js';
import { CatalogSnapshot } from '../catalog/snapshot/catalog-snapshot.js';
import { NotSignedInError } from '../domain/errors.js';
import { money } from '../domain/money.js';
import { testProduct } from '../../test-support/test-products.js';
import { createLogger } from '../logger.js';
import { createApolloServer, type GraphQLOptions } from './apollo-server.js';
import type { CatalogAdminService } from '../catalog/catalog-admin-service.js';
import type { GraphQLContext, Services } from './context.js';
import type { Resolvers } from './generated/resolvers-types.js';

const catalog = new CatalogSnapshot(1, {
  products: [
    testProduct({
      id: 'rose',
      productName: 'Red Roses',
      category: 'Flowers',
      sellingPricePaise: 499_00,
      mrpPaise: 599_00,
    }),
    testProduct({ id: 'teddy', productName: 'Teddy Bear', category: 'Soft Toys', subCategory: 'Bears', stock: 0 }),
  ],
  categories: [{ name: 'Flowers', subcategories: [] }],
  marketing: { offerTitle: 'Sale', content: ['Hi'], banners: [], reviews: [], minimumOrderValue: money(300_00) },
});

const failing: Resolvers = {
  Query: {
    // An unexpected fault inside a resolver, to check what clients see of it.
    indianStates: () => {
      throw new Error('database password is hunter2');
    },
    // A domain error, to check the one mapping of domain errors to codes and HTTP statuses.
    me: () => {
      throw new NotSignedInError();
    },
  },
};

function server(overrides: Partial<GraphQLOptions> = {}): ApolloServer<GraphQLContext> {
  return createApolloServer({
    introspection: true,
    sandbox: false,
    catalogMaxAgeSeconds: 60,
    limits: { maxDepth: 4, maxCost: 3_000, maxAliases: 30, maxRootFields: 20, maxSelectionWidth: 100 },
    maxTokens: 2_000,
    logger: createLogger({ level: 'silent' }),
    resolvers: [catalogResolvers, failing],
    ...overrides,
  });
}

const couponChecks = { admit: () => Promise.resolve(null), evaluated: () => undefined };

const contextValue: GraphQLContext = {
  catalog,
  logger: createLogger({ level: 'silent' }),
  requestId: 'test',
  clientIp: '127.0.0.1',
  photoTokenHash: null,
  services: {
    accounts: {} as AccountsService,
    savedCarts: {} as Services['savedCarts'],
    orders: {} as OrdersService,
    coupons: {} as CouponsService,
    payments: null,
    adminOrders: {} as Services['adminOrders'],
    shopContent: {} as Services['shopContent'],
    catalogAdmin: {} as CatalogAdminService,
    couponAdmin: {} as CouponAdminService,
    couponChecks: { forRequest: () => couponChecks },
    delivery: {} as Services['delivery'],
    whatsapp: null,
  },
  couponChecks,
  getUser: async () => null,
  getCheckedUser: async () => null,
};

async function run(apollo: ApolloServer<GraphQLContext>, query: string, variables?: Record<string, unknown>) {
  const response = await apollo.executeOperation({ query, variables }, { contextValue });
  if (response.body.kind !== 'single') throw new Error('expected a single result');
  return { result: response.body.singleResult, http: response.http };
}

describe('the Apollo server', () => {
  const apollo = server();
  const closed = server({ introspection: false });
  beforeAll(async () => {
    await apollo.start();
    await closed.start();
  });
  afterAll(async () => {
    await apollo.stop();
    await closed.stop();
  });

  it('answers catalog queries from the context catalog', async () => {
    const { result } = await run(
      apollo,
      '{ product(id: "rose") { productName discountPercent sellingPrice { formatted } } }',
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      product: { productName: 'Red Roses', discountPercent: 16, sellingPrice: { formatted: '₹499' } },
    });
  });

  it('marks catalog data public and cacheable', async () => {
    const { http } = await run(
      apollo,
      '{ products { totalCount items { id mrp { paise } variants { name } } } marketing { content } }',
    );
    expect(http.headers.get('cache-control')).toBe('max-age=60, public');
  });

  it('never marks cart pricing as cacheable', async () => {
    const { result, http } = await run(
      apollo,
      '{ cartSummary(lines: [{ productId: "rose", quantity: 1 }]) { subtotal { formatted } canCheckout } }',
    );
    expect(result.data).toEqual({ cartSummary: { subtotal: { formatted: '₹499' }, canCheckout: true } });
    expect(http.headers.get('cache-control')).toBe('no-store');
  });

  it('never marks fields without a catalog hint (user data) as cacheable', async () => {
    const { http } = await run(apollo, '{ marketing { content } indianStates }');
    expect(http.headers.get('cache-control')).toBe('no-store');
  });

  it('turns invalid arguments into BAD_USER_INPUT naming the argument', async () => {
    const { result } = await run(apollo, 'query($f: ProductFilter) { products(filter: $f) { totalCount } }', {
      f: { minPricePaise: 500, maxPricePaise: 100 },
    });
    expect(result.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', argumentName: 'filter.minPricePaise' });
    expect(result.errors?.[0]?.message).toBe(
      'Invalid argument "filter.minPricePaise": must not be above filter.maxPricePaise (500 > 100).',
    );
  });

  it('rejects unknown enum values with BAD_USER_INPUT', async () => {
    const { result } = await run(apollo, 'query($s: ProductSort) { products(sort: $s) { totalCount } }', {
      s: 'CHEAPEST',
    });
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toContain('CHEAPEST');
  });

  it('labels every variable error BAD_USER_INPUT, even graphql-js\'s "too many errors"', async () => {
    const { result } = await run(apollo, 'query($ids: [ID!]!) { productsByIds(ids: $ids) { id } }', {
      ids: Array.from({ length: 60 }, () => false),
    });
    expect(result.errors?.length).toBeGreaterThan(50);
    expect(result.errors?.at(-1)?.message).toMatch(/Too many errors processing variables/);
    expect(new Set(result.errors?.map((error) => error.extensions?.code))).toEqual(new Set(['BAD_USER_INPUT']));
  });

  it('masks unexpected faults and leaks no stack trace', async () => {
    const { result } = await run(apollo, '{ indianStates }');
    expect(result.errors?.[0]).toMatchObject({
      message: 'Something went wrong on our side. Please try again.',
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
    expect(JSON.stringify(result)).not.toContain('hunter2');
    expect(JSON.stringify(result)).not.toContain('stacktrace');
  });

  it('answers a missing sign-in as UNAUTHENTICATED with status 401', async () => {
    const { result, http } = await run(apollo, '{ me { id } }');
    expect(result.errors?.[0]).toMatchObject({
      message: 'Please log in to continue.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect(http.status).toBe(401);
  });

  it('refuses queries nested too deeply', async () => {
    const { result } = await run(apollo, '{ cartSummary(lines: []) { lines { product { variants { name } } } } }');
    expect(result.errors?.[0]?.message).toMatch(/nested too deeply: 5 levels where at most 4 are allowed/);
    expect(result.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('follows fragments when measuring depth', async () => {
    const { result } = await run(
      apollo,
      `
      query { ...A }
      fragment A on Query { products { ...B } }
      fragment B on ProductConnection { items { variants { ...C } } }
      fragment C on ProductVariant { name }`,
    );
    expect(result.errors).toBeUndefined();
    const deep = await run(
      apollo,
      `
      query { cartSummary(lines: []) { ...L } }
      fragment L on CartSummary { lines { product { ... on Product { variants { name } } } } }`,
    );
    expect(deep.result.errors?.[0]?.message).toMatch(/nested too deeply: 5 levels/);
  });

  it('leaves introspection out of the depth limit', async () => {
    const { result } = await run(apollo, '{ __schema { types { fields { type { ofType { ofType { name } } } } } } }');
    expect(result.errors).toBeUndefined();
  });

  it('answers a subscription with 400: the API has none', async () => {
    const { result, http } = await run(apollo, 'subscription { marketing { offerTitle } }');
    expect(result.errors?.[0]).toMatchObject({
      message: 'This API has no subscriptions: send queries and mutations only.',
      extensions: { code: 'SUBSCRIPTIONS_NOT_SUPPORTED' },
    });
    expect(http.status).toBe(400);
  });

  it('refuses a document over the token limit while parsing, with a one-line message', async () => {
    const { result, http } = await run(apollo, `{ ${'indianStates '.repeat(2_100)}}`);
    expect(result.errors?.[0]?.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
    expect(result.errors?.[0]?.message).toBe('Syntax Error: Document contains more that 2000 tokens. Parsing aborted.');
    expect(http.status).toBe(400);
  });

  it('refuses queries that are too complex', async () => {
    const aliases = Array.from(
      { length: 8 },
      (_, i) =>
        `p${i}: products(paging: { pageSize: 100 }) { items { id productName sellingPrice { paise formatted } } }`,
    ).join('\n');
    const { result, http } = await run(apollo, `{ ${aliases} }`);
    expect(result.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
    expect(result.errors?.[0]?.message).toMatch(/too complex: its estimated cost is \d+ where at most 3000 is allowed/);
    expect(http.status).toBe(400);
  });

  it('allows introspection in local mode and refuses it when turned off', async () => {
    expect((await run(apollo, '{ __schema { queryType { name } } }')).result.data).toEqual({
      __schema: { queryType: { name: 'Query' } },
    });
    const { result } = await run(closed, '{ __schema { queryType { name } } }');
    expect(result.errors?.[0]?.message).toMatch(/introspection is not allowed/i);
  });
});
