// The shopper's path end to end, in Debian's Chromium against the whole local shop (real server, Firestore and Auth
// emulators, demo catalog and settings): a guest adds a gift to the cart, proceeds to checkout, signs in in the modal
// and continues on the same step, enters the address, reviews the server's breakup, places a cash-on-delivery order,
// sees it in /account/orders, cancels it, the stock comes back, and "Buy again" fills the cart. Screenshots of each step at phone and desktop size.
import { describe, expect, inject, it } from 'vitest';
import { screenshot } from '../support/e2e/browser.js';
import {
  addToCart,
  continueWithAddress,
  eventually,
  proceedToCheckout,
  shopPage,
  storedCart,
  useBrowser,
} from '../support/e2e/shop-pages.js';
import {
  AuthEmulatorBackdoor,
  authForm,
  signUpWithVerifiedPhone,
  uniqueShopper,
} from '../support/e2e/accounts-support.js';

const appUrl = inject('appUrl');
const emulator = new AuthEmulatorBackdoor(inject('authHost'), inject('projectId'));

// A demo product no other end-to-end test buys (server/local/seed/demo-products.ts): no variants, 16 in stock.
const PRODUCT = 'brass-ganesha-idol';

const browser = useBrowser();

async function graphqlRequest<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${appUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (!body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** The product's stock as the API reports it now (the catalog follows Firestore through its listeners). */
async function stockOf(id: string): Promise<number> {
  const data = await graphqlRequest<{ product: { stockCount: number } | null }>(
    'query ($id: ID!) { product(id: $id) { stockCount } }',
    { id },
  );
  if (!data.product) throw new Error(`demo product ${id} is missing`);
  return data.product.stockCount;
}

describe('checkout with cash on delivery', () => {
  for (const viewport of ['desktop', 'phone'] as const) {
    it(`places, lists and cancels an order, and the stock comes back (${viewport})`, async () => {
      // A shopper with a verified phone, made through the sign-up screen; the checkout itself runs as a guest who
      // signs in inside checkout's modal.
      const shopper = uniqueShopper(`checkout-${viewport}`);
      const signUpPage = await shopPage(browser(), 'checkout-desktop');
      await signUpWithVerifiedPhone(signUpPage, emulator, shopper);
      await signUpPage.context().close();

      const stockBefore = await stockOf(PRODUCT);
      const page = await shopPage(browser(), `checkout-${viewport}`, viewport);
      try {
        const main = page.getByRole('main');
        await page.goto(`/product/${PRODUCT}`);
        await main.getByLabel('Gift wrap this item').check();
        await main.getByLabel('Gift message (optional)').fill('Happy Diwali, Meera!');
        await addToCart(page, PRODUCT);

        await page.goto('/cart');
        await proceedToCheckout(page);

        // A guest gets the login modal at once, and continues on the address step after logging in.
        const modal = page.getByRole('dialog', { name: 'Log in to check out' });
        await eventually(() => modal.isVisible()).toBe(true);
        await screenshot(page, `checkout-1-sign-in-${viewport}`);
        await authForm(modal).logIn(shopper.email, 'secret123');
        const address = page.getByRole('form', { name: 'Delivery address' });
        await eventually(() => address.isVisible()).toBe(true);
        expect(new URL(page.url()).pathname).toBe('/checkout');

        // Prefilled from the profile made at sign-up.
        await eventually(() => address.getByLabel('First Name').inputValue()).toBe('Asha');
        expect(await address.getByLabel('Phone number').inputValue()).toBe(shopper.digits);
        expect(await address.getByLabel('Email').inputValue()).toBe(shopper.email);
        expect(await address.getByRole('checkbox', { name: 'Save this address to my profile' }).isChecked()).toBe(
          false,
        );

        // Wrong PIN first: a message beside the field, still on the address step.
        await continueWithAddress(address, { street: '12 Race Course Road', pinCode: '041018' });
        await eventually(() => address.getByText('Please enter a valid 6-digit PIN code').isVisible()).toBe(true);
        await screenshot(page, `checkout-2-address-${viewport}`, true);
        await address.getByLabel('PIN code').fill('641018');
        await address.getByRole('button', { name: 'Continue to review' }).click();

        // Review: the line, the server's breakup with CGST + SGST for Tamil Nadu, COD, terms unticked.
        await eventually(() => page.getByTestId('checkout-line').first().textContent()).toContain(
          'Brass Ganesha Idol × 1',
        );
        await eventually(() => page.getByTestId('breakup-gst').textContent()).toMatch(/CGST .* \+ SGST /);
        const total = (await page.getByTestId('breakup-total').textContent()) ?? '';
        expect(total).toMatch(/^₹/);
        const terms = page.getByRole('checkbox', { name: /I accept the/ });
        expect(await terms.isChecked()).toBe(false);
        // A reload resumes on the review step.
        await page.reload();
        await eventually(() => page.getByTestId('breakup-total').textContent()).toBe(total);
        await screenshot(page, `checkout-3-review-${viewport}`, true);

        await page.getByRole('button', { name: 'Place order' }).click();
        await eventually(() =>
          page.getByText('Please accept the terms of service and the refund policy to place your order.').isVisible(),
        ).toBe(true);
        await terms.check();
        await page.getByRole('button', { name: 'Place order' }).click();

        // Confirmation: the order page with the thank-you; the cart is empty now.
        await page.waitForURL(/\/account\/orders\/[^/?]+\?placed=1$/);
        const thanks = page.getByTestId('order-placed');
        await eventually(() => thanks.isVisible()).toBe(true);
        const orderNumber = (await thanks.locator('strong').first().textContent()) ?? '';
        expect(orderNumber).toMatch(/^LG-\d{6}-[A-Z0-9]+$/);
        expect(await page.getByTestId('breakup-total').textContent()).toBe(total);
        expect(await page.getByTestId('order-address').textContent()).toContain('Coimbatore 641018, Tamil Nadu');
        expect(await page.getByTestId('order-payment').textContent()).toBe('Cash on delivery');
        // The gift options reached the order itself, not only the cart.
        expect(await page.getByTestId('order-line-options').textContent()).toBe(
          'Gift wrapYesGift message“Happy Diwali, Meera!”',
        );
        expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]') as unknown[])).toEqual([]);
        await eventually(() => stockOf(PRODUCT)).toBe(stockBefore - 1);
        await screenshot(page, `checkout-4-confirmation-${viewport}`, true);

        // The orders list, newest first, with the status.
        await page.goto('/account/orders');
        const row = page.getByTestId('order-row').first();
        await eventually(() => row.textContent()).toContain(orderNumber);
        expect(await row.textContent()).toContain('Placed');
        await screenshot(page, `checkout-5-orders-${viewport}`, true);

        // Cancel with a reason: the status changes, the timeline says why, and the stock comes back.
        await row.getByRole('link').click();
        await page.getByRole('button', { name: 'Cancel order' }).click();
        const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
        await dialog.getByLabel('Why are you cancelling? (optional)').fill('Ordered by mistake');
        await dialog.getByRole('button', { name: 'Cancel order' }).click();
        await eventually(() => page.getByTestId('order-status').textContent()).toBe('Cancelled');
        expect(await page.getByTestId('order-timeline').textContent()).toContain(
          'Cancelled by you: Ordered by mistake',
        );
        expect(await page.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);
        await eventually(() => stockOf(PRODUCT)).toBe(stockBefore);
        await screenshot(page, `checkout-6-cancelled-${viewport}`, true);

        // Buy again: the cancelled order's line goes back into the (emptied) cart, which opens.
        expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();
        await page.getByRole('button', { name: 'Buy again' }).click();
        await page.waitForURL('**/cart');
        await eventually(() => page.getByTestId('cart-line').count()).toBe(1);
        expect(await storedCart(page)).toContain(PRODUCT);
      } finally {
        await page.context().close();
      }
    });
  }
});

// Red roses (demo data): 6 roses at the product's ₹599 (mrp ₹799), 24 roses at their own ₹1,799 (mrp ₹2,299).
const ROSES = 'red-roses-bouquet';

describe('an option with its own price', () => {
  it('shows the option prices at phone size', async () => {
    const page = await shopPage(browser(), 'option-prices-phone', 'phone');
    try {
      const main = page.getByRole('main');
      await page.goto(`/product/${ROSES}`);
      const options = main.getByRole('group', { name: 'Choose an option' });
      await options.getByRole('radio', { name: /24 roses/ }).check({ force: true });
      await eventually(() => main.locator('[class*="selling"]').first().textContent()).toContain('₹1,799');
      // The price and the options in one view, below the sticky header.
      await page.evaluate(() => {
        const price = document.querySelector('[class*="priceBlock"]')!;
        window.scrollTo(0, price.getBoundingClientRect().top + window.scrollY - 130);
      });
      await screenshot(page, 'option-prices-phone');

      // Listed "from" the lowest option price.
      await page.goto('/category?category=Flowers&subcategory=Roses');
      const card = main.locator('article').filter({ hasText: 'Red Roses Bouquet' });
      await eventually(() => card.textContent()).toContain('from ₹599');
    } finally {
      await page.context().close();
    }
  });

  it('sells the dearer option at its price on the product page, the cart, checkout and the order', async () => {
    const shopper = uniqueShopper('option-prices');
    const signUpPage = await shopPage(browser(), 'option-prices-desktop');
    await signUpWithVerifiedPhone(signUpPage, emulator, shopper);
    await signUpPage.context().close();

    const page = await shopPage(browser(), 'option-prices-desktop');
    try {
      const main = page.getByRole('main');
      await page.goto(`/product/${ROSES}`);
      const options = main.getByRole('group', { name: 'Choose an option' });
      // The owner's order, each option with its own price; the first is chosen at the product's price.
      await eventually(() =>
        options.getByRole('radio').evaluateAll((radios) => radios.map((r) => r.getAttribute('value'))),
      ).toEqual(['6 roses', '12 roses', '24 roses']);
      expect(await main.locator('[class*="selling"]').first().textContent()).toContain('₹599');
      await options.getByRole('radio', { name: /24 roses/ }).check({ force: true });
      await eventually(() => main.locator('[class*="selling"]').first().textContent()).toContain('₹1,799');
      expect(await main.locator('s').first().textContent()).toContain('₹2,299');
      expect(await main.getByText('21% off').first().isVisible()).toBe(true);
      await screenshot(page, 'option-prices-desktop');
      await addToCart(page, ROSES);

      await page.goto('/cart');
      const line = page.getByTestId('cart-line').first();
      await eventually(() => line.textContent()).toContain('₹1,799');
      expect(await line.textContent()).toContain('24 roses');
      expect(await page.getByTestId('breakup-items').textContent()).toBe('₹1,799');
      await proceedToCheckout(page);

      const modal = page.getByRole('dialog', { name: 'Log in to check out' });
      await eventually(() => modal.isVisible()).toBe(true);
      await authForm(modal).logIn(shopper.email, 'secret123');
      const address = page.getByRole('form', { name: 'Delivery address' });
      await eventually(() => address.getByLabel('First Name').inputValue()).toBe('Asha');
      await continueWithAddress(address, { street: '4 Avinashi Road' });
      await eventually(() => page.getByTestId('checkout-line').first().textContent()).toContain(
        'Red Roses Bouquet × 1',
      );
      await page.getByRole('checkbox', { name: /I accept the/ }).check();
      await page.getByRole('button', { name: 'Place order' }).click();

      await page.waitForURL(/\/account\/orders\/[^/?]+\?placed=1$/);
      const ordered = page.getByTestId('order-line').first();
      await eventually(() => ordered.textContent()).toContain('₹1,799 each');
      expect(await ordered.textContent()).toContain('Option: 24 roses');
    } finally {
      await page.context().close();
    }
  });
});

describe('footer', () => {
  it("shows the seller's legal name and grievance officer from the shop's settings", async () => {
    const page = await shopPage(browser(), 'checkout-desktop');
    try {
      await page.goto('/');
      const info = await graphqlRequest<{ shopInfo: { legalName: string; grievanceOfficer: { name: string } } }>(
        '{ shopInfo { legalName grievanceOfficer { name } } }',
      );
      const footer = page.getByRole('contentinfo');
      await eventually(() => footer.getByTestId('shop-contact').textContent()).toContain(info.shopInfo.legalName);
      expect(await footer.getByTestId('grievance-officer').textContent()).toContain(
        info.shopInfo.grievanceOfficer.name,
      );
    } finally {
      await page.context().close();
    }
  });
});
