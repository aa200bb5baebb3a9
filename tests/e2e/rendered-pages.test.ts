// The shop's public pages arrive rendered with their data (what a crawler or a slow phone sees in view-source), carry
// the Apollo cache the browser starts from, and hydrate without a warning; private pages stay client-rendered.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../support/e2e/browser.js';

const PRODUCT = 'talking-puppy-plush'; // Talking Puppy Plush, ₹899, 12 in stock
const RENDERED_PAGES = [
  '/',
  '/shop',
  `/product/${PRODUCT}`,
  '/category?category=Soft+Toys',
  '/search?q=tedy',
  '/privacy-policy',
];

// Renamed for a moment by the catalog-change test (no other e2e file reads it).
const RENAMED = 'pongal-festive-hamper';
const RENAMED_NAME = 'Pongal Festive Hamper';

let browser: Browser;
let appUrl: string;

beforeAll(async () => {
  appUrl = inject('appUrl');
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function rawHtml(path: string): Promise<{ html: string; csp: string }> {
  const response = await fetch(appUrl + path);
  expect(response.status).toBe(200);
  return { html: await response.text(), csp: response.headers.get('content-security-policy') ?? '' };
}

/** The text of the page's #root, tags removed. */
function rootText(html: string): string {
  const root = /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json"/.exec(html)?.[1] ?? '';
  return root
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** Changes a product's name in Firestore, as the owner's tools would; the server's catalog listener sees it. */
async function renameProduct(id: string, name: string): Promise<void> {
  const document = `projects/${inject('projectId')}/databases/(default)/documents/products/${id}`;
  const response = await fetch(`http://${inject('firestoreHost')}/v1/${document}?updateMask.fieldPaths=productName`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify({ fields: { productName: { stringValue: name } } }),
  });
  expect(response.status).toBe(200);
}

async function newestProductNames(count: number): Promise<string[]> {
  const response = await fetch(`${appUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `{ products(sort: NEWEST, paging: { page: 1, pageSize: ${count} }) { items { productName } } }`,
    }),
  });
  const body = (await response.json()) as { data: { products: { items: { productName: string }[] } } };
  return body.data.products.items.map((item) => item.productName);
}

describe('view-source of a rendered page', () => {
  it('shows the search results page with its correction and plain-word count', async () => {
    const { html } = await rawHtml('/search?q=tedy');
    const text = rootText(html);
    expect(text).toContain('Showing results for teddy');
    expect(text).toMatch(/\b\d+ products?\b/);
    expect(text).toContain('Giant Teddy Bear with Bow');
    expect(html).toMatch(/<title>Results for “tedy” \| Lovely Gifts<\/title>/);
  });

  it("shows a product's name, price, availability and JSON-LD", async () => {
    const { html } = await rawHtml(`/product/${PRODUCT}`);
    const text = rootText(html);
    expect(text).toContain('Talking Puppy Plush');
    expect(text).toContain('₹899');
    expect(text).toContain('In stock');
    expect(html).toMatch(/<title>Talking Puppy Plush[^<]*\| Lovely Gifts<\/title>/);
    const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(jsonLd).toBeDefined();
    const data = JSON.parse(jsonLd!) as { name: string; offers: { availability: string; price: unknown } };
    expect(data.name).toBe('Talking Puppy Plush');
    expect(JSON.stringify(data.offers)).toContain('InStock');
    expect(html).toContain('<script type="application/json" id="apollo-state">');
  });

  it("shows a listing's first page of products", async () => {
    const { html } = await rawHtml('/shop');
    const text = rootText(html);
    const names = await newestProductNames(24);
    expect(names.length).toBeGreaterThan(8);
    for (const name of names) expect(text).toContain(name);
  });

  it('carries the Apollo cache escaped, allowed without unsafe-inline', async () => {
    const { html, csp } = await rawHtml(`/product/${PRODUCT}`);
    const state = /<script type="application\/json" id="apollo-state">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(state).not.toMatch(/[<>]/);
    expect(JSON.parse(state)).toHaveProperty(['ROOT_QUERY']);
    const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain('unsafe-inline');
  });

  it('never renders local-only cart or wishlist state on the server', async () => {
    const { html } = await rawHtml('/');
    const state = /id="apollo-state">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(state).not.toMatch(/"(cart|cartItemCount|wishlist)"/);
  });

  it.each(['/cart', '/checkout', '/account', '/wishlist', '/login', '/payment/status', '/admin'])(
    '%s stays client-rendered',
    async (path) => {
      const { html } = await rawHtml(path);
      expect(html).not.toContain('id="apollo-state"');
      expect(html).not.toContain('<main');
    },
  );

  it('renders a page again when the catalog changes', async () => {
    const path = `/product/${RENAMED}`;
    expect(rootText((await rawHtml(path)).html)).toContain(RENAMED_NAME);
    await renameProduct(RENAMED, `${RENAMED_NAME} (renamed)`);
    try {
      await expect
        .poll(async () => rootText((await rawHtml(path)).html), { timeout: 15_000 })
        .toContain(`${RENAMED_NAME} (renamed)`);
    } finally {
      await renameProduct(RENAMED, RENAMED_NAME);
    }
    await expect.poll(async () => rootText((await rawHtml(path)).html), { timeout: 15_000 }).not.toContain('(renamed)');
  });

  it('answers a cached page the same the second time', async () => {
    const first = await rawHtml(`/product/${PRODUCT}`);
    const second = await rawHtml(`/product/${PRODUCT}`);
    expect(second.html).toBe(first.html);
  });
});

describe('hydration', () => {
  it.each(RENDERED_PAGES)('%s hydrates without a warning or error', async (path) => {
    const page = await newPage(browser, 'desktop', { baseURL: appUrl });
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    try {
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.locator('main').first().waitFor();
      // The page is interactive: the search button opens the search box, which only a hydrated app does.
      const search = page.getByRole('banner').getByRole('button', { name: 'Search' });
      await search.click();
      await expect.poll(() => search.getAttribute('aria-expanded')).toBe('true');
      expect(problems).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('shows the stored cart count after hydration', async () => {
    const page = await newPage(browser, 'desktop', { baseURL: appUrl });
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    try {
      await page.goto('/privacy-policy');
      await page.evaluate(() => {
        localStorage.setItem(
          'cart',
          JSON.stringify([
            {
              id: 'talking-puppy-plush',
              quantity: 2,
              giftWrap: false,
              giftMessage: '',
              isLimitedOffer: true,
              limitedOfferMaxQuantity: 2,
            },
          ]),
        );
      });
      await page.goto(`/product/${PRODUCT}`, { waitUntil: 'networkidle' });
      await expect
        .poll(() => page.getByRole('banner').getByRole('link', { name: /^Cart/ }).textContent())
        .toContain('2');
      expect(problems).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});

describe('before the app runs', () => {
  it("is a page of real links: with JavaScript off, a listing's product link opens the rendered product page", async () => {
    const context = await browser.newContext({ baseURL: appUrl, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto('/category?category=Soft+Toys');
      const html = page.locator('html');
      expect(await html.getAttribute('data-rendered')).toBe('');
      expect(await html.getAttribute('data-hydrated')).toBeNull();
      const link = page.locator(`main a[href="/product/${PRODUCT}"]`).first();
      await Promise.all([page.waitForURL(`**/product/${PRODUCT}`), link.click()]);
      await expect
        .poll(() => page.getByRole('heading', { level: 1, name: 'Talking Puppy Plush' }).isVisible())
        .toBe(true);
      expect(await page.locator('main').textContent()).toContain('₹899');
    } finally {
      await context.close();
    }
  });

  it("paints first: the first pictures decode with the paint, and the app's scripts are asked for after it", async () => {
    const { html } = await rawHtml('/category?category=Soft+Toys');
    const eager = html.match(/<img [^>]*fetchPriority="high"[^>]*>/gi) ?? [];
    expect(eager.length).toBeGreaterThan(0);
    for (const image of eager) expect(image).toContain('decoding="sync"');

    const page = await newPage(browser, 'phone', { baseURL: appUrl });
    try {
      for (const path of ['/category?category=Soft+Toys', `/product/${PRODUCT}`]) {
        await page.goto(path);
        const timing = await page.evaluate(() => ({
          paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
          scripts: performance
            .getEntriesByType('resource')
            .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname))
            .map((entry) => entry.startTime),
        }));
        expect(timing.paint, path).not.toBeNull();
        expect(timing.scripts.length, path).toBeGreaterThan(1);
        expect(Math.min(...timing.scripts), path).toBeGreaterThanOrEqual(timing.paint!);
      }
    } finally {
      await page.context().close();
    }
  });

  it('home, listings, search results and product pages hydrate without setting up ICU (15–30 ms the first time)', async () => {
    const page = await newPage(browser, 'phone', { baseURL: appUrl });
    try {
      await page.addInitScript(() => {
        const uses: string[] = [];
        (window as unknown as { intlUses: string[] }).intlUses = uses;
        for (const name of ['NumberFormat', 'DateTimeFormat', 'Collator', 'PluralRules'] as const) {
          const original = Intl[name] as unknown as new (...args: unknown[]) => object;
          const counted = function (...args: unknown[]) {
            uses.push(`Intl.${name}`);
            return new original(...args);
          };
          (Intl as unknown as Record<string, unknown>)[name] = counted;
        }
        const localeMethods: [object, string][] = [
          [String.prototype, 'localeCompare'],
          [Number.prototype, 'toLocaleString'],
          [Date.prototype, 'toLocaleString'],
          [Date.prototype, 'toLocaleDateString'],
          [Date.prototype, 'toLocaleTimeString'],
        ];
        for (const [prototype, name] of localeMethods) {
          const original = Object.getOwnPropertyDescriptor(prototype, name)!.value as () => unknown;
          Object.defineProperty(prototype, name, {
            value(this: unknown, ...args: unknown[]) {
              uses.push(name);
              return Reflect.apply(original, this, args);
            },
          });
        }
      });
      // The harness's goto waits for hydration (data-hydrated).
      for (const path of ['/', `/product/${PRODUCT}`, '/category?category=Soft+Toys', '/search?q=tedy']) {
        await page.goto(path);
        await page.locator('main h1').first().waitFor({ state: 'attached' });
        expect(await page.evaluate(() => (window as unknown as { intlUses: string[] }).intlUses), path).toEqual([]);
      }
    } finally {
      await page.context().close();
    }
  });

  it('is marked data-hydrated once the app has hydrated it, which the harness waits for after goto', async () => {
    const page = await newPage(browser, 'desktop', { baseURL: appUrl });
    try {
      await page.goto('/shop');
      const html = page.locator('html');
      expect(await html.getAttribute('data-rendered')).toBe('');
      expect(await html.getAttribute('data-hydrated')).toBe('');
    } finally {
      await page.context().close();
    }
  });
});
