// The owner's search synonyms in Chromium against the local stack: the seeded admin sees the default synonyms, adds
// one, and a shopper's search then finds products by it. The synonyms document is deleted afterwards (the shared
// stack goes back to the defaults).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, screenshot } from '../support/e2e/browser.js';
import { signInAsOwner } from '../support/e2e/admin-pages.js';

let browser: Browser;
let appUrl: string;

beforeAll(async () => {
  appUrl = inject('appUrl');
  browser = await launchBrowser();
});

afterAll(async () => {
  const document = `projects/${inject('projectId')}/databases/(default)/documents/settings/searchSynonyms`;
  await fetch(`http://${inject('firestoreHost')}/v1/${document}`, {
    method: 'DELETE',
    headers: { Authorization: 'Bearer owner' },
  });
  await browser?.close();
});

describe('search synonyms in the admin', () => {
  it('adds a synonym that the shop’s search then applies', async () => {
    const page = await newPage(browser, 'desktop', { baseURL: appUrl, dismissLoginPrompt: false });
    try {
      await signInAsOwner(page, '/admin/search-synonyms');
      await expect.poll(() => page.getByRole('heading', { name: 'Search synonyms' }).isVisible()).toBe(true);
      const lines = page.getByLabel('Synonyms, one per line: word = meaning, meaning');
      await expect.poll(() => lines.inputValue()).toContain('bday = birthday');
      await lines.fill(`${await lines.inputValue()}\nthatha = for parents\nbroken line`);
      await page.getByRole('button', { name: 'Save synonyms' }).click();
      await expect.poll(() => page.getByText(/Line \d+: Type at least one word it means/).isVisible()).toBe(true);
      await lines.fill((await lines.inputValue()).replace('\nbroken line', ''));
      await page.getByRole('button', { name: 'Save synonyms' }).click();
      await expect.poll(() => page.getByText(/Line \d+:/).count()).toBe(0);
      await screenshot(page, 'admin-search-synonyms');

      const shop = await newPage(browser, 'desktop', { baseURL: appUrl });
      try {
        await expect
          .poll(
            async () => {
              await shop.goto('/search?q=thatha');
              // The count once the results are in ("No products" until every server has the new synonym).
              const count = shop
                .getByRole('main')
                .getByRole('status')
                .filter({ hasText: /^(\d+ products?|No products)$/ })
                .first();
              await count.waitFor({ timeout: 10_000 });
              return count.textContent();
            },
            { timeout: 40_000 },
          )
          .toMatch(/^\d+ products?$/);
      } finally {
        await shop.context().close();
      }
    } finally {
      await page.context().close();
    }
  });
});
