// Test operations use graphql's parse(), not a gql tag, so codegen does not collect them into web/src/gql.
import { InMemoryCache } from '@apollo/client';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createTypePolicies } from './type-policies';

const listing = parse(`
  query Listing {
    products {
      items {
        id
        productName
        sellingPrice {
          paise
          formatted
        }
      }
    }
  }
`);

const detail = parse(`
  query Detail($id: ID!) {
    product(id: $id) {
      id
      productName
      sellingPrice {
        paise
        formatted
      }
    }
  }
`);

function productRow(id: string, paise: number) {
  return {
    __typename: 'Product',
    id,
    productName: `P ${id}`,
    sellingPrice: { __typename: 'Money', paise, formatted: `₹${paise / 100}` },
  };
}

describe('type policies', () => {
  it('normalise products by id and keep Money inside them', () => {
    const cache = new InMemoryCache({ typePolicies: createTypePolicies() });
    cache.writeQuery({
      query: listing,
      data: { products: { __typename: 'ProductConnection', items: [productRow('a', 49900)] } },
    });
    const stored = cache.extract() as Record<string, Record<string, unknown>>;
    expect(Object.keys(stored).sort()).toEqual(['Product:a', 'ROOT_QUERY']);
    expect(stored['Product:a']!['sellingPrice']).toEqual({ __typename: 'Money', paise: 49900, formatted: '₹499' });
  });

  it('answer product(id) from a product a listing already loaded', () => {
    const cache = new InMemoryCache({ typePolicies: createTypePolicies() });
    cache.writeQuery({
      query: listing,
      data: { products: { __typename: 'ProductConnection', items: [productRow('a', 49900)] } },
    });
    expect(cache.readQuery({ query: detail, variables: { id: 'a' } })).toEqual({ product: productRow('a', 49900) });
    expect(cache.readQuery({ query: detail, variables: { id: 'unknown' } })).toBeNull();
  });

  it('expose the local-only fields they are given', () => {
    const cache = new InMemoryCache({ typePolicies: createTypePolicies({ wishlist: { read: () => ['x'] } }) });
    expect(cache.readQuery({ query: parse(`query W { wishlist @client }`) })).toEqual({ wishlist: ['x'] });
  });
});
