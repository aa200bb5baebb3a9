import type { Money } from './money.js';
import type { PageInfo } from './paging.js';
import type { Product } from './product.js';

/** One page of a product listing: the schema's ProductConnection. */
export interface ProductPage {
  readonly items: readonly Product[];
  readonly totalCount: number;
  readonly pageInfo: PageInfo;
  /** The lowest and highest price of the listing's category selection, before price and stock filters. */
  readonly priceRange: { readonly min: Money; readonly max: Money } | null;
}
