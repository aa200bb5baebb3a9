import { createHash } from 'node:crypto';
import { InMemoryLRUCache } from '@apollo/utils.keyvaluecache';
import type { GraphQLObjectType, GraphQLSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createCompiledCatalog } from './compiled-catalog.js';
import { createCompiledDocuments } from './compiled-documents.js';
import type { GraphQLContext } from './context.js';
import { buildSchema } from './graphql-runtime.js';
import { operationLimitsRule } from './operation-limits.js';

const SCHEMA = `
  type Query { product(id: ID!): Product  shopInfo: Shop  me: String }
  type Product { id: ID!  name: String!  broken: String }
  type Shop { storeName: String! }
  type Mutation { touch: Boolean }
`;

function schemaWithResolvers(): GraphQLSchema {
  const schema = buildSchema(SCHEMA);
  const query = schema.getQueryType()!.getFields();
  query['product']!.resolve = (_, args: { id: string }) => (args.id === 'none' ? null : { id: args.id, name: 'Mug' });
  query['shopInfo']!.resolve = () => ({ storeName: 'Lovely Gifts' });
  query['me']!.resolve = () => 'someone';
  (schema.getType('Product') as GraphQLObjectType).getFields()['broken']!.resolve = () => {
    throw new Error('boom');
  };
  return schema;
}

const limits = { maxDepth: 3, maxCost: 1_000, maxAliases: 1, maxRootFields: 3, maxSelectionWidth: 10 };

function readPath(schema: GraphQLSchema | null = schemaWithResolvers(), maxAge = 60, sightingsBeforeCompiling = 0) {
  const persistedQueries = new InMemoryLRUCache<string>();
  const documents = createCompiledDocuments({
    schema: () => schema,
    validationRules: [operationLimitsRule(limits, {})],
    maxTokens: 200,
    sightingsBeforeCompiling,
    spliceProducts: false,
  });
  const catalog = createCompiledCatalog({ documents, persistedQueries, catalogMaxAgeSeconds: maxAge });
  const context = () => ({}) as GraphQLContext;
  return {
    documents,
    persistedQueries,
    answer: (body: unknown, accept?: string) => catalog.answer(body, accept, context),
  };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('the compiled catalog read path', () => {
  it('answers a public query as Apollo writes it, with its Cache-Control', async () => {
    const { answer } = readPath();
    expect(
      await answer({ query: 'query P($id: ID!) { product(id: $id) { id name } }', variables: { id: 'm1' } }),
    ).toEqual({
      contentType: 'application/json; charset=utf-8',
      cacheControl: 'max-age=60, public',
      body: '{"data":{"product":{"id":"m1","name":"Mug"}}}\n',
    });
    expect((await readPath(undefined, 0).answer({ query: '{ shopInfo { storeName } }' }))?.cacheControl).toBe(
      'no-store',
    );
  });

  it('answers with the content type Apollo picks for the Accept header, and leaves unknown ones to Apollo', async () => {
    const { answer } = readPath();
    const body = { query: '{ shopInfo { storeName } }' };
    const accept = 'application/graphql-response+json,application/json;q=0.9';
    expect((await answer(body, accept))?.contentType).toBe('application/graphql-response+json; charset=utf-8');
    expect((await answer(body, '*/*'))?.contentType).toBe('application/json; charset=utf-8');
    expect(await answer(body, 'text/html')).toBeNull();
  });

  it('leaves to Apollo whatever is not a public query that runs without errors', async () => {
    const { answer } = readPath();
    const refused = [
      { query: '{ me }' },
      { query: '{ shopInfo { storeName } me }' },
      { query: 'mutation { touch }' },
      { query: '{ __schema { queryType { name } } }' },
      { query: '{ product(id: "x") { broken } }' },
      { query: '{ product { id } }' },
      { query: '{ product(id: "x") { nope } }' },
      { query: '{ a: product(id: "x") { id } b: product(id: "y") { id } }' },
      { query: '{ product(' },
      { query: 'query A { shopInfo { storeName } } query B { shopInfo { storeName } }' },
      { query: 'query P($id: ID!) { product(id: $id) { id } }', variables: { id: { no: 1 } } },
      { query: '{ shopInfo { storeName } }', variables: null },
      { query: '{ shopInfo { storeName } }', operationName: 7 },
      { query: '' },
      [{ query: '{ shopInfo { storeName } }' }],
      'text',
    ];
    for (const body of refused) expect(await answer(body), JSON.stringify(body)).toBeNull();
    expect(await readPath(null).answer({ query: '{ shopInfo { storeName } }' })).toBeNull();
  });

  it('reads persisted queries from Apollo’s cache and registers one sent with its hash', async () => {
    const { answer, persistedQueries } = readPath();
    const query = '{ shopInfo { storeName } }';
    const extensions = { persistedQuery: { version: 1, sha256Hash: sha256(query) } };
    expect(await answer({ extensions })).toBeNull();
    expect(await answer({ query, extensions: { persistedQuery: { version: 1, sha256Hash: sha256('x') } } })).toBeNull();
    expect(
      await answer({ query, extensions: { persistedQuery: { version: 2, sha256Hash: sha256(query) } } }),
    ).toBeNull();
    expect(await answer({ query, extensions })).not.toBeNull();
    expect(await persistedQueries.get(`apq:${sha256(query)}`)).toBe(query);
    expect((await answer({ extensions }))?.body).toBe('{"data":{"shopInfo":{"storeName":"Lovely Gifts"}}}\n');
  });

  it('compiles a document once per operation name', () => {
    const { documents } = readPath();
    const query = 'query A { shopInfo { storeName } } query B { product(id: "x") { id } }';
    expect(documents.get(query, 'A')).toBe(documents.get(query, 'A'));
    expect(documents.get(query, 'B')).not.toBe(documents.get(query, 'A'));
    expect(documents.get(query, undefined)).toBeNull();
  });

  it('leaves a document to Apollo until it has been asked for often enough', async () => {
    const { answer, documents } = readPath(undefined, 60, 2);
    const body = { query: '{ shopInfo { storeName } }' };
    expect(await answer(body)).toBeNull();
    expect(await answer(body)).toBeNull();
    expect(await answer(body)).not.toBeNull();
    expect(documents.get(body.query, undefined)).not.toBeNull();
    expect(documents.get('{ product(id: "x") { id } }', undefined)).toBeNull();
  });
});
