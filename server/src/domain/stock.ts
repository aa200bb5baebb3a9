/** A product is "limited stock" (its badge, the LIMITED_STOCK filter) when it is in stock with fewer than this many units. */
export const LIMITED_STOCK_THRESHOLD = 10;

/** A stored stock figure as a whole, non-negative number of units. */
export function normaliseUnits(value: number): number {
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/** Units available: the sum over variants when the product has variants, otherwise its own stock. */
export function stockCount(product: {
  hasVariant: boolean;
  stock: number;
  variants: readonly { stock: number }[];
}): number {
  if (!product.hasVariant) return normaliseUnits(product.stock);
  let total = 0;
  for (const variant of product.variants) total += normaliseUnits(variant.stock);
  return total;
}

export function isLimitedStock(units: number): boolean {
  return units > 0 && units < LIMITED_STOCK_THRESHOLD;
}

/** The most units one order may hold: the stock, capped by a limited offer's maximum quantity. */
export function maxOrderQuantity(units: number, limitedOfferCap: number | null): number {
  const available = normaliseUnits(units);
  return limitedOfferCap === null ? available : Math.min(available, normaliseUnits(limitedOfferCap));
}
