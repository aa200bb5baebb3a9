import type { DeliveryCharges, Policy } from './policy-types';

/** The shipping charges paragraph: the same rule the cart, checkout and orders apply, from the shop's settings. */
export function shippingChargesText(charges: DeliveryCharges | null): string {
  const shown = 'The delivery charge is always shown in the cart and at checkout before you pay.';
  if (!charges) return `Shipping charges, if any, are calculated from the delivery PIN code and order value. ${shown}`;
  const rule = charges.freeDeliveryText
    ? `${charges.freeDeliveryText}; below that, delivery costs ${charges.fee}.`
    : `Delivery costs ${charges.fee}.`;
  if (charges.zones?.length) return `${rule} Elsewhere the zone of your PIN code decides, as listed above. ${shown}`;
  return `${rule} Outside the shop's own area, the delivery zone of your PIN code can have its own fee and free-delivery amount. ${shown}`;
}

/** Each delivery zone's fee and free-delivery line, as checkout charges them by the PIN's zone (none: no zones). */
function zoneBullets(charges: DeliveryCharges | null): { bullets?: string[] } {
  return charges?.zones?.length ? { bullets: [...charges.zones] } : {};
}

/** The Shipping Policy page. `contactLine` says how to reach the shop; `charges` its delivery charges, when known. */
export function shippingPolicy(contactLine: string, charges: DeliveryCharges | null = null): Policy {
  return {
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
        paragraphs: [shippingChargesText(charges)],
        ...zoneBullets(charges),
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
  };
}
