import type { Product } from './product.js';
import { compareNames } from './sort.js';

export interface MegaMenuLink {
  readonly name: string;
  readonly url: string;
}

export interface MegaMenuCategory {
  readonly name: string;
  readonly url: string;
  readonly subcategories: readonly MegaMenuLink[];
}

export interface MegaMenu {
  readonly withoutSubcategories: readonly MegaMenuCategory[];
  readonly withSubcategories: readonly MegaMenuCategory[];
}

/** /category?category={name}, with &subcategory={name} for a subcategory; both encoded. */
export function categoryUrl(category: string, subcategory?: string | null): string {
  const base = `/category?category=${encodeURIComponent(category)}`;
  return subcategory ? `${base}&subcategory=${encodeURIComponent(subcategory)}` : base;
}

/**
 * The header's 'Shop by Categories' menu: only categories and subcategories that have in-stock products, split
 * into those without and those with subcategories, each side and each subcategory list sorted by name.
 */
export function buildMegaMenu(products: Iterable<Product>): MegaMenu {
  const inStock = new Map<string, Set<string>>();
  for (const product of products) {
    if (!product.inStock || product.category === '') continue;
    let subs = inStock.get(product.category);
    if (!subs) inStock.set(product.category, (subs = new Set()));
    if (product.subCategory) subs.add(product.subCategory);
  }
  const withoutSubcategories: MegaMenuCategory[] = [];
  const withSubcategories: MegaMenuCategory[] = [];
  for (const [name, subs] of inStock) {
    const subcategories = [...subs].sort(compareNames).map((sub) => ({ name: sub, url: categoryUrl(name, sub) }));
    const entry = { name, url: categoryUrl(name), subcategories };
    (subcategories.length > 0 ? withSubcategories : withoutSubcategories).push(entry);
  }
  const byName = (a: MegaMenuCategory, b: MegaMenuCategory) => compareNames(a.name, b.name);
  return { withoutSubcategories: withoutSubcategories.sort(byName), withSubcategories: withSubcategories.sort(byName) };
}
