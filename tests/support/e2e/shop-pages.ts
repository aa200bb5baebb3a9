// What the shopper e2e tests share: one browser per file, pages that report the browser's errors when a test fails,
// and the checkout steps every buying test walks through (cart → checkout → delivery address).
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, onTestFailed } from 'vitest';
import { launchBrowser, newPage, screenshot, type ViewportName } from './browser.js';

/** How long `eventually` polls by default. */
export const EVENTUALLY_TIMEOUT_MS = 15_000;

/** Waits for a condition the app reaches asynchronously (rendering, the server's answers). */
export function eventually<T>(read: () => T | Promise<T>, timeout = EVENTUALLY_TIMEOUT_MS) {
  return expect.poll(read, { timeout, interval: 100 });
}

/** How long the steps below wait for the app (`eventually`'s timeout). */
export interface StepOptions {
  timeout?: number;
}

/** Launches Chromium before the file's tests and closes it after them; call at the top of a test file. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser is not launched yet (useBrowser runs in beforeAll)');
    return browser;
  };
}

/**
 * A page on the shop (appUrl) in a fresh context. When the test fails: a full-page screenshot
 * `failed-<failureName>` and the page's uncaught errors and console errors on stderr.
 */
export async function shopPage(browser: Browser, failureName: string, viewport: ViewportName = 'desktop') {
  const errors: string[] = [];
  const page = await newPage(browser, viewport, { baseURL: inject('appUrl'), errors });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  onTestFailed(async () => {
    await screenshot(page, `failed-${failureName}`, true).catch(() => {});
    console.error(`Browser errors (${failureName}):\n${errors.join('\n')}`);
  });
  return page;
}

/** The cart as the web app keeps it in localStorage ('' when there is none). */
export function storedCart(page: Page): Promise<string> {
  return page.evaluate(() => localStorage.getItem('cart') ?? '');
}

/** On a product's page, with its options already chosen: adds it to the cart and waits until the cart holds it. */
export async function addToCart(page: Page, productId: string, { timeout }: StepOptions = {}): Promise<void> {
  await page.getByRole('main').getByRole('button', { name: 'Add to cart' }).click();
  await eventually(() => storedCart(page), timeout).toContain(productId);
}

/** On /cart: waits until "Proceed to checkout" may be used, uses it, and waits for /checkout. */
export async function proceedToCheckout(page: Page, { timeout }: StepOptions = {}): Promise<void> {
  const proceed = page.getByRole('main').getByRole('button', { name: 'Proceed to checkout' });
  await eventually(() => proceed.isEnabled(), timeout).toBe(true);
  await proceed.click();
  await page.waitForURL('**/checkout');
}

/** Fills the rest of checkout's address form (names, phone and e-mail come from the profile) and goes on to review. */
export async function continueWithAddress(
  address: Locator,
  { street, pinCode = '641018' }: { street: string; pinCode?: string },
): Promise<void> {
  await address.getByLabel('Address', { exact: true }).fill(street);
  await address.getByLabel('City').fill('Coimbatore');
  await address.getByLabel('PIN code').fill(pinCode);
  await address.getByLabel('State').selectOption('Tamil Nadu');
  await address.getByRole('button', { name: 'Continue to review' }).click();
}
