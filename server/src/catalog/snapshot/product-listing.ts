import { categoryScope, type CategoryScope, type ProductFilter } from '../../domain/filter.js';
import { money } from '../../domain/money.js';
import { pageInfo, pageWindow, type Paging } from '../../domain/paging.js';
import type { Product } from '../../domain/product.js';
import type { ProductPage } from '../../domain/product-page.js';
import type { ProductSort } from '../../domain/sort.js';
import { insertionPoint } from './ordinals.js';
import type { ProductColumns } from './product-columns.js';
import { ListingCounts } from './listing-counts.js';
import { refinementOf, type Refinement } from './refinement.js';
import type { SortOrders } from './sort-orders.js';

const MAX_REMEMBERED_SELECTIONS = 500;
const MAX_REMEMBERED_BYTES = 64 * 1024 * 1024;

interface SelectedProducts {
  /** Ascending ordinals: the default order. */
  readonly ordinals: Int32Array;
  readonly priceRange: { min: number; max: number } | null;
  /** The same products in the order of other sorts, made on first need. */
  readonly orders: Map<ProductSort, Int32Array>;
}

/**
 * Filtered, sorted, paged product lists of one snapshot, by the listing rule of domain/filter.ts, sort.ts and
 * paging.ts: the category selection first, then price, stock and limited offers, in the order of the sort.
 */
export class ProductListing {
  private readonly selections = new Map<string, SelectedProducts>();
  private rememberedBytes = 0;
  private readonly counts: ListingCounts;

  constructor(
    private readonly products: readonly Product[],
    private readonly columns: ProductColumns,
    private readonly sorted: SortOrders,
  ) {
    this.counts = new ListingCounts(columns);
  }

  list(filter: ProductFilter, sort: ProductSort, paging: Paging): ProductPage {
    const selection = categoryScope(filter.categories);
    const { start, end } = pageWindow(paging);
    const refine = refinementOf(filter);
    let sorted: Int32Array;
    let priceRange: { min: number; max: number } | null;
    if (selection === null) {
      sorted = this.sorted.orders[sort];
      priceRange = this.columns.priceBounds;
    } else {
      const selected = this.selected(selection);
      sorted = this.selectionInOrder(selected, sort);
      priceRange = selected.priceRange;
    }
    const { ordinals, totalCount } =
      refine === null
        ? { ordinals: Array.from(sorted.subarray(start, end)), totalCount: sorted.length }
        : this.refined(sorted, sort, refine, start, end, () => this.counts.count(selection, refine));
    return {
      items: ordinals.map((ordinal) => this.products[ordinal]!),
      totalCount,
      pageInfo: pageInfo(paging, totalCount),
      priceRange: priceRange && { min: money(priceRange.min), max: money(priceRange.max) },
    };
  }

  /**
   * The page [start, end) of the products in `sorted` that pass the refinement, and how many pass. Given the count
   * (`countOf`, from ListingCounts), only the products up to the page's last (or the last that passes) are read, and
   * none for a page past the end; in a price order, only those of the price range's stretch of each stock group
   * (found by binary search).
   */
  private refined(
    sorted: Int32Array,
    sort: ProductSort,
    refine: Refinement,
    start: number,
    end: number,
    countOf: () => number | null,
  ): { ordinals: number[]; totalCount: number } {
    const { prices, units, limitedOffer: offers } = this.columns;
    const { minPrice, maxPrice, minUnits, maxUnits, limitedOffer } = refine;
    const ordinals: number[] = [];
    const knownCount = countOf();
    // Reading stops once this many have passed: the page's end, or every product that passes.
    const enough = knownCount === null ? Infinity : Math.min(end, knownCount);
    if (enough <= start) return { ordinals, totalCount: knownCount! };
    let totalCount = 0;
    const scan = (from: number, to: number) => {
      for (let i = from; i < to; i++) {
        if (totalCount >= enough) break;
        const ordinal = sorted[i]!;
        const price = prices[ordinal]!;
        if (price < minPrice || price > maxPrice) continue;
        const count = units[ordinal]!;
        if (count < minUnits || count > maxUnits) continue;
        if (limitedOffer !== -1 && offers[ordinal] !== limitedOffer) continue;
        if (totalCount >= start && totalCount < end) ordinals.push(ordinal);
        totalCount++;
      }
    };
    if (sort !== 'PRICE_LOW' && sort !== 'PRICE_HIGH') {
      scan(0, sorted.length);
      return { ordinals, totalCount: knownCount ?? totalCount };
    }
    // In-stock products come first; within each group prices ascend (PRICE_LOW) or descend (PRICE_HIGH).
    const firstOutOfStock = insertionPoint(sorted.length, 0, (index) => (units[sorted[index]!]! > 0 ? 0 : 1));
    const ascending = sort === 'PRICE_LOW';
    for (const [from, to] of [
      [0, firstOutOfStock],
      [firstOutOfStock, sorted.length],
    ] as const) {
      const inStockGroup = from === 0;
      if (inStockGroup ? maxUnits < 1 : minUnits > 0) continue;
      // The stretch of this group whose prices lie within [minPrice, maxPrice].
      const low = ascending ? minPrice : maxPrice;
      const high = ascending ? maxPrice : minPrice;
      const before = (price: number, bound: number) => (ascending ? price < bound : price > bound);
      const first = insertionPoint(to, from, (index) => (before(prices[sorted[index]!]!, low) ? 0 : 1));
      const last = insertionPoint(to, first, (index) => (before(high, prices[sorted[index]!]!) ? 1 : 0));
      scan(first, last);
    }
    return { ordinals, totalCount: knownCount ?? totalCount };
  }

  /**
   * The products of a category selection (ascending ordinals, i.e. the default order) and their price range,
   * remembered per selection: shoppers keep asking for the same few categories with different refinements.
   */
  private selected(selection: CategoryScope): SelectedProducts {
    const key = selectionKey(selection);
    const known = this.selections.get(key);
    if (known) return known;
    const lists: number[][] = [];
    for (const category of selection.wholeCategories) {
      const list = this.columns.byCategory.get(category);
      if (list) lists.push(list);
    }
    for (const [category, subs] of selection.subcategories) {
      const byName = this.columns.bySubcategory.get(category);
      for (const sub of subs) {
        const list = byName?.get(sub);
        if (list) lists.push(list);
      }
    }
    // The selections never overlap (a product has one category and one subcategory).
    const ordinals = lists.length === 1 ? Int32Array.from(lists[0]!) : Int32Array.from(lists.flat()).sort();
    const selected: SelectedProducts = { ordinals, priceRange: this.columns.priceRangeOf(ordinals), orders: new Map() };
    if (this.selections.size >= MAX_REMEMBERED_SELECTIONS || this.rememberedBytes > MAX_REMEMBERED_BYTES) {
      this.selections.clear();
      this.rememberedBytes = 0;
    }
    this.selections.set(key, selected);
    this.rememberedBytes += ordinals.byteLength;
    return selected;
  }

  /** A selection's products in the order of a sort, worked out once per selection and sort. */
  private selectionInOrder(selected: SelectedProducts, sort: ProductSort): Int32Array {
    if (sort === 'NEWEST') return selected.ordinals;
    const known = selected.orders.get(sort);
    if (known) return known;
    // Positions in the sort's order, sorted numerically (no comparator), mapped back to ordinals.
    const rank = this.sorted.ranks[sort];
    const order = this.sorted.orders[sort];
    const sorted = new Int32Array(selected.ordinals.length);
    for (let i = 0; i < sorted.length; i++) sorted[i] = rank[selected.ordinals[i]!]!;
    sorted.sort();
    for (let i = 0; i < sorted.length; i++) sorted[i] = order[sorted[i]!]!;
    selected.orders.set(sort, sorted);
    this.rememberedBytes += sorted.byteLength;
    return sorted;
  }
}

function selectionKey(selection: CategoryScope): string {
  const parts = [...selection.wholeCategories].sort();
  for (const [category, subs] of selection.subcategories) for (const sub of subs) parts.push(`${category}\u0000${sub}`);
  return parts.sort().join('\u0001');
}
