// The checkout guard in a router: refused visits land on /cart with the flags cleared; a visit from the cart stays and
// shows the server-priced order summary.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSonner } from '../../lib/toast';
import { addToCart, clearCart } from '../../shop/cart-store';
import { answeringLink, priceCart, renderPage } from '../../testing/shop-test-kit';
import CheckoutPage from './CheckoutPage';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
// Sonner loads lazily in the app; loaded up front here, toasts show synchronously as the assertions expect.
await loadSonner();

const products = [{ id: 'mug', productName: 'Rose Mug', sellingPaise: 49900, mrpPaise: 59900 }];
const link = answeringLink((_, variables) => ({ cartSummary: priceCart(variables['lines'] as never, products) }));
const cartRoute = [{ path: '/cart', element: <h1>Cart page</h1> }];

beforeEach(() => {
  sessionStorage.clear();
  clearCart();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('CheckoutPage guard', () => {
  it('redirects to /cart and clears the checkout flags when the shopper did not come from the cart', async () => {
    sessionStorage.setItem('checkoutStep', '2');
    sessionStorage.setItem('addressCompleted', 'true');
    sessionStorage.setItem('cameFromCart', 'false');
    const { router } = renderPage(<CheckoutPage />, '/checkout', link, cartRoute);
    expect(await screen.findByRole('heading', { name: 'Cart page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/cart');
    expect(sessionStorage.length).toBe(0);
  });

  it('opens when the came-from-cart flag is set, with the server-priced summary', async () => {
    sessionStorage.setItem('cameFromCart', 'true');
    addToCart({ id: 'mug', hasVariant: false, quantity: 2, giftWrap: true });
    const { router } = renderPage(<CheckoutPage />, '/checkout', link, cartRoute);
    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeTruthy();
    const line = await screen.findByTestId('checkout-line');
    expect(within(line).getByText('Rose Mug × 2')).toBeTruthy();
    expect(within(line).getByText('₹998')).toBeTruthy();
    expect(screen.getByTestId('cart-subtotal').textContent).toBe('₹998');
    expect(screen.getByTestId('cart-savings').textContent).toBe('₹200');
    expect(router.state.location.pathname).toBe('/checkout');
  });

  it('opens when the referrer is the cart', async () => {
    vi.spyOn(document, 'referrer', 'get').mockReturnValue('http://localhost:3000/cart');
    renderPage(<CheckoutPage />, '/checkout', link, cartRoute);
    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeTruthy();
  });
});
