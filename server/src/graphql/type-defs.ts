import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../paths.js';

/**
 * Cache hints, kept out of schema.graphql (the client contract) and added when the server builds its schema. Apollo's
 * cache-control plugin reads them from type extensions. Catalog types are public for `maxAge` seconds; everything
 * without a hint (user data, mutations) gets maxAge 0, which makes any response that contains it uncacheable; the
 * cart's pricing is marked private on top.
 */
export function cacheHintTypeDefs(maxAgeSeconds: number): string {
  const publicTypes = [
    'Marketing', 'Category', 'MegaMenu', 'Product', 'ProductConnection', 'SearchResult',
  ];
  const inheriting = [
    'Money', 'Banner', 'Review', 'MegaMenuCategory', 'MegaMenuLink', 'ProductVariant', 'LimitedOfferData',
    'PageInfo', 'PriceRange', 'CartLine',
  ];
  return [
    'enum CacheControlScope { PUBLIC PRIVATE }',
    'directive @cacheControl(maxAge: Int, scope: CacheControlScope, inheritMaxAge: Boolean) '
      + 'on FIELD_DEFINITION | OBJECT | INTERFACE | UNION',
    ...publicTypes.map((type) => `extend type ${type} @cacheControl(maxAge: ${maxAgeSeconds}, scope: PUBLIC)`),
    ...inheriting.map((type) => `extend type ${type} @cacheControl(inheritMaxAge: true)`),
    'extend type CartSummary @cacheControl(maxAge: 0, scope: PRIVATE)',
  ].join('\n');
}

/** schema.graphql as the clients know it, read at run time from the repository root. */
export function readSchemaFile(): string {
  return readFileSync(join(repoRoot(), 'schema.graphql'), 'utf8');
}
