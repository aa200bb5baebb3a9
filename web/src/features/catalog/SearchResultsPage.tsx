import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../ui/Button';
import { FilterIcon } from '../../ui/icons';
import { Spinner } from '../../ui/Spinner';
import { LoadError } from '../../ui/LoadError';
import { ProductGrid } from '../../shop/ProductGrid';
import { categoryUrl, searchPageUrl, SHOP_URL } from '../../lib/urls';
import type { ProductCard_ProductFragment } from '../../gql/graphql';
import { activeChips } from './active-chips';
import { FilterPanel } from './FilterPanel';
import { hasActiveFilters } from './listing-url';
import { ActiveFilterChips, EmptyListing, SEARCH_SORT_OPTIONS, SortSelect } from './ListingParts';
import { FiltersDialog, ListingResults } from './ListingResults';
import { productCount } from './search-url';
import { useSearchResults } from './use-search-results';
import styles from './ListingPage.module.css';

/** "Showing results for teddy", and a link to search the words exactly as typed. */
function CorrectionNote({ typed, corrected }: { typed: string; corrected: string }) {
  return (
    <p className={styles.count} data-testid="search-correction">
      Showing results for <strong>{corrected}</strong>. Search instead for{' '}
      <Link to={searchPageUrl(typed, { exact: true })}>{typed}</Link>
    </p>
  );
}

/** Nothing matched the words: the closest categories and the best sellers instead of a dead end. */
function NoResults({
  text,
  categories,
  bestSellers,
}: {
  text: string;
  categories: readonly string[];
  bestSellers: readonly ProductCard_ProductFragment[];
}) {
  return (
    <div className={styles.empty}>
      <h2>No products match “{text}”</h2>
      <p>Check the spelling, try fewer or other words (“birthday mug”, “jasmine”), or look around these.</p>
      {categories.length > 0 && (
        <nav aria-label="Closest categories">
          <h3>Closest categories</h3>
          <ul className={styles.chips}>
            {categories.map((category) => (
              <li key={category}>
                <Link className={styles.chip} to={categoryUrl(category)}>
                  {category}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {bestSellers.length > 0 && (
        <section aria-label="Best sellers">
          <h3>Best sellers</h3>
          <ProductGrid products={bestSellers} label="Best sellers" headingLevel="h3" />
        </section>
      )}
      <Link to={SHOP_URL}>Browse all gifts</Link>
    </div>
  );
}

/** /search?q=…: ranked search results with the listing's filters, sorts and paging, all kept in the URL. */
export default function SearchResultsPage() {
  const search = useSearchResults();
  const { state, heading, results, loading, error, refetch, go, hrefFor, resultsRef, priceBounds } = search;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const chips = activeChips(state.listing);
  const filtered = hasActiveFilters(state.listing);
  const total = results?.totalCount ?? 0;

  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.head}>
        <div>
          <h1>{heading}</h1>
          <p className={styles.count} role="status" aria-live="polite">
            {results ? productCount(total) : loading ? 'Searching…' : ''}
          </p>
          {results?.correctedText && <CorrectionNote typed={state.text} corrected={results.correctedText} />}
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
          <SortSelect state={state.listing} go={go} options={SEARCH_SORT_OPTIONS} />
        </div>
      </div>

      <div className={styles.layout}>
        <aside className={styles.sidebar} aria-label="Filters">
          <FilterPanel state={state.listing} onChange={go} priceBounds={priceBounds} />
        </aside>

        <div ref={resultsRef} className={styles.results}>
          {chips.length > 0 && <ActiveFilterChips go={go} chips={chips} />}

          {state.text === '' && <p>Type what you are looking for in the search box above.</p>}

          {error && !results && (
            <LoadError className={styles.error} onRetry={refetch}>
              We couldn't search just now. Please check your connection and try again.
            </LoadError>
          )}

          {!results && loading && <Spinner centered label="Searching" />}

          {results && total === 0 && !filtered && state.listing.page === 1 && (
            <NoResults text={state.text} categories={results.closestCategories} bestSellers={search.bestSellerItems} />
          )}
          {results && results.items.length === 0 && (filtered || state.listing.page > 1) && (
            <EmptyListing state={state.listing} go={go} filtered={filtered} firstPageHref={hrefFor(1)} />
          )}

          {results && results.items.length > 0 && (
            <ListingResults
              products={results.items}
              page={results.pageInfo.page}
              totalPages={results.pageInfo.totalPages}
              hrefFor={hrefFor}
              heading={heading}
              loading={loading}
            />
          )}
        </div>
      </div>

      <FiltersDialog
        open={filtersOpen}
        onClose={() => setFiltersOpen(false)}
        showLabel={results ? `Show ${productCount(total).toLowerCase()}` : 'Show products'}
        state={state.listing}
        onChange={go}
        priceBounds={priceBounds}
      />
    </div>
  );
}
