// The shop's policies. Plain data so the page component stays small and the texts are easy to review and change; each
// page's text is in its own module.
import { SHOP, fullAddress } from '../../lib/shop-info';
import { privacyPolicy } from './privacy-policy';
import type { DeliveryCharges, Policy, PolicyContact, PolicyId } from './policy-types';
import { refundAndReturnPolicy } from './refund-and-return-policy';
import { shippingPolicy } from './shipping-policy';
import { termsOfService } from './terms-of-service';

export type { DeliveryCharges, Policy, PolicyContact, PolicyId, PolicySection } from './policy-types';

export const POLICIES_UPDATED = '1 June 2025';

export const DEFAULT_POLICY_CONTACT: PolicyContact = {
  email: SHOP.email,
  phoneDisplay: SHOP.phoneDisplay,
  address: fullAddress(),
};

export const POLICY_IDS: readonly PolicyId[] = [
  'terms-of-service',
  'privacy-policy',
  'shipping-policy',
  'refund-and-return-policy',
];

/** The policies with the shop's contact and, when known, its delivery charges (the shipping policy states them). */
export function policiesFor(contact: PolicyContact, charges: DeliveryCharges | null = null): Record<PolicyId, Policy> {
  const contactLine = `Write to ${contact.email}, call or WhatsApp ${contact.phoneDisplay} (${SHOP.hours}), or visit us at ${contact.address}.`;
  return {
    'terms-of-service': termsOfService(contact, contactLine),
    'privacy-policy': privacyPolicy(contactLine),
    'shipping-policy': shippingPolicy(contactLine, charges),
    'refund-and-return-policy': refundAndReturnPolicy(contactLine),
  };
}
