import type { Product } from '../../domain/product.js';
import { normaliseSearchText, type SearchResult } from '../../domain/search.js';
import { MatchingProducts } from './matching-products.js';
import { SearchMemo, type RememberedSearch } from './search-memo.js';
import type { TextIndex } from './text-index.js';
import { NO_TEXT, TextPostings } from './text-postings.js';
import { WeightedMemo } from './weighted-memo.js';

/** Per product, the ids of its searchable texts in the text index. */
interface TextIds {
  readonly index: TextIndex;
  readonly name: number;
  readonly category: number;
  readonly subCategory: number;
  readonly description: number;
}

// Text ids survive from one snapshot to the next as long as the product object and the index are the same.
const textIdsByProduct = new WeakMap<Product, TextIds>();

function textIdsOf(product: Product, index: TextIndex): TextIds {
  const known = textIdsByProduct.get(product);
  if (known && known.index === index) return known;
  const ids = {
    index,
    name: index.intern(product.productName),
    category: index.intern(product.category),
    subCategory: product.subCategory === null ? NO_TEXT : index.intern(product.subCategory),
    description: index.intern(product.shortDescription),
  };
  textIdsByProduct.set(product, ids);
  return ids;
}

/** Search texts whose answers a snapshot keeps, per generation (search-memo.ts): at most about 1 MB in all. */
const REMEMBERED_TEXTS = 1_000;
/**
 * Needles (normalised texts) whose matching products a snapshot keeps as bitsets (matching-products.ts gather()),
 * and the bytes they may hold together: 2.5 KB each at 10,000 products, 25 KB at 100,000.
 */
const REMEMBERED_NEEDLES = 256;
const REMEMBERED_NEEDLE_BYTES = 4 * 1024 * 1024;

/**
 * Search over one snapshot's products: each product's texts as ids in the (shared) text index, and which products
 * use each text. Matching runs over distinct texts once; products are then reached through their text ids.
 */
export class ProductSearch {
  /** Per product, its name's text id. */
  readonly nameText: Int32Array;
  /** Three per product: category, subcategory (NO_TEXT when none), description. */
  readonly otherTexts: Int32Array;
  /** Which products use each text. */
  readonly postings: TextPostings;
  /** The products of a search's matching texts, as bitsets. */
  private readonly matching: MatchingProducts;
  /** Answers of recent search texts in this snapshot. */
  private readonly memo = new SearchMemo(REMEMBERED_TEXTS);
  /**
   * The matching products of recent needles. Texts differing only in case or accents ("Terracotta", "TERRACOTTA")
   * share a needle: each still counts and orders its products from the needle's bitset, but skips following
   * about a thousand matching texts to their products (a chain of dependent reads costing most of a search).
   */
  private readonly needleProducts = new WeightedMemo<Uint32Array>(
    REMEMBERED_NEEDLES,
    REMEMBERED_NEEDLE_BYTES,
    (bits) => bits.byteLength,
  );

  /** `products` in the default order (in stock first, newest first). */
  constructor(
    private readonly products: readonly Product[],
    readonly textIndex: TextIndex,
  ) {
    const count = products.length;
    this.nameText = new Int32Array(count);
    this.otherTexts = new Int32Array(count * 3);
    products.forEach((product, ordinal) => {
      const text = textIdsOf(product, textIndex);
      this.nameText[ordinal] = text.name;
      this.otherTexts[ordinal * 3] = text.category;
      this.otherTexts[ordinal * 3 + 1] = text.subCategory;
      this.otherTexts[ordinal * 3 + 2] = text.description;
    });
    this.postings = new TextPostings(textIndex.size, this.nameText, this.otherTexts);
    this.matching = new MatchingProducts(this);
  }

  /** Bytes the bitsets of matching-products.ts hold for this snapshot. */
  get matchingBytes(): number {
    return this.matching.bytes;
  }

  /**
   * Substring search; name matches first, each group in the default order (the rule of domain/search.ts): the
   * products of the matching texts are gathered as bitsets (matching-products.ts). The answer is kept for the
   * snapshot's life (search-memo.ts) and answers any limit up to the one it was worked out for.
   */
  search(text: string, limit: number): SearchResult {
    const trimmed = text.trim();
    const found = this.memo.get(trimmed, limit) ?? this.remember(trimmed, limit);
    const count = Math.max(0, Math.min(limit, found.ordinals.length));
    const items = new Array<Product>(count);
    for (let index = 0; index < count; index++) items[index] = this.products[found.ordinals[index]!]!;
    return { items, totalCount: found.totalCount, text: trimmed };
  }

  /**
   * Works out a text's answer for the limit asked (a larger limit costs a first search more) and keeps it; a later
   * request for more matches works it out again and keeps the larger answer.
   */
  private remember(trimmed: string, limit: number): RememberedSearch {
    const needle = normaliseSearchText(trimmed);
    const answer = needle === '' ? { ordinals: [], limit, totalCount: 0 } : this.match(needle, limit);
    this.memo.set(trimmed, answer);
    return answer;
  }

  private match(needle: string, limit: number): RememberedSearch {
    let products = this.needleProducts.get(needle);
    if (products === undefined) {
      products = this.matching.gather(this.textIndex.match(needle));
      this.needleProducts.set(needle, products);
    }
    const { ordinals, totalCount } = this.matching.first(products, limit);
    return { ordinals, limit, totalCount };
  }
}
