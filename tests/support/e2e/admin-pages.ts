import type { Page } from 'playwright-core';
import { LOCAL_ADMIN } from '../../../server/local/seed/local-admin.js';

/**
 * Opens an admin page as the demo owner: the page asks for the e-mail and password, then shows the admin area. Waits
 * for the admin sections to be attached, not visible: on a phone they wait behind the "Menu" button (and out of the
 * accessibility tree, so not found by role).
 */
export async function signInAsOwner(page: Page, path = '/admin'): Promise<void> {
  await page.goto(path);
  await page.getByLabel('Email').fill(LOCAL_ADMIN.email);
  await page.getByLabel('Password').fill(LOCAL_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.locator('nav[aria-label="Admin sections"]').waitFor({ state: 'attached' });
}
