import { parse, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { isPublicOperation } from './cache-policy.js';

function isPublic(source: string): boolean {
  const document = parse(source);
  const operation = document.definitions.find((definition) => definition.kind === 'OperationDefinition') as OperationDefinitionNode;
  return isPublicOperation(document, operation);
}

describe('isPublicOperation', () => {
  it.each([
    ['catalog fields', '{ products { totalCount } marketing { content } }', true],
    ['__typename alongside', '{ __typename product(id: "a") { id } }', true],
    ['through fragments', 'query { ...F } fragment F on Query { search(text: "a") { totalCount } ... on Query { megaMenu { __typename } } }', true],
    ['cart pricing', '{ cartSummary(lines: []) { canCheckout } }', false],
    ['checkout pricing', '{ checkoutQuote(input: { lines: [] }) { canPlace } }', false],
    ['the shop details', '{ shopInfo { legalName } }', true],
    ['orders', '{ myOrders { totalCount } }', false],
    ['catalog with user data', '{ products { totalCount } me { id } }', false],
    ['user data inside a fragment', 'query { ...F } fragment F on Query { categories { name } me { id } }', false],
    ['introspection', '{ __schema { queryType { name } } }', false],
    ['only __typename', '{ __typename }', false],
    ['a mutation', 'mutation { updateMyProfile(input: {}) { userErrors { message } } }', false],
  ])('%s → %s', (_name, source, expected) => {
    expect(isPublic(source)).toBe(expected);
  });
});
