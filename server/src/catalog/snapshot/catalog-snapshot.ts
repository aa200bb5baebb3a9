import { mergeCategories, type Category } from '../../domain/categories.js';
import type { ProductFilter } from '../../domain/filter.js';
import { EMPTY_MARKETING, type Marketing } from '../../domain/marketing.js';
import { buildMegaMenu, type MegaMenu } from '../../domain/mega-menu.js';
import type { Paging } from '../../domain/paging.js';
import type { Product } from '../../domain/product.js';
import type { ProductPage } from '../../domain/product-page.js';
import type { SearchResult } from '../../domain/search.js';
import { searchWordsPage, type SearchPageRequest } from './search-words-page.js';
import { closestCategories, type SearchPage } from '../../domain/search-page.js';
import {
  DEFAULT_SEARCH_SYNONYMS,
  searchWords,
  synonymTable,
  type SearchSynonym,
  type SynonymTable,
} from '../../domain/search-query.js';
import { DEFAULT_SHOP_SETTINGS, type ShopSettings } from '../../domain/shop-settings.js';
import { DEFAULT_DELIVERY_SETTINGS, type DeliverySettings } from '../../domain/delivery-settings.js';
import { productComparator, type ProductSort } from '../../domain/sort.js';
import { insertionPoint } from './ordinals.js';
import { ProductColumns } from './product-columns.js';
import { ProductListing } from './product-listing.js';
import { ProductLookup } from './product-lookup.js';
import { ProductSearch } from './product-search.js';
import { Reordering, type OrderedProducts } from './reordering.js';
import { sortOrders, type SortOrders } from './sort-orders.js';
import { TextIndex } from './text-index.js';
import { WeightedMemo } from './weighted-memo.js';
import { WordSearch } from './word-search.js';

/** How many texts' closest categories a snapshot keeps (searches that found nothing ask again for each page). */
const REMEMBERED_CLOSEST = 256;

export interface CatalogContent {
  readonly products: Iterable<Product>;
  readonly categories: readonly Category[];
  readonly marketing: Marketing | null;
  /** The shop owner's settings (settings/shop); null or absent: the defaults. */
  readonly settings?: ShopSettings | null;
  /** The owner's delivery settings (settings/delivery); null or absent: the defaults (no zones configured). */
  readonly deliverySettings?: DeliverySettings | null;
  /** Products the shop owner hid: in no shopper-facing list or lookup, only in `allProducts` for the admin. */
  readonly hiddenProducts?: readonly Product[];
  /** The owner's search synonyms; null or absent: the defaults. */
  readonly searchSynonyms?: readonly SearchSynonym[] | null;
}

/**
 * What changed since an earlier snapshot. Given it, a snapshot reuses the earlier one's sorted orders and only
 * places the changed products, instead of sorting everything again (seconds at 100,000 products).
 */
export interface CatalogChanges {
  readonly previous: CatalogSnapshot;
  /** New or changed products, as they are now. */
  readonly upserted: readonly Product[];
  /** The previous snapshot's versions of the products that changed or went. */
  readonly replaced: readonly Product[];
}

const newestFirst = productComparator('NEWEST');

/**
 * An immutable view of the whole catalog with everything a query needs precomputed: products in the order of every
 * sort key (sort-orders.ts), category indexes and typed columns for the price and stock filters (product-columns.ts,
 * read by product-listing.ts), and a text index for search (product-search.ts). Ordinals (positions in `products`)
 * follow the default listing order: in stock first, newest first.
 */
export class CatalogSnapshot implements OrderedProducts {
  readonly products: readonly Product[];
  readonly categories: readonly Category[];
  readonly megaMenu: MegaMenu;
  readonly marketing: Marketing;
  /** The shop's settings: seller details, shipping and cash-on-delivery terms, the default GST rate. */
  readonly settings: ShopSettings;
  /** The delivery zones' fee terms travel here too, so the free-delivery rule the shop states costs no read. */
  readonly deliverySettings: DeliverySettings;
  /** Hidden products (see CatalogContent.hiddenProducts). */
  readonly hiddenProducts: readonly Product[];
  readonly inStockCount: number;
  /** Shared with later snapshots, which pass it back in (it only grows; the store replaces it now and then). */
  readonly textIndex: TextIndex;

  private readonly byId: ProductLookup;
  private readonly sorted: SortOrders;
  private readonly listing: ProductListing;
  private readonly searching: ProductSearch;
  private readonly wordSearching: WordSearch;
  /** The owner's search synonyms (the defaults until the owner saves some). */
  readonly searchSynonyms: readonly SearchSynonym[];
  private readonly synonyms: SynonymTable;
  private readonly closestByWords = new WeightedMemo<readonly string[]>(
    REMEMBERED_CLOSEST,
    REMEMBERED_CLOSEST,
    () => 1,
  );

  constructor(
    readonly version: number,
    content: CatalogContent,
    textIndex: TextIndex = new TextIndex(),
    changes: CatalogChanges | null = null,
  ) {
    const reordering = changes === null ? null : new Reordering(changes.previous, changes.upserted, changes.replaced);
    const products = reordering === null ? [...content.products].sort(newestFirst) : reordering.products;
    this.byId =
      (changes && changes.previous.byId.withChanges(changes.upserted, changes.replaced)) ?? ProductLookup.of(products);
    this.products = products;
    this.textIndex = textIndex;
    this.marketing = content.marketing ?? EMPTY_MARKETING;
    this.settings = content.settings ?? DEFAULT_SHOP_SETTINGS;
    this.deliverySettings = content.deliverySettings ?? DEFAULT_DELIVERY_SETTINGS;
    this.hiddenProducts = content.hiddenProducts ?? [];
    this.categories = mergeCategories(content.categories, products);
    this.megaMenu = buildMegaMenu(products);

    const columns = new ProductColumns(products);
    this.inStockCount = columns.inStockCount;
    this.searching = new ProductSearch(products, textIndex);
    this.wordSearching = new WordSearch(products, this.searching);
    this.searchSynonyms = content.searchSynonyms ?? DEFAULT_SEARCH_SYNONYMS;
    this.synonyms = synonymTable(this.searchSynonyms);
    this.sorted = sortOrders(products, columns, reordering && ((sort) => reordering.order(sort)));
    this.listing = new ProductListing(products, columns, this.sorted);
  }

  get productCount(): number {
    return this.products.length;
  }

  product(id: string): Product | undefined {
    return this.byId.get(id);
  }

  /** Every product the admin manages: the listed ones and the hidden ones. */
  allProducts(): Product[] {
    return [...this.products, ...this.hiddenProducts];
  }

  /** A product by id for the admin, hidden or not. */
  anyProduct(id: string): Product | undefined {
    return this.byId.get(id) ?? this.hiddenProducts.find((product) => product.id === id);
  }

  /** For reordering: where one of this snapshot's products sits (binary search in the default order). */
  ordinalOf(product: Product): number | undefined {
    const position =
      insertionPoint(this.products.length, 0, (index) => newestFirst(this.products[index]!, product)) - 1;
    return position >= 0 && this.products[position] === product ? position : undefined;
  }

  orderOf(sort: ProductSort): Int32Array {
    return this.sorted.orders[sort];
  }

  /** Products with stock, newest first. */
  homeProducts(limit: number): readonly Product[] {
    return this.products.slice(0, Math.min(limit, this.inStockCount));
  }

  listProducts(filter: ProductFilter, sort: ProductSort, paging: Paging): ProductPage {
    return this.listing.list(filter, sort, paging);
  }

  /**
   * Substring search in names, categories, subcategories and descriptions; name matches first. When that finds
   * nothing, the ranked word search (synonyms, stop words, typing mistakes) answers instead. The API no longer answers
   * from it (its counts disagreed with the results page's: the dropdown now asks searchPage); the search benchmarks
   * still measure it.
   */
  search(text: string, limit: number): SearchResult {
    const found = this.searching.search(text, limit);
    if (found.totalCount > 0) return found;
    const page = this.searchPage({ text, exact: false, filter: {}, sort: null, paging: { page: 1, pageSize: limit } });
    return { items: page.items, totalCount: page.totalCount, text: found.text, correctedText: page.correctedText };
  }

  /** The search results page: ranked word search, filtered, sorted and paged like a listing. */
  searchPage(request: SearchPageRequest): SearchPage {
    const page = searchWordsPage(this.wordSearching, this.synonyms, request);
    if (page.totalCount > 0) return page;
    return { ...page, closestCategories: this.closestCategoriesTo(request.text) };
  }

  /** The categories closest to a text that found nothing (domain/search-page.ts closestCategories), kept per words. */
  private closestCategoriesTo(text: string): readonly string[] {
    const words = searchWords(text);
    const key = words.join(' ');
    const known = this.closestByWords.get(key);
    if (known) return known;
    const closest = closestCategories(words, this.categories, 3);
    this.closestByWords.set(key, closest);
    return closest;
  }
}
