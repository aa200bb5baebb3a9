import { categoryPath } from '../../lib/category-path';
import { ListingPrice } from '../../shop/ListingPrice';
import { resultSummary } from './search-state';
import { listboxIdOf, optionIdOf, type SearchBoxState } from './use-search-box';
import styles from './SearchBox.module.css';

/** The search popup: a status line (searching, how many found, or a failure) and the results' listbox. */
export function SearchResults({ search }: { search: SearchBoxState }) {
  const { result, items, failed, pending, showPopup, highlight, baseId } = search;
  return (
    <div className={styles.popup} hidden={!showPopup} data-testid="search-results">
      <p className={styles.status} role="status" aria-live="polite">
        {failed && !result
          ? 'Search is not available right now. Please try again.'
          : pending
            ? 'Searching…'
            : result
              ? resultSummary(result.totalCount)
              : ''}
      </p>
      {result && result.totalCount === 0 && <p className={styles.hint}>Try searching with different keywords</p>}
      <ul
        id={listboxIdOf(baseId)}
        role="listbox"
        aria-label="Search results"
        className={styles.list}
        hidden={items.length === 0}
      >
        {items.map((item, index) => (
          // The keyboard picks options through the combobox input (arrows and Enter, aria-activedescendant).
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={item.id}
            id={optionIdOf(baseId, index)}
            role="option"
            aria-selected={index === highlight}
            className={styles.option}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => search.pick(item.id)}
            onMouseMove={() => search.setHighlight(index)}
          >
            {item.thumbnail ? (
              <img className={styles.thumb} src={item.thumbnail} alt="" width={52} height={52} loading="lazy" />
            ) : (
              <span className={styles.thumb} />
            )}
            <span>
              <span className={styles.name}>{item.productName}</span>
              <span className={styles.path}>{categoryPath(item.category, item.subCategory)}</span>
              <ListingPrice product={item} />
            </span>
          </li>
        ))}
      </ul>
      {result && result.totalCount > 0 && (
        <button
          type="button"
          className={styles.seeAll}
          onMouseDown={(event) => event.preventDefault()}
          onClick={search.seeAll}
        >
          See all results
        </button>
      )}
    </div>
  );
}
