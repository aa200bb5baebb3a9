import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answeringLink, renderPage } from '../../testing/shop-test-kit';
import { withSort, withStock } from './listing-url';
import { useListing } from './use-listing';

const emptyListing = {
  products: {
    __typename: 'ProductConnection',
    items: [],
    totalCount: 0,
    pageInfo: {
      __typename: 'PageInfo',
      page: 1,
      pageSize: 24,
      totalPages: 0,
      hasNextPage: false,
      hasPreviousPage: false,
    },
    priceRange: null,
  },
};

/** Makes two changes from one event, as a shopper does who picks the sort before the last filter has rendered. */
function TwoQuickChanges() {
  const { state, go } = useListing('shop');
  return (
    <>
      <button
        type="button"
        onClick={() => {
          go((current) => withStock(current, null));
          go((current) => withSort(current, 'PRICE_LOW'));
        }}
      >
        both
      </button>
      <output>{`${state.stock ?? 'any'} ${state.sort}`}</output>
    </>
  );
}

describe('useListing', () => {
  it('applies a change made before the previous one has rendered to the newer URL', async () => {
    const { router } = renderPage(
      <TwoQuickChanges />,
      '/shop',
      answeringLink(() => emptyListing),
      [],
      '/shop?stock=out-of-stock',
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'both' }));
    });
    expect(router.state.location.search).toBe('?sort=price-low');
    expect(screen.getByRole('status').textContent).toBe('any PRICE_LOW');
  });
});
