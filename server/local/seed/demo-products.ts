/**
 * The demo catalog of Lovely Gifts, a gift shop in Coimbatore. Written as a table so it reads like a shop's
 * stock list; `demo-catalog.ts` turns each row into a Firestore document.
 *
 * It deliberately covers the rules the API implements: products with variants (one with every variant sold out),
 * limited offers with a maximum quantity, sold-out products, stock of exactly 9 and exactly 10 units, prices from
 * ₹99 to ₹9,999 with and without a discount, two categories without subcategories, and one category whose products
 * are all sold out (the mega-menu hides it).
 */

export const DEMO_CATEGORIES = {
  personalised: 'Personalised Gifts',
  hampers: 'Gift Hampers',
  decor: 'Home Décor',
  toys: 'Soft Toys',
  flowers: 'Flowers',
  jewellery: 'Jewellery',
  stationery: 'Stationery',
  festive: 'Festive Specials',
  cakes: 'Cakes & Sweets',
  candles: 'Candles & Fragrances',
  wedding: 'Wedding Specials',
} as const;

export type DemoCategory = (typeof DEMO_CATEGORIES)[keyof typeof DEMO_CATEGORIES];

export interface DemoProductSpec {
  /** Document id and image slug. */
  id: string;
  name: string;
  category: DemoCategory;
  subCategory?: string;
  description: string;
  /** Rupees. */
  mrp: number;
  /** Rupees. */
  price: number;
  /** Units, for products without variants. */
  stock?: number;
  /** Units per variant, for products with variants. */
  variants?: Record<string, number>;
  sales: number;
  /** How long ago the product was added. */
  daysAgo: number;
  /** A limited offer: at most this many per order. */
  limitedMax?: number;
  /** Number of pictures (default 2). */
  pictures?: number;
}

const C = DEMO_CATEGORIES;

export const DEMO_PRODUCTS: readonly DemoProductSpec[] = [
  // ——— Personalised Gifts ———
  {
    id: 'personalised-couple-photo-mug', name: 'Personalised Couple Photo Mug', category: C.personalised, subCategory: 'Photo Mugs',
    description: 'An 11 oz ceramic mug printed with your favourite couple photo and a name on the back. The print is dishwasher-safe and stays bright wash after wash.',
    mrp: 499, price: 349, stock: 48, sales: 412, daysAgo: 20, pictures: 3,
  },
  {
    id: 'magic-colour-changing-photo-mug', name: 'Magic Colour-Changing Photo Mug', category: C.personalised, subCategory: 'Photo Mugs',
    description: 'Looks plain black until hot coffee or chai is poured in — then your photo slowly appears. A sweet surprise for birthdays and anniversaries.',
    mrp: 599, price: 449, stock: 9, sales: 268, daysAgo: 45,
  },
  {
    id: 'kovai-filter-coffee-name-mug', name: 'Name Mug with Kovai Filter Coffee', category: C.personalised, subCategory: 'Photo Mugs',
    description: 'A white mug printed with any name in Tamil or English, packed with two pouches of freshly ground Coimbatore filter coffee powder.',
    mrp: 399, price: 399, stock: 60, sales: 150, daysAgo: 90,
  },
  {
    id: 'engraved-wooden-photo-frame', name: 'Engraved Wooden Photo Frame', category: C.personalised, subCategory: 'Photo Frames',
    description: 'A teak-finish frame with your message laser-engraved on the border. Comes with a stand and a hook, ready for a table or a wall.',
    mrp: 899, price: 699, variants: { '6 x 8 in': 12, '8 x 10 in': 7, '12 x 15 in': 0 }, sales: 233, daysAgo: 30,
  },
  {
    id: 'family-collage-photo-frame', name: 'Family Collage Photo Frame (9 photos)', category: C.personalised, subCategory: 'Photo Frames',
    description: 'Nine of your family photos arranged in a warm wooden collage frame. Send us the pictures after ordering; we print them on matte photo paper.',
    mrp: 1499, price: 1199, stock: 10, sales: 98, daysAgo: 120,
  },
  {
    id: 'tanjore-style-portrait-frame', name: 'Tanjore-Style Portrait Frame', category: C.personalised, subCategory: 'Photo Frames',
    description: 'Your photo hand-finished in the Thanjavur painting style with 22-carat gold foil and a carved wooden frame. Made to order in about seven days.',
    mrp: 4999, price: 4299, stock: 4, sales: 21, daysAgo: 200, pictures: 3,
  },
  {
    id: 'couple-caricature-photo-frame', name: 'Hand-Drawn Couple Caricature', category: C.personalised, subCategory: 'Photo Frames',
    description: 'Our artists turn your photo into a fun, hand-drawn caricature, printed on canvas and framed. A gift that always gets a laugh at the party.',
    mrp: 1799, price: 1499, stock: 6, sales: 64, daysAgo: 12, limitedMax: 2,
  },
  {
    id: 'personalised-name-cushion', name: 'Personalised Name Cushion', category: C.personalised, subCategory: 'Cushions',
    description: 'A soft satin cushion with a name and a heart printed on both sides, filled with fibre that keeps its shape. Cover and filler included.',
    mrp: 699, price: 499, variants: { '12 x 12 in': 25, '16 x 16 in': 18 }, sales: 301, daysAgo: 15,
  },
  {
    id: 'photo-collage-cushion', name: 'Photo Collage Cushion', category: C.personalised, subCategory: 'Cushions',
    description: 'Up to six photos printed edge to edge on a velvet-touch cushion. The colours stay vivid after gentle hand washing.',
    mrp: 799, price: 649, stock: 0, sales: 189, daysAgo: 160,
  },
  {
    id: 'engraved-wooden-name-keychain', name: 'Engraved Wooden Name Keychain', category: C.personalised, subCategory: 'Name Keychains',
    description: 'A sheesham wood keychain engraved with a name or a short date on both sides. Light, sturdy and a lovely return gift.',
    mrp: 199, price: 149, stock: 120, sales: 640, daysAgo: 60,
  },
  {
    id: 'leather-initials-keychain', name: 'Leather Keychain with Initials', category: C.personalised, subCategory: 'Name Keychains',
    description: 'Tan leather keychain with up to three initials embossed in gold, on a brass ring. Comes in a small cotton pouch.',
    mrp: 349, price: 349, stock: 8, sales: 77, daysAgo: 75,
  },
  {
    id: 'engraved-steel-water-bottle', name: 'Engraved Steel Water Bottle', category: C.personalised, subCategory: 'Engraved Gifts',
    description: 'A 750 ml double-wall steel bottle that keeps water cold for 24 hours, with a name engraved permanently on the side.',
    mrp: 899, price: 749, stock: 35, sales: 143, daysAgo: 40,
  },
  {
    id: 'personalised-photo-wall-clock', name: 'Personalised Photo Wall Clock', category: C.personalised, subCategory: 'Engraved Gifts',
    description: 'A 12-inch silent-sweep wall clock with your photo as the dial. Runs on one AA cell (included) and makes no ticking sound.',
    mrp: 1299, price: 999, stock: 14, sales: 88, daysAgo: 110,
  },
  {
    id: 'personalised-leather-wallet', name: "Personalised Men's Leather Wallet", category: C.personalised, subCategory: 'Engraved Gifts',
    description: 'Genuine leather bi-fold wallet with eight card slots and the name engraved inside. Packed in a gift box, ready to give.',
    mrp: 1199, price: 899, stock: 22, sales: 190, daysAgo: 25,
  },

  // ——— Gift Hampers ———
  {
    id: 'diwali-dry-fruit-hamper', name: 'Diwali Dry Fruit Hamper', category: C.hampers, subCategory: 'Dry Fruit Hampers',
    description: 'Cashews, almonds, pistachios and raisins in four glass jars, with two brass diyas, packed in a festive wooden tray.',
    mrp: 2499, price: 1999, stock: 30, sales: 350, daysAgo: 5, limitedMax: 5, pictures: 3,
  },
  {
    id: 'premium-cashew-almond-hamper', name: 'Premium Cashew & Almond Hamper', category: C.hampers, subCategory: 'Dry Fruit Hampers',
    description: 'Half a kilo each of W240 cashews and California almonds in a velvet-lined box. A classic gift for elders and clients.',
    mrp: 1599, price: 1599, stock: 9, sales: 120, daysAgo: 70,
  },
  {
    id: 'chocolate-lovers-hamper', name: "Chocolate Lover's Hamper", category: C.hampers, subCategory: 'Chocolate Hampers',
    description: 'Dark, milk and hazelnut chocolates, chocolate cookies and a jar of hot-chocolate mix in a red gift basket.',
    mrp: 1299, price: 1099, stock: 40, sales: 276, daysAgo: 12,
  },
  {
    id: 'belgian-chocolate-truffle-box', name: 'Belgian Chocolate Truffle Box (16 pcs)', category: C.hampers, subCategory: 'Chocolate Hampers',
    description: 'Sixteen hand-rolled truffles in four flavours — dark, coffee, orange and salted caramel. Keep in a cool place.',
    mrp: 899, price: 799, stock: 3, sales: 210, daysAgo: 33,
  },
  {
    id: 'nilgiris-tea-tasting-hamper', name: 'Nilgiris Tea Tasting Hamper', category: C.hampers, subCategory: 'Gourmet Hampers',
    description: 'Five single-estate teas from the Nilgiris, a glass tea infuser and honey cookies, in a handwoven basket from Ooty.',
    mrp: 1899, price: 1599, stock: 18, sales: 95, daysAgo: 50,
  },
  {
    id: 'kovai-snacks-hamper', name: 'Kovai Snacks Hamper', category: C.hampers, subCategory: 'Gourmet Hampers',
    description: 'Coimbatore favourites — murukku, thattai, ribbon pakoda, coconut burfi and ghee Mysore pak from a local sweet shop, in a kraft basket.',
    mrp: 999, price: 849, stock: 25, sales: 310, daysAgo: 8,
  },
  {
    id: 'corporate-welcome-kit-hamper', name: 'Corporate Welcome Kit Hamper', category: C.hampers, subCategory: 'Corporate Hampers',
    description: 'A diary, a metal pen, a steel bottle and a coffee mug, each printed with your company logo. Minimum ten kits for logo printing.',
    mrp: 2999, price: 2599, stock: 50, sales: 60, daysAgo: 140,
  },
  {
    id: 'executive-leather-brass-hamper', name: 'Executive Leather & Brass Hamper', category: C.hampers, subCategory: 'Corporate Hampers',
    description: 'A leather portfolio, a brass desk clock, a fountain pen and premium dry fruits in a wooden chest. Our finest corporate gift.',
    mrp: 9999, price: 9999, stock: 5, sales: 12, daysAgo: 180,
  },
  {
    id: 'pongal-festive-hamper', name: 'Pongal Festive Hamper', category: C.hampers, subCategory: 'Festive Hampers',
    description: 'Everything for the festival: a small brass pot, raw rice, jaggery, cardamom, sugarcane sticks and a kolam stencil.',
    mrp: 1499, price: 1299, stock: 0, sales: 220, daysAgo: 300,
  },
  {
    id: 'new-baby-welcome-hamper', name: 'New Baby Welcome Hamper', category: C.hampers, subCategory: 'Occasion Hampers',
    description: 'A muslin swaddle, a bunny rattle, baby-safe massage oil and a silver-plated spoon in a pastel basket for the newest family member.',
    mrp: 2199, price: 1899, stock: 7, sales: 45, daysAgo: 95,
  },

  // ——— Home Décor ———
  {
    id: 'brass-kuthuvilakku-lamp', name: 'Brass Kuthuvilakku (12 inch)', category: C.decor, subCategory: 'Brass & Idols',
    description: 'A traditional five-faced brass oil lamp, polished by hand in Kumbakonam. Stands 12 inches tall on a stable base.',
    mrp: 2499, price: 2199, stock: 11, sales: 66, daysAgo: 130,
  },
  {
    id: 'brass-ganesha-idol', name: 'Brass Ganesha Idol', category: C.decor, subCategory: 'Brass & Idols',
    description: 'A 6-inch seated Ganesha cast in solid brass with fine detailing. A good-luck gift for housewarmings and new offices.',
    mrp: 1899, price: 1599, stock: 16, sales: 140, daysAgo: 85,
  },
  {
    id: 'lucky-bamboo-plant-3-layer', name: 'Lucky Bamboo Plant (3 layers)', category: C.decor, subCategory: 'Indoor Plants',
    description: 'Three tiers of lucky bamboo in a glass bowl with pebbles. Needs only water once a week and indirect light.',
    mrp: 599, price: 449, stock: 40, sales: 380, daysAgo: 18,
  },
  {
    id: 'jade-plant-ceramic-pot', name: 'Jade Plant in Ceramic Pot', category: C.decor, subCategory: 'Indoor Plants',
    description: 'A healthy jade plant, said to bring prosperity, in a hand-painted ceramic pot. Thrives on a sunny window sill.',
    mrp: 499, price: 399, stock: 9, sales: 160, daysAgo: 55,
  },
  {
    id: 'money-plant-glass-jar', name: 'Money Plant in Glass Jar', category: C.decor, subCategory: 'Indoor Plants',
    description: 'A trailing money plant rooted in water in a round glass jar with a jute rope hanger. Almost impossible to kill.',
    mrp: 349, price: 299, stock: 0, sales: 205, daysAgo: 210,
  },
  {
    id: 'succulent-terrarium-garden', name: 'Succulent Terrarium Garden', category: C.decor, subCategory: 'Indoor Plants',
    description: 'Four small succulents, coloured sand and tiny figurines in a geometric glass terrarium. Water with a spoon every ten days.',
    mrp: 1299, price: 1099, stock: 6, sales: 58, daysAgo: 65,
  },
  {
    id: 'macrame-wall-hanging', name: 'Macramé Wall Hanging', category: C.decor, subCategory: 'Wall Décor',
    description: 'Hand-knotted cotton macramé on a driftwood rod, about 60 cm long. Brings a calm, boho feel to any wall.',
    mrp: 899, price: 699, stock: 20, sales: 74, daysAgo: 100,
  },
  {
    id: 'mandala-wooden-wall-clock', name: 'Mandala Wooden Wall Clock', category: C.decor, subCategory: 'Wall Décor',
    description: 'A laser-cut mandala clock in MDF with a walnut finish and a silent movement. 14 inches across.',
    mrp: 1599, price: 1299, stock: 13, sales: 49, daysAgo: 150,
  },
  {
    id: 'warli-art-wall-plates', name: 'Warli Art Wall Plates (set of 3)', category: C.decor, subCategory: 'Wall Décor',
    description: 'Three hand-painted terracotta plates with Warli village scenes, with hooks fixed at the back.',
    mrp: 1199, price: 1199, stock: 8, sales: 33, daysAgo: 170,
  },
  {
    id: '3d-moon-night-light', name: '3D Moon Night Light with Remote', category: C.decor, subCategory: 'Lamps & Lighting',
    description: 'A 3D-printed moon that glows in sixteen colours, with a remote, a wooden stand and a rechargeable battery.',
    mrp: 1499, price: 999, variants: { '10 cm': 15, '15 cm': 9 }, sales: 260, daysAgo: 28,
  },
  {
    id: 'athangudi-tile-coasters', name: 'Athangudi Tile Coasters (set of 4)', category: C.decor, subCategory: 'Table Décor',
    description: 'Coasters made from the handmade Athangudi tiles of Chettinad, with cork backing so they never scratch the table.',
    mrp: 699, price: 599, stock: 30, sales: 55, daysAgo: 80,
  },

  // ——— Soft Toys ———
  {
    id: 'giant-teddy-bear-with-bow', name: 'Giant Teddy Bear with Bow', category: C.toys, subCategory: 'Teddy Bears',
    description: 'A huggable teddy in soft brown fur with a satin bow. Made from child-safe, non-allergenic fibre.',
    mrp: 2999, price: 1999, variants: { '2 ft': 20, '3 ft': 9, '5 ft': 2 }, sales: 410, daysAgo: 22, pictures: 3,
  },
  {
    id: 'heart-hug-teddy-bear', name: 'Heart Hug Teddy Bear', category: C.toys, subCategory: 'Teddy Bears',
    description: 'A 30 cm teddy holding a red velvet heart that says "Love You". The most-loved gift on Valentine\'s Day.',
    mrp: 699, price: 499, stock: 55, sales: 520, daysAgo: 10,
  },
  {
    id: 'couple-teddy-bears-in-love', name: 'Couple Teddy Bears in Love', category: C.toys, subCategory: 'Teddy Bears',
    description: 'Two small teddies sewn together in a hug, in bride-and-groom outfits. Lovely for engagements and anniversaries.',
    mrp: 999, price: 799, stock: 10, sales: 175, daysAgo: 48,
  },
  {
    id: 'panda-plush-soft-toy', name: 'Panda Plush Soft Toy', category: C.toys, subCategory: 'Animal Plush',
    description: 'A round, cuddly panda in super-soft fabric, 40 cm tall. Machine-washable on a gentle cycle.',
    mrp: 799, price: 649, stock: 19, sales: 132, daysAgo: 66,
  },
  {
    id: 'rainbow-unicorn-plush', name: 'Rainbow Unicorn Plush', category: C.toys, subCategory: 'Animal Plush',
    description: 'A white unicorn with a shimmering rainbow mane and a golden horn. Every little girl\'s favourite.',
    mrp: 899, price: 749, stock: 0, sales: 98, daysAgo: 190,
  },
  {
    id: 'baby-elephant-plush', name: 'Baby Elephant Plush', category: C.toys, subCategory: 'Animal Plush',
    description: 'A grey baby elephant with floppy ears and a stitched smile, inspired by the elephants of the Anamalai hills.',
    mrp: 599, price: 599, stock: 27, sales: 60, daysAgo: 77,
  },
  {
    id: 'talking-puppy-plush', name: 'Talking Puppy Plush', category: C.toys, subCategory: 'Animal Plush',
    description: 'Record a 10-second message and the puppy repeats it when squeezed. Batteries included. Festive price for a few days only.',
    mrp: 1199, price: 899, stock: 12, sales: 84, daysAgo: 3, limitedMax: 2,
  },
  {
    id: 'bunny-rattle-baby-toy', name: 'Bunny Rattle Soft Toy', category: C.toys, subCategory: 'Baby Toys',
    description: 'A soft bunny with a gentle rattle inside, safe for babies from three months. Made from organic cotton.',
    mrp: 349, price: 299, stock: 9, sales: 110, daysAgo: 35,
  },
  {
    id: 'musical-crib-toy-animals', name: 'Musical Crib Toy with Animals', category: C.toys, subCategory: 'Baby Toys',
    description: 'A wind-up crib mobile with four plush animals that turn slowly to a lullaby. Fits most cots.',
    mrp: 1299, price: 1099, stock: 5, sales: 28, daysAgo: 125,
  },
  {
    id: 'handmade-cotton-rag-doll', name: 'Handmade Cotton Rag Doll', category: C.toys, subCategory: 'Baby Toys',
    description: 'A rag doll sewn by a women\'s self-help group in Tiruppur, dressed in a tiny pavadai. Each one is a little different.',
    mrp: 549, price: 499, stock: 14, sales: 40, daysAgo: 140,
  },

  // ——— Flowers ———
  {
    id: 'red-roses-bouquet', name: 'Red Roses Bouquet', category: C.flowers, subCategory: 'Roses',
    description: 'Fresh Ooty red roses wrapped in black paper with a satin ribbon. Same-day delivery in Coimbatore for orders before 4 pm.',
    mrp: 799, price: 599, variants: { '6 roses': 30, '12 roses': 25, '24 roses': 8 }, sales: 700, daysAgo: 2, pictures: 3,
  },
  {
    id: 'pink-roses-heart-box', name: 'Pink Roses in a Heart Box', category: C.flowers, subCategory: 'Roses',
    description: 'Twenty pink roses arranged in a heart-shaped hat box. Stays fresh for four to five days in a cool room.',
    mrp: 1999, price: 1699, stock: 9, sales: 210, daysAgo: 14,
  },
  {
    id: '100-red-roses-grand-bouquet', name: '100 Red Roses Grand Bouquet', category: C.flowers, subCategory: 'Roses',
    description: 'One hundred long-stem red roses in a grand round bouquet, for the proposal or anniversary they will never forget.',
    mrp: 6999, price: 5999, stock: 3, sales: 25, daysAgo: 60,
  },
  {
    id: 'mixed-gerbera-bouquet', name: 'Mixed Gerbera Bouquet', category: C.flowers, subCategory: 'Mixed Bouquets',
    description: 'Twelve bright gerberas in orange, yellow and pink with fillers. A cheerful get-well-soon or congratulations bunch.',
    mrp: 699, price: 549, stock: 22, sales: 330, daysAgo: 9,
  },
  {
    id: 'sunflower-bouquet', name: 'Sunflower Bouquet', category: C.flowers, subCategory: 'Mixed Bouquets',
    description: 'Six sunflowers with eucalyptus leaves in kraft paper. Sunflowers come in from the farms of Hosur twice a week.',
    mrp: 899, price: 799, stock: 0, sales: 150, daysAgo: 40,
  },
  {
    id: 'white-lilies-bouquet', name: 'White Lilies Bouquet', category: C.flowers, subCategory: 'Mixed Bouquets',
    description: 'Fragrant oriental lilies in white, with buds that open over the week. Elegant for sympathy and respect.',
    mrp: 1199, price: 999, stock: 7, sales: 90, daysAgo: 26,
  },
  {
    id: 'red-roses-chocolate-cake-combo', name: 'Roses with Chocolate Cake Combo', category: C.flowers, subCategory: 'Mixed Bouquets',
    description: 'Twelve red roses and a half-kilo chocolate truffle cake, delivered together. Birthday sorted in one click.',
    mrp: 1599, price: 1299, stock: 15, sales: 180, daysAgo: 6, limitedMax: 3,
  },
  {
    id: 'purple-orchids-arrangement', name: 'Purple Orchids Arrangement', category: C.flowers, subCategory: 'Flower Arrangements',
    description: 'Dendrobium orchids arranged in a glass vase. Orchids last up to two weeks, far longer than most cut flowers.',
    mrp: 1799, price: 1499, stock: 10, sales: 70, daysAgo: 38,
  },
  {
    id: 'pink-carnations-arrangement', name: 'Pink Carnations Arrangement', category: C.flowers, subCategory: 'Flower Arrangements',
    description: 'Fifteen pink carnations in a cane holder with a bow. Carnations stand for a mother\'s love — perfect for Amma.',
    mrp: 1099, price: 899, stock: 13, sales: 62, daysAgo: 47,
  },
  {
    id: 'madurai-malli-jasmine-flower-string', name: 'Madurai Malli Jasmine String (2 metres)', category: C.flowers, subCategory: 'Traditional Flowers',
    description: 'Fresh Madurai malli, hand-strung in the morning and delivered the same day in Coimbatore. For festivals, poojas and functions.',
    mrp: 149, price: 149, stock: 40, sales: 520, daysAgo: 1,
  },

  // ——— Jewellery ———
  {
    id: 'rose-gold-heart-necklace', name: 'Rose Gold Heart Necklace', category: C.jewellery, subCategory: 'Necklaces & Pendants',
    description: 'A delicate heart pendant on an 18-inch chain, rose-gold plated over sterling silver. Hypoallergenic and tarnish-resistant.',
    mrp: 1499, price: 999, stock: 17, sales: 230, daysAgo: 16,
  },
  {
    id: 'gold-plated-initial-pendant', name: 'Gold-Plated Initial Pendant', category: C.jewellery, subCategory: 'Necklaces & Pendants',
    description: 'A single letter in gold-plated brass on a fine chain. Choose the initial that means the most to them.',
    mrp: 799, price: 649, variants: { A: 3, K: 5, P: 0, R: 4, S: 6 }, sales: 150, daysAgo: 44,
  },
  {
    id: 'temple-jewellery-necklace-set', name: 'Gold-Plated Temple Necklace Set', category: C.jewellery, subCategory: 'Necklaces & Pendants',
    description: 'A Lakshmi temple necklace with matching earrings, gold-plated with kemp stones, in the Nagercoil tradition. For weddings and Varalakshmi pooja.',
    mrp: 9499, price: 7999, stock: 2, sales: 14, daysAgo: 230, pictures: 3,
  },
  {
    id: 'oxidised-jhumka-earrings', name: 'Oxidised Jhumka Earrings', category: C.jewellery, subCategory: 'Earrings',
    description: 'Light oxidised-silver jhumkas with tiny bells, lovely with a cotton saree or a kurta. Nickel-free hooks.',
    mrp: 599, price: 449, stock: 38, sales: 390, daysAgo: 11,
  },
  {
    id: 'pearl-drop-earrings', name: 'Pearl Drop Earrings', category: C.jewellery, subCategory: 'Earrings',
    description: 'Freshwater pearls hanging from sterling-silver studs. Simple and elegant for office and evening alike.',
    mrp: 899, price: 899, stock: 9, sales: 72, daysAgo: 58,
  },
  {
    id: 'kemp-stone-jhumkas', name: 'Kemp Stone Jhumkas', category: C.jewellery, subCategory: 'Earrings',
    description: 'Red and green kemp stones set in gold-plated jhumkas with pearl drops. Classic South Indian bridal style.',
    mrp: 1299, price: 1099, stock: 0, sales: 64, daysAgo: 99,
  },
  {
    id: 'sterling-silver-anklets-pair', name: 'Sterling Silver Anklets (pair)', category: C.jewellery, subCategory: 'Bracelets & Bangles',
    description: 'A pair of 92.5 sterling-silver kolusu with soft-sounding bells, hallmarked. About 25 grams.',
    mrp: 2499, price: 2299, stock: 6, sales: 37, daysAgo: 105,
  },
  {
    id: 'personalised-name-bracelet', name: 'Personalised Name Bracelet', category: C.jewellery, subCategory: 'Bracelets & Bangles',
    description: 'A slim gold-plated bracelet with a name cut in a cursive script. Adjustable to fit most wrists.',
    mrp: 999, price: 799, stock: 21, sales: 160, daysAgo: 36,
  },
  {
    id: 'festive-glass-bangles-set', name: 'Festive Glass Bangles (set of 24)', category: C.jewellery, subCategory: 'Bracelets & Bangles',
    description: 'Two dozen glass bangles in red, green and gold, with zari work. Choose the bangle size.',
    mrp: 299, price: 249, variants: { '2.4': 14, '2.6': 10, '2.8': 0 }, sales: 280, daysAgo: 46,
  },
  {
    id: 'adjustable-couple-rings', name: 'Adjustable Couple Rings (silver-plated)', category: C.jewellery, subCategory: 'Rings',
    description: 'A matching pair of rings with a tiny heart, adjustable to any finger. Packed in a velvet ring box.',
    mrp: 699, price: 499, stock: 10, sales: 205, daysAgo: 19,
  },
  {
    id: 'american-diamond-solitaire-ring', name: 'American Diamond Solitaire Ring', category: C.jewellery, subCategory: 'Rings',
    description: 'A brilliant-cut American diamond in a rhodium-plated setting that sparkles like the real thing.',
    mrp: 1599, price: 1299, variants: { 'Size 10': 4, 'Size 12': 7, 'Size 14': 2 }, sales: 88, daysAgo: 62,
  },

  // ——— Stationery ———
  {
    id: 'personalised-leather-bound-diary', name: 'Personalised Leather-Bound Diary', category: C.stationery, subCategory: 'Diaries & Journals',
    description: 'An A5 diary in soft leather with 200 ivory pages and the name embossed on the cover. Includes a ribbon marker.',
    mrp: 999, price: 799, stock: 26, sales: 190, daysAgo: 27,
  },
  {
    id: 'handmade-paper-journal', name: 'Handmade Paper Journal with Pressed Flowers', category: C.stationery, subCategory: 'Diaries & Journals',
    description: 'Cotton-rag paper made in Puducherry, bound by hand, with real pressed flowers on the cover.',
    mrp: 599, price: 499, stock: 9, sales: 85, daysAgo: 52,
  },
  {
    id: 'undated-daily-planner', name: 'Undated Daily Planner', category: C.stationery, subCategory: 'Diaries & Journals',
    description: 'A planner with a page a day, habit trackers and monthly goals. Start any day of the year.',
    mrp: 449, price: 399, stock: 44, sales: 120, daysAgo: 7,
  },
  {
    id: 'thirukkural-bookmarks-set', name: 'Thirukkural Bookmarks (set of 6)', category: C.stationery, subCategory: 'Diaries & Journals',
    description: 'Six illustrated bookmarks, each with a couplet from the Thirukkural in Tamil and its English meaning.',
    mrp: 149, price: 129, stock: 10, sales: 58, daysAgo: 130,
  },
  {
    id: 'engraved-rosewood-pen', name: 'Engraved Rosewood Pen', category: C.stationery, subCategory: 'Pens',
    description: 'A turned rosewood ballpoint pen with a name engraved on the barrel, in a matching wooden box.',
    mrp: 599, price: 449, stock: 31, sales: 142, daysAgo: 39,
  },
  {
    id: 'metal-pen-gift-set-with-name', name: 'Metal Pen Gift Set with Name', category: C.stationery, subCategory: 'Pens',
    description: 'A roller-ball and a ballpoint pen in brushed metal, with the name engraved on both, in a magnetic gift box.',
    mrp: 899, price: 749, stock: 0, sales: 66, daysAgo: 115,
  },
  {
    id: 'fountain-pen-ink-set', name: 'Fountain Pen with Ink Bottle', category: C.stationery, subCategory: 'Pens',
    description: 'A smooth-writing fountain pen with a converter and a bottle of royal-blue ink. Handmade in Rajahmundry.',
    mrp: 1299, price: 1099, stock: 5, sales: 31, daysAgo: 145,
  },
  {
    id: 'handmade-quilling-greeting-card', name: 'Handmade Quilling Greeting Card', category: C.stationery, subCategory: 'Greeting Cards',
    description: 'A card decorated with paper quilling flowers, with space inside for your own message. Comes with an envelope.',
    mrp: 249, price: 199, stock: 60, sales: 340, daysAgo: 13,
  },
  {
    id: 'pop-up-birthday-card', name: '3D Pop-Up Birthday Card', category: C.stationery, subCategory: 'Greeting Cards',
    description: 'Open it and a birthday cake with candles pops up. Laser-cut card stock, sized to fit in any hamper.',
    mrp: 199, price: 149, stock: 75, sales: 410, daysAgo: 4,
  },
  {
    id: 'thank-you-cards-pack', name: 'Thank You Cards (pack of 10)', category: C.stationery, subCategory: 'Greeting Cards',
    description: 'Ten small thank-you cards with envelopes, printed on recycled paper with a floral border.',
    mrp: 99, price: 99, stock: 100, sales: 95, daysAgo: 88,
  },

  // ——— Festive Specials ———
  {
    id: 'hand-painted-terracotta-diyas', name: 'Hand-Painted Terracotta Diyas (set of 12)', category: C.festive, subCategory: 'Diwali',
    description: 'Twelve clay diyas painted by potters in Pondicherry, with cotton wicks. Reusable every Karthigai and Diwali.',
    mrp: 399, price: 299, stock: 80, sales: 620, daysAgo: 6,
  },
  {
    id: 'brass-hanging-diya-with-bells', name: 'Brass Hanging Diya with Bells', category: C.festive, subCategory: 'Diwali',
    description: 'A brass diya on a chain with small bells that ring softly in the breeze. Hang it at the entrance or the pooja room.',
    mrp: 1499, price: 1299, stock: 9, sales: 77, daysAgo: 24,
  },
  {
    id: 'marigold-bead-toran', name: 'Marigold Bead Toran', category: C.festive, subCategory: 'Diwali',
    description: 'A door toran of fabric marigolds, mango leaves and beads that looks fresh all year. One metre wide.',
    mrp: 599, price: 499, stock: 16, sales: 88, daysAgo: 21, limitedMax: 3,
  },
  {
    id: 'rangoli-colour-kit-with-stencils', name: 'Rangoli Colour Kit with Stencils', category: C.festive, subCategory: 'Diwali',
    description: 'Ten bright rangoli colours in squeeze bottles and six reusable stencils. Easy enough for children to enjoy.',
    mrp: 349, price: 299, stock: 0, sales: 140, daysAgo: 280,
  },
  {
    id: 'decorated-brass-pongal-pot', name: 'Decorated Brass Pongal Pot', category: C.festive, subCategory: 'Pongal',
    description: 'A brass pongal paanai tied with turmeric leaves and painted with kolam, for a traditional Thai Pongal at home.',
    mrp: 1199, price: 999, stock: 12, sales: 36, daysAgo: 320,
  },
  {
    id: 'kolam-stencil-set', name: 'Kolam Stencil Set', category: C.festive, subCategory: 'Pongal',
    description: 'Eight plastic kolam stencils from simple pulli kolams to a large Pongal design, with a kolam powder shaker.',
    mrp: 249, price: 199, stock: 45, sales: 90, daysAgo: 310,
  },
  {
    id: 'designer-rakhi-set', name: 'Designer Rakhi Set with Roli Chawal', category: C.festive, subCategory: 'Raksha Bandhan',
    description: 'Two designer rakhis with pearl and zardosi work, a roli-chawal pack and a greeting card.',
    mrp: 299, price: 249, stock: 7, sales: 260, daysAgo: 240,
  },
  {
    id: 'silver-rakhi-with-chocolates', name: 'Silver Rakhi with Chocolates', category: C.festive, subCategory: 'Raksha Bandhan',
    description: 'A 92.5 silver rakhi that doubles as a bracelet, with a box of assorted chocolates for your brother.',
    mrp: 1299, price: 1099, stock: 0, sales: 120, daysAgo: 250,
  },
  {
    id: 'christmas-paper-star-lantern', name: 'Paper Star Lantern (Christmas)', category: C.festive, subCategory: 'Christmas',
    description: 'A large red paper star with a bulb holder and cable, made in Kerala. Folds flat for storage after the season.',
    mrp: 499, price: 399, stock: 23, sales: 48, daysAgo: 340,
  },
  {
    id: 'kerala-plum-cake', name: 'Kerala Plum Cake (500 g)', category: C.festive, subCategory: 'Christmas',
    description: 'A rich plum cake with rum-soaked fruits and nuts, baked the traditional Kerala way. Keeps for three weeks.',
    mrp: 549, price: 499, stock: 10, sales: 72, daysAgo: 355,
  },

  // ——— Cakes & Sweets (no subcategories) ———
  {
    id: 'red-velvet-cake', name: 'Red Velvet Cake', category: C.cakes,
    description: 'Moist red velvet sponge with cream-cheese frosting, baked fresh in our Coimbatore kitchen on the day of delivery.',
    mrp: 899, price: 799, variants: { '500 g': 12, '1 kg': 8 }, sales: 290, daysAgo: 17,
  },
  {
    id: 'chocolate-truffle-cake', name: 'Chocolate Truffle Cake', category: C.cakes,
    description: 'Layers of dark chocolate sponge and silky truffle ganache. Eggless on request — note it in the gift message.',
    mrp: 799, price: 749, variants: { '500 g': 15, '1 kg': 10 }, sales: 450, daysAgo: 23,
  },
  {
    id: 'kaju-katli-sweets-box', name: 'Kaju Katli Gift Box (500 g)', category: C.cakes,
    description: 'Thin diamonds of cashew fudge with real silver varq, from a Gandhipuram sweet shop that has made them since 1962.',
    mrp: 799, price: 699, stock: 40, sales: 300, daysAgo: 31,
  },
  {
    id: 'ghee-mysore-pak-sweets', name: 'Ghee Mysore Pak (500 g)', category: C.cakes,
    description: 'Soft, melt-in-the-mouth Mysore pak made with pure cow ghee — the Coimbatore style everyone asks for.',
    mrp: 499, price: 499, stock: 9, sales: 355, daysAgo: 57,
  },
  {
    id: 'assorted-cupcakes-box', name: 'Assorted Cupcakes (box of 6)', category: C.cakes,
    description: 'Vanilla, chocolate and strawberry cupcakes with buttercream swirls, two of each.',
    mrp: 599, price: 499, stock: 0, sales: 130, daysAgo: 72,
  },

  // ——— Candles & Fragrances (no subcategories) ———
  {
    id: 'scented-soy-candle-jar', name: 'Scented Soy Candle in Glass Jar', category: C.candles,
    description: 'A hand-poured soy wax candle with a cotton wick that burns cleanly for about 40 hours. Choose the fragrance.',
    mrp: 699, price: 549, variants: { Lavender: 14, Jasmine: 9, Sandalwood: 0 }, sales: 175, daysAgo: 34,
  },
  {
    id: 'sandalwood-reed-diffuser', name: 'Reed Diffuser with Sandalwood Oil', category: C.candles,
    description: 'A glass diffuser with eight rattan reeds and 100 ml of Mysore sandalwood oil that scents a room for two months.',
    mrp: 899, price: 749, stock: 19, sales: 80, daysAgo: 68,
  },
  {
    id: 'floating-candles-set', name: 'Floating Flower Candles (set of 12)', category: C.candles,
    description: 'Twelve lotus-shaped floating candles for an urli of water — the easiest festive decoration there is.',
    mrp: 349, price: 299, stock: 10, sales: 150, daysAgo: 42,
  },
  {
    id: 'temple-incense-gift-box', name: 'Temple Incense Gift Box', category: C.candles,
    description: 'Six fragrances of hand-rolled agarbatti with a brass stand, in a box printed with a kolam pattern.',
    mrp: 299, price: 249, stock: 50, sales: 95, daysAgo: 101,
  },

  // ——— Wedding Specials (everything sold out: the mega-menu hides this category) ———
  {
    id: 'thamboolam-return-gift-bags', name: 'Thamboolam Return Gift Bags (set of 25)', category: C.wedding, subCategory: 'Return Gifts',
    description: 'Twenty-five silk-finish thamboolam bags with a zari border, for wedding and seemantham return gifts.',
    mrp: 2499, price: 1999, stock: 0, sales: 40, daysAgo: 260,
  },
  {
    id: 'wedding-couple-name-frame', name: 'Wedding Couple Name Frame', category: C.wedding, subCategory: 'Wedding Frames',
    description: 'The couple\'s names and wedding date in gold lettering on a floral frame. Made to order once stock is back.',
    mrp: 1999, price: 1599, variants: { A4: 0, A3: 0 }, sales: 22, daysAgo: 270,
  },
];
