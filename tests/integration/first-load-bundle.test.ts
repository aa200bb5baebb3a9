// Shopper pages must not pay for code only some visitors run: the admin area and the payment provider's checkout load
// in their own chunks, after navigation, never in what index.html loads first.
import { beforeAll, describe, expect, it } from 'vitest';
import { measureFirstLoad, type FirstLoad } from '../support/first-load.js';

const ONLY_LATER = [/^features\/admin\//, /^features\/payment\//, /razorpay/i, /^features\/checkout\//];

let firstLoad: FirstLoad;
beforeAll(async () => {
  firstLoad = await measureFirstLoad();
}, 120_000);

describe('first-load JavaScript of shopper pages', () => {
  it('contains the app shell and each landing page', () => {
    const shellModules = firstLoad.shell.flatMap((chunk) => chunk.modules);
    expect(shellModules).toContain('main.tsx');
    expect(firstLoad.pages.home.flatMap((chunk) => chunk.modules)).toContain('features/home/HomePage.tsx');
    expect(firstLoad.pages.product.flatMap((chunk) => chunk.modules)).toContain('features/product/ProductPage.tsx');
  });

  it.each(['home', 'listing', 'product'] as const)('the %s page loads no admin, checkout or payment code', (page) => {
    const modules = [...firstLoad.shell, ...firstLoad.pages[page]].flatMap((chunk) => chunk.modules);
    const misplaced = modules.filter((module) => ONLY_LATER.some((pattern) => pattern.test(module)));
    expect(misplaced).toEqual([]);
  });
});
