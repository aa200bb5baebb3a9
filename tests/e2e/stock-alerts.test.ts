// "Notify me" end to end in Chromium against the whole local shop: a signed-in shopper taps "Notify me" on a sold-out
// product, the owner restocks it in the admin's product table, and the back-in-stock mail is in the mail collection
// (read through the emulator's REST API as the owner).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFailed } from 'vitest';
import { launchBrowser, newPage, screenshot } from '../support/e2e/browser.js';
import { AuthEmulatorBackdoor, signUpWithVerifiedPhone, uniqueShopper } from '../support/e2e/accounts-support.js';
import { eventually } from '../support/e2e/shop-pages.js';
import { signInAsOwner } from '../support/e2e/admin-pages.js';

const appUrl = inject('appUrl');
const documents = `http://${inject('firestoreHost')}/v1/projects/${inject('projectId')}/databases/(default)/documents`;
const emulator = new AuthEmulatorBackdoor(inject('authHost'), inject('projectId'));
const PRODUCT_ID = `e2e-notify-lamp-${Date.now() % 1_000_000}`;
const PRODUCT_NAME = `Brass Diya Lamp ${PRODUCT_ID.slice(-6)}`;
const OWNER = { Authorization: 'Bearer owner' };

let browser: Browser;
const pages: Page[] = [];

async function page(name: string, dismissLoginPrompt = true): Promise<Page> {
  const errors: string[] = [];
  const opened = await newPage(browser, 'desktop', { baseURL: appUrl, errors, dismissLoginPrompt });
  pages.push(opened);
  onTestFailed(async () => {
    await screenshot(opened, `failed-stock-alerts-${name}`).catch(() => {});
    console.error(`Browser errors on ${name}:\n${errors.join('\n')}`);
  });
  return opened;
}

/** The mail documents written to an address, as the owner reads them through the emulator. */
async function mailTo(email: string): Promise<Array<{ subject: string; text: string }>> {
  const response = await fetch(`${documents}:runQuery`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...OWNER },
    body: JSON.stringify({
      structuredQuery: {
        from: [{ collectionId: 'mail' }],
        where: { fieldFilter: { field: { fieldPath: 'to' }, op: 'EQUAL', value: { stringValue: email } } },
      },
    }),
  });
  type Fields = { message: { mapValue: { fields: Record<string, { stringValue: string }> } } };
  const rows = (await response.json()) as Array<{ document?: { fields: Fields } }>;
  return rows.flatMap((row) => {
    const message = row.document?.fields.message.mapValue.fields;
    return message ? [{ subject: message['subject']!.stringValue, text: message['text']!.stringValue }] : [];
  });
}

beforeAll(async () => {
  browser = await launchBrowser();
  // A sold-out product of the shop's own, in the catalog's stored shape (rupees).
  const response = await fetch(`${documents}/products/${PRODUCT_ID}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', ...OWNER },
    body: JSON.stringify({
      fields: {
        productName: { stringValue: PRODUCT_NAME },
        category: { stringValue: 'Home Décor' },
        sellingPrice: { integerValue: '749' },
        mrp: { integerValue: '899' },
        stock: { integerValue: '0' },
      },
    }),
  });
  expect(response.ok).toBe(true);
});

afterAll(async () => {
  for (const opened of pages)
    await opened
      .context()
      .close()
      .catch(() => {});
  await browser?.close();
  await fetch(`${documents}/products/${PRODUCT_ID}`, { method: 'DELETE', headers: OWNER });
});

describe('"Notify me"', () => {
  it('is mailed once the owner restocks the sold-out product the shopper asked about', async () => {
    const shopperPage = await page('shopper');
    const shopper = uniqueShopper('notify-me');
    await signUpWithVerifiedPhone(shopperPage, emulator, shopper);
    await shopperPage.goto(`/product/${PRODUCT_ID}`);
    const notifyMe = shopperPage.getByRole('button', { name: `Notify me when ${PRODUCT_NAME} is back` });
    // The shop mails only a verified address: first the shopper is asked to open the link sent at sign-up.
    await notifyMe.click();
    await eventually(() => shopperPage.getByTestId('notify-me').textContent()).toContain(
      'Verify your e-mail address first',
    );
    await emulator.openVerificationLink(shopper.email);
    // Back on the shop, the page learns of it without signing in again (the profile's e-mail badge turns Verified).
    await shopperPage.goto('/account');
    const emailRow = shopperPage.locator('dd', { hasText: shopper.email });
    await eventually(() => emailRow.getByText('Verified', { exact: true }).count()).toBe(1);
    await shopperPage.goto(`/product/${PRODUCT_ID}`);
    await notifyMe.click();
    const waiting = shopperPage.getByTestId('notify-me').getByRole('status');
    await eventually(() => waiting.textContent()).toContain("We'll e-mail you when it's back");
    await screenshot(shopperPage, 'notify-me-waiting');
    expect(await mailTo(shopper.email)).toEqual([]);

    // The owner restocks it from the product table.
    const owner = await page('owner', false);
    await signInAsOwner(owner, '/admin/products');
    await owner.getByPlaceholder('Search name, category, HSN…').fill(PRODUCT_NAME);
    const row = owner.locator('table tbody tr', { hasText: PRODUCT_NAME });
    await eventually(() => row.count()).toBe(1);
    await row.getByLabel('Stock', { exact: true }).fill('5');
    await row.getByRole('button', { name: 'Save' }).click();
    await eventually(() => row.getByRole('status').textContent()).toBe('Saved');

    await eventually(async () => (await mailTo(shopper.email)).length).toBe(1);
    const [mail] = await mailTo(shopper.email);
    expect(mail!.subject).toContain(`${PRODUCT_NAME} is back in stock`);
    expect(mail!.text).toContain(`Good news: ${PRODUCT_NAME} is back in stock at ₹749.`);
    expect(mail!.text).toContain(`/product/${PRODUCT_ID}`);
    // The request ended with its mail: the page offers "Notify me" no more (the product is in stock).
    await shopperPage.reload();
    await eventually(() => shopperPage.getByTestId('notify-me').count()).toBe(0);
    // A sign-up with OTP and the owner's sign-in in one test: on a busy 2-core machine it can pass a minute.
  }, 120_000);
});
