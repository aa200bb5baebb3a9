import { describe, expect, it } from 'vitest';
import { buildSchema, Kind, parse } from './graphql-runtime.js';
import { couponCodesOf } from './one-coupon-code.js';
import { readSchemaFile } from './type-defs.js';

const schema = buildSchema(readSchemaFile());

function codes(query: string, variables?: Record<string, unknown>): string[] {
  const document = parse(query);
  const operation = document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  if (operation?.kind !== Kind.OPERATION_DEFINITION) throw new Error('no operation');
  return couponCodesOf(schema, document, operation, variables);
}

const LINES = 'lines: [{ productId: "mug", quantity: 1 }]';

describe('coupon codes an operation sends', () => {
  it('finds a literal code, and none when it is absent, null or blank', () => {
    expect(codes(`{ checkoutQuote(input: { ${LINES}, couponCode: "A" }) { canPlace } }`)).toEqual([
      'checkoutQuote input.couponCode',
    ]);
    expect(codes(`{ checkoutQuote(input: { ${LINES} }) { canPlace } }`)).toEqual([]);
    expect(codes(`{ checkoutQuote(input: { ${LINES}, couponCode: null }) { canPlace } }`)).toEqual([]);
    expect(codes(`{ checkoutQuote(input: { ${LINES}, couponCode: "  " }) { canPlace } }`)).toEqual([]);
  });

  it('counts every alias, naming each', () => {
    const aliased = Array.from(
      { length: 20 },
      (_, index) => `q${index}: checkoutQuote(input: { ${LINES}, couponCode: "CODE${index}" }) { canPlace }`,
    ).join(' ');
    const found = codes(`{ ${aliased} }`);
    expect(found).toHaveLength(20);
    expect(found[1]).toBe('q1: checkoutQuote input.couponCode');
  });

  it('reads variables, whole inputs or only the code, and variable defaults', () => {
    const query = `query ($a: CheckoutQuoteInput!, $b: String = "SECOND") {
      a: checkoutQuote(input: $a) { canPlace }
      b: checkoutQuote(input: { ${LINES}, couponCode: $b }) { canPlace } }`;
    const a = { lines: [{ productId: 'mug', quantity: 1 }], couponCode: 'FIRST' };
    expect(codes(query, { a })).toEqual(['a: checkoutQuote input.couponCode', 'b: checkoutQuote input.couponCode']);
    expect(codes(query, { a: { ...a, couponCode: null }, b: null })).toEqual([]);
  });

  it('follows fragments and inline fragments; one response key spread twice runs once', () => {
    const query = `query ($c: String) { ...Q ...Q ... on Query { other: checkoutQuote(input: { ${LINES}, couponCode: $c }) { canPlace } } }
      fragment Q on Query { checkoutQuote(input: { ${LINES}, couponCode: $c }) { canPlace } }`;
    expect(codes(query, { c: 'X' })).toEqual([
      'checkoutQuote input.couponCode',
      'other: checkoutQuote input.couponCode',
    ]);
  });

  it("counts placeOrder's code too (mutations)", () => {
    const place = (alias: string) =>
      `${alias}: placeOrder(idempotencyKey: "key-${alias}-0123456789abcdef", input: { ${LINES}, paymentMethod: COD,
        acceptTerms: true, couponCode: "WELCOME150", address: { firstName: "A", lastName: "B", email: "a@b.in",
        phone: "9876543210", address: "1 Road", city: "Coimbatore", postalCode: "641001", state: "Tamil Nadu" } }) { userErrors { code } }`;
    expect(codes(`mutation { ${place('one')} ${place('two')} }`)).toEqual([
      'one: placeOrder input.couponCode',
      'two: placeOrder input.couponCode',
    ]);
  });
});
