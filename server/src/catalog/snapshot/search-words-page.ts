import type { ProductFilter } from '../../domain/filter.js';
import type { Paging } from '../../domain/paging.js';
import { parseSearchQuery, type SynonymTable } from '../../domain/search-query.js';
import { searchResultsPage, type GiftTagFilter, type SearchPage } from '../../domain/search-page.js';
import { correctedQuery } from '../../domain/search-ranking.js';
import type { ProductSort } from '../../domain/sort.js';
import type { WordSearch } from './word-search.js';

/** What the results page asks: the text (already trimmed), whether to skip corrections, and the listing's state. */
export interface SearchPageRequest {
  readonly text: string;
  /** Search the exact words: no typing mistakes corrected. */
  readonly exact: boolean;
  readonly filter: ProductFilter & GiftTagFilter;
  /** Null or RELEVANT: best matches first. */
  readonly sort: ProductSort | null;
  readonly paging: Paging;
}

/** One page of ranked search results for a snapshot's word search and synonyms. */
export function searchWordsPage(words: WordSearch, synonyms: SynonymTable, request: SearchPageRequest): SearchPage {
  const terms = parseSearchQuery(request.text, synonyms);
  const ranked = words.rank(terms, !request.exact);
  const corrected = request.exact ? null : correctedQuery(terms, ranked[0]);
  return searchResultsPage(ranked, request.filter, request.sort, request.paging, request.text, corrected);
}
