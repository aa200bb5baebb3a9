import { SHOP } from '../../lib/shop-info';
import type { Policy, PolicyContact } from './policy-types';

/** The Terms of Service page. `contactLine` says how to reach the shop. */
export function termsOfService(contact: PolicyContact, contactLine: string): Policy {
  return {
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
  };
}
