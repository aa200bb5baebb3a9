import { describe, expect, it } from 'vitest';
import { normaliseProductDraft, validateProductDraft, validateStock, type ProductDraft } from './product-validation.js';

const categories = [{ name: 'Frames', subcategories: ['Photo Frames'] }];
const draft = (patch: Partial<ProductDraft> = {}): ProductDraft =>
  normaliseProductDraft({
    productName: 'Frame',
    category: 'Frames',
    subCategory: null,
    shortDescription: '',
    mediaUrls: ['/media/u/0123456789abcdef0123456789abcdef', 'https://cdn.example/a.jpg'],
    mrpPaise: 1000,
    sellingPricePaise: 900,
    stock: 5,
    hasVariant: false,
    variants: [],
    isLimitedOffer: false,
    limitedOfferMaxQuantity: null,
    gstRate: null,
    hsnCode: null,
    countryOfOrigin: 'India',
    hidden: false,
    ...patch,
  });

const fields = (patch: Partial<ProductDraft>) => validateProductDraft(draft(patch), categories).map((e) => e.field);

describe('validateProductDraft', () => {
  it('accepts a complete draft', () => {
    expect(validateProductDraft(draft(), categories)).toEqual([]);
  });

  it('names each field at fault', () => {
    expect(fields({ productName: ' ' })).toEqual(['productName']);
    expect(fields({ category: 'Lamps' })).toEqual(['category']);
    expect(fields({ subCategory: 'Wall Frames' })).toEqual(['subCategory']);
    expect(fields({ sellingPricePaise: 0 })).toEqual(['sellingPrice']);
    expect(fields({ mrpPaise: 800 })).toEqual(['mrp']);
    expect(fields({ stock: 1.5 })).toEqual(['stock']);
    expect(fields({ hasVariant: true, variants: [] })).toEqual(['variants']);
    expect(fields({ hasVariant: true, variants: [{ name: '', stock: 1 }] })).toEqual(['variants[0].name']);
    expect(fields({ isLimitedOffer: true, limitedOfferMaxQuantity: 0 })).toEqual(['limitedOfferMaxQuantity']);
    expect(fields({ gstRate: 28 })).toEqual(['gstRate']);
    expect(fields({ hsnCode: '12345' })).toEqual(['hsnCode']);
    expect(fields({ countryOfOrigin: ' ' })).toEqual(['countryOfOrigin']);
    expect(fields({ mediaUrls: ['http://insecure.example/a.jpg'] })).toEqual(['mediaUrls']);
    expect(fields({ mediaUrls: ['/media/../secret'] })).toEqual(['mediaUrls']);
  });

  it('lets the owner choose only a rate the HSN table allows for the product’s heading', () => {
    expect(fields({ hsnCode: '0603', gstRate: 0 })).toEqual([]);
    expect(fields({ hsnCode: '0603', gstRate: null })).toEqual([]);
    expect(fields({ hsnCode: '3307', gstRate: 5 })).toEqual([]);
    expect(fields({ hsnCode: '8471', gstRate: 40 })).toEqual([]);
    expect(validateProductDraft(draft({ hsnCode: '0603', gstRate: 18 }), categories)).toEqual([
      { field: 'gstRate', code: 'INVALID', message: 'GST rate for HSN 0603 must be 0 % (see the GST rates table)' },
    ]);
    expect(validateProductDraft(draft({ hsnCode: '1905.10', gstRate: 18 }), categories)[0]?.message).toBe(
      'GST rate for HSN 1905 must be 0 or 5 % (see the GST rates table)',
    );
  });

  it('drops what does not apply: variants of a plain product, stock of a variant product, a cap without an offer', () => {
    const plain = draft({ variants: [{ name: 'x', stock: -1 }], limitedOfferMaxQuantity: 0 });
    expect(plain.variants).toEqual([]);
    expect(plain.limitedOfferMaxQuantity).toBeNull();
    expect(validateProductDraft(plain, categories)).toEqual([]);
    expect(draft({ hasVariant: true, stock: -4, variants: [{ name: 'S', stock: 1 }] }).stock).toBe(0);
    expect(draft({ hsnCode: '4414.20' }).hsnCode).toBe('441420');
  });

  it('checks option prices beside each option: above ₹0, and the mrp it sells against at least its price', () => {
    const option = (patch: object) => ({ hasVariant: true, variants: [{ name: 'Large', stock: 1, ...patch }] });
    expect(fields(option({ sellingPricePaise: 1500, mrpPaise: 2000 }))).toEqual([]);
    expect(fields(option({ sellingPricePaise: null, mrpPaise: null }))).toEqual([]);
    expect(fields(option({ sellingPricePaise: 0 }))).toEqual(['variants[0].sellingPrice']);
    expect(fields(option({ mrpPaise: 2.5 }))).toEqual(['variants[0].mrp']);
    // ₹15 against the product's mrp of ₹10, and an own mrp of ₹8 against the product's ₹9 price.
    expect(fields(option({ sellingPricePaise: 1500 }))).toEqual(['variants[0].mrp']);
    expect(fields(option({ mrpPaise: 800 }))).toEqual(['variants[0].mrp']);
    const errors = validateProductDraft(draft(option({ sellingPricePaise: 1500 })), categories);
    expect(errors[0]?.message).toBe('MRP must be at least the selling price');
  });

  it('checks a quick stock edit', () => {
    expect(validateStock(0)).toBeNull();
    expect(validateStock(-1)?.field).toBe('stock');
    expect(validateStock(2.5)?.code).toBe('INVALID');
  });
});

describe('validateProductDraft: delivery fields', () => {
  it('takes 0 to 720 whole hours of preparation and refuses anything else by name', () => {
    expect(fields({ preparationHours: 0 })).toEqual([]);
    expect(fields({ preparationHours: 720, perishable: true })).toEqual([]);
    expect(fields({ preparationHours: 721 })).toEqual(['preparationHours']);
    expect(fields({ preparationHours: 1.5 })).toEqual(['preparationHours']);
    expect(fields({ preparationHours: -1 })).toEqual(['preparationHours']);
  });
});
