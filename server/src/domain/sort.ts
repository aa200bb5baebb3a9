import type { Product } from './product.js';
import { nameSortKey } from './text.js';

export type ProductSort = 'PRICE_LOW' | 'PRICE_HIGH' | 'POPULAR' | 'RELEVANT' | 'NEWEST';

export const PRODUCT_SORTS: readonly ProductSort[] = ['PRICE_LOW', 'PRICE_HIGH', 'POPULAR', 'RELEVANT', 'NEWEST'];
export const DEFAULT_SORT: ProductSort = 'NEWEST';

export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Names in shop order (see nameSortKey), then by code units so that the order is total. */
export function compareNames(a: string, b: string): number {
  return compareText(nameSortKey(a), nameSortKey(b)) || compareText(a, b);
}

type Comparator = (a: Product, b: Product) => number;

const byStock: Comparator = (a, b) => Number(b.inStock) - Number(a.inStock);
// Unknown creation dates sort as the oldest.
const byNewest: Comparator = (a, b) => (b.createdAtMillis ?? -Infinity) - (a.createdAtMillis ?? -Infinity) || 0;
const byName: Comparator = (a, b) =>
  compareText(a.nameSortKey, b.nameSortKey) || compareText(a.productName, b.productName);
const byId: Comparator = (a, b) => compareText(a.id, b.id);

const sortKeys: Record<ProductSort, Comparator> = {
  // A product with options sorts by its lowest option price.
  PRICE_LOW: (a, b) => a.lowestPrice.paise - b.lowestPrice.paise,
  PRICE_HIGH: (a, b) => b.lowestPrice.paise - a.lowestPrice.paise,
  POPULAR: (a, b) => b.sales - a.sales,
  RELEVANT: byName,
  NEWEST: byNewest,
};

/**
 * The order of a product list: in stock before out of stock, then the sort key, then newest, name and id so that
 * ties always come out the same way.
 */
export function productComparator(sort: ProductSort): Comparator {
  const key = sortKeys[sort];
  return (a, b) => byStock(a, b) || key(a, b) || byNewest(a, b) || byName(a, b) || byId(a, b);
}

// ---- Reference implementation ----
// Production reads precomputed orders (catalog/snapshot/sort-orders.ts); the catalog's differential tests compare
// them with this plain sort.

/** Reference implementation of the listing order: the whole list sorted with productComparator. */
export function sortProductsReference(products: readonly Product[], sort: ProductSort): Product[] {
  return [...products].sort(productComparator(sort));
}
