import { categoryScope, matchesCategorySelection, matchesRefinements, type ProductFilter } from './filter.js';
import type { Occasion, Recipient } from './gift-tags.js';
import { money } from './money.js';
import { pageOfReference, type Paging } from './paging.js';
import type { Product } from './product.js';
import type { ProductPage } from './product-page.js';
import { searchWords } from './search-query.js';
import type { RankedMatch } from './search-ranking.js';
import { productComparator, type ProductSort } from './sort.js';
import { boundedEditDistance } from './typo-distance.js';

/** The occasion and recipient tags a filter may ask for: a product matches when it carries any asked tag of each. */
export interface GiftTagFilter {
  readonly occasions?: readonly Occasion[] | null;
  readonly recipients?: readonly Recipient[] | null;
}

export function matchesGiftTags(product: Product, filter: GiftTagFilter): boolean {
  const { occasions, recipients } = filter;
  return (
    (!occasions?.length || occasions.some((tag) => product.occasions.includes(tag))) &&
    (!recipients?.length || recipients.some((tag) => product.recipients.includes(tag)))
  );
}

/** A page of search results: the listing's page plus what was searched and any correction. */
export interface SearchPage extends ProductPage {
  readonly text: string;
  /** The corrected query ("teddy" for "tedy") when the results needed corrections; null otherwise. */
  readonly correctedText: string | null;
  /** When nothing matches: the categories closest to the text (closestCategories); otherwise empty. */
  readonly closestCategories: readonly string[];
}

/**
 * The results page: the ranked matches filtered as a listing is (categories, price, stock, limited offers, gift tags),
 * in relevance order for RELEVANT or no sort, otherwise in the listing's order for the sort; then one page. The
 * catalog answers it from kept rankings (catalog/snapshot/search-words-page.ts); its differential test compares the
 * two.
 */
export function searchResultsPage(
  ranked: readonly RankedMatch[],
  filter: ProductFilter & GiftTagFilter,
  sort: ProductSort | null,
  paging: Paging,
  text: string,
  correctedText: string | null,
): SearchPage {
  const page = filteredPage(
    ranked.map((match) => match.product),
    filter,
    sort === 'RELEVANT' ? null : sort,
    paging,
  );
  return { ...page, text, correctedText, closestCategories: [] };
}

/**
 * Whether a filter keeps every product: no categories, gift tags, prices, stock or limited offers asked for (the
 * results page then shows the ranking as it stands).
 */
export function isUnfiltered(filter: ProductFilter & GiftTagFilter): boolean {
  return (
    categoryScope(filter.categories) === null &&
    !filter.occasions?.length &&
    !filter.recipients?.length &&
    filter.minPricePaise == null &&
    filter.maxPricePaise == null &&
    filter.stock == null &&
    filter.limitedOffer == null
  );
}

/**
 * A listing page cut from `products` (kept in their order when `sort` is null): category selection and gift tags,
 * then price, stock and limited offers; the price range is that of the products in the category selection and tags.
 * Listings filtered on gift tags are answered this way.
 */
export function filteredPage(
  products: readonly Product[],
  filter: ProductFilter & GiftTagFilter,
  sort: ProductSort | null,
  paging: Paging,
): ProductPage {
  const selection = categoryScope(filter.categories);
  const inScope = products.filter(
    (product) => matchesCategorySelection(product, selection) && matchesGiftTags(product, filter),
  );
  const kept = inScope.filter((product) => matchesRefinements(product, filter));
  if (sort !== null) kept.sort(productComparator(sort));
  const { items, pageInfo } = pageOfReference(kept, paging);
  return { items, totalCount: kept.length, pageInfo, priceRange: priceRangeOf(inScope) };
}

function priceRangeOf(products: readonly Product[]): ProductPage['priceRange'] {
  if (products.length === 0) return null;
  let min = Infinity;
  let max = -Infinity;
  for (const product of products) {
    min = Math.min(min, product.sellingPrice.paise);
    max = Math.max(max, product.sellingPrice.paise);
  }
  return { min: money(min), max: money(max) };
}

/**
 * The categories closest to what was typed, for a search that found nothing: by the fewest edits (as a share of the
 * typed word's length) between a typed word and the start of any word of the category's name or subcategories, then
 * by name; at most `limit`.
 */
export function closestCategories(
  typedWords: readonly string[],
  categories: readonly { readonly name: string; readonly subcategories: readonly string[] }[],
  limit: number,
): string[] {
  if (typedWords.length === 0) return [];
  const scored = categories.map((category) => {
    const words = [category.name, ...category.subcategories].flatMap(searchWords);
    let best = Infinity;
    for (const typed of typedWords)
      for (const word of words) {
        const edits = boundedEditDistance(typed, word.slice(0, typed.length + 1), typed.length);
        best = Math.min(best, edits / typed.length);
      }
    return { name: category.name, best };
  });
  return scored
    .sort((a, b) => a.best - b.best || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .slice(0, limit)
    .map((entry) => entry.name);
}
