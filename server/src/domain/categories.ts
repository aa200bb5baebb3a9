import type { Product } from './product.js';
import { compareNames } from './sort.js';

export interface Category {
  readonly name: string;
  readonly subcategories: readonly string[];
}

/**
 * Every category, sorted by name, each with its subcategories sorted and without duplicates. The categories
 * collection is the source; categories and subcategories that appear only on products are added so that every
 * product stays reachable even when the collection is behind.
 */
export function mergeCategories(stored: readonly Category[], products: Iterable<Product>): Category[] {
  const byName = new Map<string, Set<string>>();
  const add = (name: string, sub: string | null) => {
    if (name === '') return;
    let subs = byName.get(name);
    if (!subs) byName.set(name, (subs = new Set()));
    if (sub) subs.add(sub);
  };
  for (const category of stored) {
    add(category.name, null);
    for (const sub of category.subcategories) add(category.name, sub);
  }
  for (const product of products) add(product.category, product.subCategory);
  return [...byName]
    .map(([name, subs]) => ({ name, subcategories: [...subs].sort(compareNames) }))
    .sort((a, b) => compareNames(a.name, b.name));
}
