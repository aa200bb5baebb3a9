import type { Occasion, Recipient } from '../../src/domain/gift-tags.js';

interface DemoGiftTags {
  readonly occasions?: readonly Occasion[];
  readonly recipients?: readonly Recipient[];
}

/** The demo catalog's occasion and recipient tags, by product id; products not listed carry none. */
export const DEMO_GIFT_TAGS: Readonly<Record<string, DemoGiftTags>> = {
  'personalised-couple-photo-mug': {
    occasions: ['Anniversary', "Valentine's Day"],
    recipients: ['For her', 'For him'],
  },
  'magic-colour-changing-photo-mug': { occasions: ['Birthday'], recipients: ['For her', 'For him'] },
  'kovai-filter-coffee-name-mug': { occasions: ['Birthday'], recipients: ['For parents', 'For him'] },
  'engraved-wooden-photo-frame': { occasions: ['Anniversary', 'Wedding'], recipients: ['For parents'] },
  'family-collage-photo-frame': { occasions: ['Anniversary'], recipients: ['For parents'] },
  'couple-caricature-photo-frame': { occasions: ['Anniversary', "Valentine's Day", 'Wedding'] },
  'personalised-name-cushion': { occasions: ['Birthday'], recipients: ['For her', 'For kids'] },
  'personalised-photo-wall-clock': { occasions: ['Anniversary'], recipients: ['For parents'] },
  'personalised-leather-wallet': { occasions: ['Birthday', 'Anniversary'], recipients: ['For him'] },
  'diwali-dry-fruit-hamper': { occasions: ['Diwali'], recipients: ['For parents'] },
  'chocolate-lovers-hamper': { occasions: ['Birthday', "Valentine's Day"], recipients: ['For her'] },
  'belgian-chocolate-truffle-box': { occasions: ['Birthday', "Valentine's Day"], recipients: ['For her'] },
  'pongal-festive-hamper': { occasions: ['Pongal'], recipients: ['For parents'] },
  'new-baby-welcome-hamper': { recipients: ['For kids'] },
  'brass-kuthuvilakku-lamp': { occasions: ['Diwali', 'Wedding'], recipients: ['For parents'] },
  'brass-ganesha-idol': { occasions: ['Diwali'], recipients: ['For parents'] },
  'giant-teddy-bear-with-bow': { occasions: ['Birthday', "Valentine's Day"], recipients: ['For her', 'For kids'] },
  'heart-hug-teddy-bear': { occasions: ["Valentine's Day"], recipients: ['For her'] },
  'couple-teddy-bears-in-love': { occasions: ["Valentine's Day", 'Anniversary'], recipients: ['For her'] },
  'panda-plush-soft-toy': { occasions: ['Birthday'], recipients: ['For kids'] },
  'rainbow-unicorn-plush': { occasions: ['Birthday'], recipients: ['For kids'] },
  'talking-puppy-plush': { occasions: ['Birthday'], recipients: ['For kids'] },
  'red-roses-bouquet': { occasions: ["Valentine's Day", 'Anniversary'], recipients: ['For her'] },
  'pink-roses-heart-box': { occasions: ["Valentine's Day"], recipients: ['For her'] },
  '100-red-roses-grand-bouquet': { occasions: ["Valentine's Day", 'Anniversary'], recipients: ['For her'] },
  'red-roses-chocolate-cake-combo': { occasions: ['Birthday', 'Anniversary'], recipients: ['For her'] },
  'madurai-malli-jasmine-flower-string': { occasions: ['Wedding', 'Pongal'], recipients: ['For her'] },
  'rose-gold-heart-necklace': { occasions: ['Birthday', 'Anniversary', "Valentine's Day"], recipients: ['For her'] },
  'temple-jewellery-necklace-set': { occasions: ['Wedding'], recipients: ['For her'] },
  'oxidised-jhumka-earrings': { occasions: ['Birthday'], recipients: ['For her'] },
  'adjustable-couple-rings': { occasions: ["Valentine's Day", 'Anniversary'], recipients: ['For her', 'For him'] },
  'personalised-leather-bound-diary': { occasions: ['Birthday'], recipients: ['For him'] },
  'metal-pen-gift-set-with-name': { occasions: ['Birthday'], recipients: ['For him'] },
  'pop-up-birthday-card': { occasions: ['Birthday'] },
  'hand-painted-terracotta-diyas': { occasions: ['Diwali'] },
  'brass-hanging-diya-with-bells': { occasions: ['Diwali'] },
  'decorated-brass-pongal-pot': { occasions: ['Pongal'] },
  'kolam-stencil-set': { occasions: ['Pongal'] },
  'designer-rakhi-set': { occasions: ['Raksha Bandhan'], recipients: ['For him'] },
  'silver-rakhi-with-chocolates': { occasions: ['Raksha Bandhan'], recipients: ['For him'] },
  'red-velvet-cake': { occasions: ['Birthday', "Valentine's Day"] },
  'chocolate-truffle-cake': { occasions: ['Birthday', 'Anniversary'] },
  'assorted-cupcakes-box': { occasions: ['Birthday'], recipients: ['For kids'] },
  'kaju-katli-sweets-box': { occasions: ['Diwali'], recipients: ['For parents'] },
  'thamboolam-return-gift-bags': { occasions: ['Wedding'] },
  'wedding-couple-name-frame': { occasions: ['Wedding', 'Anniversary'] },
};
