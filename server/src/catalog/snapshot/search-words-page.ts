import type { ProductFilter } from '../../domain/filter.js';
import { money } from '../../domain/money.js';
import { pageInfo, pageWindow, type Paging } from '../../domain/paging.js';
import type { ProductPage } from '../../domain/product-page.js';
import { parseSearchQuery, type SynonymTable } from '../../domain/search-query.js';
import { filteredPage, isUnfiltered, type GiftTagFilter, type SearchPage } from '../../domain/search-page.js';
import type { ProductSort } from '../../domain/sort.js';
import type { RankedSearch, WordSearch } from './word-search.js';

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

/**
 * One page of ranked search results for a snapshot's word search and synonyms (domain/search-page.ts
 * searchResultsPage). Without a filter or sort (Enter in the search box) the page is a slice of the kept ranking;
 * otherwise the ranked products are filtered and sorted as a listing is.
 */
export function searchWordsPage(words: WordSearch, synonyms: SynonymTable, request: SearchPageRequest): SearchPage {
  const terms = parseSearchQuery(request.text, synonyms);
  const found = words.search(terms, !request.exact);
  const sort = request.sort === 'RELEVANT' ? null : request.sort;
  const page =
    sort === null && isUnfiltered(request.filter)
      ? rankedPage(words, found, request.paging)
      : filteredPage(words.productsAt(found.ranks), request.filter, sort, request.paging);
  const correctedText = request.exact ? null : found.correctedText;
  return { ...page, text: request.text, correctedText, closestCategories: [] };
}

/** A page of the ranking as it stands: every match counts, and the price range is theirs. */
function rankedPage(words: WordSearch, found: RankedSearch, paging: Paging): ProductPage {
  const { start, end } = pageWindow(paging);
  const total = found.ranks.length;
  // subarray cuts as the reference's slice does.
  const items = words.productsAt(found.ranks.subarray(start, end));
  const prices = found.sellingPrices;
  return {
    items,
    totalCount: total,
    pageInfo: pageInfo(paging, total),
    priceRange: prices && { min: money(prices.min), max: money(prices.max) },
  };
}
