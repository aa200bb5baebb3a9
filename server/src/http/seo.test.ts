import { describe, expect, it } from 'vitest';
import { CatalogSnapshot } from '../catalog/snapshot/catalog-snapshot.js';
import { testProduct } from '../../test-support/test-products.js';
import { robotsTxt, sitemapXml } from './seo.js';

describe('robotsTxt', () => {
  it('allows the shop, keeps private areas out and names the sitemap', () => {
    const text = robotsTxt('https://shop.example');
    expect(text).toContain('User-agent: *\nAllow: /\n');
    expect(text).toContain('Disallow: /checkout');
    expect(text).toContain('Disallow: /account');
    expect(text).toContain('Sitemap: https://shop.example/sitemap.xml');
  });
});

describe('sitemapXml', () => {
  const catalog = new CatalogSnapshot(1, {
    products: [
      testProduct({
        id: 'mug&1',
        category: 'Home & Décor',
        subCategory: 'Mugs',
        createdAtMillis: Date.UTC(2024, 2, 3),
      }),
      testProduct({ id: 'rose', category: 'Flowers' }),
    ],
    categories: [{ name: 'Flowers', subcategories: ['Roses'] }],
    marketing: null,
  });
  const xml = sitemapXml('https://shop.example', catalog);

  it.each([
    '<loc>https://shop.example/</loc>',
    '<loc>https://shop.example/shop</loc>',
    '<loc>https://shop.example/category?category=Flowers&amp;subcategory=Roses</loc>',
    '<loc>https://shop.example/category?category=Home%20%26%20D%C3%A9cor&amp;subcategory=Mugs</loc>',
    '<loc>https://shop.example/product/mug%261</loc><lastmod>2024-03-03</lastmod>',
    '<loc>https://shop.example/product/rose</loc>',
  ])('lists %s', (fragment) => {
    expect(xml).toContain(fragment);
  });

  it('is a urlset document', () => {
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect(xml).not.toContain('/account');
  });
});
