import { describe, expect, it } from 'vitest';
import { categoryUrl, orderUrl, productUrl, searchResultUrl, shopUrl, subcategoryUrl } from './urls';

describe('urls', () => {
  it('links to the product with source=search', () => {
    expect(searchResultUrl('abc 1')).toBe('/product/abc%201?source=search');
  });

  it('escapes product ids', () => {
    expect(productUrl('a/b c')).toBe('/product/a%2Fb%20c');
  });

  it.each([
    [categoryUrl('Soft Toys'), '/category?category=Soft+Toys'],
    [subcategoryUrl('Home & Living', 'Lamps'), '/category?category=Home+%26+Living&subcategory=Lamps'],
    [subcategoryUrl('Flowers', null), '/category?category=Flowers'],
  ])('builds category links: %s', (url, expected) => {
    expect(url).toBe(expected);
  });

  it('links to an order, with the just-placed flag when asked', () => {
    expect(orderUrl('ord/1')).toBe('/account/orders/ord%2F1');
    expect(orderUrl('abc', { placed: true })).toBe('/account/orders/abc?placed=1');
  });

  it("links to all products, sorted or narrowed by the listing page's parameters", () => {
    expect(shopUrl()).toBe('/shop');
    expect(shopUrl({ sort: 'popular' })).toBe('/shop?sort=popular');
    expect(shopUrl({ offer: 'limited' })).toBe('/shop?offer=limited');
  });
});
