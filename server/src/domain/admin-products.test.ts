import { describe, expect, it } from 'vitest';
import { adminProductPage, stockStateOf } from './admin-products.js';
import { createProduct, type ProductFields } from './product.js';

const product = (id: string, patch: Partial<ProductFields> = {}) =>
  createProduct({
    id,
    productName: `Product ${id}`,
    category: 'Gifts',
    subCategory: null,
    shortDescription: '',
    mediaUrls: [],
    mrpPaise: 1000,
    sellingPricePaise: 1000,
    stock: 20,
    hasVariant: false,
    variants: [],
    createdAtMillis: Number(id),
    sales: 0,
    isLimitedOffer: false,
    limitedOfferMaxQuantity: null,
    ...patch,
  });

const all = [
  product('1', { stock: 0 }),
  product('2', { stock: 5, isLimitedOffer: true }),
  product('3', { hasVariant: true, variants: [{ name: 'S', stock: 20 }] }),
  product('4', { hidden: true, category: 'Lamps', productName: 'Brass Diya' }),
];

describe('the admin product table', () => {
  it('knows the stock states', () => {
    expect(all.map(stockStateOf)).toEqual(['SOLD_OUT', 'LOW', 'IN_STOCK', 'IN_STOCK']);
  });

  it('filters, searches, counts and pages, newest first', () => {
    const page = (filter = {}, paging = { page: 1, pageSize: 10 }) => adminProductPage(all, filter, paging);
    expect(page().items.map((p) => p.id)).toEqual(['4', '3', '2', '1']);
    expect(page({ stockState: 'LOW' }).items.map((p) => p.id)).toEqual(['2']);
    expect(page({ stockState: 'SOLD_OUT' }).items.map((p) => p.id)).toEqual(['1']);
    expect(page({ limitedOffer: true }).items.map((p) => p.id)).toEqual(['2']);
    expect(page({ hidden: true }).items.map((p) => p.id)).toEqual(['4']);
    expect(page({ category: 'Lamps' }).items.map((p) => p.id)).toEqual(['4']);
    expect(page({ search: 'DIYA' }).items.map((p) => p.id)).toEqual(['4']);
    const second = page({}, { page: 2, pageSize: 3 });
    expect(second.items.map((p) => p.id)).toEqual(['1']);
    expect(second.totalCount).toBe(4);
    expect(second.pageInfo).toMatchObject({ totalPages: 2, hasPreviousPage: true, hasNextPage: false });
    expect(second.counts).toEqual({ all: 4, inStock: 2, low: 1, soldOut: 1, limitedOffers: 1, hidden: 1 });
  });
});
