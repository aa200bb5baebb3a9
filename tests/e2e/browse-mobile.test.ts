// The shop at a 360 px phone viewport: the bottom bar, the always-visible search box, filters in a dialog, and the
// screenshots of home, category, product and cart at phone and desktop sizes for review.
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

async function open(path: string, viewport: ViewportName = 'phone', errors: string[] = []): Promise<Page> {
  const page = await newPage(browser, viewport, { baseURL: appUrl, errors });
  await page.goto(path);
  return page;
}

/** The document is no wider than the viewport: nothing forces sideways scrolling on a phone. */
async function overflowsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}

describe('phone', () => {
  it('has a bottom bar with Home, Shop, Wishlist, Cart and Account that navigates', async () => {
    const errors: string[] = [];
    const page = await open('/', 'phone', errors);
    try {
      const bar = page.getByRole('navigation', { name: 'Mobile' });
      await expect.poll(() => bar.isVisible()).toBe(true);
      expect(await bar.getByRole('link').allTextContents()).toEqual(['Home', 'Shop', 'Wishlist', 'Cart', 'Account']);
      expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
      expect(await page.getByRole('combobox', { name: 'Search products' }).isVisible()).toBe(true);

      await expect.poll(() => page.getByRole('heading', { name: 'New Arrivals' }).isVisible()).toBe(true);
      expect(await overflowsSideways(page)).toBe(false);
      await screenshot(page, 'home-phone');

      await bar.getByRole('link', { name: 'Shop' }).click();
      await page.waitForURL('**/shop');
      // The URL changes as the navigation starts; the bar marks the link once the page has rendered.
      await expect.poll(() => bar.getByRole('link', { name: 'Shop' }).getAttribute('aria-current')).toBe('page');
      await bar.getByRole('link', { name: 'Wishlist' }).click();
      await page.waitForURL('**/wishlist');
      await bar.getByRole('link', { name: 'Cart' }).click();
      await page.waitForURL('**/cart');
      await bar.getByRole('link', { name: 'Home' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('searches from the always-visible search box', async () => {
    const page = await open('/');
    try {
      const box = page.getByRole('combobox', { name: 'Search products' });
      await box.fill('roses');
      const dropdown = page.getByTestId('search-results');
      await expect.poll(() => dropdown.getByRole('status').textContent()).toMatch(/^Found \d+ product\(s\)$/);
      await dropdown.getByRole('option').first().click();
      await page.waitForURL(/\/product\/[^?]+\?source=search$/);
    } finally {
      await page.context().close();
    }
  });

  it('filters in a dialog on the category page', async () => {
    const page = await open('/category?category=Flowers');
    try {
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Flowers');
      await expect.poll(() => page.locator('main article').count()).toBeGreaterThan(0);
      expect(await overflowsSideways(page)).toBe(false);
      await screenshot(page, 'category-phone');

      await page.getByRole('button', { name: /^Filters/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Filters' });
      await expect.poll(() => dialog.isVisible()).toBe(true);
      await dialog.getByRole('checkbox', { name: 'Roses', exact: true }).click();
      await page.waitForURL(/subcategory=Roses/);
      await dialog.getByRole('button', { name: /^Show \d+ products?$/ }).click();
      await expect.poll(() => dialog.isVisible()).toBe(false);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Flowers › Roses');
    } finally {
      await page.context().close();
    }
  });
});

describe('screenshots for review', () => {
  for (const viewport of ['phone', 'desktop'] as const) {
    it(`product and cart at ${viewport} size`, async () => {
      const page = await open('/product/red-roses-bouquet', viewport);
      try {
        const main = page.getByRole('main');
        await expect.poll(() => main.getByRole('heading', { level: 1 }).textContent()).toBe('Red Roses Bouquet');
        expect(await overflowsSideways(page)).toBe(false);
        if (viewport === 'phone') await screenshot(page, 'product-phone');

        await main.getByRole('button', { name: 'Add to cart' }).click();
        await page.goto('/product/hand-painted-terracotta-diyas');
        await main.getByRole('button', { name: 'Add to cart' }).click();
        await page.goto('/cart');
        await expect.poll(() => page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
        await expect
          .poll(() => main.getByText('Hand-Painted Terracotta Diyas (set of 12)').first().isVisible())
          .toBe(true);
        await screenshot(page, `cart-${viewport}`);
      } finally {
        await page.context().close();
      }
    });
  }
});
