import { useRef } from 'react';
import { IconButton } from '../../ui/IconButton';
import { CloseIcon, SearchIcon } from '../../ui/icons';
import { SEARCH_MAX_LENGTH } from './search-state';
import { SearchResults } from './SearchResults';
import { listboxIdOf, optionIdOf, useSearchBox } from './use-search-box';
import styles from './SearchBox.module.css';

export interface SearchBoxProps {
  /** Focus the input when the box appears (the desktop search icon opens it). */
  autoFocus?: boolean;
  /** Called after the shopper picks a result or presses Escape on an empty box. */
  onDone?: () => void;
}

/**
 * The header search: an ARIA combobox whose listbox shows the server's search results for what was typed, 300 ms
 * after the last keystroke. Arrow keys move the highlight, Enter opens the highlighted product (or the only one), or
 * else the results page; Escape closes.
 */
export function SearchBox({ autoFocus = false, onDone }: SearchBoxProps) {
  const search = useSearchBox({ autoFocus, onDone });
  const { input, setInput, setOpen, highlight, baseId, inputRef, showPopup } = search;
  const rootRef = useRef<HTMLDivElement>(null);

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
          aria-controls={listboxIdOf(baseId)}
          aria-activedescendant={showPopup && highlight >= 0 ? optionIdOf(baseId, highlight) : undefined}
          value={input}
          onChange={(event) => {
            setInput(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={search.onKeyDown}
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
      <SearchResults search={search} />
    </div>
  );
}
