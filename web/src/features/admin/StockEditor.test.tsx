import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminProductFieldsFragment, AdminSetStockMutation } from '../../gql/graphql';
import { mocked } from '../../testing/typed-answers';
import { answeringLink, renderPage } from '../../testing/shop-test-kit';
import { StockEditor } from './StockEditor';

const mug: AdminProductFieldsFragment & { __typename: 'Product' } = {
  __typename: 'Product',
  id: 'mug',
  productName: 'Photo Mug',
  category: 'Personalised Gifts',
  subCategory: null,
  shortDescription: 'A mug',
  mediaUrls: [],
  thumbnail: null,
  stock: 5,
  hasVariant: false,
  stockCount: 5,
  isLimitedOffer: false,
  gstRate: 18,
  hsnCode: '6912',
  countryOfOrigin: 'India',
  hidden: false,
  stockShards: 0,
  mrp: { paise: 39900, formatted: '₹399' },
  sellingPrice: { paise: 34900, formatted: '₹349' },
  lowestPrice: { paise: 34900, formatted: '₹349' },
  pricesVary: false,
  variants: [],
  limitedOfferData: null,
  occasions: [],
  recipients: [],
  photoRequirement: null,
};

function answerWith(result: AdminSetStockMutation) {
  return answeringLink(() => result);
}

async function saveStock(units: string) {
  fireEvent.change(screen.getByRole('spinbutton', { name: 'Stock' }), { target: { value: units } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  });
}

describe('StockEditor', () => {
  it('says "Saved" beside the field once the new figure is stored, and forgets it on the next edit', async () => {
    renderPage(
      <StockEditor product={mug} />,
      '/admin/products',
      answerWith(
        mocked<AdminSetStockMutation>({
          adminSetStock: { __typename: 'AdminProductPayload', product: { ...mug, stock: 12 }, userErrors: [] },
        }),
      ),
    );
    await saveStock('12');
    expect(await screen.findByRole('status')).toHaveTextContent('Saved');
    expect(screen.getByRole('spinbutton', { name: 'Stock' })).toHaveAccessibleDescription('Saved');

    fireEvent.change(screen.getByRole('spinbutton', { name: 'Stock' }), { target: { value: '13' } });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("shows the server's refusal beside the field and marks it invalid", async () => {
    renderPage(
      <StockEditor product={mug} />,
      '/admin/products',
      answerWith(
        mocked<AdminSetStockMutation>({
          adminSetStock: {
            __typename: 'AdminProductPayload',
            product: null,
            userErrors: [
              {
                __typename: 'UserError',
                field: 'stock',
                message: 'Stock must be a whole number from 0 to 100000.',
                code: 'INVALID',
              },
            ],
          },
        }),
      ),
    );
    await saveStock('100001');
    expect((await screen.findByRole('alert')).textContent).toBe('Stock must be a whole number from 0 to 100000.');
    const field = screen.getByRole('spinbutton', { name: 'Stock' });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
  });
});
