// The ports the orders service declares for what other features give it (the composition root wires them).
import type { DeliverySettings } from '../domain/delivery-settings.js';
import type { DeliveryItem } from '../domain/delivery-rules.js';
import type { DeliveryTerms } from '../domain/delivery-terms.js';
import type { CheckoutAddress } from '../domain/checkout-validation.js';
import type { CouponEvaluation, CouponRefusal } from '../domain/coupons.js';
import type { PhotoFacts } from '../domain/photo-lines.js';
import type { Product } from '../domain/product.js';
import type { ShopSettings } from '../domain/shop-settings.js';
import type { Shopper } from '../shared/shopper.js';

/** What checkout reads of the catalog: the request's snapshot satisfies it. */
export interface OrdersCatalog {
  product(id: string): Product | undefined;
  readonly settings: ShopSettings;
  readonly marketing: { readonly minimumOrderValue: { readonly paise: number } };
  /** The delivery zones' fee terms (absent: none configured): the free-delivery rule the shop states. */
  readonly deliverySettings?: DeliverySettings;
}

/**
 * Where "save this address to my profile" goes: the accounts feature, handed in by the composition root. It updates
 * an existing profile only (false: there was none) and never takes the e-mail.
 */
export interface AddressBook {
  saveAddress(uid: string, address: CheckoutAddress): Promise<boolean>;
}

/** What checkout needs of the shopper's profile (LovelyUsers/{uid} as `me` reads it). */
export interface BuyerProfile {
  /** Whether the ID token's phone number proves the profile's phone (what `me.isPhoneVerified` answers). */
  readonly isPhoneVerified: boolean;
  readonly email: string | null;
}

/** The accounts feature's profiles, handed in by the composition root (features do not import each other). */
export interface BuyerProfiles {
  /** The shopper's profile, or null when they have none (`me` answers null). */
  profileFor(shopper: Pick<Shopper, 'uid' | 'phoneNumber'>): Promise<BuyerProfile | null>;
}

/** The accounts feature's check before writes, handed in by the composition root. */
export interface Sessions {
  /** Throws NotSignedInError when the account is gone or disabled, or its sessions were revoked since sign-in. */
  assertValid(shopper: Shopper): Promise<void>;
}

/** The coupons feature's checks of one request (codes tried are rate limited), handed in by the resolvers. */
export interface CouponChecks {
  /** Before the code's coupon is read: null to read it, or the refusal to answer instead. */
  admit(code: string, uid: string | null): Promise<CouponRefusal | null>;
  /** After the code was evaluated. */
  evaluated(code: string, uid: string | null, evaluation: CouponEvaluation): void;
}

/**
 * Delivery's part in a checkout, handed in by the composition root (the delivery feature's service): the terms of a
 * cart at a PIN with the shopper's choice, and whether a PIN belongs to a state (the offline PIN directory).
 */
export interface OrdersDelivery {
  terms(
    pin: string,
    items: readonly (DeliveryItem | null)[],
    choice: { date: string | null; slotId: string | null } | null,
  ): Promise<DeliveryTerms>;
  /** Why the PIN does not belong to the state (naming both), or null (it does, or the directory does not know it). */
  pinStateMismatch(pin: string, state: string): string | null;
}

/**
 * The shoppers' photos a checkout names, handed in by the composition root (the photos feature's service): the
 * records' facts (whose, how large), null for an id with no record.
 */
export interface OrderPhotos {
  facts(ids: readonly string[]): Promise<ReadonlyMap<string, PhotoFacts | null>>;
}
