// The shop's public details, shared by the footer, the policy pages and structured data. The social links live in
// the shop settings (shopInfo.social).

export const SHOP = {
  name: 'Lovely Gifts',
  description:
    'Lovely Gifts is a family-run gift shop in Coimbatore. We pick, personalise and hand-wrap thoughtful gifts for birthdays, weddings, festivals and every little celebration, and deliver them across India.',
  phoneDisplay: '+91 98765 43210',
  phoneHref: 'tel:+919876543210',
  email: 'hello@lovelygifts.in',
  address: {
    street: '24, Cross Cut Road, Gandhipuram',
    city: 'Coimbatore',
    state: 'Tamil Nadu',
    pincode: '641012',
    country: 'India',
  },
  hours: 'Monday to Saturday, 10 am to 7 pm IST',
} as const;

export function fullAddress(): string {
  const { street, city, state, pincode } = SHOP.address;
  return `${street}, ${city}, ${state} ${pincode}`;
}
