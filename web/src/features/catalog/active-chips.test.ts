import { describe, expect, it } from 'vitest';
import { activeChips } from './active-chips';
import { EMPTY_LISTING_STATE, type ListingState } from './listing-url';

const state = (changes: Partial<ListingState>): ListingState => ({ ...EMPTY_LISTING_STATE, page: 3, ...changes });

describe('active filter chips', () => {
  it('shows none without filters', () => {
    expect(activeChips(EMPTY_LISTING_STATE)).toEqual([]);
  });

  it('names a whole category, a subcategory, the price range, the stock and limited offers', () => {
    const chips = activeChips(
      state({
        categories: [
          { category: 'Mugs', subcategories: [] },
          { category: 'Lamps', subcategories: ['Table'] },
        ],
        minPrice: 500,
        maxPrice: 1500,
        stock: 'IN_STOCK',
        limitedOffersOnly: true,
      }),
    );
    expect(chips.map((chip) => [chip.key, chip.label])).toEqual([
      ['c:Mugs', 'Mugs'],
      ['s:Lamps/Table', 'Lamps › Table'],
      ['price', '₹500 – ₹1,500'],
      ['stock', 'In stock'],
      ['offer', 'Limited offers'],
    ]);
  });

  it('says "and above" for a price range without an upper bound', () => {
    expect(activeChips(state({ minPrice: 250 }))[0]?.label).toBe('₹250 and above');
    expect(activeChips(state({ maxPrice: 999 }))[0]?.label).toBe('₹0 – ₹999');
  });

  it('removes its own filter and goes back to the first page', () => {
    const start = state({ minPrice: 500, stock: 'OUT_OF_STOCK', limitedOffersOnly: true });
    const [price, stock, offer] = activeChips(start);
    expect(price?.remove(start)).toMatchObject({ minPrice: null, maxPrice: null, page: 1, stock: 'OUT_OF_STOCK' });
    expect(stock?.remove(start)).toMatchObject({ stock: null, page: 1, minPrice: 500 });
    expect(offer?.remove(start)).toMatchObject({ limitedOffersOnly: false, page: 1 });
  });

  it("removing a category's last subcategory removes the category too", () => {
    const start = state({ categories: [{ category: 'Lamps', subcategories: ['Table'] }] });
    expect(activeChips(start)[0]?.remove(start).categories).toEqual([]);
    const two = state({ categories: [{ category: 'Lamps', subcategories: ['Table', 'Floor'] }] });
    expect(activeChips(two)[0]?.remove(two).categories).toEqual([{ category: 'Lamps', subcategories: ['Floor'] }]);
  });
});
