// The listing's whole state lives in the URL (shareable links, working back/forward). This module is the one mapping
// between URL search parameters, the listing state the UI edits, and the API's ProductFilter.
//
//   category=Mugs                         all of a category (the mega-menu's link)
//   category=Lamps&subcategory=Table      one subcategory of it (the mega-menu's link)
//   category=A&category=B&subcategory=B/x several categories: subcategories name their category as 'Category/Sub'
//   minPrice=500&maxPrice=1500            inclusive price range in rupees
//   stock=in-stock|out-of-stock|limited-stock
//   sort=price-low|price-high|popular|relevant|newest (newest is the default and is left out)
//   offer=limited                         limited offers only
//   occasion=Birthday&recipient=For her   gift tags (any of each list)
//   page=2                                1-based (1 is left out)

import type { ProductFilter, ProductSort, StockFilter } from '../../gql/graphql';
import { OCCASION_TAGS, RECIPIENT_TAGS, knownTags } from '../../shop/gift-tags';

export { OCCASION_TAGS, RECIPIENT_TAGS };

export interface CategorySelection {
  category: string;
  /** Empty: the whole category. Otherwise only these subcategories. */
  subcategories: string[];
}

export interface ListingState {
  categories: CategorySelection[];
  /** Inclusive bounds in rupees (may have paise), or null when open. */
  minPrice: number | null;
  maxPrice: number | null;
  stock: StockFilter | null;
  sort: ProductSort;
  limitedOffersOnly: boolean;
  /** Occasion tags (any of them), as the API spells them. */
  occasions: string[];
  /** Recipient tags (any of them), as the API spells them. */
  recipients: string[];
  page: number;
}

/**
 * One change to the listing, applied to the newest state when it runs: two quick changes (a filter, then the sort,
 * before the first has rendered) both count.
 */
export type ListingChange = (current: ListingState) => ListingState;

export const DEFAULT_SORT: ProductSort = 'NEWEST';
export const PAGE_SIZE = 24;

export const EMPTY_LISTING_STATE: ListingState = {
  categories: [],
  minPrice: null,
  maxPrice: null,
  stock: null,
  sort: DEFAULT_SORT,
  limitedOffersOnly: false,
  occasions: [],
  recipients: [],
  page: 1,
};

/** URL words of the stock filter (the API's names in lower case) and of the sort orders. */
const STOCK_WORDS: Record<StockFilter, string> = {
  IN_STOCK: 'in-stock',
  OUT_OF_STOCK: 'out-of-stock',
  LIMITED_STOCK: 'limited-stock',
};

const SORT_WORDS: Record<ProductSort, string> = {
  NEWEST: 'newest',
  PRICE_LOW: 'price-low',
  PRICE_HIGH: 'price-high',
  POPULAR: 'popular',
  RELEVANT: 'relevant',
};

function fromWord<T extends string>(words: Record<T, string>, word: string | null): T | null {
  if (word === null) return null;
  const normalised = word.trim().toLowerCase();
  const entry = (Object.entries(words) as [T, string][]).find(([, value]) => value === normalised);
  return entry ? entry[0] : null;
}

export const stockFromWord = (word: string | null): StockFilter | null => fromWord(STOCK_WORDS, word);
export const sortFromWord = (word: string | null): ProductSort | null => fromWord(SORT_WORDS, word);
export const stockWord = (stock: StockFilter): string => STOCK_WORDS[stock];
export const sortWord = (sort: ProductSort): string => SORT_WORDS[sort];

/** A non-negative amount of rupees rounded to paise, or null for anything else. */
function parseRupees(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const amount = Number(value);
  if (!Number.isFinite(amount) || amount < 0) return null;
  return Math.round(amount * 100) / 100;
}

function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

function uniqueNonEmpty(values: string[]): string[] {
  return [...new Set(values.map((value) => value.trim()).filter((value) => value !== ''))];
}

function parseCategories(params: URLSearchParams): CategorySelection[] {
  const selections: CategorySelection[] = uniqueNonEmpty(params.getAll('category')).map((category) => ({
    category,
    subcategories: [],
  }));
  for (const value of uniqueNonEmpty(params.getAll('subcategory'))) {
    const slash = value.indexOf('/');
    const named = slash > 0 ? selections.find((s) => s.category === value.slice(0, slash)) : undefined;
    // 'Category/Sub' names its category; a plain name belongs to the (first) selected category.
    const owner = named ?? selections[0];
    const subcategory = named ? value.slice(slash + 1).trim() : value;
    if (owner && subcategory !== '' && !owner.subcategories.includes(subcategory))
      owner.subcategories.push(subcategory);
  }
  return selections;
}

/** Reads the listing state from URL search parameters; anything malformed is ignored, never an error. */
export function parseListingParams(params: URLSearchParams): ListingState {
  let minPrice = parseRupees(params.get('minPrice'));
  let maxPrice = parseRupees(params.get('maxPrice'));
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    categories: parseCategories(params),
    minPrice,
    maxPrice,
    stock: stockFromWord(params.get('stock')),
    sort: sortFromWord(params.get('sort')) ?? DEFAULT_SORT,
    limitedOffersOnly: params.get('offer') === 'limited',
    occasions: knownTags(params.getAll('occasion'), OCCASION_TAGS),
    recipients: knownTags(params.getAll('recipient'), RECIPIENT_TAGS),
    page: parsePage(params.get('page')),
  };
}

/** Writes the listing state as URL search parameters, leaving defaults out so links stay short. */
export function listingStateToParams(state: ListingState): URLSearchParams {
  const params = new URLSearchParams();
  const several = state.categories.length > 1;
  for (const selection of state.categories) params.append('category', selection.category);
  for (const selection of state.categories) {
    for (const sub of selection.subcategories)
      params.append('subcategory', several ? `${selection.category}/${sub}` : sub);
  }
  if (state.minPrice !== null) params.set('minPrice', String(state.minPrice));
  if (state.maxPrice !== null) params.set('maxPrice', String(state.maxPrice));
  if (state.stock) params.set('stock', stockWord(state.stock));
  if (state.sort !== DEFAULT_SORT) params.set('sort', sortWord(state.sort));
  if (state.limitedOffersOnly) params.set('offer', 'limited');
  for (const tag of state.occasions ?? []) params.append('occasion', tag);
  for (const tag of state.recipients ?? []) params.append('recipient', tag);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

const toPaise = (rupees: number): number => Math.round(rupees * 100);

/** The API filter for a listing state (the API does the filtering; the UI never filters products itself). */
export function toProductFilter(state: ListingState): ProductFilter {
  const filter: ProductFilter = {};
  // The listing's selections are the API's CategorySelection inputs as they are (no subcategories: the whole category).
  if (state.categories.length > 0) filter.categories = state.categories;
  if (state.minPrice !== null) filter.minPricePaise = toPaise(state.minPrice);
  if (state.maxPrice !== null) filter.maxPricePaise = toPaise(state.maxPrice);
  if (state.stock) filter.stock = state.stock;
  if (state.limitedOffersOnly) filter.limitedOffer = true;
  if (state.occasions?.length) filter.occasions = state.occasions;
  if (state.recipients?.length) filter.recipients = state.recipients;
  return filter;
}

/** Whether any filter (not sort or page) is set: the empty state then offers to clear them. */
export function hasActiveFilters(state: ListingState): boolean {
  return (
    state.categories.length > 0 ||
    state.minPrice !== null ||
    state.maxPrice !== null ||
    state.stock !== null ||
    state.limitedOffersOnly ||
    Boolean(state.occasions?.length) ||
    Boolean(state.recipients?.length)
  );
}

// Edits used by the filter controls. Each returns a new state on page 1, since the old page may no longer exist.

export function toggleCategory(state: ListingState, category: string): ListingState {
  const selected = state.categories.some((s) => s.category === category);
  return {
    ...state,
    page: 1,
    categories: selected
      ? state.categories.filter((s) => s.category !== category)
      : [...state.categories, { category, subcategories: [] }],
  };
}

export function toggleSubcategory(state: ListingState, category: string, subcategory: string): ListingState {
  const existing = state.categories.find((s) => s.category === category);
  if (!existing)
    return { ...state, page: 1, categories: [...state.categories, { category, subcategories: [subcategory] }] };
  const subcategories = existing.subcategories.includes(subcategory)
    ? existing.subcategories.filter((sub) => sub !== subcategory)
    : [...existing.subcategories, subcategory];
  return {
    ...state,
    page: 1,
    categories: state.categories.map((s) => (s.category === category ? { category, subcategories } : s)),
  };
}

export function withPriceRange(state: ListingState, minPrice: number | null, maxPrice: number | null): ListingState {
  const [low, high] =
    minPrice !== null && maxPrice !== null && minPrice > maxPrice ? [maxPrice, minPrice] : [minPrice, maxPrice];
  return { ...state, page: 1, minPrice: low, maxPrice: high };
}

export function withStock(state: ListingState, stock: StockFilter | null): ListingState {
  return { ...state, page: 1, stock };
}

export function withSort(state: ListingState, sort: ProductSort): ListingState {
  return { ...state, page: 1, sort };
}

/** Adds or removes one occasion ('occasions') or recipient ('recipients') tag, keeping the API's order. */
export function toggleTag(state: ListingState, list: 'occasions' | 'recipients', tag: string): ListingState {
  const current = state[list] ?? [];
  const next = current.includes(tag) ? current.filter((known) => known !== tag) : [...current, tag];
  return { ...state, page: 1, [list]: knownTags(next, list === 'occasions' ? OCCASION_TAGS : RECIPIENT_TAGS) };
}

export function withPage(state: ListingState, page: number): ListingState {
  return { ...state, page: Math.max(1, Math.floor(page)) };
}

export function clearFilters(state: ListingState): ListingState {
  return { ...EMPTY_LISTING_STATE, sort: state.sort };
}

/** A heading for the listing: the selected category (› subcategory) when exactly one is chosen. */
export function listingHeading(state: ListingState, fallback: string): string {
  if (state.categories.length !== 1)
    return state.limitedOffersOnly && state.categories.length === 0 ? 'Limited Offers' : fallback;
  const [only] = state.categories;
  if (!only) return fallback;
  return only.subcategories.length === 1 ? `${only.category} › ${only.subcategories[0]}` : only.category;
}
