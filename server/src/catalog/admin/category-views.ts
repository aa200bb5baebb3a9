import type { Query, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { compareNames } from '../../domain/sort.js';
import type { UserError } from '../../domain/user-errors.js';
import type { AdminCategoryView, CatalogAdminContext, CategoryChange } from './catalog-admin-model.js';

/** The categories with their subcategories and product counts, and what category changes read before writing. */
export interface CategoryReads {
  readonly views: () => Promise<AdminCategoryView[]>;
  /** What a category change answers: the categories as they are now. */
  answer(userErrors: UserError[], productsUpdated?: number): Promise<CategoryChange>;
  /** The stored category documents of one category. */
  docs(name: string): Promise<QueryDocumentSnapshot[]>;
  known(name: string): Promise<AdminCategoryView | undefined>;
  countProducts(category: string, subCategory: string | null): Promise<number>;
}

interface ProductCounts {
  total: number;
  subs: Map<string, number>;
}

export function createCategoryReads(context: CatalogAdminContext): CategoryReads {
  const views = () => categoryViews(context);
  return {
    views,
    answer: async (userErrors, productsUpdated = 0) => ({ categories: await views(), productsUpdated, userErrors }),
    docs: async (name) => (await context.categories.where('category', '==', name).get()).docs,
    known: async (name) => (await views()).find((category) => category.name === name),
    async countProducts(category, subCategory) {
      let query: Query = context.products.where('category', '==', category);
      if (subCategory !== null) query = query.where('subCategory', '==', subCategory);
      return (await query.count().get()).data().count;
    },
  };
}

async function categoryViews(context: CatalogAdminContext): Promise<AdminCategoryView[]> {
  const counts = productCounts(context);
  const names = await storedCategoryNames(context);
  for (const [name, entry] of counts) {
    if (name === '') continue;
    const subs = names.get(name) ?? new Set<string>();
    for (const sub of entry.subs.keys()) subs.add(sub);
    names.set(name, subs);
  }
  return [...names]
    .map(([name, subs]) => ({
      name,
      productCount: counts.get(name)?.total ?? 0,
      subcategories: [...subs]
        .sort(compareNames)
        .map((sub) => ({ name: sub, productCount: counts.get(name)?.subs.get(sub) ?? 0 })),
    }))
    .sort((a, b) => compareNames(a.name, b.name));
}

/** Products per category and subcategory in the current catalog. */
function productCounts(context: CatalogAdminContext): Map<string, ProductCounts> {
  const counts = new Map<string, ProductCounts>();
  for (const product of context.catalog().allProducts()) {
    let entry = counts.get(product.category);
    if (!entry) counts.set(product.category, (entry = { total: 0, subs: new Map() }));
    entry.total += 1;
    if (product.subCategory) entry.subs.set(product.subCategory, (entry.subs.get(product.subCategory) ?? 0) + 1);
  }
  return counts;
}

/** The stored categories, read now: a change made a moment ago shows although the listeners may not have run yet. */
async function storedCategoryNames(context: CatalogAdminContext): Promise<Map<string, Set<string>>> {
  const stored = await context.categories.get();
  const names = new Map<string, Set<string>>();
  for (const doc of stored.docs) {
    const name = typeof doc.get('category') === 'string' ? (doc.get('category') as string).trim() : '';
    if (name === '') continue;
    const subs = names.get(name) ?? new Set<string>();
    const list: unknown = doc.get('subCategory');
    for (const sub of Array.isArray(list) ? list : [list])
      if (typeof sub === 'string' && sub.trim()) subs.add(sub.trim());
    names.set(name, subs);
  }
  return names;
}
