// The landing pages' own stylesheets are added by index.html's route preload script (linked on a page the server
// rendered, preloaded on others) and then looked for by Vite's loader: both must share one credentials mode, or
// Chromium warns that the preload "is not used because the request credentials mode does not match" and downloads the
// stylesheet a second time.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../support/e2e/browser.js';

let browser: Browser;
let appUrl: string;

beforeAll(async () => {
  appUrl = inject('appUrl');
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('route stylesheets', () => {
  it.each(['/', '/shop', '/product/engraved-wooden-photo-frame'])(
    '%s downloads each stylesheet once, with no credentials-mode warning',
    async (path) => {
      const page = await newPage(browser, 'phone', { baseURL: appUrl });
      const warnings: string[] = [];
      const stylesheetRequests: string[] = [];
      page.on('console', (message) => {
        if (/credentials mode/i.test(message.text())) warnings.push(message.text());
      });
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.endsWith('.css')) stylesheetRequests.push(request.url());
      });
      try {
        await page.goto(path, { waitUntil: 'networkidle' });
        await page.locator('main').first().waitFor();
        // Chromium reports an unused preload a moment after the load.
        await page.waitForTimeout(500);
        expect(warnings).toEqual([]);
        expect(stylesheetRequests).toEqual([...new Set(stylesheetRequests)]);
      } finally {
        await page.context().close();
      }
    },
  );
});
