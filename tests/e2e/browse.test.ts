// Browsing the shop in Chromium against the real local stack (emulators + seeded demo catalog): the shell, the
// mega-menu, listing filters held in the URL, the product page, search, the crash boundary and the not-found page.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot } from '../support/e2e/browser.js';

const VARIANT_PRODUCT = 'engraved-wooden-photo-frame'; // variants 6 x 8 in: 12, 8 x 10 in: 7, 12 x 15 in: 0
const LIMITED_OFFER_PRODUCT = 'talking-puppy-plush'; // 12 in stock, at most 2 per order

let browser: Browser;
let appUrl: string;

beforeAll(async () => {
  appUrl = inject('appUrl');
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function open(path: string, errors: string[] = []): Promise<Page> {
  const page = await newPage(browser, 'desktop', { baseURL: appUrl, errors });
  await page.goto(path);
  return page;
}

/** Rupee amounts of the cards' selling prices, in page order. */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.locator('main article').evaluateAll((cards) =>
    cards.map((card) => {
      const selling = card.querySelector('[class*="selling"]');
      return (selling?.textContent ?? '').replace('Price', '');
    }),
  );
  return texts.map((text) => Number(text.replace(/[^0-9.]/g, '')));
}

async function resultCount(page: Page): Promise<number> {
  const status = page.getByRole('status').filter({ hasText: /\d+ products?$/ });
  const text = (await status.textContent()) ?? '';
  return Number(/(\d+)/.exec(text)?.[1] ?? Number.NaN);
}

describe('shell', () => {
  it('shows the announcement bar, desktop navigation and a complete footer', async () => {
    const errors: string[] = [];
    const page = await open('/', errors);
    try {
      await expect
        .poll(() => page.getByRole('region', { name: 'Announcements' }).textContent())
        .toContain('Free delivery across Coimbatore');
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect.poll(() => nav.getByRole('link', { name: 'HOME' }).isVisible()).toBe(true);
      expect(await nav.getByRole('button', { name: 'CATEGORY' }).isVisible()).toBe(true);
      expect(await nav.getByRole('link', { name: 'SHOP' }).getAttribute('href')).toBe('/shop');
      const header = page.getByRole('banner');
      expect(await header.getByRole('button', { name: 'Search' }).isVisible()).toBe(true);
      expect(await header.getByRole('link', { name: /^Wishlist/ }).getAttribute('href')).toBe('/wishlist');
      expect(await header.getByRole('link', { name: /^Cart/ }).getAttribute('href')).toBe('/cart');
      expect(await header.getByRole('link', { name: /^Account/ }).getAttribute('href')).toBe('/account');

      const footer = page.getByRole('contentinfo');
      await footer.scrollIntoViewIfNeeded();
      expect(await footer.getByRole('link', { name: 'My Coupons' }).getAttribute('href')).toBe('/account/coupons');
      expect(await footer.getByRole('link', { name: 'My Orders' }).getAttribute('href')).toBe('/account/orders');
      // The social links come from the shop settings, after the page has loaded.
      for (const social of ['Instagram', 'YouTube', 'Facebook', 'WhatsApp']) {
        await expect.poll(() => footer.getByRole('link', { name: new RegExp(social) }).count()).toBe(1);
      }
      for (const policy of ['/terms-of-service', '/privacy-policy', '/shipping-policy', '/refund-and-return-policy']) {
        expect(await footer.locator(`a[href="${policy}"]`).count()).toBe(1);
      }
      const text = (await footer.textContent()) ?? '';
      expect(text).toContain('Coimbatore');
      expect(text).toContain(`© ${new Date().getFullYear()}`);

      // Home sections from the API.
      for (const heading of [
        'New Arrivals',
        'Best Sellers',
        'Limited Offers',
        'Shop by category',
        'What our customers say',
      ]) {
        await expect.poll(() => page.getByRole('heading', { name: heading, level: 2 }).count()).toBe(1);
      }
      await screenshot(page, 'home-desktop');
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('opens the mega-menu on hover and from the keyboard, with only in-stock categories', async () => {
    const page = await open('/');
    try {
      const trigger = page.getByRole('button', { name: 'CATEGORY' });
      await trigger.hover();
      const menu = page.getByRole('heading', { name: 'Shop by Categories' });
      await expect.poll(() => menu.isVisible()).toBe(true);
      const nav = page.getByRole('navigation', { name: 'Main' });
      const hampers = nav.getByRole('link', { name: 'Gift Hampers', exact: true });
      await expect.poll(() => hampers.first().getAttribute('href')).toBe('/category?category=Gift%20Hampers');
      const sub = nav.getByRole('link', { name: 'Dry Fruit Hampers', exact: true });
      expect(await sub.getAttribute('href')).toBe(
        '/category?category=Gift%20Hampers&subcategory=Dry%20Fruit%20Hampers',
      );

      await page.mouse.move(5, 600);
      await expect.poll(() => menu.isVisible()).toBe(false);

      await trigger.focus();
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => menu.isVisible()).toBe(true);
      await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('A');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Escape');
      await expect.poll(() => menu.isVisible()).toBe(false);
      expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('CATEGORY');

      await page.keyboard.press('Enter');
      await expect.poll(() => menu.isVisible()).toBe(true);
      await hampers.first().click();
      await page.waitForURL(/\/category\?category=Gift%20Hampers$/);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Gift Hampers');
    } finally {
      await page.context().close();
    }
  });
});

describe('listing', () => {
  it('filters by category, price, stock and sort, all held in the URL (back and forward work)', async () => {
    const page = await open('/shop');
    try {
      await expect.poll(() => resultCount(page)).toBeGreaterThan(24);
      const everything = await resultCount(page);
      expect(await page.getByRole('navigation', { name: 'Pages' }).isVisible()).toBe(true);

      const sidebar = page.getByRole('complementary', { name: 'Filters' });
      // click(), not check(): the box turns checked only once the new URL has rendered.
      await sidebar.getByRole('checkbox', { name: 'Soft Toys', exact: true }).click();
      await page.waitForURL(/category=Soft\+Toys/);
      await expect.poll(() => resultCount(page)).toBeLessThan(everything);
      const toys = await resultCount(page);
      const paths = await page.locator('main article [class*="path"]').allTextContents();
      expect(paths.length).toBe(toys);
      expect(paths.every((path) => path.startsWith('Soft Toys'))).toBe(true);

      await sidebar.getByRole('spinbutton', { name: 'Min' }).fill('500');
      await sidebar.getByRole('spinbutton', { name: 'Max' }).fill('1000');
      await sidebar.getByRole('button', { name: 'Apply price' }).click();
      await page.waitForURL(/minPrice=500&maxPrice=1000/);
      await expect.poll(async () => (await cardPrices(page)).every((p) => p >= 500 && p <= 1000)).toBe(true);
      expect((await cardPrices(page)).length).toBeGreaterThan(0);

      await sidebar.getByRole('radio', { name: 'Out of stock' }).click();
      await page.waitForURL(/stock=out-of-stock/);
      await expect
        .poll(async () => {
          const cards = page.locator('main article');
          const count = await cards.count();
          const soldOut = await cards.filter({ hasText: 'Out of stock' }).count();
          return count > 0 && count === soldOut;
        })
        .toBe(true);

      await sidebar.getByRole('radio', { name: 'All products' }).click();
      await page.waitForURL((url) => !url.search.includes('stock='));
      await page.getByLabel('Sort by').selectOption('PRICE_LOW');
      await page.waitForURL(/sort=price-low/);
      // Cheapest first, with in-stock products always before sold-out ones.
      await expect
        .poll(async () => {
          const prices = await cardPrices(page);
          const soldOut = await page
            .locator('main article')
            .evaluateAll((cards) => cards.map((c) => (c.textContent ?? '').includes('Out of stock')));
          const firstSoldOut = soldOut.indexOf(true);
          const inStock = firstSoldOut < 0 ? prices : prices.slice(0, firstSoldOut);
          const rest = firstSoldOut < 0 ? [] : prices.slice(firstSoldOut);
          const ascending = (list: number[]) => list.every((p, i) => i === 0 || list[i - 1]! <= p);
          return (
            prices.length > 1 &&
            soldOut.slice(Math.max(firstSoldOut, 0)).every((s) => firstSoldOut < 0 || s) &&
            ascending(inStock) &&
            ascending(rest)
          );
        })
        .toBe(true);

      // Back undoes the sort, forward redoes it: the URL is the state.
      await page.goBack();
      await page.waitForURL((url) => !url.search.includes('sort='));
      await expect.poll(() => page.getByLabel('Sort by').inputValue()).toBe('NEWEST');
      await page.goForward();
      await page.waitForURL(/sort=price-low/);
      await expect.poll(() => page.getByLabel('Sort by').inputValue()).toBe('PRICE_LOW');

      // A shared link restores everything.
      const shared = await open(page.url().replace(appUrl, ''));
      await expect.poll(() => resultCount(shared)).toBe(await resultCount(page));
      expect(
        await shared
          .getByRole('complementary', { name: 'Filters' })
          .getByRole('checkbox', { name: 'Soft Toys', exact: true })
          .isChecked(),
      ).toBe(true);
      await shared.context().close();
    } finally {
      await page.context().close();
    }
  });

  it('shows a category and subcategory from the mega-menu link and pages through results', async () => {
    const page = await open('/category?category=Home%20D%C3%A9cor&subcategory=Indoor%20Plants');
    try {
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Home Décor › Indoor Plants');
      await expect.poll(() => page.locator('main article').count()).toBeGreaterThan(0);
      const paths = await page.locator('main article [class*="path"]').allTextContents();
      expect(new Set(paths)).toEqual(new Set(['Home Décor › Indoor Plants']));
      expect(await page.title()).toContain('Home Décor › Indoor Plants');
      await screenshot(page, 'category-desktop');

      await page.goto('/shop?page=2');
      await expect.poll(() => page.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
      await page.getByRole('link', { name: 'Previous page' }).click();
      await page.waitForURL((url) => url.pathname === '/shop' && url.search === '');
    } finally {
      await page.context().close();
    }
  });

  it('offers a way out when nothing matches', async () => {
    const page = await open('/shop?minPrice=1&maxPrice=2');
    try {
      await expect.poll(() => page.getByRole('heading', { name: 'No products found' }).isVisible()).toBe(true);
      await page.getByRole('button', { name: 'Clear all filters' }).click();
      await page.waitForURL((url) => url.pathname === '/shop' && url.search === '');
      await expect.poll(() => page.locator('main article').count()).toBeGreaterThan(0);
    } finally {
      await page.context().close();
    }
  });
});

describe('product page', () => {
  it('opens from a card and shows prices, per-variant stock, options and structured data', async () => {
    const page = await open('/category?category=Personalised%20Gifts&subcategory=Photo%20Frames');
    try {
      await page.getByRole('link', { name: 'Engraved Wooden Photo Frame', exact: true }).click();
      await page.waitForURL(`**/product/${VARIANT_PRODUCT}`);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe('Engraved Wooden Photo Frame');
      const main = page.getByRole('main');
      expect(await main.getByText('Personalised Gifts › Photo Frames', { exact: true }).count()).toBe(1);
      expect(await main.getByRole('link', { name: 'Photo Frames' }).first().getAttribute('href')).toBe(
        '/category?category=Personalised+Gifts&subcategory=Photo+Frames',
      );
      expect(await main.locator('[class*="selling"]').first().textContent()).toContain('₹699');
      expect(await main.locator('s').first().textContent()).toContain('₹899');
      expect(await main.getByText('22% off').first().isVisible()).toBe(true);

      const options = main.getByRole('group', { name: 'Choose an option' });
      expect(await options.getByRole('radio', { name: /6 x 8 in/ }).isChecked()).toBe(true);
      expect(await options.getByRole('radio', { name: /12 x 15 in/ }).isDisabled()).toBe(true);
      expect(await options.getByText('Only 7 left').isVisible()).toBe(true);

      // The quantity stops at the chosen variant's stock.
      await options.getByRole('radio', { name: /8 x 10 in/ }).check({ force: true });
      const quantity = main.getByRole('spinbutton', { name: 'Quantity' });
      await quantity.fill('50');
      await quantity.blur();
      await expect.poll(() => quantity.inputValue()).toBe('7');
      await expect.poll(() => main.getByRole('button', { name: 'Increase quantity' }).isDisabled()).toBe(true);

      expect(await main.getByLabel('Customization (optional)').isVisible()).toBe(true);
      expect(await main.getByRole('checkbox', { name: 'Gift wrap this item' }).isVisible()).toBe(true);
      expect(await main.getByLabel('Gift message (optional)').isVisible()).toBe(true);

      const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as {
        offers?: { priceCurrency?: string; price?: string; availability?: string };
      };
      expect(jsonLd.offers).toMatchObject({
        priceCurrency: 'INR',
        price: '699.00',
        availability: 'https://schema.org/InStock',
      });
      expect(await page.title()).toBe('Engraved Wooden Photo Frame | Lovely Gifts');
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toContain('teak-finish frame');
      await screenshot(page, 'product-desktop');
    } finally {
      await page.context().close();
    }
  });

  it('caps a limited offer at its maximum per order', async () => {
    const page = await open(`/product/${LIMITED_OFFER_PRODUCT}`);
    try {
      const main = page.getByRole('main');
      await expect.poll(() => main.getByText('Limited offer: at most 2 per order.').isVisible()).toBe(true);
      await main.getByRole('button', { name: 'Increase quantity' }).click();
      await expect.poll(() => main.getByRole('spinbutton', { name: 'Quantity' }).inputValue()).toBe('2');
      await expect.poll(() => main.getByRole('button', { name: 'Increase quantity' }).isDisabled()).toBe(true);
    } finally {
      await page.context().close();
    }
  });

  it('shows a not-found page for an unknown product id', async () => {
    const page = await open('/product/no-such-product-anywhere');
    try {
      await expect.poll(() => page.getByRole('heading', { name: 'Product not found' }).isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: 'Browse the shop' }).isVisible()).toBe(true);
    } finally {
      await page.context().close();
    }
  });
});

describe('search', () => {
  it('shows the dropdown texts and results, and opens a result with the keyboard', async () => {
    const page = await open('/');
    try {
      await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
      const box = page.getByRole('combobox', { name: 'Search products' });
      await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
      await box.fill('teddy');
      const dropdown = page.getByTestId('search-results');
      await expect.poll(() => dropdown.getByRole('status').textContent()).toMatch(/^Found \d+ product\(s\)$/);
      const options = dropdown.getByRole('option');
      expect(await options.count()).toBeGreaterThan(0);
      const first = options.first();
      expect((await first.textContent()) ?? '').toMatch(/Teddy/i);
      expect((await first.textContent()) ?? '').toContain('Soft Toys › Teddy Bears');

      await box.fill('qqzzxxnothing');
      await expect.poll(() => dropdown.getByRole('status').textContent()).toBe('No products found');
      expect(await dropdown.getByText('Try searching with different keywords').isVisible()).toBe(true);

      await box.fill('Heart Hug Teddy');
      await expect.poll(() => dropdown.getByRole('status').textContent()).toBe('Found 1 product(s)');
      await box.press('ArrowDown');
      expect(await options.first().getAttribute('aria-selected')).toBe('true');
      await box.press('Enter');
      await page.waitForURL('**/product/heart-hug-teddy-bear?source=search');
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Heart Hug Teddy Bear');
    } finally {
      await page.context().close();
    }
  });
});

describe('failures', () => {
  it('shows the not-found page for an unknown URL', async () => {
    const page = await open('/no/such/page');
    try {
      await expect.poll(() => page.getByRole('heading', { name: 'Page not found' }).isVisible()).toBe(true);
      expect(await page.title()).toBe('Page not found | Lovely Gifts');
    } finally {
      await page.context().close();
    }
  });

  it('catches a crash in a page and offers to reload, keeping the header', async () => {
    const page = await open('/shop?simulate-crash=1');
    try {
      await expect.poll(() => page.getByRole('heading', { name: 'Something went wrong' }).isVisible()).toBe(true);
      expect(await page.getByText("We're sorry, but there was an error in the application.").isVisible()).toBe(true);
      expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
      const reload = page.getByRole('button', { name: 'Reload Page' });
      await Promise.all([page.waitForEvent('load'), reload.click()]);
      await expect.poll(() => page.getByRole('heading', { name: 'Something went wrong' }).isVisible()).toBe(true);

      // Leaving the broken page recovers.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'HOME' }).click();
      await expect.poll(() => page.getByRole('heading', { name: 'New Arrivals' }).isVisible()).toBe(true);
    } finally {
      await page.context().close();
    }
  });
});
