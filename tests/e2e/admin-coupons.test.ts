// The admin's coupons in Chromium against the real local shop: the seeded admin signs in, opens Coupons (the demo
// coupons are in the table), is told beside the field what is missing, creates a capped percentage coupon limited to a
// category, finds it in the table, sees its (empty) usage page, switches it off and raises its limit. Screenshots of the table and the
// form at desktop size.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFailed } from 'vitest';
import { launchBrowser, newPage, screenshot } from '../support/e2e/browser.js';
import { signInAsOwner } from '../support/e2e/admin-pages.js';

let browser: Browser;
const appUrl = inject('appUrl');

function eventually<T>(read: () => T | Promise<T>) {
  return expect.poll(read, { timeout: 15_000, interval: 100 });
}

async function adminPage(): Promise<Page> {
  const errors: string[] = [];
  const page = await newPage(browser, 'desktop', { baseURL: appUrl, errors, dismissLoginPrompt: false });
  onTestFailed(async () => {
    await screenshot(page, 'failed-admin-coupons-desktop', true).catch(() => {});
    console.error(`Browser errors:\n${errors.join('\n')}`);
  });
  await signInAsOwner(page);
  await eventually(() => page.getByRole('heading', { name: 'Dashboard' }).isVisible()).toBe(true);
  return page;
}

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('the admin coupons', () => {
  it('the seeded admin creates a coupon and sees it in the table', async () => {
    const code = `ADMIN${Date.now() % 1_000_000}`;
    const page = await adminPage();
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Coupons' }).click();
    await page.waitForURL('**/admin/coupons');
    const table = page.getByRole('table');
    await eventually(() => table.getByRole('row').filter({ hasText: 'WELCOME150' }).isVisible()).toBe(true);
    await screenshot(page, 'admin-coupons-table-desktop', true);

    await page.getByRole('link', { name: 'New coupon' }).click();
    const form = page.getByRole('form', { name: 'New coupon' });
    await eventually(() => form.isVisible()).toBe(true);
    await form.getByRole('button', { name: 'Create coupon' }).click();
    await eventually(() => form.getByText('Enter a whole number').isVisible()).toBe(true);

    await form.getByLabel('Code', { exact: true }).fill(` ${code.toLowerCase()} `);
    await form.getByLabel('Description shoppers read').fill('20% off mugs, up to ₹100');
    await form.getByLabel('Percent off (%)').fill('20');
    await form.getByLabel('Maximum discount (₹)').fill('100');
    await form.getByLabel('Minimum order (₹)').fill('499');
    await form.getByLabel('Valid until (last day)').fill('2030-12-31');
    await form.getByLabel('Total uses allowed').fill('50');
    // The scope is picked by typing: "mug" narrows the catalog, a click makes a chip, and the list stays open.
    const products = form.getByRole('combobox', { name: 'Products' });
    await products.fill('mug');
    const suggestions = form.getByRole('listbox', { name: 'Products' }).getByRole('option');
    await eventually(() => suggestions.count()).toBeGreaterThan(1);
    const names = await suggestions.allTextContents();
    expect(names.every((name) => /mug/i.test(name))).toBe(true);
    await suggestions.first().click();
    const chosen = form.getByRole('list', { name: 'Chosen products' });
    await eventually(() => chosen.textContent()).toContain(names[0]!);
    expect(await products.inputValue()).toBe('');
    await form.getByLabel(/^Listed/).uncheck();
    await screenshot(page, 'admin-coupon-form-desktop', true);
    await form.getByRole('button', { name: 'Create coupon' }).click();

    await page.waitForURL('**/admin/coupons');
    const row = page.getByRole('table').getByRole('row').filter({ hasText: code });
    await eventually(() => row.isVisible()).toBe(true);
    expect(await row.textContent()).toContain('20% off up to ₹100');
    expect(await row.textContent()).toContain('Active');
    expect(await row.textContent()).toContain('0 / 50');
    await screenshot(page, 'admin-coupons-table-after-create-desktop', true);

    await row.getByRole('link', { name: code, exact: true }).click();
    await eventually(() => page.getByText('No order has used this coupon yet.').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Deactivate' }).click();
    await eventually(() => page.getByRole('button', { name: 'Activate', exact: true }).isVisible()).toBe(true);
    await eventually(() => page.getByText('Inactive', { exact: true }).isVisible()).toBe(true);
    await screenshot(page, 'admin-coupon-usage-desktop', true);

    // Editing keeps the code and shows the saved rules; a raised limit is in the table.
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    const edit = page.getByRole('form', { name: `Edit ${code}` });
    await eventually(() => edit.getByLabel('Total uses allowed').inputValue()).toBe('50');
    expect(await edit.getByRole('list', { name: 'Chosen products' }).textContent()).toContain(names[0]!);
    expect(await edit.getByLabel('Code', { exact: true }).getAttribute('readonly')).not.toBeNull();
    expect(await edit.getByLabel('Valid until (last day)').inputValue()).toBe('2030-12-31');
    await edit.getByLabel('Total uses allowed').fill('60');
    await edit.getByRole('button', { name: 'Save coupon' }).click();
    await page.waitForURL('**/admin/coupons');
    const saved = page.getByRole('table').getByRole('row').filter({ hasText: code });
    await eventually(() => saved.textContent()).toContain('0 / 60');
    expect(await saved.textContent()).toContain('Inactive');
  }, 90_000);
});
