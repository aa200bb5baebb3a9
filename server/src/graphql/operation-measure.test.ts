import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../paths.js';
import { LIST_FIELD_SIZES } from './operation-limits.js';
import { measureOperations, type OperationMeasure } from './operation-measure.js';

const schema = buildSchema(readFileSync(join(repoRoot(), 'schema.graphql'), 'utf8'));

function measure(query: string): OperationMeasure {
  const measures = [...measureOperations(parse(query), schema, LIST_FIELD_SIZES).values()];
  expect(measures).toHaveLength(1);
  return measures[0]!;
}

/** Fragments that each spread the next one twice. */
function fanOut(levels: number): string {
  const fragments = Array.from(
    { length: levels },
    (_, level) => `fragment F${level} on Query { ...F${level + 1} ...F${level + 1} }`,
  );
  return `{ ...F0 } ${fragments.join(' ')} fragment F${levels} on Query { a: marketing { offerTitle } }`;
}

describe('measureOperations', () => {
  it('counts depth, cost, aliases, root fields and the widest selection of a plain query', () => {
    expect(measure('{ marketing { offerTitle banners { title } } p: product(id: "x") { id } }')).toEqual({
      depth: 3,
      // marketing 1 + offerTitle 1 + banners 1 + title 1; product 1 + id 1
      cost: 6,
      aliases: 1,
      rootFields: 2,
      widestSelection: 2,
    });
  });

  it("counts a list field's selection once per item it may return", () => {
    // products: 100 × (1 + items 1 + id 1)
    expect(measure('{ products { items { id } } }').cost).toBe(300);
    // nested under a list: search 50 × (1 + items 1 + (id 1 + sellingPrice 1 + paise 1))
    expect(measure('{ search(text: "a") { items { id sellingPrice { paise } } } }').cost).toBe(250);
    expect(measure('{ indianStates }').cost).toBe(40);
  });

  it('follows named and inline fragments with the type they name', () => {
    const viaFragments = measure(`
      { ...Q }
      fragment Q on Query { products { ... on ProductConnection { items { ...P } } } }
      fragment P on Product { id productName }`);
    expect(viaFragments).toEqual(measure('{ products { items { id productName } } }'));
  });

  it('counts a fragment spread twice twice, without walking it twice', () => {
    const measured = measure(fanOut(3));
    expect(measured.rootFields).toBe(8);
    expect(measured.aliases).toBe(8);
    expect(measured.cost).toBe(16);
    expect(measured.depth).toBe(2);
  });

  it('measures a fan-out of 200 levels at once, its counts astronomically large', () => {
    // A walk that expanded the spreads would need 2^200 steps and never finish (the test would time out).
    const measured = measure(fanOut(200));
    expect(measured.rootFields).toBe(2 ** 200);
    expect(measured.cost).toBeGreaterThan(1e60);
  });

  it('counts the widest selection where fragments spread into it', () => {
    const measured = measure('{ marketing { ...M ...M offerTitle } } fragment M on Marketing { offerTitle content }');
    expect(measured.widestSelection).toBe(5);
  });

  it('leaves introspection out of the depth, and skips unknown fields, fragments and cycles', () => {
    expect(measure('{ __schema { types { fields { type { ofType { name } } } } } }').depth).toBe(0);
    expect(measure('{ nothing { deeper } marketing { offerTitle } }').depth).toBe(2);
    expect(measure('{ ...Missing marketing { offerTitle } }').rootFields).toBe(1);
    expect(
      measure('{ ...A } fragment A on Query { ...B marketing { offerTitle } } fragment B on Query { ...A }').rootFields,
    ).toBe(1);
  });

  it('measures each operation of a document on its own', () => {
    const measures = measureOperations(
      parse('query A { marketing { offerTitle } } query B { indianStates }'),
      schema,
      LIST_FIELD_SIZES,
    );
    expect([...measures.entries()].map(([operation, measured]) => [operation.name?.value, measured.cost])).toEqual([
      ['A', 2],
      ['B', 40],
    ]);
  });
});
