import type { Product } from '../../domain/product.js';
import { productComparator, type ProductSort } from '../../domain/sort.js';
import { insertionPoint } from './ordinals.js';

/** What reordering reads of the previous snapshot. */
export interface OrderedProducts {
  /** The products in the default order (their ordinals are their positions). */
  readonly products: readonly Product[];
  /** Where one of these products sits, or undefined when it is not one of them. */
  ordinalOf(product: Product): number | undefined;
  /** The ordinals in the order of a sort. */
  orderOf(sort: ProductSort): Int32Array;
}

/**
 * The orders of a new snapshot worked out from the previous one and a few changes: unchanged products keep their
 * relative order in every sort (a sort only looks at a product's own fields), changed ones are placed by binary
 * search. Everything runs on ordinals in typed arrays; no product is looked up by id except the changed ones.
 */
export class Reordering {
  /** The new products, in the default order. */
  readonly products: Product[];
  /** New ordinal of each previous ordinal; -1 for products that changed or went. */
  private readonly moved: Int32Array;
  private readonly upserted: readonly Product[];
  /** New ordinal of each upserted product (same index as `upserted`). */
  private readonly upsertedOrdinals: Int32Array;

  /**
   * `upserted`: new or changed products, as they are now; `replaced`: the previous snapshot's versions of the
   * products that changed or went.
   */
  constructor(
    private readonly previous: OrderedProducts,
    upserted: readonly Product[],
    replaced: readonly Product[],
  ) {
    const previousCount = previous.products.length;
    const gone = new Uint8Array(previousCount);
    for (const product of replaced) {
      const ordinal = previous.ordinalOf(product);
      if (ordinal !== undefined) gone[ordinal] = 1;
    }
    const compare = productComparator('NEWEST');
    const sortedUpserts = [...upserted].sort(compare);
    this.upserted = sortedUpserts;
    const kept = new Int32Array(previousCount - gone.reduce((sum, flag) => sum + flag, 0));
    for (let ordinal = 0, next = 0; ordinal < gone.length; ordinal++) if (!gone[ordinal]) kept[next++] = ordinal;
    // Merge in the default order, recording every product's new ordinal.
    this.moved = new Int32Array(previousCount).fill(-1);
    this.upsertedOrdinals = new Int32Array(sortedUpserts.length);
    const products: Product[] = [];
    let from = 0;
    sortedUpserts.forEach((product, index) => {
      const position = insertionPoint(kept.length, from, (index) => compare(previous.products[kept[index]!]!, product));
      for (; from < position; from++) {
        this.moved[kept[from]!] = products.length;
        products.push(previous.products[kept[from]!]!);
      }
      this.upsertedOrdinals[index] = products.length;
      products.push(product);
    });
    for (; from < kept.length; from++) {
      this.moved[kept[from]!] = products.length;
      products.push(previous.products[kept[from]!]!);
    }
    this.products = products;
  }

  /** The new order of `sort` as new ordinals. */
  order(sort: ProductSort): Int32Array {
    const previousOrder = this.previous.orderOf(sort);
    const kept: number[] = [];
    for (let i = 0; i < previousOrder.length; i++) {
      const ordinal = this.moved[previousOrder[i]!]!;
      if (ordinal >= 0) kept.push(ordinal);
    }
    const compare = productComparator(sort);
    const inserts = this.upserted
      .map((product, index) => ({ product, ordinal: this.upsertedOrdinals[index]! }))
      .sort((a, b) => compare(a.product, b.product));
    const order = new Int32Array(kept.length + inserts.length);
    let next = 0;
    let from = 0;
    for (const insert of inserts) {
      const position = insertionPoint(kept.length, from, (index) =>
        compare(this.products[kept[index]!]!, insert.product),
      );
      for (; from < position; from++) order[next++] = kept[from]!;
      order[next++] = insert.ordinal;
    }
    for (; from < kept.length; from++) order[next++] = kept[from]!;
    return order;
  }
}
