import { describe, expect, it } from 'vitest';
import type { CartItem } from './cart-rules';
import { toOrderLineInputs } from './order-lines';

const base: CartItem = {
  id: 'mug',
  quantity: 1,
  giftWrap: false,
  giftMessage: '',
  isLimitedOffer: false,
  limitedOfferMaxQuantity: null,
};

describe('toOrderLineInputs', () => {
  it('sends each line with its own options, and none as null/false', () => {
    expect(
      toOrderLineInputs([
        {
          ...base,
          variant: 'Blue',
          quantity: 2,
          seenPricePaise: 34900,
          customization: { text: ' Meera ', imageUrl: '/u/1.png' },
          giftWrap: true,
          giftMessage: 'Love, Asha ',
        },
        { ...base, variant: 'Blue', giftMessage: '   ' },
      ]),
    ).toEqual([
      {
        productId: 'mug',
        variant: 'Blue',
        quantity: 2,
        seenPricePaise: 34900,
        personalisation: 'Meera',
        giftWrap: true,
        giftMessage: 'Love, Asha',
      },
      {
        productId: 'mug',
        variant: 'Blue',
        quantity: 1,
        seenPricePaise: null,
        personalisation: null,
        giftWrap: false,
        giftMessage: null,
      },
    ]);
  });
});
