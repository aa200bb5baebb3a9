import { describe, expect, it } from 'vitest';
import {
  EMPTY_LISTING_STATE,
  clearFilters,
  hasActiveFilters,
  listingHeading,
  listingStateToParams,
  parseListingParams,
  toProductFilter,
  toggleCategory,
  toggleSubcategory,
  withPage,
  withPriceRange,
  withSort,
  withStock,
  type ListingState,
} from './listing-url';

const state = (patch: Partial<ListingState>): ListingState => ({ ...EMPTY_LISTING_STATE, ...patch });
const parse = (query: string) => parseListingParams(new URLSearchParams(query));

describe('parseListingParams', () => {
  it.each([
    { query: '', expected: state({}) },
    { query: 'category=Mugs', expected: state({ categories: [{ category: 'Mugs', subcategories: [] }] }) },
    {
      query: 'category=Home%20Decor&subcategory=Lamps',
      expected: state({ categories: [{ category: 'Home Decor', subcategories: ['Lamps'] }] }),
    },
    {
      query: 'category=A&category=B&subcategory=B/x&subcategory=B/y',
      expected: state({
        categories: [
          { category: 'A', subcategories: [] },
          { category: 'B', subcategories: ['x', 'y'] },
        ],
      }),
    },
    {
      query: 'category=A&category=B&subcategory=loose',
      expected: state({
        categories: [
          { category: 'A', subcategories: ['loose'] },
          { category: 'B', subcategories: [] },
        ],
      }),
    },
    { query: 'subcategory=orphan', expected: state({}) },
    { query: 'category=&category=%20', expected: state({}) },
    { query: 'category=A&category=A', expected: state({ categories: [{ category: 'A', subcategories: [] }] }) },
    { query: 'minPrice=500&maxPrice=1500', expected: state({ minPrice: 500, maxPrice: 1500 }) },
    { query: 'minPrice=1500&maxPrice=500', expected: state({ minPrice: 500, maxPrice: 1500 }) },
    { query: 'minPrice=99.999', expected: state({ minPrice: 100 }) },
    { query: 'minPrice=-5&maxPrice=abc', expected: state({}) },
    { query: 'minPrice=0', expected: state({ minPrice: 0 }) },
    { query: 'stock=in-stock', expected: state({ stock: 'IN_STOCK' }) },
    { query: 'stock=out-of-stock', expected: state({ stock: 'OUT_OF_STOCK' }) },
    { query: 'stock=limited-stock', expected: state({ stock: 'LIMITED_STOCK' }) },
    { query: 'stock=plenty', expected: state({}) },
    { query: 'sort=price-low', expected: state({ sort: 'PRICE_LOW' }) },
    { query: 'sort=PRICE-HIGH', expected: state({ sort: 'PRICE_HIGH' }) },
    { query: 'sort=popular', expected: state({ sort: 'POPULAR' }) },
    { query: 'sort=relevant', expected: state({ sort: 'RELEVANT' }) },
    { query: 'sort=cheapest', expected: state({}) },
    { query: 'offer=limited', expected: state({ limitedOffersOnly: true }) },
    { query: 'page=3', expected: state({ page: 3 }) },
    { query: 'page=0', expected: state({}) },
    { query: 'page=2.5', expected: state({}) },
    { query: 'page=x', expected: state({}) },
  ])('?$query', ({ query, expected }) => {
    expect(parse(query)).toEqual(expected);
  });
});

describe('listingStateToParams', () => {
  it.each([
    { given: state({}), query: '' },
    { given: state({ categories: [{ category: 'Mugs', subcategories: [] }] }), query: 'category=Mugs' },
    {
      given: state({ categories: [{ category: 'Home Decor', subcategories: ['Lamps'] }] }),
      query: 'category=Home+Decor&subcategory=Lamps',
    },
    {
      given: state({
        categories: [
          { category: 'A', subcategories: [] },
          { category: 'B', subcategories: ['x'] },
        ],
      }),
      query: 'category=A&category=B&subcategory=B%2Fx',
    },
    {
      given: state({
        minPrice: 0,
        maxPrice: 999.5,
        stock: 'LIMITED_STOCK',
        sort: 'POPULAR',
        limitedOffersOnly: true,
        page: 2,
      }),
      query: 'minPrice=0&maxPrice=999.5&stock=limited-stock&sort=popular&offer=limited&page=2',
    },
    { given: state({ sort: 'NEWEST', page: 1 }), query: '' },
  ])('writes $query', ({ given, query }) => {
    expect(listingStateToParams(given).toString()).toBe(query);
  });

  it.each([
    state({ categories: [{ category: 'Gifts & Hampers', subcategories: ['For Him', 'For Her'] }] }),
    state({
      categories: [
        { category: 'A', subcategories: ['x', 'y'] },
        { category: 'B', subcategories: [] },
        { category: 'C', subcategories: ['z'] },
      ],
      minPrice: 10.5,
      maxPrice: 20,
      stock: 'OUT_OF_STOCK',
      sort: 'PRICE_HIGH',
      page: 7,
    }),
  ])('round-trips through the URL (%#)', (given) => {
    expect(parseListingParams(listingStateToParams(given))).toEqual(given);
  });
});

describe('toProductFilter', () => {
  it.each([
    { given: state({}), filter: {} },
    {
      given: state({
        categories: [
          { category: 'A', subcategories: [] },
          { category: 'B', subcategories: ['x', 'y'] },
        ],
      }),
      filter: {
        categories: [
          { category: 'A', subcategories: [] },
          { category: 'B', subcategories: ['x', 'y'] },
        ],
      },
    },
    { given: state({ minPrice: 499, maxPrice: 1299.5 }), filter: { minPricePaise: 49_900, maxPricePaise: 129_950 } },
    { given: state({ minPrice: 0 }), filter: { minPricePaise: 0 } },
    { given: state({ stock: 'IN_STOCK' }), filter: { stock: 'IN_STOCK' } },
    { given: state({ limitedOffersOnly: true }), filter: { limitedOffer: true } },
    { given: state({ sort: 'POPULAR', page: 4 }), filter: {} },
  ])('$filter', ({ given, filter }) => {
    expect(toProductFilter(given)).toEqual(filter);
  });
});

describe('edits', () => {
  const onPage3 = state({ page: 3 });

  it('toggles a whole category on and off, back to page 1', () => {
    const on = toggleCategory(onPage3, 'Mugs');
    expect(on).toEqual(state({ categories: [{ category: 'Mugs', subcategories: [] }] }));
    expect(toggleCategory(on, 'Mugs')).toEqual(state({}));
  });

  it('toggles subcategories, adding their category when needed', () => {
    const one = toggleSubcategory(onPage3, 'Lamps', 'Table');
    expect(one.categories).toEqual([{ category: 'Lamps', subcategories: ['Table'] }]);
    expect(one.page).toBe(1);
    const two = toggleSubcategory(one, 'Lamps', 'Floor');
    expect(two.categories).toEqual([{ category: 'Lamps', subcategories: ['Table', 'Floor'] }]);
    expect(toggleSubcategory(two, 'Lamps', 'Table').categories).toEqual([
      { category: 'Lamps', subcategories: ['Floor'] },
    ]);
  });

  it.each([
    { min: 100, max: 500, expected: [100, 500] },
    { min: 500, max: 100, expected: [100, 500] },
    { min: null, max: 300, expected: [null, 300] },
    { min: 50, max: null, expected: [50, null] },
  ])('sets the price range $min–$max inclusively as $expected', ({ min, max, expected }) => {
    const next = withPriceRange(onPage3, min, max);
    expect([next.minPrice, next.maxPrice]).toEqual(expected);
    expect(next.page).toBe(1);
  });

  it('sets stock and sort on page 1, and moves pages', () => {
    expect(withStock(onPage3, 'IN_STOCK')).toEqual(state({ stock: 'IN_STOCK' }));
    expect(withSort(onPage3, 'PRICE_LOW')).toEqual(state({ sort: 'PRICE_LOW' }));
    expect(withPage(onPage3, 5).page).toBe(5);
    expect(withPage(onPage3, 0).page).toBe(1);
  });

  it('clears filters but keeps the sort order', () => {
    const busy = state({
      categories: [{ category: 'A', subcategories: [] }],
      stock: 'IN_STOCK',
      sort: 'POPULAR',
      page: 2,
    });
    expect(hasActiveFilters(busy)).toBe(true);
    const cleared = clearFilters(busy);
    expect(cleared).toEqual(state({ sort: 'POPULAR' }));
    expect(hasActiveFilters(cleared)).toBe(false);
  });
});

describe('listingHeading', () => {
  it.each([
    { given: state({}), expected: 'Shop' },
    { given: state({ categories: [{ category: 'Mugs', subcategories: [] }] }), expected: 'Mugs' },
    { given: state({ categories: [{ category: 'Lamps', subcategories: ['Table'] }] }), expected: 'Lamps › Table' },
    { given: state({ categories: [{ category: 'Lamps', subcategories: ['Table', 'Floor'] }] }), expected: 'Lamps' },
    {
      given: state({
        categories: [
          { category: 'A', subcategories: [] },
          { category: 'B', subcategories: [] },
        ],
      }),
      expected: 'Shop',
    },
    { given: state({ limitedOffersOnly: true }), expected: 'Limited Offers' },
  ])('$expected', ({ given, expected }) => {
    expect(listingHeading(given, 'Shop')).toBe(expected);
  });
});
