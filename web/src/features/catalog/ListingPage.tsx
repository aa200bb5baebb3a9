import { useState } from 'react';
import { Button } from '../../ui/Button';
import { FilterIcon } from '../../ui/icons';
import { Spinner } from '../../ui/Spinner';
import { LoadError } from '../../ui/LoadError';
import { activeChips } from './active-chips';
import { FilterPanel } from './FilterPanel';
import { hasActiveFilters } from './listing-url';
import { ActiveFilterChips, EmptyListing, SortSelect } from './ListingParts';
import { FiltersDialog, ListingResults } from './ListingResults';
import { useListing } from './use-listing';
import styles from './ListingPage.module.css';

export interface ListingPageProps {
  mode: 'shop' | 'category';
}

/** /shop and /category: the API filters, sorts and pages; this page keeps all of that state in the URL. */
export default function ListingPage({ mode }: ListingPageProps) {
  const { state, heading, connection, loading, error, refetch, go, hrefFor, resultsRef, priceBounds } =
    useListing(mode);
  const [filtersOpen, setFiltersOpen] = useState(false);
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
          <SortSelect state={state} go={go} />
        </div>
      </div>

      <div className={styles.layout}>
        <aside className={styles.sidebar} aria-label="Filters">
          <FilterPanel state={state} onChange={go} priceBounds={priceBounds} />
        </aside>

        <div ref={resultsRef} className={styles.results}>
          {chips.length > 0 && <ActiveFilterChips go={go} chips={chips} />}

          {error && !connection && (
            <LoadError className={styles.error} onRetry={refetch}>
              We couldn't load the products just now. Please check your connection and try again.
            </LoadError>
          )}

          {!connection && loading && <Spinner centered label="Loading products" />}

          {connection && connection.items.length === 0 && (
            <EmptyListing state={state} go={go} filtered={filtered} firstPageHref={hrefFor(1)} />
          )}

          {connection && connection.items.length > 0 && (
            <ListingResults
              products={connection.items}
              page={connection.pageInfo.page}
              totalPages={connection.pageInfo.totalPages}
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
        showLabel={connection ? `Show ${total} ${total === 1 ? 'product' : 'products'}` : 'Show products'}
        state={state}
        onChange={go}
        priceBounds={priceBounds}
      />
    </div>
  );
}
