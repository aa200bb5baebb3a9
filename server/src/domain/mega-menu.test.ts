import { describe, expect, it } from 'vitest';
import { buildMegaMenu, categoryUrl } from './mega-menu.js';
import { testProduct } from '../../test-support/test-products.js';

describe('buildMegaMenu', () => {
  const menu = buildMegaMenu([
    testProduct({ id: '1', category: 'Soft Toys', subCategory: 'Teddy Bears' }),
    testProduct({ id: '2', category: 'Soft Toys', subCategory: 'Bunnies' }),
    testProduct({ id: '3', category: 'Soft Toys', subCategory: 'Dolls', stock: 0 }),
    testProduct({ id: '4', category: 'Flowers', subCategory: null }),
    testProduct({ id: '5', category: 'Cakes', subCategory: null, stock: 0 }),
    testProduct({ id: '6', category: 'Home & Décor', subCategory: 'Wall Art' }),
    testProduct({ id: '7', category: 'Chocolates', subCategory: null }),
    testProduct({
      id: '8',
      category: 'Chocolates',
      subCategory: 'Truffles',
      hasVariant: true,
      variants: [{ name: 'Box of 6', stock: 0 }],
    }),
    testProduct({ id: '9', category: '', subCategory: null }),
  ]);

  it('lists categories without in-stock subcategories on the left, sorted by name', () => {
    expect(menu.withoutSubcategories.map((category) => category.name)).toEqual(['Chocolates', 'Flowers']);
    expect(menu.withoutSubcategories[1]).toEqual({
      name: 'Flowers',
      url: '/category?category=Flowers',
      subcategories: [],
    });
  });

  it('lists categories with in-stock subcategories on the right, subcategories sorted', () => {
    expect(menu.withSubcategories.map((category) => category.name)).toEqual(['Home & Décor', 'Soft Toys']);
    expect(menu.withSubcategories[1]!.subcategories).toEqual([
      { name: 'Bunnies', url: '/category?category=Soft%20Toys&subcategory=Bunnies' },
      { name: 'Teddy Bears', url: '/category?category=Soft%20Toys&subcategory=Teddy%20Bears' },
    ]);
  });

  it('leaves out categories and subcategories without stock', () => {
    const names = [...menu.withSubcategories, ...menu.withoutSubcategories].map((category) => category.name);
    expect(names).not.toContain('Cakes');
    expect(names).not.toContain('');
    expect(menu.withSubcategories[1]!.subcategories.map((link) => link.name)).not.toContain('Dolls');
  });

  it('is empty without products', () => {
    expect(buildMegaMenu([])).toEqual({ withoutSubcategories: [], withSubcategories: [] });
  });
});

describe('categoryUrl', () => {
  it.each([
    ['Flowers', null, '/category?category=Flowers'],
    ['Home & Décor', 'Wall Art', '/category?category=Home%20%26%20D%C3%A9cor&subcategory=Wall%20Art'],
    ['Gifts', 'For Him/Her', '/category?category=Gifts&subcategory=For%20Him%2FHer'],
    ['A+B', '50% off', '/category?category=A%2BB&subcategory=50%25%20off'],
  ])('%s / %s', (category, sub, expected) => {
    expect(categoryUrl(category, sub)).toBe(expected);
    const params = new URL(expected, 'http://shop.test').searchParams;
    expect(params.get('category')).toBe(category);
    expect(params.get('subcategory')).toBe(sub);
  });
});
