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
