// The cart kept with the account, end to end in two Chromium contexts (two devices) against the whole local shop: a
// cart filled while signed out merges with the account's on a phone-OTP sign-in, the other device sees the merged cart
// within seconds, and signing out leaves the device's cart empty while the account keeps it.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFailed } from 'vitest';
import { launchBrowser, newPage, screenshot } from '../support/e2e/browser.js';
import {
  AuthEmulatorBackdoor,
  signUpWithVerifiedPhone,
  TOAST,
  uniqueShopper,
  verifyPhoneInDialog,
} from '../support/e2e/accounts-support.js';
import { addToCart, eventually } from '../support/e2e/shop-pages.js';

const appUrl = inject('appUrl');
const emulator = new AuthEmulatorBackdoor(inject('authHost'), inject('projectId'));
const PUPPY = 'talking-puppy-plush'; // limited offer: at most 2 per order
const TRUFFLES = 'belgian-chocolate-truffle-box';

let browser: Browser;
const pages: Page[] = [];

async function device(name: string): Promise<Page> {
  const errors: string[] = [];
  const page = await newPage(browser, 'desktop', { baseURL: appUrl, errors });
  pages.push(page);
  onTestFailed(async () => {
    await screenshot(page, `failed-account-cart-${name}`).catch(() => {});
    console.error(`Browser errors on ${name}:\n${errors.join('\n')}`);
  });
  return page;
}

async function addProduct(page: Page, productId: string): Promise<void> {
  await page.goto(`/product/${productId}`);
  await addToCart(page, productId);
}

/** The cart as the device keeps it: product id → quantity. */
async function cartOf(page: Page): Promise<Record<string, number>> {
  const stored = await page.evaluate(() => localStorage.getItem('cart') ?? '[]');
  const lines = JSON.parse(stored) as Array<{ id: string; quantity: number }>;
  return Object.fromEntries(lines.map((line) => [line.id, line.quantity]));
}

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const page of pages)
    await page
      .context()
      .close()
      .catch(() => {});
  await browser?.close();
});

describe('a cart kept with the account', () => {
  it('merges a signed-out cart on phone sign-in, shows the merged cart on both devices, and empties on sign-out', async () => {
    const laptop = await device('laptop');
    const shopper = uniqueShopper('kept-cart');
    await signUpWithVerifiedPhone(laptop, emulator, shopper);
    await addProduct(laptop, TRUFFLES);
    await addProduct(laptop, PUPPY);
    // Kept with the account once the laptop has synced.
    await eventually(() =>
      laptop.evaluate(() => JSON.parse(localStorage.getItem('lovely.cart.synced') ?? '{"items":[]}').items.length),
    ).toBe(2);

    const phone = await device('phone');
    await addProduct(phone, PUPPY);
    await addProduct(phone, PUPPY);
    expect(await cartOf(phone)).toEqual({ [PUPPY]: 2 });

    await phone.goto('/login');
    await phone.getByRole('button', { name: 'Log in with mobile number' }).click();
    const form = phone.getByRole('form', { name: 'Log in with mobile number' });
    await form.getByLabel('Phone Number').fill(shopper.digits);
    await form.getByRole('button', { name: 'Send OTP' }).click();
    await verifyPhoneInDialog(phone, emulator, shopper.phone);
    await phone.waitForURL('**/account');

    // Same product adds up within the offer's cap (1 + 2 → 2); the laptop's truffles join.
    const merged = { [TRUFFLES]: 1, [PUPPY]: 2 };
    await eventually(() => cartOf(phone)).toEqual(merged);
    await phone.goto('/cart');
    await phone.getByTestId('cart-line').filter({ hasText: 'Truffle' }).waitFor();
    await screenshot(phone, 'account-cart-merged-phone');
    // The laptop sees it within seconds, without a reload.
    await eventually(() => cartOf(laptop)).toEqual(merged);

    // A change on the laptop reaches the phone.
    await laptop.goto('/cart');
    await laptop
      .getByTestId('cart-line')
      .filter({ hasText: 'Truffle' })
      .getByRole('button', { name: /^Remove/ })
      .click();
    await eventually(() => cartOf(phone)).toEqual({ [PUPPY]: 2 });

    await phone.goto('/account');
    await phone.getByRole('button', { name: 'Log Out' }).click();
    await TOAST(phone, 'You have been logged out.').waitFor();
    await eventually(() => cartOf(phone)).toEqual({});
    expect(await cartOf(laptop)).toEqual({ [PUPPY]: 2 });
  });
});
