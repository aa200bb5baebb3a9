import { createRequire } from 'node:module';
import type { GraphQLObjectType, GraphQLSchema } from 'graphql';
import type * as GraphQLJit from 'graphql-jit';
import { describe, expect, it } from 'vitest';
import { buildSchema, getOperationAST, parse, validate } from './graphql-runtime.js';
import { KeptJsonBudget } from './kept-json-budget.js';
import { splicedOperation } from './product-splice.js';
import { readSchemaFile } from './type-defs.js';

const { compileQuery, isCompiledQuery } = createRequire(import.meta.url)('graphql-jit') as typeof GraphQLJit;

const SCHEMA = `
  type Query {
    products(max: Int): ProductConnection!
    product(id: ID!): Product
    productsByIds(ids: [ID!]!): [Product]!
    shelves: [Shelf!]!
    shopName: String!
  }
  type ProductConnection { totalCount: Int!  items: [Product!]! }
  type Shelf { title: String!  products: [Product!]! }
  type Product { id: ID!  productName: String!  price: Money!  tags: [String!]!  variants: [Variant!]!  note: String }
  type Money { paise: Int!  formatted: String! }
  type Variant { name: String!  stock: Int! }
`;

interface FakeProduct {
  id: string;
  productName: string;
  price: { paise: number; formatted: string };
  tags: string[];
  variants: { name: string; stock: number }[];
  note: string | null;
}

const PRODUCTS: FakeProduct[] = [
  {
    id: 'p1',
    productName: 'Rose "Mug" ₹',
    price: { paise: 39_900, formatted: '₹399' },
    tags: ['mug', 'rose'],
    variants: [],
    note: null,
  },
  {
    id: 'p2',
    productName: 'Brass Diya\n',
    price: { paise: 120_050, formatted: '₹1,200.50' },
    tags: [],
    variants: [{ name: 'Small', stock: 0 }],
    note: 'handmade',
  },
  {
    id: 'p3',
    productName: 'Teddy',
    price: { paise: 99_900, formatted: '₹999' },
    tags: ['plush'],
    variants: [],
    note: null,
  },
];

interface Context {
  byId: Map<string, FakeProduct>;
  /** What `products` lists (all of PRODUCTS when absent). */
  listing?: FakeProduct[];
}

function schemaWithResolvers(): GraphQLSchema {
  const schema = buildSchema(SCHEMA);
  const query = schema.getQueryType()!.getFields();
  query['products']!.resolve = (_root, args: { max?: number }, context: Context) => {
    const items = (context.listing ?? PRODUCTS).filter(
      (product) => args.max === undefined || product.price.paise <= args.max,
    );
    return { totalCount: items.length, items };
  };
  query['product']!.resolve = (_root, args: { id: string }, context: Context) => context.byId.get(args.id) ?? null;
  query['productsByIds']!.resolve = (_root, args: { ids: string[] }, context: Context) =>
    args.ids.map((id) => context.byId.get(id) ?? null);
  query['shelves']!.resolve = () => [
    // Short runs between products, ASCII and not, are copied two ways (product-splice.ts finish).
    { title: 'Nouveautés ₹', products: PRODUCTS.slice(0, 2) },
    { title: 'Déco', products: PRODUCTS.slice(1) },
  ];
  query['shopName']!.resolve = () => 'Lovely Gifts';
  return schema;
}

const schema = schemaWithResolvers();
const context: Context = { byId: new Map(PRODUCTS.map((product) => [product.id, product])) };

/** What the usual path sends: the whole operation run by graphql-jit, JSON.stringify as Apollo writes it. */
async function usualAnswer(
  query: string,
  variables: Record<string, unknown> = {},
  request: Context = context,
): Promise<string> {
  const compiled = compileQuery(schema, parse(query));
  if (!isCompiledQuery(compiled)) throw new Error('does not compile');
  const result = await compiled.query(undefined, request, variables);
  expect(result.errors).toBeUndefined();
  return JSON.stringify({ data: result.data }) + '\n';
}

function spliced(query: string, budget = new KeptJsonBudget(1_000_000)) {
  const document = parse(query);
  return splicedOperation<Context>(schema, document, getOperationAST(document)!, budget);
}

const SAME_BYTES: [string, string, Record<string, unknown>?][] = [
  ['a listing', '{ products { totalCount items { id productName price { paise formatted } tags } } }'],
  [
    'a filtered listing',
    'query L($max: Int) { products(max: $max) { items { productName } totalCount } }',
    { max: 100_000 },
  ],
  [
    'aliases inside and around products',
    '{ list: products { n: totalCount items { name: productName p: price { f: formatted } } } }',
  ],
  [
    'fragments on the product and on the connection',
    `query F { products { ...Listing } }
     fragment Listing on ProductConnection { totalCount items { ...Card } }
     fragment Card on Product { id ...Price __typename variants { name stock } note }
     fragment Price on Product { price { paise } }`,
  ],
  [
    'a list beside one product',
    'query P($id: ID!) { product(id: $id) { id note } productsByIds(ids: [$id]) { id } }',
    { id: 'p2' },
  ],
  [
    'a product by id that is not there',
    'query P($id: ID!) { productsByIds(ids: [$id]) { id productName } }',
    { id: 'none' },
  ],
  ['products by ids, one missing', '{ productsByIds(ids: ["p3", "gone", "p1"]) { productName tags } }'],
  ['products in a list of objects', '{ shelves { title products { productName price { formatted } } } shopName }'],
  ['an empty listing', '{ products(max: 1) { totalCount items { id } } }'],
];

describe('splicedOperation', () => {
  it.each(SAME_BYTES)('answers %s with the same bytes as the usual path', async (_name, query, variables) => {
    const operation = spliced(query);
    expect(operation).not.toBeNull();
    const body = await operation!.answer(context, variables);
    expect(body?.toString('utf8')).toBe(await usualAnswer(query, variables));
  });

  it('runs a product object once and writes its kept JSON after; a new object (a catalog change) runs again', async () => {
    let reads = 0;
    const counted = { ...PRODUCTS[0]! };
    Object.defineProperty(counted, 'productName', {
      enumerable: true,
      get: () => {
        reads += 1;
        return 'Counted';
      },
    });
    const operation = spliced('query P($id: ID!) { productsByIds(ids: [$id]) { id productName } }')!;
    const request: Context = { byId: new Map([['p1', counted]]) };
    const first = (await operation.answer(request, { id: 'p1' }))!.toString();
    expect((await operation.answer(request, { id: 'p1' }))!.toString()).toBe(first);
    expect(first).toBe('{"data":{"productsByIds":[{"id":"p1","productName":"Counted"}]}}\n');
    expect(reads).toBe(1);
    const renamed: Context = { byId: new Map([['p1', { ...PRODUCTS[0]!, productName: 'Renamed' }]]) };
    expect((await operation.answer(renamed, { id: 'p1' }))!.toString()).toContain('"productName":"Renamed"');
  });

  it('keeps no more than its budget: past it, every kept JSON is let go and products run again', async () => {
    let reads = 0;
    const counted = (id: string): FakeProduct => {
      const product = { ...PRODUCTS[0]!, id };
      Object.defineProperty(product, 'productName', {
        enumerable: true,
        get: () => {
          reads += 1;
          return 'Counted';
        },
      });
      return product;
    };
    const request: Context = {
      byId: new Map([
        ['a', counted('a')],
        ['b', counted('b')],
      ]),
    };
    // Room for one product's JSON ({"productName":"Counted"} is 25 bytes), not two.
    const operation = spliced(
      'query P($id: ID!) { productsByIds(ids: [$id]) { productName } }',
      new KeptJsonBudget(40),
    )!;
    const answer = async (id: string) => (await operation.answer(request, { id }))!.toString();
    expect(await answer('a')).toBe('{"data":{"productsByIds":[{"productName":"Counted"}]}}\n');
    await answer('a');
    expect(reads).toBe(1);
    await answer('b'); // Passes the budget: everything kept so far is let go.
    expect(await answer('a')).toBe('{"data":{"productsByIds":[{"productName":"Counted"}]}}\n');
    expect(reads).toBe(3);
  });

  it('writes each product from the object its listing returned, even when two objects share an id', async () => {
    const query = '{ products { items { id productName } } }';
    const renamed = { ...PRODUCTS[0]!, productName: 'Renamed' };
    const request: Context = { byId: new Map(), listing: [PRODUCTS[0]!, renamed] };
    const body = (await spliced(query)!.answer(request, undefined))!.toString();
    expect(body).toBe(await usualAnswer(query, {}, request));
    expect(body).toContain('"productName":"Renamed"');
  });

  it("never lets a request select the splicing schema's own fields", () => {
    const document = parse('{ products { items__splicedProducts } }');
    expect(validate(schema, document).map((error) => error.message)).toEqual([
      'Cannot query field "items__splicedProducts" on type "ProductConnection".',
    ]);
    // Rewriting a valid operation leaves the schema it was given as it was.
    expect(spliced('{ products { items { id } } }')).not.toBeNull();
    expect(schema.getType('SplicedProductList')).toBeUndefined();
    expect(schema.getType('ProductConnection')!.toConfig()).not.toHaveProperty('fields.items__splicedProducts');
    // A schema that has a twin's name already is left to the usual path.
    const clashing = buildSchema(
      SCHEMA.replace('items: [Product!]! }', 'items: [Product!]!  items__splicedProducts: Int }'),
    );
    const listing = parse('{ products { items { id } } }');
    const budget = new KeptJsonBudget(1_000);
    expect(splicedOperation<Context>(clashing, listing, getOperationAST(listing)!, budget)).toBeNull();
  });

  it('gives up when a non-null list or item is null: the usual path reports the error', async () => {
    const request: Context = { byId: context.byId, listing: [PRODUCTS[0]!, null as unknown as FakeProduct] };
    expect(await spliced('{ products { items { id } } }')!.answer(request, undefined)).toBeNull();
    // A list whose items may be null writes them as null.
    const body = await spliced('{ productsByIds(ids: ["gone"]) { id } }')!.answer(context, undefined);
    expect(body!.toString()).toBe('{"data":{"productsByIds":[null]}}\n');
  });

  it('leaves operations it does not handle to the usual path', () => {
    expect(spliced('{ shopName }')).toBeNull();
    expect(spliced('query D($all: Boolean!) { products { items { id note @include(if: $all) } } }')).toBeNull();
    expect(spliced('{ products { items { id } } products { totalCount } }')).toBeNull();
    expect(spliced('{ ... on Query { productsByIds(ids: ["p1"]) { id } } shopName }')).not.toBeNull();
    // One product (a product page) runs as usual.
    expect(spliced('query P($id: ID!) { product(id: $id) { id productName } shopName }')).toBeNull();
    expect(spliced('{ ... on ProductConnection { totalCount } }')).toBeNull();
  });

  it('gives up when a product field fails (non-null name missing): the usual path reports the error', async () => {
    const broken = { ...PRODUCTS[1]!, productName: null } as unknown as FakeProduct;
    const operation = spliced('{ productsByIds(ids: ["p2"]) { id productName } }')!;
    expect(await operation.answer({ byId: new Map([['p2', broken]]) }, undefined)).toBeNull();
  });
});

it('leaves every operation to the usual path when a product field has a resolver (its JSON may depend on the request)', () => {
  const withResolver = schemaWithResolvers();
  const money = withResolver.getType('Money') as GraphQLObjectType;
  money.getFields()['formatted']!.resolve = () => 'per request';
  const document = parse('{ products { items { id } } }');
  const budget = new KeptJsonBudget(1_000_000);
  expect(splicedOperation<Context>(withResolver, document, getOperationAST(document)!, budget)).toBeNull();
});

it("splices every list of products the shop's schema has, with its arguments", () => {
  const shopSchema = buildSchema(readSchemaFile());
  const lists = [
    'query L($filter: ProductFilter) { products(filter: $filter, paging: { pageSize: 3 }) { totalCount items { id } } }',
    '{ search(text: "mug") { totalCount items { id productName } } }',
    'query S($text: String!) { searchProducts(text: $text) { totalCount items { id } } }',
    '{ homeProducts { id } }',
    '{ productsByIds(ids: ["p1"]) { id } }',
  ];
  const budget = new KeptJsonBudget(1_000);
  for (const query of lists) {
    const document = parse(query);
    expect(validate(shopSchema, document), query).toEqual([]);
    expect(splicedOperation(shopSchema, document, getOperationAST(document)!, budget), query).not.toBeNull();
  }
});
