import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../paths.js';
import { createOperationGate } from './operation-gate.js';
import { buildSchema } from './graphql-runtime.js';

const schema = buildSchema(readFileSync(join(repoRoot(), 'schema.graphql'), 'utf8'));
const limits = { maxDepth: 4, maxCost: 1_000, maxAliases: 3, maxRootFields: 5, maxSelectionWidth: 10 };
const gate = createOperationGate(schema, limits, 200);
const codes = (query: string) => gate.refusal(query)?.map((error) => error.extensions?.code) ?? null;
const messages = (query: string) => gate.refusal(query)?.map((error) => error.message) ?? null;

describe('the operation gate', () => {
  it('lets documents within every limit through', () => {
    expect(gate.refusal('{ marketing { offerTitle } a: product(id: "x") { id } }')).toBeNull();
    // Twice: the second answer comes from the remembered documents and must be the same.
    expect(gate.refusal('{ marketing { offerTitle } a: product(id: "x") { id } }')).toBeNull();
  });

  it('refuses each limit with a message naming it', () => {
    expect(messages('{ cartSummary(lines: []) { lines { product { variants { name } } } } }')).toEqual([
      'The operation is nested too deeply: 5 levels where at most 4 are allowed.',
    ]);
    expect(codes('{ cartSummary(lines: []) { lines { product { variants { name } } } } }')).toEqual([
      'GRAPHQL_VALIDATION_FAILED',
    ]);
    expect(
      messages(
        'query Six { a1: marketing { offerTitle } a2: marketing { offerTitle } a3: marketing { offerTitle } ' +
          'a4: marketing { offerTitle } a5: marketing { offerTitle } a6: marketing { offerTitle } }',
      ),
    ).toEqual(['The operation "Six" asks for 6 top-level fields where at most 5 are allowed.']);
    expect(messages('{ marketing { a: offerTitle b: offerTitle c: offerTitle d: offerTitle } }')).toEqual([
      'The operation uses 4 aliases where at most 3 are allowed.',
    ]);
    expect(messages(`{ marketing { ${'offerTitle '.repeat(11)}} }`)).toEqual([
      'The operation selects 11 fields in one place where at most 10 are allowed.',
    ]);
    expect(
      gate.refusal('{ a: products { items { id productName } } b: products { items { id productName } } }'),
    ).toBeNull();
    const costly =
      '{ a: products { items { id productName } } b: products { items { id productName } } c: products { items { id } } }';
    expect(messages(costly)).toEqual([
      'The operation is too complex: its estimated cost is 1100 where at most 1000 is allowed. Ask for fewer items or fields.',
    ]);
    expect(codes(costly)).toEqual(['QUERY_TOO_COMPLEX']);
  });

  it('counts what fragments multiply to', () => {
    const fragments = Array.from(
      { length: 10 },
      (_, level) => `fragment F${level} on Query { ...F${level + 1} ...F${level + 1} }`,
    );
    const query = `{ ...F0 } ${fragments.join(' ')} fragment F10 on Query { marketing { offerTitle } }`;
    expect(messages(query)).toEqual(['The operation asks for 1024 top-level fields where at most 5 are allowed.']);
  });

  it('leaves documents that do not parse to Apollo, which answers GRAPHQL_PARSE_FAILED', () => {
    expect(gate.refusal('{ marketing { ')).toBeNull();
    expect(gate.refusal(`{ ${'marketing { offerTitle } '.repeat(100)}}`)).toBeNull();
  });
});
