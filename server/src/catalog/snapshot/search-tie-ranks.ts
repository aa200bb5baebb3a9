import type { Product } from '../../domain/product.js';
import { productComparator } from '../../domain/sort.js';

const newestFirst = productComparator('NEWEST');
/** Packed keys (out of stock, sales, default position) stay exact doubles within these bounds. */
const PACKED_SALES_LIMIT = 2 ** 31;
const PACKED_COUNT_LIMIT = 2 ** 21;

/**
 * Each product's place (by ordinal) in the order the search ranking falls back on when typos and tiers tie
 * (domain/search-ranking.ts compareRanked): in stock first, more sales first, then the listing's default order.
 * With it, a ranked match is one number (typos, tier, this place) and a search sorts numbers, not objects.
 */
export function searchTieRanks(products: readonly Product[]): Int32Array {
  const count = products.length;
  const position = defaultPositions(products);
  let order: Int32Array;
  if (count < PACKED_COUNT_LIMIT && products.every((product) => product.sales < PACKED_SALES_LIMIT)) {
    const packed = new Float64Array(count);
    products.forEach((product, ordinal) => {
      const key = (product.inStock ? 0 : PACKED_SALES_LIMIT) + (PACKED_SALES_LIMIT - 1 - product.sales);
      packed[ordinal] = key * PACKED_COUNT_LIMIT + position[ordinal]!;
    });
    packed.sort();
    const ordinalAt = new Int32Array(count);
    position.forEach((place, ordinal) => {
      ordinalAt[place] = ordinal;
    });
    order = Int32Array.from(packed, (key) => ordinalAt[key % PACKED_COUNT_LIMIT]!);
  } else {
    order = Int32Array.from({ length: count }, (_, ordinal) => ordinal).sort(
      (a, b) =>
        Number(products[b]!.inStock) - Number(products[a]!.inStock) ||
        products[b]!.sales - products[a]!.sales ||
        position[a]! - position[b]!,
    );
  }
  const ranks = new Int32Array(count);
  order.forEach((ordinal, rank) => {
    ranks[ordinal] = rank;
  });
  return ranks;
}

/**
 * Each product's position in the listing's default order: its ordinal when the products already follow it (as a
 * snapshot's do), otherwise sorted (equal products keep their order, as a stable sort of the candidates would).
 */
function defaultPositions(products: readonly Product[]): Int32Array {
  const count = products.length;
  const identity = Int32Array.from({ length: count }, (_, ordinal) => ordinal);
  let ordered = true;
  for (let i = 1; i < count && ordered; i++) ordered = newestFirst(products[i - 1]!, products[i]!) <= 0;
  if (ordered) return identity;
  const order = [...identity].sort((a, b) => newestFirst(products[a]!, products[b]!) || a - b);
  const positions = new Int32Array(count);
  order.forEach((ordinal, place) => {
    positions[ordinal] = place;
  });
  return positions;
}
