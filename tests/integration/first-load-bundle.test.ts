// Shopper pages must not pay for code only some visitors run: the payment provider's checkout loads in its own chunks,
// after navigation, never in what index.html loads first; the admin area is not even part of the shop's build.
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

  it("the shop's build holds no admin module at all (admin.html is built on its own)", () => {
    expect(firstLoad.modulesInBuild).toContain('features/checkout/CheckoutPage.tsx');
    expect(firstLoad.modulesInBuild.filter((module) => /^features\/admin\/|admin-main/.test(module))).toEqual([]);
  });

  it.each(['home', 'listing', 'product'] as const)('the %s page loads no admin, checkout or payment code', (page) => {
    const modules = [...firstLoad.shell, ...firstLoad.pages[page]].flatMap((chunk) => chunk.modules);
    const misplaced = modules.filter((module) => ONLY_LATER.some((pattern) => pattern.test(module)));
    expect(misplaced).toEqual([]);
  });
});
