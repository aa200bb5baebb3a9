import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { IconButton } from '../../ui/IconButton';
import { CloseIcon, SearchIcon } from '../../ui/icons';
import { Price } from '../../ui/Price';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { categoryPath } from '../../lib/category-path';
import {
  SEARCH_DEBOUNCE_MS,
  SEARCH_MAX_LENGTH,
  SEARCH_RESULT_LIMIT,
  isCurrentResult,
  moveHighlight,
  resultSummary,
  searchTextFor,
} from './search-state';
import { searchResultUrl } from '../../lib/urls';
import styles from './SearchBox.module.css';

const HeaderSearchQuery = graphql(`
  query HeaderSearch($text: String!, $limit: Int) {
    search(text: $text, limit: $limit) {
      text
      totalCount
      items {
        ...ProductSummary
      }
    }
  }
`);

export interface SearchBoxProps {
  /** Focus the input when the box appears (the desktop search icon opens it). */
  autoFocus?: boolean;
  /** Called after the shopper picks a result or presses Escape on an empty box. */
  onDone?: () => void;
}

/**
 * The header search: an ARIA combobox whose listbox shows the server's search results for what was typed, 300 ms
 * after the last keystroke. Arrow keys move the highlight, Enter opens the highlighted product, Escape closes.
 */
export function SearchBox({ autoFocus = false, onDone }: SearchBoxProps) {
  const [input, setInput] = useState('');
  const [open, setOpen] = useState(false);
  const [highlight, setHighlight] = useState(-1);
  const navigate = useNavigate();
  const baseId = useId();
  const listboxId = `${baseId}-results`;
  const inputRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  const debouncedText = searchTextFor(useDebouncedValue(input, SEARCH_DEBOUNCE_MS));
  const typedText = searchTextFor(input);
  const { data, error } = useQuery(HeaderSearchQuery, {
    variables: { text: debouncedText ?? '', limit: SEARCH_RESULT_LIMIT },
    skip: debouncedText === null,
  });

  // Only an answer to exactly what is in the box now is shown: late answers to older texts are ignored.
  const result = data && isCurrentResult(data.search.text, typedText) ? data.search : null;
  const items = result?.items ?? [];
  const pending = typedText !== null && !result && !error;

  useEffect(() => setHighlight(-1), [result]);
  useEffect(() => {
    if (autoFocus) inputRef.current?.focus();
  }, [autoFocus]);

  const showPopup = open && typedText !== null;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const pick = (productId: string) => {
    setOpen(false);
    setInput('');
    void navigate(searchResultUrl(productId));
    onDone?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setHighlight((current) => moveHighlight(current, items.length, event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Enter') {
      const chosen = items[highlight] ?? (items.length === 1 ? items[0] : undefined);
      if (chosen) {
        event.preventDefault();
        pick(chosen.id);
      }
    } else if (event.key === 'Escape') {
      if (showPopup) {
        event.preventDefault();
        setOpen(false);
        setHighlight(-1);
      } else if (input !== '') {
        event.preventDefault();
        setInput('');
      } else {
        onDone?.();
      }
    }
  };

  return (
    <div
      ref={rootRef}
      className={styles.search}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <form
        role="search"
        className={styles.field}
        onSubmit={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        <SearchIcon size={20} className={styles.icon} />
        <label htmlFor={`${baseId}-input`} className="visually-hidden">
          Search products
        </label>
        <input
          ref={inputRef}
          id={`${baseId}-input`}
          className={styles.input}
          type="search"
          placeholder="Search for gifts…"
          autoComplete="off"
          enterKeyHint="search"
          spellCheck={false}
          maxLength={SEARCH_MAX_LENGTH}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showPopup}
          aria-controls={listboxId}
          aria-activedescendant={showPopup && highlight >= 0 ? optionId(highlight) : undefined}
          value={input}
          onChange={(event) => {
            setInput(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
        {input !== '' && (
          <IconButton
            className={styles.clear}
            label="Clear search"
            icon={<CloseIcon size={18} />}
            onClick={() => {
              setInput('');
              inputRef.current?.focus();
            }}
          />
        )}
      </form>
      <div className={styles.popup} hidden={!showPopup} data-testid="search-results">
        <p className={styles.status} role="status" aria-live="polite">
          {error && !result
            ? 'Search is not available right now. Please try again.'
            : pending
              ? 'Searching…'
              : result
                ? resultSummary(result.totalCount)
                : ''}
        </p>
        {result && result.totalCount === 0 && <p className={styles.hint}>Try searching with different keywords</p>}
        <ul
          id={listboxId}
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
              id={optionId(index)}
              role="option"
              aria-selected={index === highlight}
              className={styles.option}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(item.id)}
              onMouseMove={() => setHighlight(index)}
            >
              {item.thumbnail ? (
                <img className={styles.thumb} src={item.thumbnail} alt="" width={52} height={52} loading="lazy" />
              ) : (
                <span className={styles.thumb} />
              )}
              <span>
                <span className={styles.name}>{item.productName}</span>
                <span className={styles.path}>{categoryPath(item.category, item.subCategory)}</span>
                <Price price={item.sellingPrice} compareAt={item.mrp} size="small" />
              </span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
