// What the coupons feature needs from other features, declared here and wired by server.ts: it imports none of them.

/** Who placed an order, as the order froze it (its address's name and e-mail). */
export interface OrderContact {
  /** First and last name from the order's address; null when the order has none. */
  readonly name: string | null;
  readonly email: string | null;
}

/** The contacts of the orders that exist, by order id (the orders feature reads them in one batch). */
export type OrderContacts = (orderIds: readonly string[]) => Promise<ReadonlyMap<string, OrderContact>>;

/** The catalog a coupon's scope is chosen from and checked against: the categories and products that exist now. */
export interface CouponCatalog {
  readonly categories: readonly { readonly name: string }[];
  readonly products: readonly { readonly id: string; readonly productName: string; readonly category: string }[];
}
