// What the cart e2e tests find and do on the cart page: its lines, toasts, the cart stored in the browser, and pressing
// + up to a line's cap.
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

/** Waits for a condition the app reaches asynchronously (rendering, the server's re-pricing). */
export function eventually<T>(read: () => T | Promise<T>) {
  return expect.poll(read, { timeout: 15_000, interval: 100 });
}

export function cartLine(page: Page, name: string): Locator {
  return page.getByTestId('cart-line').filter({ hasText: name });
}

export function toast(page: Page, text: string): Locator {
  return page.locator('[data-sonner-toast]', { hasText: text });
}

export async function storedCart(page: Page): Promise<{ id: string; variant?: string; quantity: number }[]> {
  return JSON.parse((await page.evaluate(() => localStorage.getItem('cart'))) ?? 'null') as {
    id: string;
    variant?: string;
    quantity: number;
  }[];
}

/** Presses + until it is disabled (at most `limit` times) and returns the quantity shown. */
export async function increaseToTheCap(line: Locator, name: string, limit = 30): Promise<number> {
  const plus = line.getByRole('button', { name: `Increase quantity of ${name}` });
  const value = line.locator('output');
  for (let presses = 0; presses < limit && (await plus.isEnabled()); presses++) {
    const before = Number(await value.textContent());
    await plus.click();
    await eventually(async () => Number(await value.textContent())).toBe(before + 1);
    // The + button's state follows the server's re-pricing of the new quantity.
    await eventually(() => line.page().getByText('Updating prices').count()).toBe(0);
  }
  return Number(await value.textContent());
}
