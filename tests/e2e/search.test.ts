// The search results page in Chromium against the local stack (seeded demo catalog): typing a misspelt word and
// pressing Enter on a phone and on a desktop, the correction note and its exact-words link, filters kept in the URL,
// "See all results" in the dropdown, and the zero-result page.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot, type ViewportName } from '../support/e2e/browser.js';

let browser: Browser;
let appUrl: string;

beforeAll(async () => {
  appUrl = inject('appUrl');
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function open(path: string, viewport: ViewportName): Promise<Page> {
  const page = await newPage(browser, viewport, { baseURL: appUrl });
  await page.goto(path);
  return page;
}

/** The search box: always visible on a phone, behind the header's search button on a desktop. */
async function searchBox(page: Page, viewport: ViewportName) {
  if (viewport === 'desktop') await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  return page.getByRole('combobox', { name: 'Search products' });
}

const cardNames = (page: Page) => page.locator('main article h2').allTextContents();

describe.each<ViewportName>(['phone', 'desktop'])('on a %s', (viewport) => {
  it('typing "tedy" and Enter opens the results page for teddy', async () => {
    const page = await open('/', viewport);
    try {
      const box = await searchBox(page, viewport);
      await box.fill('tedy');
      await box.press('Enter');
      await page.waitForURL('**/search?q=tedy');
      const main = page.getByRole('main');
      await expect.poll(() => main.getByRole('heading', { level: 1 }).textContent()).toBe('Results for “tedy”');
      await expect
        .poll(() => main.getByTestId('search-correction').textContent())
        .toBe('Showing results for teddy. Search instead for tedy');
      await expect.poll(async () => (await cardNames(page))[0]).toMatch(/Teddy/);
      expect(await main.getByRole('status').first().textContent()).toMatch(/^\d+ products?$/);
      await screenshot(page, `search-tedy-${viewport}`);

      await main.getByRole('link', { name: 'tedy', exact: true }).click();
      await page.waitForURL('**/search?q=tedy&exact=1');
      await expect.poll(() => main.getByRole('heading', { name: 'No products match “tedy”' }).isVisible()).toBe(true);
      const closest = main.getByRole('navigation', { name: 'Closest categories' });
      await expect.poll(() => closest.getByRole('link').first().textContent()).toBe('Soft Toys');
      await expect
        .poll(() => main.getByRole('list', { name: 'Best sellers' }).getByRole('article').count())
        .toBeGreaterThan(0);
      await screenshot(page, `search-no-results-${viewport}`);
    } finally {
      await page.context().close();
    }
  });
});

describe('the results page on a desktop', () => {
  it('opens from "See all results" and keeps a filter and the sort in the URL', async () => {
    const page = await open('/', 'desktop');
    try {
      const box = await searchBox(page, 'desktop');
      await box.fill('bday cake');
      const dropdown = page.getByTestId('search-results');
      await dropdown.getByRole('button', { name: 'See all results' }).click();
      await page.waitForURL('**/search?q=bday+cake');
      const main = page.getByRole('main');
      await expect.poll(async () => (await cardNames(page)).length).toBeGreaterThan(0);
      expect((await cardNames(page))[0]).toMatch(/cake/i);

      await page.getByLabel('Sort by').selectOption('PRICE_LOW');
      await page.waitForURL(/sort=price-low/);
      // click(), not check(): the box turns checked only once the new URL has rendered.
      await page.getByRole('complementary', { name: 'Filters' }).getByRole('checkbox', { name: 'For kids' }).click();
      await page.waitForURL(/recipient=For\+kids/);
      await expect.poll(() => cardNames(page)).toEqual(['Assorted Cupcakes (box of 6)']);
      expect(await main.getByRole('status').first().textContent()).toBe('1 product');
    } finally {
      await page.context().close();
    }
  });
});
