import { useDeferredValue, useEffect, useMemo, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { usePageMeta } from '../../lib/page-meta';
import {
  PAGE_SIZE,
  listingHeading,
  listingStateToParams,
  parseListingParams,
  toProductFilter,
  withPage,
  type ListingChange,
} from './listing-url';

/** The listing page's one query; the filter comes straight from the URL (listing-url.ts). */
const ListingProductsQuery = graphql(`
  query ListingProducts($filter: ProductFilter, $sort: ProductSort, $paging: PagingInput) {
    products(filter: $filter, sort: $sort, paging: $paging) {
      items {
        ...ProductCard_product
      }
      totalCount
      pageInfo {
        page
        pageSize
        totalPages
        hasNextPage
        hasPreviousPage
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

/**
 * The listing's state read from the URL, its heading and page title, the products the API answers for it, and the
 * ways to change it (`go`) or link to another page of it (`hrefFor`).
 */
export function useListing(mode: 'shop' | 'category') {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const state = useMemo(() => parseListingParams(searchParams), [searchParams]);
  const resultsRef = useRef<HTMLDivElement>(null);

  const heading = listingHeading(state, mode === 'shop' ? 'Shop' : 'All Categories');
  usePageMeta(
    heading,
    `Shop ${heading === 'Shop' || heading === 'All Categories' ? 'gifts' : heading} at Lovely Gifts, Coimbatore: thoughtful gifts, gift-wrapped and delivered across India.`,
  );

  const { data, previousData, loading, error, refetch } = useQuery(ListingProductsQuery, {
    variables: { filter: toProductFilter(state), sort: state.sort, paging: { page: state.page, pageSize: PAGE_SIZE } },
  });
  // Rendered from a deferred copy: React builds a page of cards in small time slices instead of one long task.
  const shown = useDeferredValue(data ?? previousData);
  const connection = shown?.products;

  // The URL asked for and not yet rendered (navigation renders in a transition): the next change builds on it.
  const requested = useRef<string | null>(null);
  const rendered = searchParams.toString();
  useEffect(() => {
    if (requested.current === rendered) requested.current = null;
  }, [rendered]);
  useEffect(() => {
    // Back and forward replace whatever was asked for.
    const forget = () => {
      requested.current = null;
    };
    window.addEventListener('popstate', forget);
    return () => window.removeEventListener('popstate', forget);
  }, []);
  const go = (change: ListingChange) => {
    const current = parseListingParams(new URLSearchParams(requested.current ?? rendered));
    const next = listingStateToParams(change(current)).toString();
    requested.current = next === rendered ? null : next;
    setSearchParams(next);
  };
  const hrefFor = (page: number) => {
    const query = listingStateToParams(withPage(state, page)).toString();
    return query ? `${pathname}?${query}` : pathname;
  };

  // A new page of results starts at the top of the results, not wherever the shopper scrolled to.
  const shownPage = useRef(state.page);
  useEffect(() => {
    if (shownPage.current === state.page) return;
    shownPage.current = state.page;
    resultsRef.current?.scrollIntoView({ block: 'start' });
  }, [state.page]);

  const priceBounds = connection?.priceRange
    ? { minPaise: connection.priceRange.min.paise, maxPaise: connection.priceRange.max.paise }
    : null;

  return { state, heading, connection, loading, error, refetch, go, hrefFor, resultsRef, priceBounds };
}
