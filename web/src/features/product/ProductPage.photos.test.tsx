// The product page of a product that asks for photos: the editor appears (and only there), and nothing goes to the
// cart until the photos are there.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearCart } from '../../shop/cart-state';
import { ShopStateProvider } from '../../shop/shop-state';
import { answeringLink, product, renderPage, type ProductFixture } from '../../testing/shop-test-kit';
import ProductPage from './ProductPage';

const mug: ProductFixture = { id: 'photo-mug', productName: 'Personalised Couple Photo Mug', sellingPaise: 499_00 };

function openProduct(photoRequirement: object | null) {
  const link = answeringLink(() => ({
    product: {
      ...product(mug),
      shortDescription: 'Your photo around a mug.',
      mediaUrls: [],
      discountPercent: 0,
      countryOfOrigin: 'India',
      hsnCode: null,
      stock: 20,
      photoRequirement,
      takesCustomText: true,
    },
  }));
  renderPage(
    <ShopStateProvider>
      <ProductPage />
    </ShopStateProvider>,
    '/product/:id',
    link,
    [],
    `/product/${mug.id}`,
  );
}

beforeEach(() => clearCart());
afterEach(() => cleanup());

describe('ProductPage: a product that asks for photos', () => {
  it('offers the photo editor and keeps “Add to cart” off until the photos are there', async () => {
    openProduct({
      __typename: 'PhotoRequirement',
      count: 2,
      shape: 'MUG_WRAP',
      aspectRatio: 2.3,
      minShortSidePx: 1000,
    });
    expect(await screen.findByRole('heading', { name: 'Your photos' })).toBeInTheDocument();
    // The editor is its own chunk: it arrives after the page.
    const first = await screen.findByLabelText('Choose photo 1', {}, { timeout: 10_000 });
    expect(screen.getByLabelText('Choose photo 2')).toBeInTheDocument();
    expect(first).toHaveAttribute('type', 'file');
    expect(first.getAttribute('accept')).toEqual(expect.stringContaining('image/jpeg'));
    // A phone's HEIC is offered as it is: the server decodes it.
    expect(first.getAttribute('accept')?.split(',')).toEqual(
      expect.arrayContaining(['image/heic', 'image/heif', '.heic', '.heif']),
    );
    expect(screen.getByText('Add your 2 photos to continue.')).toBeInTheDocument();
    expect(screen.getByText(/around the mug/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  });

  it('a product that takes no photos shows no editor and can be added at once', async () => {
    openProduct(null);
    expect(await screen.findByRole('button', { name: 'Add to cart' })).toBeEnabled();
    expect(screen.queryByRole('heading', { name: /Your photo/ })).toBeNull();
    expect(screen.queryByLabelText(/Choose (your )?photo/)).toBeNull();
  });
});
