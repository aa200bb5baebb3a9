import { MAX_PAISE } from '../../domain/money.js';
import type { Product } from '../../domain/product.js';
import { compareText, PRODUCT_SORTS, type ProductSort } from '../../domain/sort.js';
import type { ProductColumns } from './product-columns.js';

// Packed sort keys: (outOfStock, key < 2^31, ordinal < 2^20) fit exactly in a double (2^52 < 2^53).
const PACKED_KEY_LIMIT = 2 ** 31;
const PACKED_ORDINAL_LIMIT = 2 ** 20;
const MAX_PACKED_ORDINAL = PACKED_ORDINAL_LIMIT - 1;

/** The products in the order of every sort, as ordinals, and each ordinal's position in each order. */
export interface SortOrders {
  readonly orders: Record<ProductSort, Int32Array>;
  /** The inverse of `orders`: the position of each ordinal in the sort's order. */
  readonly ranks: Record<ProductSort, Int32Array>;
}

/**
 * Every sort's order. `placed` gives an order worked out from an earlier snapshot (see reordering.ts); without it
 * every order is sorted afresh. NEWEST is the ordinals themselves either way.
 */
export function sortOrders(
  products: readonly Product[],
  columns: ProductColumns,
  placed: ((sort: ProductSort) => Int32Array) | null,
): SortOrders {
  const count = products.length;
  const orders = {} as Record<ProductSort, Int32Array>;
  const ranks = {} as Record<ProductSort, Int32Array>;
  for (const sort of PRODUCT_SORTS) {
    const order = placed === null || sort === 'NEWEST' ? sortedOrdinals(sort, products, columns) : placed(sort);
    const rank = new Int32Array(count);
    order.forEach((ordinal, position) => {
      rank[ordinal] = position;
    });
    orders[sort] = order;
    ranks[sort] = rank;
  }
  return { orders, ranks };
}

/**
 * Every sort shares its tie-breaks (newest, name, id) with the default order, which ordinals already follow, so
 * the other orders only compare stock, their own key, then the ordinal.
 */
function sortedOrdinals(sort: ProductSort, products: readonly Product[], columns: ProductColumns): Int32Array {
  const { prices, units } = columns;
  const count = products.length;
  if (sort === 'NEWEST') return Int32Array.from({ length: count }, (_, ordinal) => ordinal);
  if (sort === 'RELEVANT' && count < 10_000_000) {
    // One string per product whose plain order is the sort's order: a comparator-free sort of strings is several
    // times faster than comparing names through a comparator.
    const keys = products.map(
      (product, ordinal) =>
        `${product.inStock ? 0 : 1}${product.nameSortKey}\u0000${product.productName}\u0000${String(ordinal).padStart(7, '0')}`,
    );
    keys.sort();
    return Int32Array.from(keys, (key) => Number(key.slice(-7)));
  }
  if (sort === 'RELEVANT' || count > MAX_PACKED_ORDINAL) {
    const byKey = sortKey(sort, products, prices);
    const outOfStock = (ordinal: number) => (units[ordinal]! > 0 ? 0 : 1);
    const ordinals = Array.from({ length: count }, (_, ordinal) => ordinal);
    return Int32Array.from(ordinals.sort((a, b) => outOfStock(a) - outOfStock(b) || byKey(a, b) || a - b));
  }
  // Numeric keys are packed with the stock flag and the ordinal into one exact double, so a plain numeric sort
  // (no comparator calls) gives the order: about ten times faster at 100,000 products.
  const packed = new Float64Array(count);
  for (let ordinal = 0; ordinal < count; ordinal++) {
    const key =
      sort === 'PRICE_LOW'
        ? prices[ordinal]!
        : sort === 'PRICE_HIGH'
          ? MAX_PAISE - prices[ordinal]!
          : MAX_PAISE - Math.min(products[ordinal]!.sales, MAX_PAISE);
    const outOfStock = units[ordinal]! > 0 ? 0 : 1;
    packed[ordinal] = (outOfStock * PACKED_KEY_LIMIT + key) * PACKED_ORDINAL_LIMIT + ordinal;
  }
  packed.sort();
  const ordinals = new Int32Array(count);
  for (let i = 0; i < count; i++) ordinals[i] = packed[i]! % PACKED_ORDINAL_LIMIT;
  return ordinals;
}

function sortKey(
  sort: Exclude<ProductSort, 'NEWEST'>,
  products: readonly Product[],
  prices: Int32Array,
): (a: number, b: number) => number {
  switch (sort) {
    case 'PRICE_LOW':
      return (a, b) => prices[a]! - prices[b]!;
    case 'PRICE_HIGH':
      return (a, b) => prices[b]! - prices[a]!;
    case 'POPULAR':
      return (a, b) => products[b]!.sales - products[a]!.sales;
    case 'RELEVANT':
      return (a, b) =>
        compareText(products[a]!.nameSortKey, products[b]!.nameSortKey) ||
        compareText(products[a]!.productName, products[b]!.productName);
  }
}
