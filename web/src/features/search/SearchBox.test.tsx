import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Observable } from 'rxjs';
import { SearchBox } from './SearchBox';

interface FakeProduct {
  id: string;
  productName: string;
  category: string;
  subCategory: string | null;
  sellingPaise: number;
  mrpPaise: number;
  /** Options at different prices, the lowest this one. */
  fromPaise?: number;
}

const CATALOG: FakeProduct[] = [
  {
    id: 'p1',
    productName: 'Rose Mug',
    category: 'Mugs',
    subCategory: 'Ceramic',
    sellingPaise: 39_900,
    mrpPaise: 49_900,
  },
  { id: 'p2', productName: 'Magic Mug', category: 'Mugs', subCategory: null, sellingPaise: 29_900, mrpPaise: 29_900 },
  {
    id: 'p3',
    productName: 'Brass Diya',
    category: 'Decor',
    subCategory: 'Lamps',
    sellingPaise: 59_900,
    mrpPaise: 79_900,
  },
  {
    id: 'p4',
    productName: 'Red Roses',
    category: 'Flowers',
    subCategory: null,
    sellingPaise: 59_900,
    mrpPaise: 79_900,
    fromPaise: 59_900,
  },
];

const money = (paise: number) => ({ __typename: 'Money', paise, formatted: `₹${paise / 100}` });

/** A fake API: answers `search` from CATALOG, each text after its own delay, and records what was asked. */
function fakeSearchLink(delays: Record<string, number>, asked: string[]) {
  return new ApolloLink((operation) => {
    const text = String(operation.variables['text']);
    asked.push(text);
    const items = CATALOG.filter((p) => p.productName.toLowerCase().includes(text.toLowerCase()));
    return new Observable((observer) => {
      const timer = setTimeout(() => {
        observer.next({
          data: {
            search: {
              __typename: 'SearchResult',
              text,
              totalCount: items.length,
              items: items.map((p) => ({
                __typename: 'Product',
                id: p.id,
                productName: p.productName,
                category: p.category,
                subCategory: p.subCategory,
                thumbnail: `/media/demo/${p.id}-1.svg`,
                sellingPrice: money(p.sellingPaise),
                mrp: money(p.mrpPaise),
                lowestPrice: money(p.fromPaise ?? p.sellingPaise),
                lowestPriceMrp: money(p.mrpPaise),
                pricesVary: p.fromPaise !== undefined,
              })),
            },
          },
        });
        observer.complete();
      }, delays[text] ?? 0);
      return () => clearTimeout(timer);
    });
  });
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderSearch(delays: Record<string, number> = {}) {
  const asked: string[] = [];
  const client = new ApolloClient({ cache: new InMemoryCache(), link: fakeSearchLink(delays, asked) });
  render(
    <ApolloProvider client={client}>
      <MemoryRouter initialEntries={['/']}>
        <SearchBox />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </ApolloProvider>,
  );
  const input = screen.getByRole('combobox', { name: 'Search products' });
  return { input, asked };
}

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

afterEach(cleanup);

describe('SearchBox', () => {
  it('shows the count, names, category path and prices of the results', async () => {
    const { input } = renderSearch();
    type(input, 'mug');
    expect(await screen.findByText('Found 2 product(s)')).toBeInTheDocument();
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(2);
    const rose = within(options[0]!);
    expect(rose.getByText('Rose Mug')).toBeInTheDocument();
    expect(rose.getByText('Mugs › Ceramic')).toBeInTheDocument();
    expect(rose.getByText('₹399')).toBeInTheDocument();
    expect(rose.getByText('₹499')).toBeInTheDocument();
    expect(rose.getByText('20% off')).toBeInTheDocument();
    // Not discounted: no struck-through price and no percent.
    const magic = within(options[1]!);
    expect(magic.getByText('Mugs')).toBeInTheDocument();
    expect(magic.queryByText(/% off/)).toBeNull();
  });

  it('shows "from" the lowest option price, without a struck-through mrp, when options differ in price', async () => {
    const { input } = renderSearch();
    type(input, 'roses');
    expect(await screen.findByText('Found 1 product(s)')).toBeInTheDocument();
    const roses = within(screen.getByRole('option'));
    expect(roses.getByText('from')).toBeInTheDocument();
    expect(roses.getByText(/₹599/)).toBeInTheDocument();
    expect(roses.queryByText('₹799')).toBeNull();
    expect(roses.queryByText(/% off/)).toBeNull();
  });

  it('says so when nothing matches', async () => {
    const { input } = renderSearch();
    type(input, 'zzz');
    expect(await screen.findByText('No products found')).toBeInTheDocument();
    expect(screen.getByText('Try searching with different keywords')).toBeInTheDocument();
  });

  it('waits for the typing to pause before asking the server', async () => {
    const { input, asked } = renderSearch();
    type(input, 'm');
    type(input, 'mu');
    type(input, 'mug');
    await screen.findByText('Found 2 product(s)');
    expect(asked).toEqual(['mug']);
  });

  it('never lets a late answer to an older text replace the newer one', async () => {
    const { input } = renderSearch({ mug: 900, diya: 0 });
    type(input, 'mug');
    // Let the debounce for "mug" fire so its slow request is in flight, then type something else.
    await new Promise((resolve) => setTimeout(resolve, 400));
    type(input, 'diya');
    expect(await screen.findByText('Found 1 product(s)')).toBeInTheDocument();
    expect(screen.getByText('Brass Diya')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(screen.queryByText('Rose Mug')).toBeNull();
    expect(screen.getByText('Found 1 product(s)')).toBeInTheDocument();
  });

  it('moves with the arrow keys, opens the highlighted product with Enter and closes with Escape', async () => {
    const { input } = renderSearch();
    type(input, 'mug');
    await screen.findByText('Found 2 product(s)');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const second = screen.getAllByRole('option')[1]!;
    expect(second.getAttribute('aria-selected')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).toBe(second.id);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(screen.getAllByRole('option')[0]!.getAttribute('aria-selected')).toBe('true');

    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/product/p1?source=search'));
  });

  it('opens the results page with Enter when nothing is highlighted, even when one product matches', async () => {
    const { input } = renderSearch();
    type(input, 'diya');
    await screen.findByText('Found 1 product(s)');
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/search?q=diya'));
  });
});
