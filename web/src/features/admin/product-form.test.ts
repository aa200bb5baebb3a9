import { describe, expect, it } from 'vitest';
import { EMPTY_PRODUCT_FORM, inputOf, move, paiseOf } from './product-form';

describe('the product form', () => {
  it('reads rupees as typed into paise', () => {
    expect(paiseOf('1,299.50')).toBe(129_950);
    expect(paiseOf('₹ 499')).toBe(49_900);
    expect(paiseOf('12.345')).toBeNaN();
    expect(paiseOf('')).toBeNaN();
  });

  it('sends what the server validates (bad numbers as values it refuses with the field named)', () => {
    const input = inputOf({
      ...EMPTY_PRODUCT_FORM,
      mrp: 'abc',
      sellingPrice: '10',
      stock: '2.5',
      hasVariant: true,
      variants: [{ name: 'S', stock: '3' }],
      gstRate: '18',
      hsnCode: ' 4414 ',
    });
    expect(input).toMatchObject({
      mrp: 0,
      sellingPrice: 1000,
      stock: -1,
      variants: [{ name: 'S', stock: 3 }],
      gstRate: 18,
      hsnCode: '4414',
      subCategory: null,
      limitedOfferMaxQuantity: null,
    });
  });

  it('moves an image within the order', () => {
    expect(move(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(move(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  });
});
