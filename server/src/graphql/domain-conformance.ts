/**
 * Compile-time proof that the domain objects the resolvers return have every field of the schema's types with the
 * right types, so GraphQL's default field resolvers can serve them. Nothing here runs.
 */
import type { CartSummary, PricedCartLine } from '../domain/cart.js';
import type { Category } from '../domain/categories.js';
import type { Marketing } from '../domain/marketing.js';
import type { MegaMenu } from '../domain/mega-menu.js';
import type { Money } from '../domain/money.js';
import type { Product } from '../domain/product.js';
import type { SearchResult } from '../domain/search.js';
import type { ProductPage } from '../domain/product-page.js';
import type * as Schema from './generated/resolvers-types.js';

type Writable<T> = T extends readonly (infer Item)[]
  ? Writable<Item>[]
  : T extends object
    ? { -readonly [Key in keyof T]: Writable<T[Key]> }
    : T;

/** The schema type as plain data: no __typename, nested objects likewise. */
type Shape<T> = T extends (infer Item)[]
  ? Shape<Item>[]
  : T extends object
    ? { [Key in keyof T as Key extends '__typename' ? never : Key]: Shape<T[Key]> }
    : T;

type Conforms<Domain, SchemaType> = Writable<Domain> extends Shape<SchemaType> ? true : false;

export const conformance: [
  Conforms<Money, Schema.Money>,
  Conforms<Product, Schema.Product>,
  Conforms<Marketing, Schema.Marketing>,
  Conforms<Category, Schema.Category>,
  Conforms<MegaMenu, Schema.MegaMenu>,
  Conforms<ProductPage, Omit<Schema.ProductConnection, never>>,
  Conforms<SearchResult, Schema.SearchResult>,
  Conforms<PricedCartLine, Schema.CartLine>,
  // `delivery`, `chargeLines` and `total` have their own resolvers (catalog-resolvers.ts): they read the shop's rules.
  Conforms<CartSummary, Omit<Schema.CartSummary, 'delivery' | 'chargeLines' | 'total'>>,
] = [true, true, true, true, true, true, true, true, true];
