import { describe, expect, it } from 'vitest';
import { savedCartFromDocument, savedCartToDocument } from './saved-cart-document.js';

describe('savedCartFromDocument', () => {
  it('reads a missing document as an empty cart at version 0', () => {
    expect(savedCartFromDocument(undefined)).toEqual({ lines: [], wishlist: [], version: 0 });
  });

  it('drops malformed lines and ids and defaults odd fields instead of failing', () => {
    const cart = savedCartFromDocument({
      version: 'seven',
      wishlist: ['a', 7, '', 'a', 'b', null],
      lines: [
        { productId: 'mug', quantity: 2, giftWrap: 'yes', giftMessage: 42, changedAt: 'later' },
        { productId: '', quantity: 1 },
        { productId: 'card', quantity: 0 },
        { productId: 'lamp', quantity: 1.5 },
        { productId: 'frame', variant: '6 x 8 in', quantity: 5000, customizationText: 'x'.repeat(900), changedAt: 5 },
        'not a line',
        null,
      ],
    });
    expect(cart.version).toBe(0);
    expect(cart.wishlist).toEqual(['a', 'b']);
    expect(cart.lines).toEqual([
      {
        productId: 'mug',
        variant: null,
        quantity: 2,
        customizationText: null,
        giftWrap: false,
        giftMessage: '',
        changedAt: 0,
        photos: [],
      },
      {
        productId: 'frame',
        variant: '6 x 8 in',
        quantity: 999,
        customizationText: 'x'.repeat(500),
        giftWrap: false,
        giftMessage: '',
        changedAt: 5,
        photos: [],
      },
    ]);
  });

  it('keeps a line with its photos and drops a line whose photo cannot be read', () => {
    const photo = { photoId: 'p1', crop: { x: 1, y: 2, width: 30, height: 20, rotation: 3 } };
    const cart = savedCartFromDocument({
      version: 1,
      lines: [
        { productId: 'mug', quantity: 1, photos: [photo] },
        { productId: 'frame', quantity: 1, photos: [{ photoId: 'p2', crop: { x: 0, y: 0, width: 0, height: 5 } }] },
        { productId: 'tile', quantity: 1, photos: [{ ...photo, crop: { ...photo.crop, rotation: 4 } }] },
        { productId: 'card', quantity: 1, photos: 'p3' },
      ],
    });
    expect(cart.lines.map((line) => [line.productId, line.photos])).toEqual([['mug', [photo]]]);
  });

  it('reads back what it writes', () => {
    const cart = {
      version: 3,
      wishlist: ['a'],
      lines: [
        {
          productId: 'mug',
          variant: null,
          quantity: 2,
          customizationText: 'Amma',
          giftWrap: true,
          giftMessage: 'Hi',
          changedAt: 9,
          photos: [{ photoId: 'p1', crop: { x: 0, y: 4, width: 300, height: 200, rotation: 1 } }],
        },
      ],
    };
    expect(savedCartFromDocument(savedCartToDocument(cart, new Date(0)))).toEqual(cart);
  });
});
