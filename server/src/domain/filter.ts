import type { Product } from './product.js';
import { LIMITED_STOCK_THRESHOLD } from './stock.js';

export type StockFilter = 'IN_STOCK' | 'OUT_OF_STOCK' | 'LIMITED_STOCK';

/** A validated product filter (see validation.ts); every part is optional. */
export interface ProductFilter {
  categories?: readonly string[] | null;
  minPricePaise?: number | null;
  maxPricePaise?: number | null;
  stock?: StockFilter | null;
  limitedOffer?: boolean | null;
}

/**
 * The category selections of a filter, resolved: whole categories, and categories narrowed to some subcategories.
 * A category with some of its subcategories selected matches only those subcategories, so its whole-category
 * selection is dropped when a 'category/sub' selection of the same category exists.
 */
export interface CategorySelection {
  readonly wholeCategories: ReadonlySet<string>;
  readonly subcategories: ReadonlyMap<string, ReadonlySet<string>>;
}

/** Parses 'Name' and 'Name/Sub' selections; null when there is nothing to select on (no filter). */
export function categorySelection(selections: readonly string[] | null | undefined): CategorySelection | null {
  if (!selections) return null;
  const whole = new Set<string>();
  const subcategories = new Map<string, Set<string>>();
  for (const raw of selections) {
    const selection = raw.trim();
    if (selection === '') continue;
    const slash = selection.indexOf('/');
    if (slash < 0) {
      whole.add(selection);
      continue;
    }
    const category = selection.slice(0, slash).trim();
    const sub = selection.slice(slash + 1).trim();
    if (category === '') continue;
    if (sub === '') {
      whole.add(category);
      continue;
    }
    let subs = subcategories.get(category);
    if (!subs) subcategories.set(category, (subs = new Set()));
    subs.add(sub);
  }
  for (const category of subcategories.keys()) whole.delete(category);
  if (whole.size === 0 && subcategories.size === 0) return null;
  return { wholeCategories: whole, subcategories };
}

// ---- Reference implementation ----
// The catalog answers listings from precomputed indexes (catalog/snapshot/product-listing.ts), never through the
// functions below. They state the rule in its plainest form, and the catalog's differential tests
// (catalog/snapshot/catalog-snapshot.test.ts) check the indexes against them on random catalogs: keep them simple
// rather than fast, and change them first when the rule changes.

export function matchesCategorySelection(product: Product, selection: CategorySelection | null): boolean {
  if (selection === null) return true;
  if (selection.wholeCategories.has(product.category)) return true;
  const subs = selection.subcategories.get(product.category);
  return subs !== undefined && product.subCategory !== null && subs.has(product.subCategory);
}

export function matchesPriceRange(pricePaise: number, min: number | null | undefined, max: number | null | undefined)
  : boolean {
  return (min == null || pricePaise >= min) && (max == null || pricePaise <= max);
}

export function matchesStockFilter(stockCount: number, filter: StockFilter | null | undefined): boolean {
  switch (filter) {
    case 'IN_STOCK':
      return stockCount > 0;
    case 'OUT_OF_STOCK':
      return stockCount <= 0;
    case 'LIMITED_STOCK':
      return stockCount > 0 && stockCount < LIMITED_STOCK_THRESHOLD;
    default:
      return true;
  }
}

/** Everything after the category selection: price range, then stock, then limited offers. */
export function matchesRefinements(product: Product, filter: ProductFilter): boolean {
  return matchesPriceRange(product.sellingPrice.paise, filter.minPricePaise, filter.maxPricePaise)
    && matchesStockFilter(product.stockCount, filter.stock)
    && (filter.limitedOffer == null || product.isLimitedOffer === filter.limitedOffer);
}

/**
 * Reference implementation of the listing filter, applied in its order: categories, then price, then stock, then
 * limited offers. Keeps the input order.
 */
export function filterProductsReference(products: readonly Product[], filter: ProductFilter): Product[] {
  const selection = categorySelection(filter.categories);
  return products.filter((product) => matchesCategorySelection(product, selection) && matchesRefinements(product, filter));
}
