import type { ProductFilter } from '../../domain/filter.js';
import { LIMITED_STOCK_THRESHOLD } from '../../domain/stock.js';

/** A filter's price, stock and limited-offer parts as bounds over the typed columns; null when there are none. */
export interface Refinement {
  readonly minPrice: number;
  readonly maxPrice: number;
  readonly minUnits: number;
  readonly maxUnits: number;
  /** 1 = only limited offers, 0 = none of them, -1 = either. */
  readonly limitedOffer: number;
}

/** The filter's refinement; null when it has none (only a category selection, or nothing). */
export function refinementOf(filter: ProductFilter): Refinement | null {
  const { minPricePaise: min, maxPricePaise: max, stock } = filter;
  const limitedOffer = filter.limitedOffer ?? null;
  if (min == null && max == null && stock == null && limitedOffer === null) return null;
  const [minUnits, maxUnits] =
    stock === 'IN_STOCK'
      ? [1, Infinity]
      : stock === 'OUT_OF_STOCK'
        ? [-Infinity, 0]
        : stock === 'LIMITED_STOCK'
          ? [1, LIMITED_STOCK_THRESHOLD - 1]
          : [-Infinity, Infinity];
  return {
    minPrice: min ?? -Infinity,
    maxPrice: max ?? Infinity,
    minUnits,
    maxUnits,
    limitedOffer: limitedOffer === null ? -1 : limitedOffer ? 1 : 0,
  };
}
