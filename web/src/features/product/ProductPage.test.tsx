// The product page against a fake product query: the chosen option's price, and what adding to the cart records.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cartItemsVar, clearCart } from '../../shop/cart-state';
import { ShopStateProvider } from '../../shop/shop-state';
import { answeringLink, product, renderPage, type ProductFixture } from '../../testing/shop-test-kit';
import ProductPage from './ProductPage';

const roses: ProductFixture = {
  id: 'roses',
  productName: 'Red Roses Bouquet',
  sellingPaise: 599_00,
  mrpPaise: 799_00,
  variants: [
    { name: '6 roses', stock: 30 },
    { name: '12 roses', stock: 25, sellingPaise: 999_00, mrpPaise: 1299_00 },
    { name: '24 roses', stock: 8, sellingPaise: 1799_00, mrpPaise: 2299_00 },
  ],
};

function openProduct(fixture: ProductFixture, takesCustomText = false) {
  const link = answeringLink(() => ({
    product: {
      ...product(fixture),
      shortDescription: 'Fresh roses.',
      mediaUrls: [],
      discountPercent: 0,
      countryOfOrigin: 'India',
      hsnCode: null,
      stock: 0,
      photoRequirement: null,
      takesCustomText,
    },
  }));
  renderPage(
    <ShopStateProvider>
      <ProductPage />
    </ShopStateProvider>,
    '/product/:id',
    link,
    [],
    `/product/${fixture.id}`,
  );
}

const priceBlock = () => screen.getByText('Inclusive of all taxes').parentElement!;

beforeEach(() => clearCart());
afterEach(() => cleanup());

describe('ProductPage: options with their own price', () => {
  it('shows the options in the owner’s order, each with its price, and the chosen one’s price, mrp and discount', async () => {
    openProduct(roses);
    const options = await screen.findByRole('group', { name: 'Choose an option' });
    expect(
      within(options)
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).value),
    ).toEqual(['6 roses', '12 roses', '24 roses']);
    expect(within(options).getByText('₹1,799')).toBeInTheDocument();
    // The first option in stock is chosen: the product's own price.
    expect(within(priceBlock()).getByText('₹599')).toBeInTheDocument();
    expect(within(priceBlock()).getByText('₹799')).toBeInTheDocument();
    expect(within(priceBlock()).getByText('25% off')).toBeInTheDocument();

    fireEvent.click(within(options).getByRole('radio', { name: /24 roses/ }));
    expect(within(priceBlock()).getByText('₹1,799')).toBeInTheDocument();
    expect(within(priceBlock()).getByText('₹2,299')).toBeInTheDocument();
    expect(within(priceBlock()).getByText('21% off')).toBeInTheDocument();
    expect(within(priceBlock()).queryByText('₹599')).toBeNull();
  });

  it('adds the chosen option with the price the shopper saw, so a later change shows as a price change', async () => {
    openProduct(roses);
    const options = await screen.findByRole('group', { name: 'Choose an option' });
    fireEvent.click(within(options).getByRole('radio', { name: /12 roses/ }));
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    });
    expect(cartItemsVar()).toEqual([
      expect.objectContaining({ id: 'roses', variant: '12 roses', quantity: 1, seenPricePaise: 999_00 }),
    ]);
  });

  it('shows "from" the lowest option price while no option can be chosen', async () => {
    openProduct({
      ...roses,
      variants: roses.variants!.map((option) => ({ ...option, stock: 0 })),
    });
    await screen.findByRole('group', { name: 'Choose an option' });
    expect(within(priceBlock()).getByText('from')).toBeInTheDocument();
    expect(within(priceBlock()).getByText(/₹599/)).toBeInTheDocument();
    expect(within(priceBlock()).queryByText('₹799')).toBeNull();
  });
});

describe('ProductPage: a text to print or engrave', () => {
  it('is not offered on roses (the product takes none), while gift wrap and a message are', async () => {
    openProduct(roses, false);
    await screen.findByRole('heading', { name: 'Make it personal' });
    expect(screen.queryByLabelText(/Customization/)).toBeNull();
    expect(screen.queryByText(/print or engrave/)).toBeNull();
    expect(screen.getByLabelText(/Gift message/)).toBeInTheDocument();
  });

  it('is offered where the product takes one', async () => {
    openProduct({ id: 'mug', productName: 'Name Mug', sellingPaise: 349_00, stock: 5 }, true);
    const field = await screen.findByLabelText(/Customization \(optional\)/);
    fireEvent.change(field, { target: { value: 'Amma' } });
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    });
    expect(cartItemsVar()).toEqual([expect.objectContaining({ id: 'mug', customization: { text: 'Amma' } })]);
  });
});
