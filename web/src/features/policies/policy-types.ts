// The shape of a policy page's content.

export type PolicyId = 'terms-of-service' | 'privacy-policy' | 'shipping-policy' | 'refund-and-return-policy';

export interface PolicySection {
  heading: string;
  paragraphs?: string[];
  bullets?: string[];
}

export interface Policy {
  title: string;
  description: string;
  intro: string;
  sections: PolicySection[];
}

/** How the policies tell a shopper to reach the shop: the shop settings' contact, or the built-in one. */
export interface PolicyContact {
  readonly email: string;
  readonly phoneDisplay: string;
  readonly address: string;
}

/** The shop's delivery charges from its settings (shopInfo): the free-delivery rule in words and the fee below it. */
export interface DeliveryCharges {
  /** "Free delivery across Coimbatore on orders of ₹999 or more (after coupon discounts)"; null: never free. */
  readonly freeDeliveryText: string | null;
  /** "₹79". */
  readonly fee: string;
  /** Each delivery zone's charges in words, e.g. "Coimbatore city: ₹49; free on orders of ₹999 or more (…)."; empty
   * while no zones are configured. */
  readonly zones?: readonly string[];
}
