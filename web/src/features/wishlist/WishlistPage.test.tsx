// The wishlist page against a fake productsByIds.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSonner } from '../../lib/toast';
import { toast } from 'sonner';
import { cartItemsVar, clearCart } from '../../shop/cart-state';
import { answeringLink, product, renderPage, type ProductFixture } from '../../testing/shop-test-kit';
import WishlistPage from './WishlistPage';
import { addToWishlist, removeFromWishlist, wishlistIdsVar } from '../../shop/wishlist-state';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
// Sonner loads lazily in the app; loaded up front here, toasts show synchronously as the assertions expect.
await loadSonner();

function linkFor(products: ProductFixture[]) {
  const byId = new Map(products.map((p) => [p.id, p]));
  return answeringLink((_, variables) => ({
    productsByIds: (variables['ids'] as string[]).map((id) => (byId.has(id) ? product(byId.get(id)!) : null)),
  }));
}

const catalog: ProductFixture[] = [
  { id: 'mug', productName: 'Rose Mug', sellingPaise: 49900, mrpPaise: 59900, stock: 4 },
  {
    id: 'tee',
    productName: 'Name Tee',
    variants: [
      { name: 'S', stock: 0 },
      { name: 'M', stock: 2 },
    ],
  },
  { id: 'lamp', productName: 'Moon Lamp', stock: 0 },
];

function card(name: string): HTMLElement {
  return screen.getAllByTestId('wishlist-item').find((item) => item.textContent?.includes(name))!;
}

beforeEach(() => {
  clearCart();
  for (const id of wishlistIdsVar()) removeFromWishlist(id, { quiet: true });
  vi.clearAllMocks();
});

afterEach(() => cleanup());

describe('WishlistPage', () => {
  it('shows the empty state', () => {
    renderPage(<WishlistPage />, '/wishlist', linkFor(catalog));
    expect(screen.getByRole('heading', { name: 'Your wishlist is empty' })).toBeInTheDocument();
  });

  it('shows current products, stock, and explains deleted ones', async () => {
    ['mug', 'lamp', 'gone'].forEach((id) => addToWishlist(id));
    renderPage(<WishlistPage />, '/wishlist', linkFor(catalog));
    await screen.findAllByTestId('wishlist-item');
    expect(within(card('Rose Mug')).getByText('Only 4 left')).toBeInTheDocument();
    expect(within(card('Moon Lamp')).getByRole<HTMLButtonElement>('button', { name: 'Out of stock' }).disabled).toBe(
      true,
    );
    const gone = card('Product no longer available');
    await act(async () => fireEvent.click(within(gone).getByRole('button', { name: 'Remove from wishlist' })));
    expect(wishlistIdsVar()).toEqual(['mug', 'lamp']);
    expect(toast.success).toHaveBeenLastCalledWith('Removed from wishlist', { duration: 2000 });
  });

  it('moves a product to the cart with the chosen in-stock variant', async () => {
    addToWishlist('tee');
    renderPage(<WishlistPage />, '/wishlist', linkFor(catalog));
    const tee = (await screen.findAllByTestId('wishlist-item'))[0]!;
    const select = within(tee).getByLabelText<HTMLSelectElement>('Option');
    expect([...select.options].map((o) => o.value)).toEqual(['M']);
    await act(async () => fireEvent.click(within(tee).getByRole('button', { name: 'Move to cart' })));
    expect(cartItemsVar()).toEqual([expect.objectContaining({ id: 'tee', variant: 'M', quantity: 1 })]);
    expect(wishlistIdsVar()).toEqual([]);
    expect(toast.success).toHaveBeenLastCalledWith('Added to cart!', { duration: 2000 });
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Your wishlist is empty' })).toBeInTheDocument());
  });
});
