import type { FieldPolicy, TypePolicies } from '@apollo/client';

/** For value objects without identity (Money, variants, cart lines): stored inside their parent, merged field-wise. */
export function embeddedValue(): TypePolicies[string] {
  return { keyFields: false, merge: true };
}

/** For types of which there is exactly one (the marketing document, the mega-menu). */
export function singleton(): TypePolicies[string] {
  return { keyFields: [] };
}

/**
 * `product(id:)` first looks for the product already in the cache (from a listing or search), so opening a product
 * shows what is known at once; fields a listing did not fetch are then read from the network.
 */
export function entityById(typename: string): FieldPolicy {
  return {
    read(existing: unknown, { args, toReference }) {
      if (existing !== undefined) return existing;
      const id: unknown = args?.['id'];
      return typeof id === 'string' ? toReference({ __typename: typename, id }) : undefined;
    },
  };
}

export function createTypePolicies(localFields: NonNullable<TypePolicies[string]['fields']> = {}): TypePolicies {
  return {
    Query: {
      fields: {
        product: entityById('Product'),
        ...localFields,
      },
    },
    // Product is keyed by its id by default ("Product:<id>"): listings, search, the product page and cart lines share
    // one entry per product.
    Category: { keyFields: ['name'] },
    Marketing: singleton(),
    MegaMenu: singleton(),
    Money: embeddedValue(),
    ProductVariant: embeddedValue(),
    LimitedOfferData: embeddedValue(),
    PriceRange: embeddedValue(),
    PageInfo: embeddedValue(),
    CartSummary: embeddedValue(),
    CartLine: embeddedValue(),
  };
}
