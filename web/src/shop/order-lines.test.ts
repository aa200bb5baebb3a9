import { describe, expect, it } from 'vitest';
import type { CartItem } from './cart-rules';
import { toAddToCartInputs, toOrderLineInputs } from './order-lines';

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

describe('toAddToCartInputs', () => {
  it("turns an order's lines back into cart lines with the shopper's choices", () => {
    expect(
      toAddToCartInputs([
        {
          productId: 'mug',
          variant: 'Blue',
          quantity: 2,
          personalisation: 'Meera',
          giftWrap: true,
          giftMessage: 'Love, Asha',
        },
        { productId: 'hamper', variant: null, quantity: 1, personalisation: null, giftWrap: false, giftMessage: null },
      ]),
    ).toEqual([
      {
        id: 'mug',
        hasVariant: true,
        variant: 'Blue',
        quantity: 2,
        customization: { text: 'Meera' },
        giftWrap: true,
        giftMessage: 'Love, Asha',
      },
      { id: 'hamper', hasVariant: false, quantity: 1, giftWrap: false, giftMessage: '' },
    ]);
  });
});
