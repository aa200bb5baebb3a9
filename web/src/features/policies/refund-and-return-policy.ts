import type { Policy } from './policy-types';

/** The Refund & Return Policy page. `contactLine` says how to reach the shop. */
export function refundAndReturnPolicy(contactLine: string): Policy {
  return {
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
  };
}
