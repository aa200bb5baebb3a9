// The cart, the wishlist and the checkout guard in Chromium against the real local stack (emulators + demo catalog):
// adding a variant with gift options, quantity caps from stock and limited offers, wishlist toasts, persistence over
// reload, the checkout guard, and screenshots of the cart for review.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot, type ViewportName } from '../support/e2e/browser.js';
import { cartLine, eventually, increaseToTheCap, storedCart, toast } from '../support/e2e/cart-page.js';

// Demo catalog products (server/local/seed/demo-products.ts); their figures are re-read from the API in beforeAll.
const FRAME = 'engraved-wooden-photo-frame'; // variants 6 x 8 in: 12, 8 x 10 in: 7, 12 x 15 in: 0
const PUPPY = 'talking-puppy-plush'; // limited offer: 12 in stock, at most 2 per order
const TRUFFLES = 'belgian-chocolate-truffle-box'; // 3 in stock, no offer

interface ApiProduct {
  id: string;
  productName: string;
  stockCount: number;
  maxOrderQuantity: number;
  isLimitedOffer: boolean;
  limitedOfferData: { maxQuantity: number | null } | null;
  variants: { name: string; stock: number }[];
}

let browser: Browser;
let appUrl: string;
const products = new Map<string, ApiProduct>();

async function graphqlRequest<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${appUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (!body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

beforeAll(async () => {
  appUrl = inject('appUrl');
  const data = await graphqlRequest<{ productsByIds: (ApiProduct | null)[] }>(
    `query ($ids: [ID!]!) { productsByIds(ids: $ids) {
       id productName stockCount maxOrderQuantity isLimitedOffer limitedOfferData { maxQuantity } variants { name stock } } }`,
    { ids: [FRAME, PUPPY, TRUFFLES] },
  );
  for (const product of data.productsByIds) if (product) products.set(product.id, product);
  // The tests below rely on these facts of the demo catalog; say so plainly if the seed changes.
  expect(products.get(FRAME)?.variants.map((v) => v.stock)).toEqual([12, 7, 0]);
  expect(products.get(PUPPY)).toMatchObject({ isLimitedOffer: true, limitedOfferData: { maxQuantity: 2 } });
  expect(products.get(PUPPY)!.stockCount).toBeGreaterThan(2);
  expect(products.get(TRUFFLES)).toMatchObject({ isLimitedOffer: false, stockCount: 3 });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

function product(id: string): ApiProduct {
  const found = products.get(id);
  if (!found) throw new Error(`demo product ${id} is missing`);
  return found;
}

async function open(path: string, viewport: ViewportName = 'desktop', errors: string[] = []): Promise<Page> {
  const page = await newPage(browser, viewport, { baseURL: appUrl, errors });
  await page.goto(path);
  return page;
}

/** Writes the stored cart (as the app stores it) before the app reads it, then opens `path`. */
async function openWithCart(
  path: string,
  lines: Record<string, unknown>[],
  viewport: ViewportName = 'desktop',
): Promise<Page> {
  const page = await newPage(browser, viewport, { baseURL: appUrl });
  await page.addInitScript((stored) => {
    // Only on the first load: later reloads must see what the app itself stored.
    if (!sessionStorage.getItem('e2e-seeded')) {
      localStorage.setItem('cart', stored);
      sessionStorage.setItem('e2e-seeded', '1');
    }
  }, JSON.stringify(lines));
  await page.goto(path);
  return page;
}

describe('adding to the cart', () => {
  it('adds a chosen variant with gift options, merges the same variant and keeps another apart', async () => {
    const errors: string[] = [];
    const page = await open(`/product/${FRAME}`, 'desktop', errors);
    try {
      const main = page.getByRole('main');
      const frame = product(FRAME);
      await eventually(() => main.getByRole('heading', { level: 1 }).textContent()).toBe(frame.productName);
      await main.getByRole('radio', { name: /^8 x 10 in/ }).check();
      await main.getByLabel('Customization (optional)').fill('Amma & Appa, 25 years');
      await main.getByLabel('Gift wrap this item').check();
      await main.getByLabel('Gift message (optional)').fill('Happy anniversary!');
      await main.getByRole('button', { name: 'Add to cart' }).click();
      await eventually(() => toast(page, 'Added to cart!').isVisible()).toBe(true);

      // Same variant again raises the quantity and replaces the options; another variant is its own line.
      await main.getByRole('radio', { name: /^8 x 10 in/ }).check();
      await main.getByLabel('Customization (optional)').fill('');
      await main.getByLabel('Gift wrap this item').uncheck();
      await main.getByLabel('Gift message (optional)').fill('');
      await main.getByRole('button', { name: 'Add to cart' }).click();
      await main.getByRole('radio', { name: /^6 x 8 in/ }).check();
      await main.getByRole('button', { name: 'Add to cart' }).click();
      await eventually(async () => (await storedCart(page))?.length).toBe(2);
      expect(await storedCart(page)).toEqual([
        expect.objectContaining({ id: FRAME, variant: '8 x 10 in', quantity: 2, giftWrap: false, giftMessage: '' }),
        expect.objectContaining({ id: FRAME, variant: '6 x 8 in', quantity: 1 }),
      ]);
      expect((await storedCart(page))[0]).not.toHaveProperty('customization');

      await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).click();
      await page.waitForURL('**/cart');
      await eventually(() => page.getByTestId('cart-line').count()).toBe(2);
      const large = page.getByTestId('cart-line').filter({ hasText: '8 x 10 in' });
      expect(await large.locator('output').textContent()).toBe('2');
      expect(await large.getByText(frame.productName).isVisible()).toBe(true);
      await eventually(() => page.getByTestId('breakup-items').textContent()).toMatch(/^₹[\d,]+$/);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it('keeps the cart over a reload', async () => {
    const page = await open(`/product/${TRUFFLES}`);
    try {
      const main = page.getByRole('main');
      await main.getByRole('button', { name: 'Add to cart' }).click();
      await eventually(() => toast(page, 'Added to cart!').isVisible()).toBe(true);
      await page.goto('/cart');
      await eventually(() => cartLine(page, product(TRUFFLES).productName).count()).toBe(1);
      await page.reload();
      await eventually(() => cartLine(page, product(TRUFFLES).productName).count()).toBe(1);
      expect(await storedCart(page)).toEqual([expect.objectContaining({ id: TRUFFLES, quantity: 1 })]);

      await cartLine(page, product(TRUFFLES).productName)
        .getByRole('button', { name: /^Remove/ })
        .click();
      await eventually(() => toast(page, 'Removed from cart').isVisible()).toBe(true);
      await eventually(() => page.getByRole('heading', { name: 'Your cart is empty' }).isVisible()).toBe(true);
      await page.reload();
      await eventually(() => page.getByRole('heading', { name: 'Your cart is empty' }).isVisible()).toBe(true);
    } finally {
      await page.context().close();
    }
  });
});

describe('quantity caps on /cart', () => {
  it('stops at the stock and at the limited offer maximum', async () => {
    const base = { giftWrap: false, giftMessage: '', limitedOfferMaxQuantity: null, isLimitedOffer: false };
    const page = await openWithCart('/cart', [
      { ...base, id: TRUFFLES, quantity: 1 },
      { ...base, id: PUPPY, quantity: 1, isLimitedOffer: true, limitedOfferMaxQuantity: 2 },
    ]);
    try {
      const truffles = product(TRUFFLES);
      const puppy = product(PUPPY);
      await eventually(() => page.getByTestId('cart-line').count()).toBe(2);
      await eventually(() => page.getByTestId('breakup-items').isVisible()).toBe(true);

      expect(await increaseToTheCap(cartLine(page, truffles.productName), truffles.productName)).toBe(
        truffles.stockCount,
      );
      expect(await increaseToTheCap(cartLine(page, puppy.productName), puppy.productName)).toBe(2);
      expect(await storedCart(page)).toEqual([
        expect.objectContaining({ id: TRUFFLES, quantity: truffles.stockCount }),
        expect.objectContaining({ id: PUPPY, quantity: 2 }),
      ]);
    } finally {
      await page.context().close();
    }
  });

  it('explains lines that cannot be ordered and lets the shopper fix them', async () => {
    const base = { giftWrap: false, giftMessage: '', limitedOfferMaxQuantity: null, isLimitedOffer: false };
    const page = await openWithCart('/cart', [
      { ...base, id: TRUFFLES, quantity: 5 },
      { ...base, id: FRAME, variant: '12 x 15 in', quantity: 1 },
      { ...base, id: 'a-product-that-was-deleted', quantity: 1 },
      { ...base, id: PUPPY, quantity: 1, isLimitedOffer: true, limitedOfferMaxQuantity: 2, seenPricePaise: 100 },
    ]);
    try {
      const main = page.getByRole('main');
      await eventually(() => main.getByText('Only 3 units left in stock.').isVisible()).toBe(true);
      expect(
        await cartLine(page, product(FRAME).productName).getByText('Sold out. Remove it to check out.').isVisible(),
      ).toBe(true);
      const gone = cartLine(page, 'Product no longer available');
      expect(await gone.getByText('This product is no longer available. Remove it to check out.').isVisible()).toBe(
        true,
      );
      expect(
        await cartLine(page, product(PUPPY).productName)
          .getByText(/^The price changed from ₹1 to ₹[\d,]+ since you added it\.$/)
          .isVisible(),
      ).toBe(true);
      const proceed = main.getByRole('button', { name: 'Proceed to checkout' });
      expect(await proceed.isDisabled()).toBe(true);
      await screenshot(page, 'cart-problems-desktop', true);

      await cartLine(page, product(TRUFFLES).productName).getByRole('button', { name: 'Change to 3' }).click();
      await gone.getByRole('button', { name: 'Remove' }).first().click();
      await cartLine(page, product(FRAME).productName).getByRole('button', { name: 'Remove' }).first().click();
      await cartLine(page, product(PUPPY).productName).getByRole('button', { name: 'OK' }).click();
      await eventually(() => proceed.isEnabled()).toBe(true);
      expect((await storedCart(page)).map((line) => [line.id, line.quantity])).toEqual([
        [TRUFFLES, 3],
        [PUPPY, 1],
      ]);
    } finally {
      await page.context().close();
    }
  });
});

describe('wishlist', () => {
  it('adds and removes with the toasts, lists the product and moves a variant to the cart', async () => {
    const page = await open(`/product/${FRAME}`);
    try {
      const main = page.getByRole('main');
      await main.getByRole('button', { name: 'Add to wishlist' }).click();
      await eventually(() => toast(page, 'Added to wishlist!').isVisible()).toBe(true);
      await main.getByRole('button', { name: 'Remove from wishlist' }).click();
      await eventually(() => toast(page, 'Removed from wishlist').isVisible()).toBe(true);
      expect(await page.evaluate(() => localStorage.getItem('wishlist'))).toBe('[]');

      await main.getByRole('button', { name: 'Add to wishlist' }).click();
      await page
        .getByRole('banner')
        .getByRole('link', { name: /^Wishlist/ })
        .click();
      await page.waitForURL('**/wishlist');
      const card = page.getByTestId('wishlist-item').filter({ hasText: product(FRAME).productName });
      await eventually(() => card.count()).toBe(1);
      await screenshot(page, 'wishlist-desktop');
      await card.getByLabel('Option').selectOption('8 x 10 in');
      await card.getByRole('button', { name: 'Move to cart' }).click();
      await eventually(() => toast(page, 'Added to cart!').isVisible()).toBe(true);
      await eventually(() => page.getByRole('heading', { name: 'Your wishlist is empty' }).isVisible()).toBe(true);
      expect(await storedCart(page)).toEqual([
        expect.objectContaining({ id: FRAME, variant: '8 x 10 in', quantity: 1 }),
      ]);
    } finally {
      await page.context().close();
    }
  });

  it('stays in step across two tabs', async () => {
    const first = await open('/wishlist');
    try {
      const second = await first.context().newPage();
      await second.goto(`/product/${PUPPY}`);
      await second.getByRole('main').getByRole('button', { name: 'Add to wishlist' }).click();
      await eventually(() =>
        first
          .getByTestId('wishlist-item')
          .filter({ hasText: product(PUPPY).productName })
          .count(),
      ).toBe(1);
      await second.getByRole('main').getByRole('button', { name: 'Add to cart' }).click();
      await eventually(() =>
        first.getByRole('banner').getByRole('link', { name: /^Cart/ }).getAttribute('aria-label'),
      ).toBe('Cart (1)');
    } finally {
      await first.context().close();
    }
  });
});

describe('checkout guard', () => {
  it('sends a direct visit to /cart and clears the checkout flags', async () => {
    const page = await open('/');
    try {
      await page.evaluate(() => {
        sessionStorage.setItem('checkoutStep', '2');
        sessionStorage.setItem('addressCompleted', 'true');
        sessionStorage.setItem('cameFromCart', 'false');
      });
      await page.goto('/checkout');
      await page.waitForURL('**/cart');
      expect(
        await page.evaluate(() =>
          ['checkoutStep', 'addressCompleted', 'cameFromCart'].map((key) => sessionStorage.getItem(key)),
        ),
      ).toEqual([null, null, null]);
    } finally {
      await page.context().close();
    }
  });

  it('opens from the cart for a guest with the sign-in modal, and survives a reload', async () => {
    const page = await openWithCart('/cart', [
      {
        id: TRUFFLES,
        quantity: 2,
        giftWrap: true,
        giftMessage: 'For you',
        isLimitedOffer: false,
        limitedOfferMaxQuantity: null,
      },
    ]);
    try {
      const proceed = page.getByRole('main').getByRole('button', { name: 'Proceed to checkout' });
      await eventually(() => proceed.isEnabled()).toBe(true);
      await proceed.click();
      await page.waitForURL('**/checkout');
      await eventually(() => page.getByRole('heading', { name: 'Checkout', level: 1 }).isVisible()).toBe(true);
      // Checkout needs a signed-in shopper: a guest is asked to log in at once (tests/e2e/checkout.test.ts goes on).
      await eventually(() => page.getByRole('dialog', { name: 'Log in to check out' }).isVisible()).toBe(true);
      expect(await page.evaluate(() => sessionStorage.getItem('cameFromCart'))).toBe('true');
      await page.reload();
      await eventually(() => page.getByRole('heading', { name: 'Checkout', level: 1 }).isVisible()).toBe(true);
      expect(new URL(page.url()).pathname).toBe('/checkout');
      await screenshot(page, 'checkout-desktop');
    } finally {
      await page.context().close();
    }
  });
});

describe('screenshots for review', () => {
  for (const viewport of ['desktop', 'phone'] as const) {
    it(`the cart at ${viewport} size`, async () => {
      const base = { isLimitedOffer: false, limitedOfferMaxQuantity: null };
      const page = await openWithCart(
        '/cart',
        [
          {
            ...base,
            id: FRAME,
            variant: '8 x 10 in',
            quantity: 1,
            customization: { text: 'Amma & Appa, 25 years' },
            giftWrap: true,
            giftMessage: 'Happy anniversary!',
          },
          {
            ...base,
            id: PUPPY,
            quantity: 2,
            isLimitedOffer: true,
            limitedOfferMaxQuantity: 2,
            giftWrap: false,
            giftMessage: '',
          },
          { ...base, id: TRUFFLES, quantity: 1, giftWrap: false, giftMessage: '' },
        ],
        viewport,
      );
      try {
        await eventually(() => page.getByTestId('breakup-items').isVisible()).toBe(true);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        await screenshot(page, `cart-review-${viewport}`, true);
      } finally {
        await page.context().close();
      }
    });
  }

  it('the wishlist at phone size', async () => {
    const page = await newPage(browser, 'phone', { baseURL: appUrl });
    await page.addInitScript(() =>
      localStorage.setItem(
        'wishlist',
        JSON.stringify(['engraved-wooden-photo-frame', 'talking-puppy-plush', 'a-product-that-was-deleted']),
      ),
    );
    await page.goto('/wishlist');
    try {
      await eventually(() => page.getByTestId('wishlist-item').count()).toBe(3);
      expect(await page.getByTestId('wishlist-item').filter({ hasText: 'Product no longer available' }).count()).toBe(
        1,
      );
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, 'wishlist-phone', true);
    } finally {
      await page.context().close();
    }
  });
});
