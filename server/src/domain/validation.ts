import type { PhotoPlacement } from './photo-lines.js';
import type { CartLineRequest } from './cart.js';
import { InvalidArgumentError } from './errors.js';
import type { ProductFilter, CategorySelection, StockFilter } from './filter.js';
import { MAX_PAISE } from './money.js';
import { DEFAULT_PAGING, MAX_PAGE_SIZE, type Paging } from './paging.js';
import { DEFAULT_SEARCH_LIMIT, MAX_SEARCH_LIMIT, MAX_SEARCH_TEXT_LENGTH } from './search.js';
import { DEFAULT_SORT, PRODUCT_SORTS, type ProductSort } from './sort.js';

export const MAX_CATEGORY_SELECTIONS = 100;
export const MAX_IDS = 100;
export const MAX_CART_LINES = 100;
export const MAX_LINE_QUANTITY = 999;
export const DEFAULT_HOME_LIMIT = 12;
export const MAX_HOME_LIMIT = 100;

const STOCK_FILTERS: readonly StockFilter[] = ['IN_STOCK', 'OUT_OF_STOCK', 'LIMITED_STOCK'];

type Maybe<T> = T | null | undefined;

export interface ProductFilterArgument {
  categories?: Maybe<readonly { category: string; subcategories?: Maybe<readonly string[]> }[]>;
  minPricePaise?: Maybe<number>;
  maxPricePaise?: Maybe<number>;
  stock?: Maybe<string>;
  limitedOffer?: Maybe<boolean>;
}

function requireInteger(argument: string, value: number, min: number, max: number): number {
  if (!Number.isInteger(value)) throw new InvalidArgumentError(argument, `must be a whole number (got ${value})`);
  if (value < min) {
    throw new InvalidArgumentError(
      argument,
      min === 0 ? `must not be negative (got ${value})` : `must be at least ${min} (got ${value})`,
    );
  }
  if (value > max) throw new InvalidArgumentError(argument, `must be at most ${max} (got ${value})`);
  return value;
}

/** A category or subcategory name: not blank, at most MAX_SEARCH_TEXT_LENGTH characters. */
function requireName(argument: string, name: string): string {
  if (name.trim() === '') throw new InvalidArgumentError(argument, 'must not be blank');
  if (name.length > MAX_SEARCH_TEXT_LENGTH)
    throw new InvalidArgumentError(argument, `must be at most ${MAX_SEARCH_TEXT_LENGTH} characters`);
  return name;
}

function validateCategorySelections(
  selections: ProductFilterArgument['categories'],
): readonly CategorySelection[] | null {
  if (selections == null) return null;
  if (selections.length > MAX_CATEGORY_SELECTIONS) {
    throw new InvalidArgumentError(
      'filter.categories',
      `at most ${MAX_CATEGORY_SELECTIONS} selections (got ${selections.length})`,
    );
  }
  return selections.map(({ category, subcategories }, index) => {
    const at = `filter.categories[${index}]`;
    requireName(`${at}.category`, category);
    if (subcategories == null) return { category };
    if (subcategories.length > MAX_CATEGORY_SELECTIONS) {
      throw new InvalidArgumentError(
        `${at}.subcategories`,
        `at most ${MAX_CATEGORY_SELECTIONS} subcategories (got ${subcategories.length})`,
      );
    }
    subcategories.forEach((sub, subIndex) => requireName(`${at}.subcategories[${subIndex}]`, sub));
    return { category, subcategories };
  });
}

export function validateProductFilter(filter: Maybe<ProductFilterArgument>): ProductFilter {
  if (!filter) return {};
  const categories = validateCategorySelections(filter.categories);
  const min = filter.minPricePaise ?? null;
  const max = filter.maxPricePaise ?? null;
  if (min !== null) requireInteger('filter.minPricePaise', min, 0, MAX_PAISE);
  if (max !== null) requireInteger('filter.maxPricePaise', max, 0, MAX_PAISE);
  if (min !== null && max !== null && min > max) {
    throw new InvalidArgumentError('filter.minPricePaise', `must not be above filter.maxPricePaise (${min} > ${max})`);
  }
  const stock = filter.stock ?? null;
  if (stock !== null && !STOCK_FILTERS.includes(stock as StockFilter)) {
    throw new InvalidArgumentError('filter.stock', `must be one of ${STOCK_FILTERS.join(', ')} (got ${stock})`);
  }
  return {
    categories,
    minPricePaise: min,
    maxPricePaise: max,
    stock: stock as StockFilter | null,
    limitedOffer: filter.limitedOffer ?? null,
  };
}

export function validateSort(sort: Maybe<string>): ProductSort {
  if (sort == null) return DEFAULT_SORT;
  if (!PRODUCT_SORTS.includes(sort as ProductSort)) {
    throw new InvalidArgumentError('sort', `must be one of ${PRODUCT_SORTS.join(', ')} (got ${sort})`);
  }
  return sort as ProductSort;
}

export function validatePaging(paging: Maybe<{ page?: Maybe<number>; pageSize?: Maybe<number> }>): Paging {
  const page = paging?.page ?? DEFAULT_PAGING.page;
  const pageSize = paging?.pageSize ?? DEFAULT_PAGING.pageSize;
  requireInteger('paging.page', page, 1, 1_000_000);
  requireInteger('paging.pageSize', pageSize, 1, MAX_PAGE_SIZE);
  return { page, pageSize };
}

export function validateSearch(text: string, limit: Maybe<number>): { text: string; limit: number } {
  const trimmed = text.trim();
  if (trimmed.length > MAX_SEARCH_TEXT_LENGTH) {
    throw new InvalidArgumentError(
      'text',
      `must be at most ${MAX_SEARCH_TEXT_LENGTH} characters (got ${trimmed.length})`,
    );
  }
  return { text: trimmed, limit: requireInteger('limit', limit ?? DEFAULT_SEARCH_LIMIT, 1, MAX_SEARCH_LIMIT) };
}

export function validateHomeLimit(limit: Maybe<number>): number {
  return requireInteger('limit', limit ?? DEFAULT_HOME_LIMIT, 1, MAX_HOME_LIMIT);
}

export function validateProductIds(ids: readonly string[]): readonly string[] {
  if (ids.length > MAX_IDS) throw new InvalidArgumentError('ids', `at most ${MAX_IDS} ids (got ${ids.length})`);
  return ids;
}

export interface CartLineArgument {
  productId: string;
  variant?: Maybe<string>;
  quantity: number;
  seenPricePaise?: Maybe<number>;
  /** The line's photos (photo-lines.ts checks them against the product). */
  photos?: Maybe<readonly PhotoPlacement[]>;
}

export function validateCartLines(lines: readonly CartLineArgument[]): CartLineRequest[] {
  if (lines.length > MAX_CART_LINES) {
    throw new InvalidArgumentError('lines', `at most ${MAX_CART_LINES} lines (got ${lines.length})`);
  }
  return lines.map((line, index) => {
    requireInteger(`lines[${index}].quantity`, line.quantity, 1, MAX_LINE_QUANTITY);
    if (line.seenPricePaise != null)
      requireInteger(`lines[${index}].seenPricePaise`, line.seenPricePaise, 0, MAX_PAISE);
    return {
      productId: line.productId,
      variant: line.variant ?? null,
      quantity: line.quantity,
      seenPricePaise: line.seenPricePaise ?? null,
    };
  });
}
