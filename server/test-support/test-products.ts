import { createProduct, type Product, type ProductFields } from '../src/domain/product.js';

/** Builds a product for tests: sensible defaults, override what the test is about. */
export function testProduct(overrides: Partial<ProductFields> & { id: string }): Product {
  return createProduct({
    productName: `Product ${overrides.id}`,
    category: 'Gifts',
    subCategory: null,
    shortDescription: '',
    mediaUrls: [],
    mrpPaise: 100_00,
    sellingPricePaise: 100_00,
    stock: 20,
    hasVariant: false,
    variants: [],
    createdAtMillis: null,
    sales: 0,
    isLimitedOffer: false,
    limitedOfferMaxQuantity: null,
    ...overrides,
  });
}
