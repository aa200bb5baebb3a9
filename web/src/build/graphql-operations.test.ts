import { describe, expect, it } from 'vitest';
import { extractGeneratedOperation, generatedOperationName, rewriteGraphqlCalls } from './graphql-operations';

describe('generatedOperationName', () => {
  it.each([
    { source: 'query HomePage($a: Int) { x }', expected: 'HomePageDocument' },
    { source: '\n  mutation CompleteSignUp { ping }', expected: 'CompleteSignUpDocument' },
    { source: 'fragment ProductCardFields on Product { id }', expected: 'ProductCardFieldsFragmentDoc' },
    { source: 'subscription Ticks { t }', expected: 'TicksDocument' },
    { source: 'fragment ProductCard_product on Product { id }', expected: 'ProductCard_ProductFragmentDoc' },
  ])('$source → $expected', ({ source, expected }) => {
    expect(generatedOperationName(source)).toBe(expected);
  });

  it('refuses anonymous operations with a clear message', () => {
    expect(() => generatedOperationName('{ marketing { content } }')).toThrow(/no named operation/);
  });
});

describe('rewriteGraphqlCalls', () => {
  it('replaces each call by its operation module and drops the runtime import', () => {
    const code = [
      "import { graphql } from '../../gql';",
      "import { useQuery } from '@apollo/client/react';",
      'const A = graphql(`',
      '  query Announcements { marketing { content } }',
      '`);',
      'const B = graphql(`fragment Card on Product { id }`);',
    ].join('\n');
    expect(rewriteGraphqlCalls(code)).toBe(
      [
        'import __generated_AnnouncementsDocument from "virtual:gql-operation/AnnouncementsDocument";',
        'import __generated_CardFragmentDoc from "virtual:gql-operation/CardFragmentDoc";',
        '',
        "import { useQuery } from '@apollo/client/react';",
        'const A = __generated_AnnouncementsDocument;',
        'const B = __generated_CardFragmentDoc;',
      ].join('\n'),
    );
  });

  it('leaves modules without graphql() calls alone', () => {
    expect(rewriteGraphqlCalls("const a = 'graphql';")).toBeNull();
    expect(rewriteGraphqlCalls('export function graphql(source: string) {}')).toBeNull();
  });

  it('imports a operation once even when used twice', () => {
    const out = rewriteGraphqlCalls('graphql(`query Q { a }`); graphql(`query Q { a }`);') ?? '';
    expect(out.match(/import __generated_QDocument/g)).toHaveLength(1);
  });
});

describe('extractGeneratedOperation', () => {
  const generated = [
    'export type X = { a: string };',
    'export const ADocument = {"kind":"Document","definitions":[]} as unknown as DocumentNode<AQuery, AQueryVariables>;',
    'export const BFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition"}]} as unknown as DocumentNode<B, unknown>;',
  ].join('\n');

  it.each([
    { name: 'ADocument', expected: '{"kind":"Document","definitions":[]}' },
    { name: 'BFragmentDoc', expected: '{"kind":"Document","definitions":[{"kind":"FragmentDefinition"}]}' },
    { name: 'CDocument', expected: null },
  ])('$name', ({ name, expected }) => {
    expect(extractGeneratedOperation(generated, name)).toBe(expected);
  });
});
