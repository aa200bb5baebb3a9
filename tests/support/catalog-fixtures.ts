import { Timestamp, type Firestore } from 'firebase-admin/firestore';

const day = (n: number) => Timestamp.fromMillis(Date.UTC(2025, 0, 1) + n * 86_400_000);

/**
 * A small shop as an existing one stores it: prices in rupees (some fractional, some strings), variants, limited
 * offers, stock at the 9/10 boundary, old documents without createdAt or variantData, and broken documents.
 */
export const PRODUCTS: Record<string, Record<string, unknown>> = {
  mug: {
    productName: 'Personalised Photo Mug',
    category: 'Personalised Gifts',
    subCategory: 'Mugs',
    shortDescription: 'Your favourite photo printed on a glossy ceramic mug.',
    mediaUrls: ['/media/demo/photo-mug-1.svg', '/media/demo/photo-mug-2.svg'],
    mrp: 499,
    sellingPrice: 349,
    stock: 25,
    hasVariant: false,
    createdAt: day(10),
    sales: 120,
    isLimitedOffer: false,
  },
  frame: {
    productName: 'Wooden Photo Frame',
    category: 'Personalised Gifts',
    subCategory: 'Frames',
    shortDescription: 'Hand-finished teak frame with laser-engraved names.',
    mediaUrls: ['/media/demo/photo-frame-1.svg'],
    mrp: '899',
    sellingPrice: '749.50',
    stock: '9',
    hasVariant: 'false',
    createdAt: '2025-01-05T10:00:00Z',
    sales: '40',
  },
  cushion: {
    productName: 'Name Cushion',
    category: 'Personalised Gifts',
    shortDescription: 'A soft cushion with a name.',
    mediaUrls: [],
    mrp: 599,
    sellingPrice: 599,
    stock: 10,
    createdAt: day(3),
    sales: 5,
  },
  teddy: {
    productName: 'Giant Teddy Bear',
    category: 'Soft Toys',
    subCategory: 'Teddy Bears',
    shortDescription: 'Three feet of cuddles. Perfect gift for birthdays.',
    mediaUrls: ['/media/demo/teddy-1.svg'],
    mrp: 2499,
    sellingPrice: 1999,
    hasVariant: true,
    variantData: { stocks: { Brown: 0, White: 0 } },
    createdAt: day(12),
    sales: 300,
  },
  bunny: {
    productName: 'Bunny Plush',
    category: 'Soft Toys',
    subCategory: 'Bunnies',
    shortDescription: 'Floppy ears.',
    mrp: 399,
    sellingPrice: 299,
    hasVariant: true,
    variantData: { stocks: { Pink: 3, Blue: '4' } },
    createdAt: day(8),
    sales: 60,
  },
  roses: {
    productName: 'Red Roses Bouquet',
    category: 'Flowers',
    shortDescription: 'Twelve fresh red roses, hand-tied. Pairs well with a teddy.',
    mrp: 999,
    sellingPrice: 799,
    stock: 40,
    createdAt: day(11),
    sales: 300,
    isLimitedOffer: true,
    limitedOfferData: { maxQuantity: 2 },
  },
  hamper: {
    productName: 'Diwali Sweets Hamper',
    category: 'Hampers',
    subCategory: 'Festive',
    shortDescription: 'Kaju katli, soan papdi and dry fruits: a festive gift box.',
    mrp: 9999,
    sellingPrice: 9999,
    stock: 2,
    sales: 7,
  },
  lamp: {
    productName: 'Brass Diya Lamp',
    category: 'Home Décor',
    subCategory: 'Lamps',
    shortDescription: 'Traditional brass lamp.',
    mrp: 1299,
    sellingPrice: 99,
    stock: 0,
    createdAt: Date.UTC(2025, 0, 9),
    sales: 0,
  },
  // Old document: flagged hasVariant without any variant data.
  pen: {
    productName: 'Engraved Pen',
    category: 'Stationery',
    subCategory: 'Pens',
    shortDescription: 'A gift pen.',
    sellingPrice: 250,
    stock: 6,
    hasVariant: true,
    createdAt: day(1),
  },
};

export const BROKEN_PRODUCTS: Record<string, Record<string, unknown>> = {
  'broken-no-price': { productName: 'Mystery Box', category: 'Hampers', stock: 5 },
  'broken-no-name': { category: 'Flowers', sellingPrice: 100, stock: 5 },
  'broken-price-text': { productName: 'Free Gift', category: 'Flowers', sellingPrice: 'free', stock: 5 },
};

export const MARKETING = {
  offerTitle: 'Festive Sale',
  content: [
    'Free delivery in Coimbatore over ₹999',
    'Same-day delivery before 2 pm',
    'Gift wrap on every order',
    'New: engraved pens',
  ],
  banners: [
    {
      imageUrl: '/media/demo/banner-1.svg',
      title: 'Gifts for every occasion',
      subtitle: 'Handpicked in Coimbatore',
      link: '/shop',
    },
    '/media/demo/banner-2.svg',
  ],
  reviews: [
    { name: 'Priya', text: 'Beautiful mug, quick delivery!', rating: 5, location: 'Coimbatore' },
    { name: 'Arun', review: 'Loved the hamper.', rating: '4', location: 'Tiruppur' },
  ],
  minimumOrderValue: 500,
};

export const CATEGORIES = [
  { category: 'Personalised Gifts', subCategory: ['Mugs', 'Frames'] },
  { category: 'Soft Toys', subCategory: ['Teddy Bears', 'Bunnies'] },
  { category: 'Flowers', subCategory: [] },
  { category: 'Hampers', subCategory: ['Festive'] },
  { category: 'Home Décor', subCategory: ['Lamps'] },
  { category: 'Stationery', subCategory: ['Pens'] },
  { subCategory: ['nameless'] },
];

export async function seedShop(db: Firestore): Promise<void> {
  const batch = db.batch();
  for (const [id, data] of Object.entries({ ...PRODUCTS, ...BROKEN_PRODUCTS }))
    batch.set(db.collection('products').doc(id), data);
  CATEGORIES.forEach((data, index) => batch.set(db.collection('categories').doc(`c${index}`), data));
  batch.set(db.collection('marketing').doc('marketingData'), MARKETING);
  await batch.commit();
}
