import type { MarketingDocument } from './documents.js';

/** marketing/marketingData of the demo shop. */
export const DEMO_MARKETING: MarketingDocument = {
  offerTitle: 'Diwali Gift Festival — up to 40% off',
  // The free-delivery rule is not written here: the announcement bar states it from the shop's shipping settings.
  content: [
    'Same-day flowers and cakes in Coimbatore for orders placed before 4 pm',
    'Personalised gifts are made and shipped within 2–3 days, anywhere in India',
    'Free gift wrap and a handwritten message card with every order',
    'Festive hampers for your team: ask us about corporate gifting',
  ],
  banners: [
    {
      imageUrl: '/media/demo/diwali-festive-hamper-banner-1.svg',
      title: 'Diwali Gift Festival',
      subtitle: 'Hampers, diyas and sweets for everyone you love — up to 40% off',
      link: '/category?category=Festive%20Specials',
    },
    {
      imageUrl: '/media/demo/personalised-photo-mug-banner-1.svg',
      title: 'Made just for them',
      subtitle: 'Photo mugs, frames and cushions with your own pictures and words',
      link: '/category?category=Personalised%20Gifts',
    },
    {
      imageUrl: '/media/demo/fresh-roses-bouquet-banner-1.svg',
      title: 'Fresh flowers, same day',
      subtitle: 'Order before 4 pm for delivery anywhere in Coimbatore',
      link: '/category?category=Flowers',
    },
  ],
  reviews: [
    {
      name: 'Priya Ramasamy',
      text: 'Ordered the couple photo mug for our anniversary and it arrived in two days. The print is sharp and the packing was beautiful.',
      rating: 5,
      location: 'RS Puram, Coimbatore',
    },
    {
      name: 'Karthik Sundaram',
      text: 'The Kovai snacks hamper was a hit with my colleagues in Bengaluru. Tasted just like home.',
      rating: 5,
      location: 'Bengaluru',
    },
    {
      name: 'Anitha Mohan',
      text: 'Roses were fresh and delivered the same evening to my mother in Saibaba Colony. Will order again.',
      rating: 4,
      location: 'Saibaba Colony, Coimbatore',
    },
    {
      name: 'Rahul Menon',
      text: 'Good quality teddy, very soft. Delivery was a day late because of rain, but the team kept me informed.',
      rating: 4,
      location: 'Palakkad',
    },
    {
      name: 'Deepa Krishnan',
      text: 'The Tanjore-style portrait of my parents made my father cry happy tears. Worth every rupee.',
      rating: 5,
      location: 'Peelamedu, Coimbatore',
    },
  ],
  minimumOrderValue: 199,
};
