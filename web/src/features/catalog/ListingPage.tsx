import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import type { ProductSort } from '../../gql/graphql';
import { usePageMeta } from '../../lib/page-meta';
import { Button, buttonClass } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { CloseIcon, FilterIcon } from '../../ui/icons';
import { Spinner } from '../../ui/Spinner';
import { LoadError } from '../../ui/LoadError';
import { formatPaise } from '../../ui/money';
import { FilterPanel } from './FilterPanel';
import {
  PAGE_SIZE,
  clearFilters,
  hasActiveFilters,
  listingHeading,
  listingStateToParams,
  parseListingParams,
  stockWord,
  toProductFilter,
  toggleCategory,
  toggleSubcategory,
  withPage,
  withPriceRange,
  withSort,
  withStock,
  type ListingState,
} from './listing-url';
import { Pagination } from './Pagination';
import { ProductGrid } from '../../shop/ProductGrid';
import styles from './ListingPage.module.css';
import { graphql } from '../../gql';

/** The listing page's one query; the filter comes straight from the URL (listing-url.ts). */
const ListingProductsQuery = graphql(`
  query ListingProducts($filter: ProductFilter, $sort: ProductSort, $paging: PagingInput) {
    products(filter: $filter, sort: $sort, paging: $paging) {
      items {
        ...ProductCard_product
      }
      totalCount
      pageInfo {
        page
        pageSize
        totalPages
        hasNextPage
        hasPreviousPage
      }
      priceRange {
        min {
          ...Money
        }
        max {
          ...Money
        }
      }
    }
  }
`);

export interface ListingPageProps {
  mode: 'shop' | 'category';
}

const SORT_OPTIONS: { value: ProductSort; label: string }[] = [
  { value: 'NEWEST', label: 'Newest first' },
  { value: 'POPULAR', label: 'Most popular' },
  { value: 'PRICE_LOW', label: 'Price: low to high' },
  { value: 'PRICE_HIGH', label: 'Price: high to low' },
  { value: 'RELEVANT', label: 'Name: A to Z' },
];

interface Chip {
  key: string;
  label: string;
  remove: (state: ListingState) => ListingState;
}

/** The active filters as removable chips. */
function activeChips(state: ListingState): Chip[] {
  const chips: Chip[] = [];
  for (const selection of state.categories) {
    if (selection.subcategories.length === 0) {
      chips.push({
        key: `c:${selection.category}`,
        label: selection.category,
        remove: (s) => toggleCategory(s, selection.category),
      });
    }
    for (const sub of selection.subcategories) {
      chips.push({
        key: `s:${selection.category}/${sub}`,
        label: `${selection.category} › ${sub}`,
        remove: (s) => {
          const next = toggleSubcategory(s, selection.category, sub);
          const left = next.categories.find((c) => c.category === selection.category);
          return left && left.subcategories.length === 0 ? toggleCategory(next, selection.category) : next;
        },
      });
    }
  }
  if (state.minPrice !== null || state.maxPrice !== null) {
    const low = state.minPrice !== null ? formatPaise(Math.round(state.minPrice * 100)) : '₹0';
    const label =
      state.maxPrice !== null ? `${low} – ${formatPaise(Math.round(state.maxPrice * 100))}` : `${low} and above`;
    chips.push({ key: 'price', label, remove: (s) => withPriceRange(s, null, null) });
  }
  if (state.stock) {
    const words: Record<string, string> = {
      'in-stock': 'In stock',
      'out-of-stock': 'Out of stock',
      'limited-stock': 'Limited stock',
    };
    chips.push({
      key: 'stock',
      label: words[stockWord(state.stock)] ?? state.stock,
      remove: (s) => withStock(s, null),
    });
  }
  if (state.limitedOffersOnly)
    chips.push({ key: 'offer', label: 'Limited offers', remove: (s) => ({ ...s, page: 1, limitedOffersOnly: false }) });
  return chips;
}

/** /shop and /category: the API filters, sorts and pages; this page keeps all of that state in the URL. */
export default function ListingPage({ mode }: ListingPageProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const state = useMemo(() => parseListingParams(searchParams), [searchParams]);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const resultsRef = useRef<HTMLDivElement>(null);

  const heading = listingHeading(state, mode === 'shop' ? 'Shop' : 'All Categories');
  usePageMeta(
    heading,
    `Shop ${heading === 'Shop' || heading === 'All Categories' ? 'gifts' : heading} at Lovely Gifts, Coimbatore: thoughtful gifts, gift-wrapped and delivered across India.`,
  );

  const { data, previousData, loading, error, refetch } = useQuery(ListingProductsQuery, {
    variables: { filter: toProductFilter(state), sort: state.sort, paging: { page: state.page, pageSize: PAGE_SIZE } },
  });
  // Rendered from a deferred copy: React builds a page of cards in small time slices instead of one long task.
  const shown = useDeferredValue(data ?? previousData);
  const connection = shown?.products;

  const go = (next: ListingState) => setSearchParams(listingStateToParams(next));
  const hrefFor = (page: number) => {
    const query = listingStateToParams(withPage(state, page)).toString();
    return query ? `${pathname}?${query}` : pathname;
  };

  // A new page of results starts at the top of the results, not wherever the shopper scrolled to.
  const shownPage = useRef(state.page);
  useEffect(() => {
    if (shownPage.current === state.page) return;
    shownPage.current = state.page;
    resultsRef.current?.scrollIntoView({ block: 'start' });
  }, [state.page]);

  const priceBounds = connection?.priceRange
    ? { minPaise: connection.priceRange.min.paise, maxPaise: connection.priceRange.max.paise }
    : null;
  const chips = activeChips(state);
  const filtered = hasActiveFilters(state);
  const total = connection?.totalCount ?? 0;

  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.head}>
        <div>
          <h1>{heading}</h1>
          <p className={styles.count} role="status" aria-live="polite">
            {connection ? `${total} ${total === 1 ? 'product' : 'products'}` : loading ? 'Loading products…' : ''}
          </p>
        </div>
        <div className={styles.toolbar}>
          <Button
            variant="secondary"
            size="small"
            className={styles.filtersButton}
            onClick={() => setFiltersOpen(true)}
          >
            <FilterIcon size={18} /> Filters{chips.length > 0 ? ` (${chips.length})` : ''}
          </Button>
          <label className={styles.sort}>
            Sort by
            <select value={state.sort} onChange={(event) => go(withSort(state, event.target.value as ProductSort))}>
              {SORT_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
        </div>
      </div>

      <div className={styles.layout}>
        <aside className={styles.sidebar} aria-label="Filters">
          <FilterPanel state={state} onChange={go} priceBounds={priceBounds} />
        </aside>

        <div ref={resultsRef} className={styles.results}>
          {chips.length > 0 && (
            <ul className={styles.chips} aria-label="Active filters">
              {chips.map((chip) => (
                <li key={chip.key}>
                  <button
                    type="button"
                    className={styles.chip}
                    onClick={() => go(chip.remove(state))}
                    aria-label={`Remove filter ${chip.label}`}
                  >
                    {chip.label} <CloseIcon size={14} />
                  </button>
                </li>
              ))}
              <li>
                <button type="button" className={styles.chip} onClick={() => go(clearFilters(state))}>
                  Clear all
                </button>
              </li>
            </ul>
          )}

          {error && !connection && (
            <LoadError className={styles.error} onRetry={refetch}>
              We couldn't load the products just now. Please check your connection and try again.
            </LoadError>
          )}

          {!connection && loading && <Spinner centered label="Loading products" />}

          {connection && connection.items.length === 0 && (
            <div className={styles.empty}>
              <h2>No products found</h2>
              {filtered ? (
                <p>
                  Nothing matches these filters right now. Try a wider price range, another category, or clear the
                  filters to see everything.
                </p>
              ) : state.page > 1 ? (
                <p>This page is past the end of the list.</p>
              ) : (
                <p>There are no products here yet. New gifts arrive every week, so please check back soon.</p>
              )}
              <div className={styles.emptyActions}>
                {filtered && <Button onClick={() => go(clearFilters(state))}>Clear all filters</Button>}
                {state.page > 1 && (
                  <Link className={buttonClass({ variant: 'secondary' })} to={hrefFor(1)}>
                    Go to the first page
                  </Link>
                )}
                <Link className={buttonClass({ variant: filtered ? 'secondary' : 'primary' })} to="/">
                  Back to home
                </Link>
              </div>
            </div>
          )}

          {connection && connection.items.length > 0 && (
            <div className={loading ? styles.stale : undefined} aria-busy={loading}>
              <ProductGrid products={connection.items} priorityCount={4} label={heading} headingLevel="h2" />
              <Pagination
                page={connection.pageInfo.page}
                totalPages={connection.pageInfo.totalPages}
                hrefFor={hrefFor}
              />
            </div>
          )}
        </div>
      </div>

      <Dialog
        open={filtersOpen}
        onClose={() => setFiltersOpen(false)}
        title="Filters"
        actions={
          <Button block onClick={() => setFiltersOpen(false)}>
            {connection ? `Show ${total} ${total === 1 ? 'product' : 'products'}` : 'Show products'}
          </Button>
        }
      >
        <FilterPanel state={state} onChange={go} priceBounds={priceBounds} />
      </Dialog>
    </div>
  );
}
