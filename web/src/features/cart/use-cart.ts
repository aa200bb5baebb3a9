// Contract of the cart for the rest of the app. Placeholder: the cart work replaces the body with local-only Apollo
// fields backed by reactive variables persisted in localStorage (SPEC.md §3–§4).

/** Shopper-entered personalisation of a product. `uploaded` is internal and never stored. */
export interface Customization {
  text?: string;
  imageUrl?: string;
  uploaded?: boolean;
}

/** One stored cart line (stored under localStorage key `cart`). Identity: id + variant. */
export interface CartItem {
  id: string;
  quantity: number;
  variant?: string;
  customization?: Customization;
  giftWrap: boolean;
  giftMessage: string;
  isLimitedOffer: boolean;
  limitedOfferMaxQuantity: number | null;
  /** Selling price in paise when the line was added; only used to tell the shopper about a price change. */
  seenPricePaise?: number;
}

export interface AddToCartInput {
  id: string;
  /** Whether the product has variants: then lines merge only when the variant matches too. */
  hasVariant: boolean;
  quantity?: number;
  variant?: string;
  customization?: Customization;
  giftWrap?: boolean;
  giftMessage?: string;
  isLimitedOffer?: boolean;
  limitedOfferMaxQuantity?: number | null;
  seenPricePaise?: number;
}

export interface CartApi {
  items: CartItem[];
  /** Total units in the cart. */
  itemCount: number;
  /** Adds or merges a line and toasts; returns false when adding failed. */
  addItem(input: AddToCartInput): boolean;
  removeItem(id: string, variant?: string): void;
  updateItem(id: string, patch: Partial<Omit<CartItem, 'id'>>, variant?: string): void;
  clearCart(): void;
}

export function useCart(): CartApi {
  return { items: [], itemCount: 0, addItem: () => false, removeItem: () => {}, updateItem: () => {}, clearCart: () => {} };
}
