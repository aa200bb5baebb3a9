import { describe, expect, it } from 'vitest';
import { EMPTY_PRODUCT_FORM, formStateOf, inputOf, move, paiseOf } from './product-form';

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

  it('sends each option’s own price and mrp in paise, an empty one as null (the product’s applies)', () => {
    const input = inputOf({
      ...EMPTY_PRODUCT_FORM,
      hasVariant: true,
      variants: [
        { name: '6 roses', stock: '30', sellingPrice: '', mrp: ' ' },
        { name: '24 roses', stock: '8', sellingPrice: '1,799', mrp: '2299.50' },
        { name: 'odd', stock: '1', sellingPrice: 'lots' },
      ],
    });
    expect(input.variants).toEqual([
      { name: '6 roses', stock: 30, sellingPrice: null, mrp: null },
      { name: '24 roses', stock: 8, sellingPrice: 179_900, mrp: 229_950 },
      { name: 'odd', stock: 1, sellingPrice: 0, mrp: null },
    ]);
  });

  it('starts from the options’ own prices, empty where an option sells at the product’s', () => {
    const money = (paise: number) => ({ paise, formatted: '' });
    const form = formStateOf({
      id: 'roses',
      productName: 'Roses',
      category: 'Flowers',
      subCategory: null,
      shortDescription: '',
      mediaUrls: [],
      thumbnail: null,
      mrp: money(799_00),
      sellingPrice: money(599_00),
      lowestPrice: money(599_00),
      pricesVary: true,
      stock: 0,
      hasVariant: true,
      variants: [
        { name: '6 roses', stock: 30, ownSellingPrice: null, ownMrp: null },
        { name: '12 roses', stock: 25, ownSellingPrice: { paise: 999_00 }, ownMrp: { paise: 1299_50 } },
      ],
      stockCount: 55,
      isLimitedOffer: false,
      limitedOfferData: null,
      gstRate: null,
      hsnCode: null,
      countryOfOrigin: 'India',
      hidden: false,
      stockShards: 0,
      occasions: [],
      recipients: [],
      photoRequirement: { count: 4, shape: 'CUSHION', aspectRatio: 1, minShortSidePx: 600 },
    });
    expect(form.photoRequirement).toEqual({ count: '4', shape: 'CUSHION', aspectRatio: '1', minShortSidePx: '600' });
    expect(form.variants).toEqual([
      { name: '6 roses', stock: '30', sellingPrice: '', mrp: '' },
      { name: '12 roses', stock: '25', sellingPrice: '999', mrp: '1299.50' },
    ]);
  });

  it('sends the photo requirement as typed (bad numbers as values the server refuses, naming the field)', () => {
    expect(inputOf(EMPTY_PRODUCT_FORM).photoRequirement).toBeNull();
    const asked = { count: '2', shape: 'MUG_WRAP' as const, aspectRatio: '2.3', minShortSidePx: '1000' };
    expect(inputOf({ ...EMPTY_PRODUCT_FORM, photoRequirement: asked }).photoRequirement).toEqual({
      count: 2,
      shape: 'MUG_WRAP',
      aspectRatio: 2.3,
      minShortSidePx: 1000,
    });
    const typos = { ...asked, count: 'two', aspectRatio: '2,3', minShortSidePx: '' };
    expect(inputOf({ ...EMPTY_PRODUCT_FORM, photoRequirement: typos }).photoRequirement).toEqual({
      count: -1,
      shape: 'MUG_WRAP',
      aspectRatio: -1,
      minShortSidePx: -1,
    });
  });

  it('moves an image within the order', () => {
    expect(move(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(move(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  });
});
