// The shop's policies. Plain data so the page component stays small and the texts are easy to review and change.
import { SHOP, fullAddress } from '../../lib/shop-info';

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

export const POLICIES_UPDATED = '1 June 2025';

/** How the policies tell a shopper to reach the shop: the shop settings' contact, or the built-in one. */
export interface PolicyContact {
  readonly email: string;
  readonly phoneDisplay: string;
  readonly address: string;
}

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

export function policiesFor(contact: PolicyContact): Record<PolicyId, Policy> {
  const contactLine = `Write to ${contact.email}, call or WhatsApp ${contact.phoneDisplay} (${SHOP.hours}), or visit us at ${contact.address}.`;
  return {
    'terms-of-service': {
      title: 'Terms of Service',
      description: 'The terms that apply when you browse and buy from Lovely Gifts, Coimbatore.',
      intro: `These terms apply to everyone who visits or buys from the ${SHOP.name} website, run by ${SHOP.name}, ${contact.address}. By placing an order you agree to them. Please read them together with our Privacy, Shipping and Refund & Return policies.`,
      sections: [
        {
          heading: 'Using the website',
          bullets: [
            'You must be at least 18 years old to place an order, or order with the involvement of a parent or guardian.',
            'Please give true and complete details (name, phone, e-mail, delivery address) so that we can deliver your gift.',
            'You are responsible for keeping your account password private and for activity under your account.',
            'Do not misuse the website: no attempts to break in, overload it, scrape it in bulk or place fraudulent orders.',
          ],
        },
        {
          heading: 'Products, pictures and prices',
          paragraphs: [
            'We describe and photograph every product as faithfully as we can. Handmade and hand-finished items vary slightly from piece to piece, and colours can look different on different screens; such small differences are not defects.',
            'All prices are in Indian Rupees (₹) and include applicable GST unless stated otherwise. Shipping charges, if any, are shown before you pay. The MRP shown is the maximum retail price; the selling price is what you pay.',
            'Prices and offers can change without notice, but the price confirmed at checkout is the price you pay for that order. If a price was shown wrongly because of an obvious error, we will contact you before dispatch and you may cancel for a full refund.',
          ],
        },
        {
          heading: 'Orders and limited offers',
          bullets: [
            'An order is accepted when we send you an order confirmation. We may decline or cancel an order, with a full refund, if an item is out of stock, the address cannot be served or we suspect fraud.',
            'Limited offers are available while stocks last and may be limited to a maximum quantity per order.',
            'Coupons cannot be exchanged for cash, are valid only within their stated dates and conditions, and one coupon applies per order unless stated otherwise.',
          ],
        },
        {
          heading: 'Personalised products',
          paragraphs: [
            'For personalised items you are responsible for the text, names, dates and photos you send us. Please check spelling carefully: we reproduce exactly what you provide. You confirm that you have the right to use any photo or text you send, and that it is not offensive or unlawful; we may refuse content that is.',
          ],
        },
        {
          heading: 'Payments',
          paragraphs: [
            'Payments are processed by a licensed payment gateway. We never see or store your full card details. If a payment fails but money is debited, it is normally reversed by your bank within 5–7 working days; contact us if it is not.',
          ],
        },
        {
          heading: 'Intellectual property',
          paragraphs: [
            `The website's design, text, logos and product photographs belong to ${SHOP.name} or its suppliers and may not be copied or reused without our written permission.`,
          ],
        },
        {
          heading: 'Limitation of liability',
          paragraphs: [
            'To the extent the law allows, our liability for any order is limited to the amount you paid for it. We are not liable for indirect losses, or for delays caused by events outside our control such as strikes, floods, lockdowns or courier disruptions. Nothing in these terms limits your rights under the Consumer Protection Act, 2019.',
          ],
        },
        {
          heading: 'Governing law',
          paragraphs: [
            'These terms are governed by the laws of India. Any dispute is subject to the exclusive jurisdiction of the courts at Coimbatore, Tamil Nadu. We will always try to resolve a concern with you directly first.',
          ],
        },
        {
          heading: 'Changes and contact',
          paragraphs: [
            'We may update these terms from time to time; the version on this page on the day you order applies to that order.',
            contactLine,
          ],
        },
      ],
    },

    'privacy-policy': {
      title: 'Privacy Policy',
      description: 'How Lovely Gifts collects, uses and protects your personal data.',
      intro: `${SHOP.name} respects your privacy. This policy explains what personal data we collect, why, and the choices you have, in line with the Digital Personal Data Protection Act, 2023 and the Information Technology Act, 2000.`,
      sections: [
        {
          heading: 'What we collect',
          bullets: [
            'Account details: your name, e-mail address, phone number (verified by OTP) and, if you sign in with Google, your profile picture.',
            'Order details: delivery and billing addresses, the items you buy, gift messages and personalisation text or photos.',
            'Payment status from our payment gateway (for example, success or failure and a reference number). We never receive your full card number, CVV or UPI PIN.',
            'Technical data: your browser, device and pages visited, used to keep the website working and secure.',
          ],
        },
        {
          heading: 'How we use it',
          bullets: [
            'To process, pack, deliver and support your orders, and to send order and delivery updates.',
            'To manage your account, verify your phone number and keep your account secure.',
            'To answer your questions and handle returns and refunds.',
            'To send offers only if you agreed to receive them; you can opt out at any time.',
            'To meet legal, tax and accounting obligations.',
          ],
        },
        {
          heading: 'Who we share it with',
          paragraphs: [
            'We share only what is needed with: courier partners (name, phone and address for delivery), our payment gateway, our sign-in and hosting providers, and authorities when the law requires it. We do not sell your personal data.',
          ],
        },
        {
          heading: 'Cart, wishlist and cookies',
          paragraphs: [
            'Your cart and wishlist are stored in your own browser (local storage) so they are there when you come back. Signing in uses secure tokens from our sign-in provider. We do not use advertising trackers.',
          ],
        },
        {
          heading: 'How long we keep it',
          paragraphs: [
            'We keep account data while your account is active, and order and invoice records for as long as tax laws require (currently up to 8 years). Personalisation photos are deleted within 90 days after delivery.',
          ],
        },
        {
          heading: 'Your rights',
          bullets: [
            'See the personal data we hold about you and correct it (most of it is in your profile).',
            'Ask us to delete your account and personal data, except what we must keep by law.',
            'Withdraw consent for marketing messages at any time.',
            'Nominate someone to exercise these rights for you, and complain to the Data Protection Board of India if we do not resolve your concern.',
          ],
        },
        {
          heading: 'Security',
          paragraphs: [
            'We use encrypted connections (HTTPS), access controls and trusted providers to protect your data. No system is perfectly secure, so please use a strong password and never share OTPs with anyone, including people claiming to be from us.',
          ],
        },
        {
          heading: 'Grievance officer and contact',
          paragraphs: [
            `For any privacy question or request, contact our Grievance Officer. ${contactLine} We reply within 7 working days.`,
          ],
        },
      ],
    },

    'shipping-policy': {
      title: 'Shipping Policy',
      description: 'Where and how fast Lovely Gifts delivers, from Coimbatore to all of India.',
      intro: `Every gift is checked, packed with care and dispatched from our store in Coimbatore. We deliver to serviceable PIN codes across India.`,
      sections: [
        {
          heading: 'Processing time',
          paragraphs: [
            'Ready-made items are dispatched within 1–2 working days of your order. Personalised items need 2–4 working days to make. Orders placed on Sundays and public holidays are processed on the next working day.',
          ],
        },
        {
          heading: 'Delivery times after dispatch',
          bullets: [
            'Coimbatore city: 1–2 days.',
            'Rest of Tamil Nadu and Kerala: 2–4 days.',
            'Metro cities across India: 3–6 days.',
            'Rest of India: 4–8 days; remote areas and the North-East: up to 12 days.',
          ],
          paragraphs: [
            'These are estimates from our courier partners; festivals, weather and local restrictions can add delays.',
          ],
        },
        {
          heading: 'Shipping charges',
          paragraphs: [
            'Shipping charges, if any, are calculated from the delivery PIN code and order value and are always shown at checkout before you pay. Offers for free shipping are announced on the website.',
          ],
        },
        {
          heading: 'Tracking',
          paragraphs: [
            'Once your order is dispatched you receive the courier name and tracking number by SMS or e-mail, and you can see them under My Orders.',
          ],
        },
        {
          heading: 'Delivery address and failed deliveries',
          bullets: [
            'Please give a complete address with landmark, PIN code and a reachable phone number.',
            'Couriers usually attempt delivery up to three times. If a parcel returns to us because the address was wrong or nobody was available, we can re-ship it after the shipping charge is paid again, or refund the order value minus shipping costs.',
            'We cannot change the address after dispatch, but we will try to help by contacting the courier.',
          ],
        },
        {
          heading: 'Gift orders',
          paragraphs: [
            'When you send a gift to someone else, we never put the invoice or prices inside the parcel; your gift message is printed on a card. Gift wrap is available on most products.',
          ],
        },
        {
          heading: 'International orders',
          paragraphs: [
            `We currently ship only within India. For bulk or overseas enquiries, please contact us. ${contactLine}`,
          ],
        },
      ],
    },

    'refund-and-return-policy': {
      title: 'Refund & Return Policy',
      description: 'How returns, replacements, cancellations and refunds work at Lovely Gifts.',
      intro: 'We want every gift to arrive perfect. If something is wrong, tell us quickly and we will make it right.',
      sections: [
        {
          heading: 'Damaged, defective or wrong items',
          bullets: [
            'Tell us within 48 hours of delivery, with your order number and clear photos, ideally with an unboxing video.',
            'We will send a free replacement or, if the item is no longer available, a full refund. You do not pay for return shipping in these cases.',
          ],
        },
        {
          heading: 'Returns for other reasons',
          bullets: [
            'Unused ready-made items in their original packaging can be returned within 7 days of delivery. Return shipping is paid by you unless the item was faulty.',
            'Personalised and made-to-order items cannot be returned unless they are damaged, defective or differ from the personalisation you asked for.',
            'Perishable items (flowers, cakes, sweets, chocolates), and items whose hygiene seal is opened, cannot be returned.',
            'Gift cards and items bought on clearance are not returnable.',
          ],
        },
        {
          heading: 'Cancellations',
          paragraphs: [
            'You can cancel an order free of charge until it is dispatched, or, for personalised items, until we start making it. Contact us as soon as possible with your order number.',
          ],
        },
        {
          heading: 'Refunds',
          bullets: [
            'Refunds are made to the original payment method within 5–7 working days of our approving the return or cancellation. Your bank may take a few more days to show it.',
            'Shipping charges are refunded when the return is due to our error.',
            'If a coupon was used, the refund is the amount you actually paid.',
          ],
        },
        {
          heading: 'How to request a return or refund',
          paragraphs: [contactLine, 'Please keep the product and its packaging until your request is resolved.'],
        },
      ],
    },
  };
}
