import { describe, expect, it } from 'vitest';
import { addCartItem, cleanCustomization, decodeStoredCart, removeCartItem, updateCartItem } from './cart-rules';
import type { CartItem } from './cart-rules';
import { decodeCartPhotos, photoKey, type CartPhoto } from './cart-photos';

const sunset: CartPhoto = {
  id: 'ph_sunset',
  previewUrl: '/media/photos/ph_sunset/preview.jpg',
  crop: { x: 0, y: 100, width: 2400, height: 1000, rotation: 0 },
};
const beach: CartPhoto = { ...sunset, id: 'ph_beach', previewUrl: '/media/photos/ph_beach/preview.jpg' };

function added(items: CartItem[], photos: CartPhoto[]): CartItem[] {
  const change = addCartItem(items, { id: 'mug', hasVariant: false, customization: { photos } });
  if (!change.ok) throw new Error(change.reason);
  return change.items;
}

describe('decodeCartPhotos', () => {
  it('keeps whole photos with their crops', () => {
    expect(decodeCartPhotos([sunset, beach])).toEqual([sunset, beach]);
  });

  it.each([
    ['a photo without an id', [{ ...sunset, id: '' }]],
    ['a preview on another site', [{ ...sunset, previewUrl: 'https://evil.example/x.jpg' }]],
    ['a protocol-relative preview', [{ ...sunset, previewUrl: '//evil.example/x.jpg' }]],
    ['a crop with fractions', [{ ...sunset, crop: { ...sunset.crop, x: 0.5 } }]],
    ['a crop of no width', [{ ...sunset, crop: { ...sunset.crop, width: 0 } }]],
    ['a rotation of a full turn', [{ ...sunset, crop: { ...sunset.crop, rotation: 4 } }]],
    ['one bad photo among good ones', [sunset, { id: 'x' }]],
    ['an empty list', []],
    ['not a list', 'ph_sunset'],
  ])('drops %s', (_, value) => expect(decodeCartPhotos(value)).toBeUndefined());
});

describe('cart lines with photos', () => {
  it('a line with other photos, or the same photo cropped otherwise, is a line of its own', () => {
    let items = added([], [sunset]);
    items = added(items, [beach]);
    items = added(items, [{ ...sunset, crop: { ...sunset.crop, rotation: 1 } }]);
    expect(items).toHaveLength(3);
    expect(items.map((line) => line.customization?.photos?.[0]?.id)).toEqual(['ph_sunset', 'ph_beach', 'ph_sunset']);
  });

  it('the same photos with the same crops add to that line', () => {
    const items = added(added([], [sunset]), [sunset]);
    expect(items).toHaveLength(1);
    expect(items[0]!.quantity).toBe(2);
  });

  it('a line without photos stays apart from the product’s photo lines', () => {
    const plain = addCartItem([], { id: 'mug', hasVariant: false });
    if (!plain.ok) throw new Error(plain.reason);
    const items = added(plain.items, [sunset]);
    expect(items).toHaveLength(2);
    expect(removeCartItem(items, 'mug')).toEqual([items[1]]);
    expect(removeCartItem(items, 'mug', undefined, photoKey([sunset]))).toEqual([items[0]]);
  });

  it('changes only the line with the photos named', () => {
    const items = added(added([], [sunset]), [beach]);
    const updated = updateCartItem(items, 'mug', { quantity: 5 }, undefined, photoKey([beach]));
    expect(updated.map((line) => line.quantity)).toEqual([1, 5]);
  });

  it('survives storage: photos are read back, a tampered photo list is dropped', () => {
    const items = added([], [sunset, beach]);
    expect(decodeStoredCart(JSON.parse(JSON.stringify(items)))).toEqual(items);
    const tampered = [{ ...items[0], customization: { photos: [{ ...sunset, previewUrl: 'javascript:alert(1)' }] } }];
    expect(decodeStoredCart(tampered)![0]!.customization).toBeUndefined();
  });

  it('keeps text beside photos', () => {
    expect(cleanCustomization({ text: 'Amma', photos: [sunset] })).toEqual({ text: 'Amma', photos: [sunset] });
  });
});
