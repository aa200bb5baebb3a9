import type { CatalogSnapshot } from '../catalog/snapshot/catalog-snapshot.js';
import { categoryUrl } from '../domain/mega-menu.js';

/** Pages shoppers can land on from a search engine; private areas are left to the app. */
const STATIC_PATHS = [
  '/',
  '/shop',
  '/terms-of-service',
  '/privacy-policy',
  '/shipping-policy',
  '/refund-and-return-policy',
];
const PRIVATE_PATHS = ['/account', '/cart', '/checkout', '/wishlist', '/login', '/payment', '/graphql'];
/** The sitemap protocol's limit per file. */
export const MAX_SITEMAP_URLS = 50_000;

/** robots.txt; it names the sitemap only when the shop's origin is known (null: none). */
export function robotsTxt(origin: string | null): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    ...(origin === null ? [] : [`Sitemap: ${origin}/sitemap.xml`, '']),
  ].join('\n');
}

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (char) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[char]};`,
  );
}

/** Home, shop, policies, every category and subcategory page and every product page (newest first). */
export function sitemapXml(origin: string, catalog: CatalogSnapshot): string {
  const paths: { path: string; lastmod?: string }[] = STATIC_PATHS.map((path) => ({ path }));
  for (const category of catalog.categories) {
    paths.push({ path: categoryUrl(category.name) });
    for (const sub of category.subcategories) paths.push({ path: categoryUrl(category.name, sub) });
  }
  for (const product of catalog.products) {
    if (paths.length >= MAX_SITEMAP_URLS) break;
    paths.push({
      path: `/product/${encodeURIComponent(product.id)}`,
      ...(product.createdAt ? { lastmod: product.createdAt.slice(0, 10) } : {}),
    });
  }
  const urls = paths
    .slice(0, MAX_SITEMAP_URLS)
    .map(
      ({ path, lastmod }) =>
        `  <url><loc>${escapeXml(origin + path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
    );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
