// The search results page keeps its whole state in the URL as the listing does (listing-url.ts), plus the text:
//   q=teddy        what was searched
//   exact=1        the words as typed, no typing mistakes corrected
//   sort=…         as the listing; absent means best match first (the listing's default, newest, is then sort=newest)
import { indianDigitGroups } from '../../ui/money';
import { listingStateToParams, parseListingParams, type ListingState } from './listing-url';

export interface SearchPageState {
  text: string;
  exact: boolean;
  listing: ListingState;
}

/** Best match first: the API's RELEVANT sort means relevance on the search results page. */
export const SEARCH_DEFAULT_SORT = 'RELEVANT' as const;

export function parseSearchParams(params: URLSearchParams): SearchPageState {
  const listing = parseListingParams(params);
  return {
    text: (params.get('q') ?? '').trim().slice(0, 200),
    exact: params.get('exact') === '1',
    listing: { ...listing, sort: params.has('sort') ? listing.sort : SEARCH_DEFAULT_SORT },
  };
}

export function searchStateToParams(state: SearchPageState): URLSearchParams {
  const params = new URLSearchParams({ q: state.text });
  if (state.exact) params.set('exact', '1');
  for (const [key, value] of listingStateToParams(state.listing)) if (key !== 'sort') params.append(key, value);
  if (state.listing.sort !== SEARCH_DEFAULT_SORT)
    params.set('sort', listingStateToParams({ ...state.listing, page: 1 }).get('sort') ?? 'newest');
  return params;
}

/** "4 products", "1 product", "12,345 products", "No products". */
export function productCount(count: number): string {
  if (count === 0) return 'No products';
  return `${indianDigitGroups(count)} ${count === 1 ? 'product' : 'products'}`;
}
