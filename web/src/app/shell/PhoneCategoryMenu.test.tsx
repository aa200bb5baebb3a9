// The phone header's category menu: the server's in-stock categories, each side in its order, as links.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answeringLink, renderPage } from '../../testing/shop-test-kit';
import { PhoneCategoryMenu } from './PhoneCategoryMenu';

const category = (name: string, subcategories: string[] = []) => ({
  __typename: 'MegaMenuCategory',
  name,
  url: `/category?category=${encodeURIComponent(name)}`,
  subcategories: subcategories.map((sub) => ({
    __typename: 'MegaMenuLink',
    name: sub,
    url: `/category?category=${encodeURIComponent(name)}&subcategory=${encodeURIComponent(sub)}`,
  })),
});

describe('PhoneCategoryMenu', () => {
  it('asks for the menu only when opened, lists both sides as links, and closes on a link', async () => {
    const calls: { operationName: string; variables: Record<string, unknown> }[] = [];
    const link = answeringLink((operationName) => {
      if (operationName !== 'PhoneCategoryMenu') throw new Error(`unexpected ${operationName}`);
      return {
        megaMenu: {
          __typename: 'MegaMenu',
          withoutSubcategories: [category('Cakes'), category('Chocolates')],
          withSubcategories: [category('Flowers', ['Bouquets', 'Roses'])],
        },
      };
    }, calls);
    const { router } = renderPage(<PhoneCategoryMenu />, '/', link, [
      { path: '/category', element: <p data-testid="category-page">category</p> },
    ]);
    expect(calls).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Categories' }));
    const dialog = await screen.findByRole('dialog', { name: 'Shop by Categories' });
    const plain = await within(dialog).findByRole('list', { name: 'Categories without subcategories' });
    expect(
      within(plain)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Cakes', 'Chocolates']);
    const flowers = within(dialog).getByRole('list', { name: 'Flowers' });
    expect(
      within(flowers)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/category?category=Flowers&subcategory=Bouquets', '/category?category=Flowers&subcategory=Roses']);
    expect(calls.map((call) => call.operationName)).toEqual(['PhoneCategoryMenu']);

    fireEvent.click(within(flowers).getByRole('link', { name: 'Roses' }));
    await screen.findByTestId('category-page');
    expect(router.state.location.search).toBe('?category=Flowers&subcategory=Roses');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Shop by Categories' })).toBeNull());
  });

  it('says so when no category has products in stock', async () => {
    const link = answeringLink(() => ({
      megaMenu: { __typename: 'MegaMenu', withoutSubcategories: [], withSubcategories: [] },
    }));
    renderPage(<PhoneCategoryMenu />, '/', link);
    fireEvent.click(screen.getByRole('button', { name: 'Categories' }));
    expect(await screen.findByText('No categories have products in stock right now.')).toBeInTheDocument();
  });
});
