// The shop owner's admin in Chromium against the real local stack: the seeded admin signs in, adds a product with an
// uploaded image, and the product is in the shop; a shopper who opens /admin is told it is not an admin area for them.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { LOCAL_ADMIN } from '../../server/local/seed/local-admin.js';
import { launchBrowser, newPage, screenshot } from '../support/e2e/browser.js';

let browser: Browser;
let appUrl: string;

beforeAll(async () => {
  appUrl = inject('appUrl');
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Deletes a product through the API as the seeded admin: the e2e stack is shared, so the test leaves it as it was. */
async function deleteProduct(id: string): Promise<void> {
  const authHost = inject('authHost');
  const signedIn = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=e2e-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: LOCAL_ADMIN.email, password: LOCAL_ADMIN.password, returnSecureToken: true }),
    },
  );
  const { idToken } = (await signedIn.json()) as { idToken: string };
  const response = await fetch(`${appUrl}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'apollo-require-preflight': 'true',
      authorization: `Bearer ${idToken}`,
    },
    body: JSON.stringify({
      query: 'mutation($id: ID!) { adminDeleteProduct(id: $id) { deletedId } }',
      variables: { id },
    }),
  });
  const body = (await response.json()) as { data?: { adminDeleteProduct: { deletedId: string | null } } };
  expect(body.data?.adminDeleteProduct.deletedId).toBe(id);
}

/** The name under which the shop's API serves a product now, or null while it does not know the product. */
async function servedProductName(id: string): Promise<string | null> {
  const response = await fetch(`${appUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    body: JSON.stringify({ query: 'query($id: ID!) { product(id: $id) { productName } }', variables: { id } }),
  });
  const body = (await response.json()) as { data?: { product: { productName: string } | null } };
  return body.data?.product?.productName ?? null;
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('the admin area', () => {
  it('lets the seeded admin add a product with an image, which shoppers then see', async () => {
    const errors: string[] = [];
    const page = await newPage(browser, 'desktop', { baseURL: appUrl, errors, dismissLoginPrompt: false });
    const name = `Admin Test Lantern ${Date.now() % 100_000}`;
    let id: string | null = null;
    try {
      await page.goto('/admin');
      await expect.poll(() => page.getByRole('heading', { name: 'Shop admin' }).isVisible()).toBe(true);
      await screenshot(page, 'admin-sign-in');
      await signIn(page, LOCAL_ADMIN.email, LOCAL_ADMIN.password);
      await expect.poll(() => page.getByRole('heading', { name: 'Dashboard' }).isVisible()).toBe(true);
      expect(await page.getByText(`Signed in as ${LOCAL_ADMIN.email}`).isVisible()).toBe(true);
      await screenshot(page, 'admin-dashboard');

      await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Products' }).click();
      await expect.poll(() => page.locator('table tbody tr').count()).toBeGreaterThan(10);
      await screenshot(page, 'admin-products');
      await page.getByRole('tab', { name: /Low stock/ }).click();
      await expect.poll(() => page.getByRole('tab', { name: /Low stock/ }).getAttribute('aria-selected')).toBe('true');
      await screenshot(page, 'admin-products-low-stock');

      await page.getByRole('link', { name: 'Add product' }).click();
      await expect.poll(() => page.getByRole('heading', { name: 'Add product' }).isVisible()).toBe(true);
      // Saving the empty form shows the server's messages beside the fields.
      await page.getByRole('button', { name: 'Add product' }).click();
      await expect.poll(() => page.getByText('Product name is required').isVisible()).toBe(true);
      expect(await page.getByText('Choose a category', { exact: true }).count()).toBeGreaterThan(0);
      await screenshot(page, 'admin-product-form-errors', true);

      await page.getByLabel('Product name').fill(name);
      await page.getByLabel('Category', { exact: true }).selectOption({ index: 1 });
      await page.getByLabel('Short description').fill('A brass lantern for the festive season.');
      await page.getByLabel('Selling price (₹)').fill('899');
      await page.getByLabel('MRP (₹)').fill('1,099');
      await page.getByLabel('GST rate').selectOption('18');
      await page.getByLabel('HSN code').fill('9405');
      await page.getByLabel('Units in stock').fill('7');
      const png = await sharp({ create: { width: 900, height: 900, channels: 3, background: '#d9a441' } })
        .png()
        .toBuffer();
      await page.locator('input[type=file]').setInputFiles({ name: 'lantern.png', mimeType: 'image/png', buffer: png });
      await expect.poll(() => page.getByRole('img', { name: 'Thumbnail' }).isVisible(), { timeout: 20_000 }).toBe(true);
      await screenshot(page, 'admin-product-form', true);
      await page.getByRole('button', { name: 'Add product' }).click();
      await expect.poll(() => page.getByRole('heading', { name: `Edit ${name}` }).isVisible()).toBe(true);
      id = new URL(page.url()).pathname.split('/').pop()!;
      expect(id).not.toBe('new');

      // The shop, as a shopper sees it.
      const shop = await newPage(browser, 'desktop', { baseURL: appUrl });
      try {
        // The shop learns of the new product through its catalog listeners, a moment after the save; a page opened
        // before then says "Product not found" and never asks again, so the test waits until the API serves it.
        const added = id;
        await expect.poll(() => servedProductName(added), { timeout: 20_000 }).toBe(name);
        await shop.goto(`/product/${added}`);
        await expect.poll(() => shop.getByRole('heading', { name, level: 1 }).isVisible()).toBe(true);
        expect(await shop.getByText('Country of origin').isVisible()).toBe(true);
        expect(await shop.getByText('9405').isVisible()).toBe(true);
        const src = await shop.locator('main img').first().getAttribute('src');
        expect(src).toMatch(/^\/media\/u\/[0-9a-f]{32}$/);
        const image = await shop.request.get(src!, { headers: { accept: 'image/avif,image/webp,*/*' } });
        expect(image.headers()['content-type']).toBe('image/avif');
        await screenshot(shop, 'admin-added-product-in-shop');
      } catch (error) {
        await screenshot(shop, 'failed-admin-product-in-shop').catch(() => {});
        throw error;
      } finally {
        await shop.context().close();
      }

      // Expecting a rush of it: the owner splits its stock; after a reload the form still says so, with the same figure.
      await page.getByLabel('Rush mode').selectOption('8');
      await page.getByRole('button', { name: 'Apply' }).click();
      await expect
        .poll(() => page.getByRole('status').filter({ hasText: 'Rush mode is on: 8 parts.' }).count())
        .toBe(1);
      await page.reload();
      await expect.poll(() => page.getByLabel('Rush mode').inputValue(), { timeout: 20_000 }).toBe('8');
      expect(await page.getByLabel('Units in stock').inputValue()).toBe('7');
      await screenshot(page, 'admin-product-rush-mode', true);

      await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Categories' }).click();
      await expect.poll(() => page.getByRole('heading', { name: 'Categories' }).isVisible()).toBe(true);
      await expect.poll(() => page.getByText(/\d+ products?/).count()).toBeGreaterThan(3);
      await screenshot(page, 'admin-categories', true);
      expect(errors).toEqual([]);
    } catch (error) {
      await screenshot(page, 'failed-admin-catalog').catch(() => {});
      throw error;
    } finally {
      await page.context().close();
      if (id !== null && id !== 'new') await deleteProduct(id);
    }
  });

  it('tells a signed-in shopper that the account is not an admin', async () => {
    const authHost = inject('authHost');
    const email = `shopper-${Date.now()}@example.in`;
    const response = await fetch(
      `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=e2e-api-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'secret123', returnSecureToken: true }),
      },
    );
    expect(response.ok).toBe(true);
    const page = await newPage(browser, 'desktop', { baseURL: appUrl, dismissLoginPrompt: false });
    try {
      await signIn(page, email, 'secret123');
      await expect.poll(() => page.getByRole('heading', { name: 'Not an admin' }).isVisible()).toBe(true);
      expect(await page.getByText(`npm run admin:grant -- ${email}`).isVisible()).toBe(true);
      await screenshot(page, 'admin-not-an-admin');
    } finally {
      await page.context().close();
    }
  });
});
