// The cart page against a fake API that prices carts the way the server does.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSonner } from '../../lib/toast';
import CartPage from './CartPage';
import { addToCart, cartItemsVar, clearCart } from '../../shop/cart-state';
import { answeringLink, money, priceCart, renderPage, type ProductFixture } from '../../testing/shop-test-kit';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
// Sonner loads lazily in the app; loaded up front here, toasts show synchronously as the assertions expect.
await loadSonner();

function linkFor(products: ProductFixture[], minimumPaise = 0) {
  return answeringLink((operation, variables) => {
    if (operation !== 'CartSummary') throw new Error(`unexpected ${operation}`);
    return { cartSummary: priceCart(variables['lines'] as never, products, minimumPaise) };
  });
}

const mug: ProductFixture = { id: 'mug', productName: 'Rose Mug', sellingPaise: 49900, mrpPaise: 59900, stock: 3 };
const shirt: ProductFixture = {
  id: 'shirt',
  productName: 'Name Tee',
  sellingPaise: 79900,
  variants: [
    { name: 'M', stock: 5 },
    { name: 'L', stock: 0 },
  ],
};
const deal: ProductFixture = {
  id: 'deal',
  productName: 'Diwali Hamper',
  sellingPaise: 150000,
  stock: 50,
  isLimitedOffer: true,
  maxQuantity: 2,
};

function lineNamed(name: string): HTMLElement {
  return screen.getAllByTestId('cart-line').find((line) => line.textContent?.includes(name))!;
}

beforeEach(() => {
  sessionStorage.clear();
  clearCart();
});

afterEach(() => cleanup());

describe('CartPage delivery and total', () => {
  const card: ProductFixture = { id: 'card', productName: 'Paper Card', sellingPaise: 49950, stock: 5 };
  const lamp: ProductFixture = { id: 'lamp', productName: 'Brass Lamp', sellingPaise: 99900, stock: 5 };

  it('prints the server’s charge lines (items, delivery, round-off) that add up to the total, naming no fee', async () => {
    addToCart({ id: 'card', hasVariant: false });
    renderPage(<CartPage />, '/cart', linkFor([card]));
    await screen.findAllByTestId('cart-line');
    const rows = screen.getAllByTestId('charge-line');
    expect(rows.map((row) => row.textContent)).toEqual(['Items (1 item)₹499.50', 'Shipping₹79', 'Round off+₹0.50']);
    const sum = rows.reduce((paise, row) => paise + Number(row.dataset.paise), 0);
    expect(sum).toBe(Number(screen.getByTestId('cart-total').dataset.paise));
    expect(screen.getByTestId('free-delivery-message').textContent).toBe('Add ₹499.50 more for free delivery.');
    expect(screen.getByTestId('cart-total').textContent).toBe('₹579');
  });

  it('shows a line the server adds by its label, though the page has never heard of that fee', async () => {
    addToCart({ id: 'card', hasVariant: false });
    // A fee this page was written before: the server lists it, the page prints it by its label.
    const packing = {
      __typename: 'ChargeLine' as const,
      kind: 'PACKING',
      label: 'Festive packing',
      amount: money(2500),
    };
    const link = answeringLink((_operation, variables) => {
      const summary = priceCart(variables['lines'] as never, [card]);
      const chargeLines = [...summary.chargeLines, packing];
      return { cartSummary: { ...summary, chargeLines, total: money(summary.total.paise + 2500) } };
    });
    renderPage(<CartPage />, '/cart', link);
    await screen.findAllByTestId('cart-line');
    expect(screen.getAllByTestId('charge-line').at(-1)!.textContent).toBe('Festive packing₹25');
    expect(screen.getByTestId('cart-total').textContent).toBe('₹604');
  });

  it('delivers free from the line on, with no round-off line for a whole-rupee total', async () => {
    addToCart({ id: 'lamp', hasVariant: false });
    renderPage(<CartPage />, '/cart', linkFor([lamp]));
    await screen.findAllByTestId('cart-line');
    expect(screen.getByTestId('breakup-shipping').textContent).toBe('Free');
    expect(screen.getByTestId('free-delivery-message').textContent).toBe('Your order is delivered free.');
    expect(screen.queryByTestId('breakup-round-off')).toBeNull();
    expect(screen.getByTestId('cart-total').textContent).toBe('₹999');
  });
});

describe('CartPage', () => {
  it('shows the empty state', async () => {
    renderPage(<CartPage />, '/cart', linkFor([]));
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start shopping' }).getAttribute('href')).toBe('/shop');
  });

  it('lists lines with options, current prices, subtotal and savings', async () => {
    addToCart({
      id: 'mug',
      hasVariant: false,
      quantity: 2,
      giftWrap: true,
      giftMessage: 'Happy birthday',
      customization: { text: 'Amma' },
    });
    addToCart({ id: 'shirt', hasVariant: true, variant: 'M' });
    renderPage(<CartPage />, '/cart', linkFor([mug, shirt]));
    await screen.findAllByTestId('cart-line');
    const mugLine = lineNamed('Rose Mug');
    expect(within(mugLine).getByText('“Amma”')).toBeInTheDocument();
    expect(within(mugLine).getByText('“Happy birthday”')).toBeInTheDocument();
    expect(within(mugLine).getByText('Gift wrap')).toBeInTheDocument();
    expect(within(mugLine).getByLabelText('Line total ₹998')).toBeInTheDocument();
    expect(within(lineNamed('Name Tee')).getByText('M')).toBeInTheDocument();
    expect(screen.getByTestId('breakup-items').textContent).toBe('₹1,797');
    expect(screen.getByTestId('cart-savings').textContent).toBe('₹200');
    expect(screen.getByText('Items (3 items)')).toBeInTheDocument();
  });

  it('prices a line at its option’s own price against its own mrp, and says when that option’s price changed', async () => {
    const roses: ProductFixture = {
      id: 'roses',
      productName: 'Red Roses',
      sellingPaise: 59900,
      mrpPaise: 79900,
      variants: [
        { name: '6 roses', stock: 30 },
        { name: '24 roses', stock: 8, sellingPaise: 179900, mrpPaise: 229900 },
      ],
    };
    addToCart({ id: 'roses', hasVariant: true, variant: '24 roses', seenPricePaise: 169900 });
    renderPage(<CartPage />, '/cart', linkFor([roses]));
    await screen.findAllByTestId('cart-line');
    const line = lineNamed('Red Roses');
    expect(within(line).getByText('₹2,299')).toBeInTheDocument();
    expect(within(line).getByLabelText('Line total ₹1,799')).toBeInTheDocument();
    expect(within(line).getByText('The price changed from ₹1,699 to ₹1,799 since you added it.')).toBeInTheDocument();
    expect(screen.getByTestId('cart-savings').textContent).toBe('₹500');
  });

  it('stops + at the stock and at the limited-offer cap', async () => {
    addToCart({ id: 'mug', hasVariant: false, quantity: 2 });
    addToCart({ id: 'deal', hasVariant: false, quantity: 1, isLimitedOffer: true, limitedOfferMaxQuantity: 2 });
    renderPage(<CartPage />, '/cart', linkFor([mug, deal]));
    await screen.findAllByTestId('cart-line');

    const increaseMug = within(lineNamed('Rose Mug')).getByRole<HTMLButtonElement>('button', {
      name: 'Increase quantity of Rose Mug',
    });
    await act(async () => fireEvent.click(increaseMug));
    await waitFor(() => expect(cartItemsVar().find((l) => l.id === 'mug')?.quantity).toBe(3));
    await waitFor(() => expect(increaseMug.disabled).toBe(true));

    const increaseDeal = within(lineNamed('Diwali Hamper')).getByRole<HTMLButtonElement>('button', {
      name: 'Increase quantity of Diwali Hamper',
    });
    await act(async () => fireEvent.click(increaseDeal));
    await waitFor(() => expect(increaseDeal.disabled).toBe(true));
    expect(cartItemsVar().find((l) => l.id === 'deal')?.quantity).toBe(2);
  });

  it('says clearly when a product changed price, sold out or was deleted, and offers the fix', async () => {
    addToCart({ id: 'mug', hasVariant: false, seenPricePaise: 39900 });
    addToCart({ id: 'shirt', hasVariant: true, variant: 'L' });
    addToCart({ id: 'gone', hasVariant: false });
    renderPage(<CartPage />, '/cart', linkFor([mug, shirt]));
    await screen.findAllByTestId('cart-line');

    expect(
      within(lineNamed('Rose Mug')).getByText('The price changed from ₹399 to ₹499 since you added it.'),
    ).toBeInTheDocument();
    expect(within(lineNamed('Name Tee')).getByText('Sold out. Remove it to check out.')).toBeInTheDocument();
    const gone = lineNamed('Product no longer available');
    expect(within(gone).getByText('This product is no longer available. Remove it to check out.')).toBeInTheDocument();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Proceed to checkout' }).disabled).toBe(true);
    expect(screen.getByText('2 items need your attention before checkout.')).toBeInTheDocument();

    await act(async () => fireEvent.click(within(gone).getByRole('button', { name: /^Remove/ })));
    await act(async () => fireEvent.click(within(lineNamed('Name Tee')).getByRole('button', { name: /^Remove/ })));
    await act(async () => fireEvent.click(within(lineNamed('Rose Mug')).getByRole('button', { name: 'OK' })));
    expect(cartItemsVar()).toEqual([expect.objectContaining({ id: 'mug', seenPricePaise: 49900 })]);
    await waitFor(() =>
      expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Proceed to checkout' }).disabled).toBe(false),
    );
  });

  it('shows the minimum order value notice and blocks checkout below it', async () => {
    addToCart({ id: 'mug', hasVariant: false });
    renderPage(<CartPage />, '/cart', linkFor([mug], 100000));
    expect((await screen.findByTestId('minimum-order-notice')).textContent).toBe(
      'The minimum order value is ₹1,000. Add ₹501 more to check out.',
    );
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Proceed to checkout' }).disabled).toBe(true);
  });

  it('Proceed to checkout sets the came-from-cart flag and opens /checkout', async () => {
    addToCart({ id: 'mug', hasVariant: false });
    const { router } = renderPage(<CartPage />, '/cart', linkFor([mug]));
    const proceed = await screen.findByRole('button', { name: 'Proceed to checkout' });
    await act(async () => fireEvent.click(proceed));
    expect(sessionStorage.getItem('cameFromCart')).toBe('true');
    expect(router.state.location.pathname).toBe('/checkout');
  });
});
