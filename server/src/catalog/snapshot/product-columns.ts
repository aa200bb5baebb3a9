import type { Product } from '../../domain/product.js';
import { pushTo } from './ordinals.js';

/**
 * The fields the listing filters and sorts on, as typed arrays indexed by ordinal, and the products of each category
 * and subcategory (ascending ordinals). Read by scans that touch thousands of products per request: a typed array
 * read is much cheaper than following a product object.
 */
export class ProductColumns {
  /** Lowest selling price in paise (over the options of a product that has them). */
  readonly prices: Int32Array;
  /** Units in stock. */
  readonly units: Int32Array;
  /** 1 for a limited offer. */
  readonly limitedOffer: Uint8Array;
  readonly byCategory = new Map<string, number[]>();
  readonly bySubcategory = new Map<string, Map<string, number[]>>();
  readonly inStockCount: number;
  /** The lowest and highest price of all products; null for an empty catalog. */
  readonly priceBounds: { min: number; max: number } | null;

  constructor(products: readonly Product[]) {
    const count = products.length;
    this.prices = new Int32Array(count);
    this.units = new Int32Array(count);
    this.limitedOffer = new Uint8Array(count);
    let inStock = 0;
    let minPrice = Infinity;
    let maxPrice = -Infinity;
    products.forEach((product, ordinal) => {
      const price = product.lowestPrice.paise;
      this.prices[ordinal] = price;
      if (price < minPrice) minPrice = price;
      if (price > maxPrice) maxPrice = price;
      this.units[ordinal] = product.stockCount;
      this.limitedOffer[ordinal] = product.isLimitedOffer ? 1 : 0;
      if (product.inStock) inStock++;
      pushTo(this.byCategory, product.category, ordinal);
      if (product.subCategory !== null) {
        let subs = this.bySubcategory.get(product.category);
        if (!subs) this.bySubcategory.set(product.category, (subs = new Map<string, number[]>()));
        pushTo(subs, product.subCategory, ordinal);
      }
    });
    this.inStockCount = inStock;
    this.priceBounds = count > 0 ? { min: minPrice, max: maxPrice } : null;
  }

  /** The lowest and highest price among some products; null when there are none. */
  priceRangeOf(ordinals: ArrayLike<number>): { min: number; max: number } | null {
    if (ordinals.length === 0) return null;
    let min = Infinity;
    let max = -Infinity;
    for (let i = 0; i < ordinals.length; i++) {
      const price = this.prices[ordinals[i]!]!;
      if (price < min) min = price;
      if (price > max) max = price;
    }
    return { min, max };
  }
}
