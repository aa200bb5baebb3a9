import type { Product } from './product.js';
import { productComparator } from './sort.js';
import { normaliseSearchText } from './text.js';

export { normaliseSearchText };

export const MAX_SEARCH_TEXT_LENGTH = 200;
export const DEFAULT_SEARCH_LIMIT = 8;
export const MAX_SEARCH_LIMIT = 50;

export type SearchMatch = 'name' | 'other';

export interface SearchResult {
  readonly items: readonly Product[];
  readonly totalCount: number;
  readonly text: string;
  /** The corrected query when the matches needed corrections ("teddy" for "tedy"); absent or null otherwise. */
  readonly correctedText?: string | null;
}

// ---- Reference implementation ----
// Production searches through the catalog's text index (catalog/snapshot/product-search.ts). The functions below
// state the rule plainly; the catalog's differential tests compare the index with them on random catalogs.

/** Where a normalised needle occurs in a product: in its name, in another searched field, or nowhere. */
export function searchMatch(product: Product, needle: string): SearchMatch | null {
  if (normaliseSearchText(product.productName).includes(needle)) return 'name';
  const others = [product.category, product.subCategory ?? '', product.shortDescription];
  return others.some((field) => normaliseSearchText(field).includes(needle)) ? 'other' : null;
}

const searchOrder = productComparator('NEWEST');

/**
 * Reference implementation of search: substring search over productName, category, subCategory and
 * shortDescription. Name matches come first; within each group the listing's default order applies (in stock first,
 * newest first).
 */
export function searchProductsReference(products: readonly Product[], text: string, limit: number): SearchResult {
  const trimmed = text.trim();
  const needle = normaliseSearchText(trimmed);
  if (needle === '') return { items: [], totalCount: 0, text: trimmed };
  const byName: Product[] = [];
  const byOther: Product[] = [];
  for (const product of products) {
    const match = searchMatch(product, needle);
    if (match === 'name') byName.push(product);
    else if (match === 'other') byOther.push(product);
  }
  byName.sort(searchOrder);
  byOther.sort(searchOrder);
  return { items: [...byName, ...byOther].slice(0, limit), totalCount: byName.length + byOther.length, text: trimmed };
}
