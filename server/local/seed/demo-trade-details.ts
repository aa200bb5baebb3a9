/**
 * What a GST invoice and the product page need besides the price: the HSN code of each demo product (the heading
 * of its kind of good) and its country of origin (the Consumer Protection (E-Commerce) Rules 2020 ask for it before
 * purchase). Kept beside the catalog table, by product id, so the table stays a stock list.
 */

/** The HSN heading of every demo product, by id. */
export const DEMO_HSN_CODES: Readonly<Record<string, string>> = {
  // Personalised Gifts
  'personalised-couple-photo-mug': '6912', // ceramic tableware
  'magic-colour-changing-photo-mug': '6912',
  'kovai-filter-coffee-name-mug': '6912',
  'engraved-wooden-photo-frame': '4414', // wooden frames
  'family-collage-photo-frame': '4414',
  'tanjore-style-portrait-frame': '4414',
  'square-photo-frame': '4414',
  'couple-caricature-photo-frame': '4414',
  'personalised-name-cushion': '9404', // cushions
  'photo-collage-cushion': '9404',
  'engraved-wooden-name-keychain': '4420', // small wooden articles
  'leather-initials-keychain': '4205', // other articles of leather
  'engraved-steel-water-bottle': '7323', // household articles of steel
  'personalised-photo-wall-clock': '9105', // clocks
  'personalised-leather-wallet': '4202', // wallets and bags
  // Gift Hampers: the heading of the hamper's principal good
  'diwali-dry-fruit-hamper': '0813', // mixtures of nuts and dried fruits
  'premium-cashew-almond-hamper': '0801', // cashew nuts
  'chocolate-lovers-hamper': '1806', // chocolate
  'belgian-chocolate-truffle-box': '1806',
  'nilgiris-tea-tasting-hamper': '0902', // tea
  'kovai-snacks-hamper': '2106', // namkeen and other food preparations
  'corporate-welcome-kit-hamper': '4820', // diaries and notebooks
  'executive-leather-brass-hamper': '4202',
  'pongal-festive-hamper': '1701', // jaggery
  'new-baby-welcome-hamper': '6111', // babies' garments
  // Home Décor
  'brass-kuthuvilakku-lamp': '9405', // lamps
  'brass-ganesha-idol': '8306', // statuettes of base metal
  'lucky-bamboo-plant-3-layer': '0602', // live plants
  'jade-plant-ceramic-pot': '0602',
  'money-plant-glass-jar': '0602',
  'succulent-terrarium-garden': '0602',
  'macrame-wall-hanging': '5609', // articles of cord
  'mandala-wooden-wall-clock': '9105',
  'warli-art-wall-plates': '6912',
  '3d-moon-night-light': '9405',
  'athangudi-tile-coasters': '6907', // ceramic tiles
  // Soft Toys
  'giant-teddy-bear-with-bow': '9503', // toys
  'heart-hug-teddy-bear': '9503',
  'couple-teddy-bears-in-love': '9503',
  'panda-plush-soft-toy': '9503',
  'rainbow-unicorn-plush': '9503',
  'baby-elephant-plush': '9503',
  'talking-puppy-plush': '9503',
  'bunny-rattle-baby-toy': '9503',
  'musical-crib-toy-animals': '9503',
  'handmade-cotton-rag-doll': '9503',
  // Flowers
  'red-roses-bouquet': '0603', // cut flowers
  'pink-roses-heart-box': '0603',
  '100-red-roses-grand-bouquet': '0603',
  'mixed-gerbera-bouquet': '0603',
  'sunflower-bouquet': '0603',
  'white-lilies-bouquet': '0603',
  'red-roses-chocolate-cake-combo': '0603',
  'purple-orchids-arrangement': '0603',
  'pink-carnations-arrangement': '0603',
  'madurai-malli-jasmine-flower-string': '0603',
  // Jewellery
  'rose-gold-heart-necklace': '7117', // imitation jewellery
  'gold-plated-initial-pendant': '7117',
  'temple-jewellery-necklace-set': '7117',
  'oxidised-jhumka-earrings': '7117',
  'pearl-drop-earrings': '7117',
  'kemp-stone-jhumkas': '7117',
  'sterling-silver-anklets-pair': '7113', // silver jewellery
  'personalised-name-bracelet': '7117',
  'festive-glass-bangles-set': '7018', // glass beads and bangles
  'adjustable-couple-rings': '7117',
  'american-diamond-solitaire-ring': '7117',
  // Stationery
  'personalised-leather-bound-diary': '4820',
  'handmade-paper-journal': '4820',
  'undated-daily-planner': '4820',
  'thirukkural-bookmarks-set': '4911', // other printed matter
  'engraved-rosewood-pen': '9608', // pens
  'metal-pen-gift-set-with-name': '9608',
  'fountain-pen-ink-set': '9608',
  'handmade-quilling-greeting-card': '4909', // greeting cards
  'pop-up-birthday-card': '4909',
  'thank-you-cards-pack': '4909',
  // Festive Specials
  'hand-painted-terracotta-diyas': '6912',
  'brass-hanging-diya-with-bells': '9405',
  'marigold-bead-toran': '6702', // artificial flowers
  'rangoli-colour-kit-with-stencils': '3213', // colours in sets
  'decorated-brass-pongal-pot': '7418', // household articles of copper alloys
  'kolam-stencil-set': '3926', // other articles of plastics
  'designer-rakhi-set': '6307', // other made-up textile articles
  'silver-rakhi-with-chocolates': '7113',
  'christmas-paper-star-lantern': '9505', // festive articles
  'kerala-plum-cake': '1905', // bakers' wares
  // Cakes & Sweets
  'red-velvet-cake': '1905',
  'chocolate-truffle-cake': '1905',
  'kaju-katli-sweets-box': '2106', // sweetmeats
  'ghee-mysore-pak-sweets': '2106',
  'assorted-cupcakes-box': '1905',
  // Candles & Fragrances
  'scented-soy-candle-jar': '3406', // candles
  'sandalwood-reed-diffuser': '3307', // room perfumes
  'floating-candles-set': '3406',
  'temple-incense-gift-box': '3307', // agarbatti
  // Wedding Specials
  'thamboolam-return-gift-bags': '4202',
  'wedding-couple-name-frame': '4414',
};

/** Most of the shop's goods are made in India; these are not. */
export const DEMO_IMPORTED: Readonly<Record<string, string>> = {
  'belgian-chocolate-truffle-box': 'Belgium',
  '3d-moon-night-light': 'China',
  'talking-puppy-plush': 'China',
  'musical-crib-toy-animals': 'China',
};

export function demoCountryOfOrigin(id: string): string {
  return DEMO_IMPORTED[id] ?? 'India';
}
