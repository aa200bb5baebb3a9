import { Link } from 'react-router-dom';
import type { ProductSort } from '../../gql/graphql';
import { Button, buttonClass } from '../../ui/Button';
import { CloseIcon } from '../../ui/icons';
import { HOME_URL } from '../../lib/urls';
import type { Chip } from './active-chips';
import { clearFilters, withSort, type ListingChange, type ListingState } from './listing-url';
import styles from './ListingPage.module.css';

const SORT_OPTIONS: { value: ProductSort; label: string }[] = [
  { value: 'NEWEST', label: 'Newest first' },
  { value: 'POPULAR', label: 'Most popular' },
  { value: 'PRICE_LOW', label: 'Price: low to high' },
  { value: 'PRICE_HIGH', label: 'Price: high to low' },
  { value: 'RELEVANT', label: 'Name: A to Z' },
];

/** On the search results page RELEVANT ranks by relevance: best match first. */
export const SEARCH_SORT_OPTIONS: { value: ProductSort; label: string }[] = [
  { value: 'RELEVANT', label: 'Best match' },
  ...SORT_OPTIONS.filter((option) => option.value !== 'RELEVANT'),
];

interface ListingProps {
  state: ListingState;
  go: (change: ListingChange) => void;
}

/** The sort order's select. */
export function SortSelect({ state, go, options = SORT_OPTIONS }: ListingProps & { options?: typeof SORT_OPTIONS }) {
  return (
    <label className={styles.sort}>
      Sort by
      <select
        value={state.sort}
        onChange={(event) => {
          const sort = event.target.value as ProductSort;
          go((current) => withSort(current, sort));
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The active filters as buttons that remove them, and "Clear all". */
export function ActiveFilterChips({ go, chips }: Pick<ListingProps, 'go'> & { chips: Chip[] }) {
  return (
    <ul className={styles.chips} aria-label="Active filters">
      {chips.map((chip) => (
        <li key={chip.key}>
          <button
            type="button"
            className={styles.chip}
            onClick={() => go(chip.remove)}
            aria-label={`Remove filter ${chip.label}`}
          >
            {chip.label} <CloseIcon size={14} />
          </button>
        </li>
      ))}
      <li>
        <button type="button" className={styles.chip} onClick={() => go(clearFilters)}>
          Clear all
        </button>
      </li>
    </ul>
  );
}

/** No products: why (filters, past the last page, or an empty catalog) and the ways on. */
export function EmptyListing({
  state,
  go,
  filtered,
  firstPageHref,
}: ListingProps & { filtered: boolean; firstPageHref: string }) {
  return (
    <div className={styles.empty}>
      <h2>No products found</h2>
      {filtered ? (
        <p>
          Nothing matches these filters right now. Try a wider price range, another category, or clear the filters to
          see everything.
        </p>
      ) : state.page > 1 ? (
        <p>This page is past the end of the list.</p>
      ) : (
        <p>There are no products here yet. New gifts arrive every week, so please check back soon.</p>
      )}
      <div className={styles.emptyActions}>
        {filtered && <Button onClick={() => go(clearFilters)}>Clear all filters</Button>}
        {state.page > 1 && (
          <Link className={buttonClass({ variant: 'secondary' })} to={firstPageHref}>
            Go to the first page
          </Link>
        )}
        <Link className={buttonClass({ variant: filtered ? 'secondary' : 'primary' })} to={HOME_URL}>
          Back to home
        </Link>
      </div>
    </div>
  );
}
