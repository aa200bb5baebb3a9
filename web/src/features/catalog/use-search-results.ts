import { useDeferredValue, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { usePageMeta } from '../../lib/page-meta';
import { SEARCH_PAGE_PATH } from '../../lib/urls';
import { PAGE_SIZE, toProductFilter, withPage, type ListingChange } from './listing-url';
import { parseSearchParams, searchStateToParams, type SearchPageState } from './search-url';

/** The search results page's one query; text, filter, sort and page come straight from the URL (search-url.ts). */
const SearchResultsQuery = graphql(`
  query SearchResults(
    $text: String!
    $exact: Boolean
    $filter: ProductFilter
    $sort: ProductSort
    $paging: PagingInput
  ) {
    searchProducts(text: $text, exact: $exact, filter: $filter, sort: $sort, paging: $paging) {
      text
      correctedText
      closestCategories
      totalCount
      items {
        ...ProductCard_product
      }
      pageInfo {
        page
        totalPages
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

/** What shoppers buy most: the zero-result page offers them instead of a dead end. */
const BestSellersQuery = graphql(`
  query SearchBestSellers {
    products(sort: POPULAR, filter: { stock: IN_STOCK }, paging: { page: 1, pageSize: 4 }) {
      items {
        ...ProductCard_product
      }
    }
  }
`);

function paramsOf(state: SearchPageState): string {
  return searchStateToParams(state).toString();
}

/**
 * The search results page's state read from the URL, the API's answer for it, and the ways to change it (`go`) or
 * link to another page of it (`hrefFor`).
 */
export function useSearchResults() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => parseSearchParams(searchParams), [searchParams]);
  const resultsRef = useRef<HTMLDivElement>(null);
  const heading = state.text === '' ? 'Search' : `Results for “${state.text}”`;
  usePageMeta(heading, `Gifts matching ${state.text || 'your search'} at Lovely Gifts, Coimbatore.`);

  const { data, previousData, loading, error, refetch } = useQuery(SearchResultsQuery, {
    variables: {
      text: state.text,
      exact: state.exact,
      filter: toProductFilter(state.listing),
      sort: state.listing.sort,
      paging: { page: state.listing.page, pageSize: PAGE_SIZE },
    },
    skip: state.text === '',
  });
  const shown = useDeferredValue(data ?? previousData);
  const results = shown?.searchProducts.text === state.text ? shown.searchProducts : undefined;
  const nothingFound = results !== undefined && results.totalCount === 0 && state.listing.page === 1;
  const bestSellers = useQuery(BestSellersQuery, { skip: !nothingFound });

  // The URL asked for and not yet rendered (navigation renders in a transition): the next change builds on it.
  const requested = useRef<string | null>(null);
  const rendered = searchParams.toString();
  useEffect(() => {
    if (requested.current === rendered) requested.current = null;
  }, [rendered]);
  const go = (change: ListingChange) => {
    const current = parseSearchParams(new URLSearchParams(requested.current ?? rendered));
    const next = paramsOf({ ...current, listing: change(current.listing) });
    requested.current = next === rendered ? null : next;
    setSearchParams(next);
  };
  const hrefFor = (page: number) =>
    `${SEARCH_PAGE_PATH}?${paramsOf({ ...state, listing: withPage(state.listing, page) })}`;

  const shownPage = useRef(state.listing.page);
  useEffect(() => {
    if (shownPage.current === state.listing.page) return;
    shownPage.current = state.listing.page;
    resultsRef.current?.scrollIntoView({ block: 'start' });
  }, [state.listing.page]);

  const priceBounds = results?.priceRange
    ? { minPaise: results.priceRange.min.paise, maxPaise: results.priceRange.max.paise }
    : null;
  const bestSellerItems = bestSellers.data?.products.items ?? [];

  return { state, heading, results, loading, error, refetch, go, hrefFor, resultsRef, priceBounds, bestSellerItems };
}
