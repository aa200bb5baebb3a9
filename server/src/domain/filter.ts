import type { Product } from './product.js';
import { LIMITED_STOCK_THRESHOLD } from './stock.js';

export type StockFilter = 'IN_STOCK' | 'OUT_OF_STOCK' | 'LIMITED_STOCK';

/**
 * One category of a filter (the API's CategoryScope input): the whole category when `subcategories` is absent or
 * empty, otherwise only those subcategories of it.
 */
export interface CategorySelection {
  readonly category: string;
  readonly subcategories?: readonly string[] | null;
}

/** A validated product filter (see validation.ts); every part is optional. */
export interface ProductFilter {
  categories?: readonly CategorySelection[] | null;
  minPricePaise?: number | null;
  maxPricePaise?: number | null;
  stock?: StockFilter | null;
  limitedOffer?: boolean | null;
}

/**
 * The category selections of a filter, resolved: whole categories, and categories narrowed to some subcategories.
 * A category that any selection narrows to subcategories matches only those, even when another selection names it
 * whole: choosing a subcategory refines the category rather than adding to it.
 */
export interface CategoryScope {
  readonly wholeCategories: ReadonlySet<string>;
  readonly subcategories: ReadonlyMap<string, ReadonlySet<string>>;
}

/** Combines the selections (names trimmed, blank ones skipped); null when there is nothing to select on (no filter). */
export function categoryScope(selections: readonly CategorySelection[] | null | undefined): CategoryScope | null {
  if (!selections) return null;
  const whole = new Set<string>();
  const subcategories = new Map<string, Set<string>>();
  for (const selection of selections) {
    const category = selection.category.trim();
    if (category === '') continue;
    const subs = (selection.subcategories ?? []).map((sub) => sub.trim()).filter((sub) => sub !== '');
    if (subs.length === 0) {
      whole.add(category);
      continue;
    }
    let chosen = subcategories.get(category);
    if (!chosen) subcategories.set(category, (chosen = new Set()));
    for (const sub of subs) chosen.add(sub);
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

export function matchesCategorySelection(product: Product, selection: CategoryScope | null): boolean {
  if (selection === null) return true;
  if (selection.wholeCategories.has(product.category)) return true;
  const subs = selection.subcategories.get(product.category);
  return subs !== undefined && product.subCategory !== null && subs.has(product.subCategory);
}

export function matchesPriceRange(
  pricePaise: number,
  min: number | null | undefined,
  max: number | null | undefined,
): boolean {
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
  return (
    matchesPriceRange(product.lowestPrice.paise, filter.minPricePaise, filter.maxPricePaise) &&
    matchesStockFilter(product.stockCount, filter.stock) &&
    (filter.limitedOffer == null || product.isLimitedOffer === filter.limitedOffer)
  );
}

/**
 * Reference implementation of the listing filter, applied in its order: categories, then price, then stock, then
 * limited offers. Keeps the input order.
 */
export function filterProductsReference(products: readonly Product[], filter: ProductFilter): Product[] {
  const selection = categoryScope(filter.categories);
  return products.filter(
    (product) => matchesCategorySelection(product, selection) && matchesRefinements(product, filter),
  );
}
