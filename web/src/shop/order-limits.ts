// How many more units of a product the shopper may add, given stock, the limited offer's cap and the cart.

export interface CartLineLike {
  id: string;
  variant?: string;
  quantity: number;
}

export interface LimitInputs {
  /** Units available for the chosen variant, or for the product when it has no variants. */
  stock: number;
  /** The limited offer's per-order cap, or null when there is none. */
  limitedOfferMax: number | null;
  /** Units of this product (every variant) already in the cart. */
  productUnitsInCart: number;
  /** Units of this exact line (product + variant) already in the cart. */
  lineUnitsInCart: number;
}

/** Units of a product (all variants, or one variant when given) in the cart. */
export function unitsInCart(items: readonly CartLineLike[], productId: string, variant?: string): number {
  return items
    .filter((item) => item.id === productId && (variant === undefined || item.variant === variant))
    .reduce((sum, item) => sum + item.quantity, 0);
}

/** The most units that can still be added: stock minus this line, and the offer's cap minus the whole product. */
export function addableQuantity({ stock, limitedOfferMax, productUnitsInCart, lineUnitsInCart }: LimitInputs): number {
  const byStock = Math.max(0, stock) - lineUnitsInCart;
  const byOffer = limitedOfferMax === null ? Number.POSITIVE_INFINITY : limitedOfferMax - productUnitsInCart;
  return Math.max(0, Math.min(byStock, byOffer));
}

export { clampQuantity } from '../ui/quantity';
