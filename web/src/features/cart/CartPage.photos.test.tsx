// Cart lines with the shopper's photos: each shows its photo's preview (fetched with the shopper's headers), lines of
// one product with different photos stay apart and are priced apart, and removing one keeps the other.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSonner } from '../../lib/toast';
import CartPage from './CartPage';
import { addToCart, cartItemsVar, clearCart } from '../../shop/cart-state';
import type { CartPhoto } from '../../shop/cart-photos';
import { answeringLink, priceCart, renderPage, type ProductFixture } from '../../testing/shop-test-kit';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
await loadSonner();

const mug: ProductFixture = { id: 'photo-mug', productName: 'Photo Mug', sellingPaise: 349_00, stock: 10 };
const photo = (id: string, rotation = 0): CartPhoto => ({
  id,
  previewUrl: `/media/photos/${id}/preview`,
  crop: { x: 0, y: 0, width: 2300, height: 1000, rotation },
});

const sentLines: unknown[] = [];
const fetched: { url: string; headers: Record<string, string> }[] = [];

beforeEach(() => {
  clearCart();
  sentLines.length = 0;
  fetched.length = 0;
  localStorage.setItem('photoUploadToken', JSON.stringify('device-token-0123456789abcdef'));
  vi.stubGlobal('fetch', (url: string, init: { headers?: Record<string, string> } = {}) => {
    fetched.push({ url, headers: init.headers ?? {} });
    // The page's own Blob (jsdom's), which its FileReader reads.
    return Promise.resolve({ ok: true, blob: () => Promise.resolve(new Blob(['webp'], { type: 'image/webp' })) });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.removeItem('photoUploadToken');
});

function openCart() {
  const link = answeringLink((operation, variables) => {
    if (operation !== 'CartSummary') throw new Error(`unexpected ${operation}`);
    sentLines.push(...(variables['lines'] as unknown[]));
    return { cartSummary: priceCart(variables['lines'] as never, [mug]) };
  });
  renderPage(<CartPage />, '/cart', link);
}

describe('CartPage: lines with photos', () => {
  it('shows each line’s photo, keeps lines with other photos apart, and removes only the one asked', async () => {
    act(() => {
      addToCart({ id: mug.id, hasVariant: false, customization: { photos: [photo('ph_a')] } });
      addToCart({ id: mug.id, hasVariant: false, customization: { photos: [photo('ph_b', 1)] } });
    });
    openCart();
    const lines = await screen.findAllByTestId('cart-line');
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      await waitFor(() =>
        expect(within(line).getByRole('img', { name: 'Photo 1' }).getAttribute('src')).toMatch(
          /^data:image\/webp;base64,/,
        ),
      );
    }
    // Previews of each crop, turned as printed, are fetched with this device's upload token (an <img> could not
    // send it).
    expect(fetched.map((call) => call.url).sort()).toEqual([
      '/media/photos/ph_a/preview?crop=0,0,2300,1000,0',
      '/media/photos/ph_b/preview?crop=0,0,2300,1000,1',
    ]);
    expect(fetched[0]!.headers['X-Photo-Token']).toBe('device-token-0123456789abcdef');
    // Prices are asked with the photos' ids and crops, never a price.
    expect(sentLines).toContainEqual(
      expect.objectContaining({
        productId: mug.id,
        photos: [{ photoId: 'ph_b', crop: { x: 0, y: 0, width: 2300, height: 1000, rotation: 1 } }],
      }),
    );

    fireEvent.click(within(lines[0]!).getByRole('button', { name: /Remove/ }));
    expect(cartItemsVar().map((line) => line.customization?.photos?.[0]?.id)).toEqual(['ph_b']);
  });
});
