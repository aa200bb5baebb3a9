// The admin's product table: every product (hidden ones too), searched and filtered, newest first, one page at a time.
import { pageInfo, pageWindow, type PageInfo, type Paging } from './paging.js';
import type { Product } from './product.js';
import { compareText } from './sort.js';
import { isLimitedStock } from './stock.js';
import { normaliseSearchText } from './text.js';

/** The stock states the table filters by: in stock (10 or more), low (1 to 9), sold out (0). */
export type StockState = 'IN_STOCK' | 'LOW' | 'SOLD_OUT';

export interface AdminProductFilter {
  /** Case-insensitive text in the name, category, subcategory, description, HSN code or id. */
  readonly search?: string | null;
  readonly category?: string | null;
  readonly subCategory?: string | null;
  readonly stockState?: StockState | null;
  readonly limitedOffer?: boolean | null;
  readonly hidden?: boolean | null;
}

export interface AdminProductCounts {
  readonly all: number;
  readonly inStock: number;
  readonly low: number;
  readonly soldOut: number;
  readonly limitedOffers: number;
  readonly hidden: number;
}

export interface AdminProductPage {
  readonly items: readonly Product[];
  readonly totalCount: number;
  readonly pageInfo: PageInfo;
  /** Counts over all products (not only the filtered ones), for the table's quick views. */
  readonly counts: AdminProductCounts;
}

export function stockStateOf(product: Pick<Product, 'stockCount'>): StockState {
  if (product.stockCount <= 0) return 'SOLD_OUT';
  return isLimitedStock(product.stockCount) ? 'LOW' : 'IN_STOCK';
}

function matches(product: Product, filter: AdminProductFilter, needle: string): boolean {
  if (filter.category && product.category !== filter.category) return false;
  if (filter.subCategory && product.subCategory !== filter.subCategory) return false;
  if (filter.stockState && stockStateOf(product) !== filter.stockState) return false;
  if (
    filter.limitedOffer !== null &&
    filter.limitedOffer !== undefined &&
    product.isLimitedOffer !== filter.limitedOffer
  )
    return false;
  if (filter.hidden !== null && filter.hidden !== undefined && product.hidden !== filter.hidden) return false;
  if (needle === '') return true;
  return [
    product.productName,
    product.category,
    product.subCategory ?? '',
    product.shortDescription,
    product.hsnCode ?? '',
    product.id,
  ].some((text) => normaliseSearchText(text).includes(needle));
}

/** Newest first (unknown dates last), then by name and id: the admin sees what was just added at the top. */
const newestFirst = (a: Product, b: Product): number =>
  (b.createdAtMillis ?? -Infinity) - (a.createdAtMillis ?? -Infinity) ||
  compareText(a.nameSortKey, b.nameSortKey) ||
  compareText(a.id, b.id);

export function countProducts(products: Iterable<Product>): AdminProductCounts {
  const counts = { all: 0, inStock: 0, low: 0, soldOut: 0, limitedOffers: 0, hidden: 0 };
  for (const product of products) {
    counts.all += 1;
    const state = stockStateOf(product);
    if (state === 'IN_STOCK') counts.inStock += 1;
    else if (state === 'LOW') counts.low += 1;
    else counts.soldOut += 1;
    if (product.isLimitedOffer) counts.limitedOffers += 1;
    if (product.hidden) counts.hidden += 1;
  }
  return counts;
}

/** One page of the admin's product table (newest first; ties by name). */
export function adminProductPage(
  products: readonly Product[],
  filter: AdminProductFilter,
  paging: Paging,
): AdminProductPage {
  const needle = normaliseSearchText(filter.search?.trim() ?? '');
  const found = products.filter((product) => matches(product, filter, needle)).sort(newestFirst);
  const { start, end } = pageWindow(paging);
  return {
    items: found.slice(start, end),
    totalCount: found.length,
    pageInfo: pageInfo(paging, found.length),
    counts: countProducts(products),
  };
}
