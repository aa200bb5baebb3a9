import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { searchPageUrl, searchResultUrl } from '../../lib/urls';
import { SEARCH_DEBOUNCE_MS, SEARCH_RESULT_LIMIT, isCurrentResult, moveHighlight, searchTextFor } from './search-state';

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

/**
 * The header search's state: what is typed, the server's results for it 300 ms after the last keystroke, whether the
 * popup is open, the highlighted option, and the keys that move, pick and close.
 */
export function useSearchBox({ autoFocus, onDone }: { autoFocus: boolean; onDone: (() => void) | undefined }) {
  const [input, setInput] = useState('');
  const [open, setOpen] = useState(false);
  const [highlight, setHighlight] = useState(-1);
  const navigate = useNavigate();
  const baseId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

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

  const pick = (productId: string) => {
    setOpen(false);
    setInput('');
    void navigate(searchResultUrl(productId));
    onDone?.();
  };

  /** The results page for what is typed (Enter without a highlighted product, or "See all results"). */
  const seeAll = () => {
    if (typedText === null) return;
    setOpen(false);
    void navigate(searchPageUrl(typedText));
    onDone?.();
  };

  const onKeyDown = searchKeyHandler({
    items,
    highlight,
    showPopup,
    input,
    setOpen,
    setHighlight,
    setInput,
    pick,
    seeAll,
    onDone,
  });

  return {
    input,
    setInput,
    setOpen,
    highlight,
    setHighlight,
    baseId,
    inputRef,
    result,
    items,
    failed: Boolean(error),
    pending,
    showPopup,
    pick,
    seeAll,
    onKeyDown,
  };
}

/** The header search's state and actions, as `useSearchBox` answers them. */
export type SearchBoxState = ReturnType<typeof useSearchBox>;

/** The id of the results' listbox, and of one option in it (the input's aria-activedescendant). */
export const listboxIdOf = (baseId: string) => `${baseId}-results`;
export const optionIdOf = (baseId: string, index: number) => `${baseId}-option-${index}`;

interface KeyHandlerParts {
  items: readonly { id: string }[];
  highlight: number;
  showPopup: boolean;
  input: string;
  setOpen: (open: boolean) => void;
  setHighlight: (update: (current: number) => number) => void;
  setInput: (input: string) => void;
  pick: (productId: string) => void;
  seeAll: () => void;
  onDone: (() => void) | undefined;
}

/** The search box's keys: arrows move the highlight, Enter picks or opens the results page, Escape closes. */
function searchKeyHandler(parts: KeyHandlerParts) {
  const { items, highlight, showPopup, input, setOpen, setHighlight, setInput, pick, seeAll, onDone } = parts;
  return (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setHighlight((current) => moveHighlight(current, items.length, event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Enter') {
      // Only a product the shopper highlighted opens itself: otherwise Enter is a search, even with one match.
      const chosen = items[highlight];
      event.preventDefault();
      if (chosen) pick(chosen.id);
      else seeAll();
    } else if (event.key === 'Escape') {
      if (showPopup) {
        event.preventDefault();
        setOpen(false);
        setHighlight(() => -1);
      } else if (input !== '') {
        event.preventDefault();
        setInput('');
      } else {
        onDone?.();
      }
    }
  };
}
