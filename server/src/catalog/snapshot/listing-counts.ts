import type { CategoryScope } from '../../domain/filter.js';
import { LIMITED_STOCK_THRESHOLD } from '../../domain/stock.js';
import { insertionPoint } from './ordinals.js';
import type { ProductColumns } from './product-columns.js';
import type { Refinement } from './refinement.js';

/** Units in stock of each stock class, as [lowest, highest]: out of stock, limited stock, plenty. */
const STOCK_CLASSES = [
  [-Infinity, 0],
  [1, LIMITED_STOCK_THRESHOLD - 1],
  [LIMITED_STOCK_THRESHOLD, Infinity],
] as const;

/** Ascending prices of one group's products, by stock class × limited offer (index `stockClass * 2 + offer`). */
type PriceBuckets = readonly Int32Array[];

/**
 * How many products of a category selection pass a refinement, without reading them: the prices of every category,
 * every subcategory and the whole catalog, split by stock class and limited offer and sorted when the snapshot is
 * built, so a count is a pair of binary searches per bucket. A sort's order does not change a count, so listings in
 * non-price orders (which have no price stretch to search) only read products up to the end of the page asked for.
 */
export class ListingCounts {
  private readonly all: PriceBuckets;
  private readonly byCategory = new Map<string, PriceBuckets>();
  private readonly bySubcategory = new Map<string, PriceBuckets>();

  constructor(columns: ProductColumns) {
    const bucketsOf = (ordinals: ArrayLike<number>) => priceBuckets(columns, ordinals);
    this.all = bucketsOf(Int32Array.from({ length: columns.prices.length }, (_, ordinal) => ordinal));
    for (const [category, ordinals] of columns.byCategory) this.byCategory.set(category, bucketsOf(ordinals));
    for (const [category, subs] of columns.bySubcategory)
      for (const [sub, ordinals] of subs) this.bySubcategory.set(subcategoryKey(category, sub), bucketsOf(ordinals));
  }

  /**
   * The number of products of the selection (null: all) that pass the refinement; null when its stock bounds split
   * a stock class (no filter asks for that today), which leaves counting to a scan.
   */
  count(selection: CategoryScope | null, refine: Refinement): number | null {
    const classes = STOCK_CLASSES.flatMap(([low, high], index) =>
      low >= refine.minUnits && high <= refine.maxUnits ? [index] : [],
    );
    const splits = STOCK_CLASSES.some(
      ([low, high], index) => !classes.includes(index) && high >= refine.minUnits && low <= refine.maxUnits,
    );
    if (splits) return null;
    const offers = refine.limitedOffer === -1 ? [0, 1] : [refine.limitedOffer];
    let total = 0;
    for (const buckets of this.groups(selection))
      for (const stockClass of classes)
        for (const offer of offers) total += countWithin(buckets[stockClass * 2 + offer]!, refine);
    return total;
  }

  /** The groups a selection lists, as ProductListing gathers their products. */
  private groups(selection: CategoryScope | null): PriceBuckets[] {
    if (selection === null) return [this.all];
    const groups: PriceBuckets[] = [];
    for (const category of selection.wholeCategories) {
      const buckets = this.byCategory.get(category);
      if (buckets) groups.push(buckets);
    }
    for (const [category, subs] of selection.subcategories)
      for (const sub of subs) {
        const buckets = this.bySubcategory.get(subcategoryKey(category, sub));
        if (buckets) groups.push(buckets);
      }
    return groups;
  }
}

function priceBuckets(columns: ProductColumns, ordinals: ArrayLike<number>): PriceBuckets {
  const lists: number[][] = Array.from({ length: STOCK_CLASSES.length * 2 }, () => []);
  for (let i = 0; i < ordinals.length; i++) {
    const ordinal = ordinals[i]!;
    const units = columns.units[ordinal]!;
    const stockClass = STOCK_CLASSES.findIndex(([low, high]) => units >= low && units <= high);
    lists[stockClass * 2 + columns.limitedOffer[ordinal]!]!.push(columns.prices[ordinal]!);
  }
  return lists.map((prices) => Int32Array.from(prices).sort());
}

/** How many of the ascending prices lie within the refinement's [minPrice, maxPrice]. */
function countWithin(prices: Int32Array, refine: Refinement): number {
  const first = insertionPoint(prices.length, 0, (index) => (prices[index]! < refine.minPrice ? 0 : 1));
  const last = insertionPoint(prices.length, first, (index) => (prices[index]! <= refine.maxPrice ? 0 : 1));
  return last - first;
}

function subcategoryKey(category: string, sub: string): string {
  return `${category}\u0000${sub}`;
}
