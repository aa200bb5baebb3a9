import {
  FieldPath,
  FieldValue,
  type DocumentSnapshot,
  type Firestore,
  type Query,
  type WriteBatch,
} from 'firebase-admin/firestore';
import { CATEGORIES, PRODUCTS } from './documents/collections.js';
import {
  parseProductDocument,
  productDocumentFields,
  productDraftOf,
  setStockWrites,
  type FieldWrite,
} from './documents/product-document.js';
import type { CatalogSnapshot } from './snapshot/catalog-snapshot.js';
import { validateCategoryName, CategoryMessages } from '../domain/category-validation.js';
import type { Product } from '../domain/product.js';
import {
  normaliseProductDraft,
  validateProductDraft,
  validateStock,
  type ProductDraft,
} from '../domain/product-validation.js';
import { compareNames } from '../domain/sort.js';
import { userError, type UserError } from '../domain/user-errors.js';
import type { AdminActor } from '../shared/admin-actor.js';
import { recordAudit } from '../shared/audit-log.js';

export interface ProductChange {
  readonly product: Product | null;
  readonly userErrors: readonly UserError[];
}

export interface DeleteResult {
  readonly deletedId: string | null;
  readonly userErrors: readonly UserError[];
}

export interface AdminCategoryView {
  readonly name: string;
  readonly subcategories: readonly { readonly name: string; readonly productCount: number }[];
  readonly productCount: number;
}

export interface CategoryChange {
  readonly categories: readonly AdminCategoryView[];
  readonly productsUpdated: number;
  readonly userErrors: readonly UserError[];
}

export interface CatalogAdminService {
  /**
   * One product as Firestore holds it now, hidden ones too. Read from the document, not the catalog cache: the page
   * the admin lands on right after saving must show the save, and the listeners may be a moment behind.
   */
  product(id: string): Promise<Product | null>;
  createProduct(actor: AdminActor, draft: ProductDraft): Promise<ProductChange>;
  updateProduct(actor: AdminActor, id: string, draft: ProductDraft): Promise<ProductChange>;
  duplicateProduct(actor: AdminActor, id: string): Promise<ProductChange>;
  setHidden(actor: AdminActor, id: string, hidden: boolean): Promise<ProductChange>;
  deleteProduct(actor: AdminActor, id: string): Promise<DeleteResult>;
  setStock(actor: AdminActor, id: string, variant: string | null, stock: number): Promise<ProductChange>;
  categories(): Promise<AdminCategoryView[]>;
  createCategory(actor: AdminActor, name: string): Promise<CategoryChange>;
  renameCategory(actor: AdminActor, name: string, newName: string): Promise<CategoryChange>;
  deleteCategory(actor: AdminActor, name: string): Promise<CategoryChange>;
  createSubCategory(actor: AdminActor, category: string, name: string): Promise<CategoryChange>;
  renameSubCategory(actor: AdminActor, category: string, name: string, newName: string): Promise<CategoryChange>;
  deleteSubCategory(actor: AdminActor, category: string, name: string): Promise<CategoryChange>;
}

export interface CatalogAdminDeps {
  readonly db: Firestore;
  /** The current catalog (kept current by the listeners): categories to validate against. */
  readonly catalog: () => CatalogSnapshot;
  readonly now?: () => number;
}

/** Firestore takes at most 500 writes per batch; renames leave room for the category document and the audit entry. */
const PRODUCTS_PER_BATCH = 400;

const notFound = (what: string): UserError => userError(null, 'NOT_FOUND', `${what} no longer exists.`);

/** The product a stored document reads back as (what a mutation answers with, before the listeners catch up). */
function readBack(id: string, data: Record<string, unknown>): Product | null {
  const parsed = parseProductDocument(id, data);
  return parsed.ok ? parsed.value : null;
}

/**
 * The shop owner's catalog changes: products (create, edit, duplicate, hide, delete, stock) and categories. Each
 * change and its audit entry are written together, in one transaction or batch; the catalog listeners then bring
 * the change to every server within a second.
 */
export function createCatalogAdminService(deps: CatalogAdminDeps): CatalogAdminService {
  const { db } = deps;
  const now = deps.now ?? Date.now;
  const products = db.collection(PRODUCTS);
  const categoriesCollection = db.collection(CATEGORIES);

  function checkDraft(draft: ProductDraft): { draft: ProductDraft; errors: UserError[] } {
    const normalised = normaliseProductDraft(draft);
    return { draft: normalised, errors: validateProductDraft(normalised, deps.catalog().categories) };
  }

  async function insert(actor: AdminActor, draft: ProductDraft, action: string): Promise<Product | null> {
    const ref = products.doc();
    const createdAt = new Date(now());
    const data = { ...productDocumentFields(draft), createdAt, sales: 0 };
    const batch = db.batch();
    batch.create(ref, data);
    await recordAudit(batch, { actor, action, target: { type: 'product', id: ref.id }, before: null, after: data });
    await batch.commit();
    return readBack(ref.id, data);
  }

  /** Reads a product, changes it and records the change, all in one transaction. */
  async function change(
    actor: AdminActor,
    id: string,
    action: string,
    patch: (data: Record<string, unknown>) => { writes: FieldWrite[] } | { error: UserError },
  ): Promise<ProductChange> {
    if (id === '' || id.includes('/')) return { product: null, userErrors: [notFound('This product')] };
    const ref = products.doc(id);
    return db.runTransaction(async (tx) => {
      const snapshot = await tx.get(ref);
      const before = snapshot.data();
      if (!snapshot.exists || !before) return { product: null, userErrors: [notFound('This product')] };
      const result = patch(before);
      if ('error' in result) return { product: null, userErrors: [result.error] };
      const after = copyPlain(before) as Record<string, unknown>;
      for (const write of result.writes) setPath(after, write.path, write.value);
      const [first, ...rest] = result.writes.flatMap((write) => [new FieldPath(...write.path), write.value]);
      if (first !== undefined) tx.update(ref, first as FieldPath, rest[0], ...rest.slice(1));
      await recordAudit(tx, { actor, action, target: { type: 'product', id }, before, after });
      return { product: readBack(id, after), userErrors: [] };
    });
  }

  async function countProducts(category: string, subCategory: string | null): Promise<number> {
    let query: Query = products.where('category', '==', category);
    if (subCategory !== null) query = query.where('subCategory', '==', subCategory);
    return (await query.count().get()).data().count;
  }

  async function categoryViews(): Promise<AdminCategoryView[]> {
    const snapshot = deps.catalog();
    const counts = new Map<string, { total: number; subs: Map<string, number> }>();
    for (const product of snapshot.allProducts()) {
      let entry = counts.get(product.category);
      if (!entry) counts.set(product.category, (entry = { total: 0, subs: new Map() }));
      entry.total += 1;
      if (product.subCategory) entry.subs.set(product.subCategory, (entry.subs.get(product.subCategory) ?? 0) + 1);
    }
    // The stored categories, read now: a change made a moment ago shows although the listeners may not have run yet.
    const stored = await categoriesCollection.get();
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

  async function categoryAnswer(userErrors: UserError[], productsUpdated = 0): Promise<CategoryChange> {
    return { categories: await categoryViews(), productsUpdated, userErrors };
  }

  async function categoryDocs(name: string) {
    return (await categoriesCollection.where('category', '==', name).get()).docs;
  }

  async function knownCategory(name: string): Promise<AdminCategoryView | undefined> {
    return (await categoryViews()).find((category) => category.name === name);
  }

  /** Moves every product matching `query` to new field values, a batch at a time (within Firestore's limits). */
  async function moveProducts(
    query: Query,
    updates: Record<string, string>,
    first: (batch: WriteBatch) => Promise<void>,
  ): Promise<number> {
    const docs = (await query.get()).docs;
    let moved = 0;
    for (let start = 0; start === 0 || start < docs.length; start += PRODUCTS_PER_BATCH) {
      const batch = db.batch();
      if (start === 0) await first(batch);
      for (const doc of docs.slice(start, start + PRODUCTS_PER_BATCH)) {
        batch.update(doc.ref, updates);
        moved += 1;
      }
      await batch.commit();
    }
    return moved;
  }

  return {
    async createProduct(actor, input) {
      const { draft, errors } = checkDraft(input);
      if (errors.length > 0) return { product: null, userErrors: errors };
      return { product: await insert(actor, draft, 'product.create'), userErrors: [] };
    },

    async updateProduct(actor, id, input) {
      const { draft, errors } = checkDraft(input);
      if (errors.length > 0) return { product: null, userErrors: errors };
      const fields = productDocumentFields(draft);
      return change(actor, id, 'product.update', () => ({
        writes: Object.entries(fields).map(([key, value]) => ({ path: [key], value })),
      }));
    },

    async product(id) {
      if (id === '' || id.includes('/') || id.length > 1500) return null;
      return readBackFromDoc(await products.doc(id).get());
    },

    async duplicateProduct(actor, id) {
      const original = deps.catalog().anyProduct(id) ?? readBackFromDoc(await products.doc(id).get());
      if (!original) return { product: null, userErrors: [notFound('This product')] };
      const draft = { ...productDraftOf(original), productName: `${original.productName} (copy)`, hidden: true };
      return { product: await insert(actor, draft, 'product.duplicate'), userErrors: [] };
    },

    async setHidden(actor, id, hidden) {
      return change(actor, id, hidden ? 'product.hide' : 'product.show', () => ({
        writes: [{ path: ['hidden'], value: hidden }],
      }));
    },

    async deleteProduct(actor, id) {
      if (id === '' || id.includes('/')) return { deletedId: null, userErrors: [notFound('This product')] };
      const ref = products.doc(id);
      return db.runTransaction(async (tx) => {
        const snapshot = await tx.get(ref);
        const before = snapshot.data();
        if (!snapshot.exists || !before) return { deletedId: null, userErrors: [notFound('This product')] };
        tx.delete(ref);
        await recordAudit(tx, {
          actor,
          action: 'product.delete',
          target: { type: 'product', id },
          before,
          after: null,
        });
        return { deletedId: id, userErrors: [] };
      });
    },

    async setStock(actor, id, variant, stock) {
      const problem = validateStock(stock);
      if (problem) return { product: null, userErrors: [problem] };
      return change(actor, id, 'product.stock', (data) => {
        const writes = setStockWrites(data, variant, stock);
        if (writes === null) return { error: userError('variant', 'NOT_FOUND', 'This product has no such variant.') };
        return { writes };
      });
    },

    categories: categoryViews,

    async createCategory(actor, rawName) {
      const name = rawName.trim();
      const views = await categoryViews();
      const problem = validateCategoryName(
        'name',
        name,
        views.map((category) => category.name),
      );
      if (problem) return categoryAnswer([problem]);
      const ref = categoriesCollection.doc();
      const data = { category: name, subCategory: [] };
      const batch = db.batch();
      batch.create(ref, data);
      await recordAudit(batch, {
        actor,
        action: 'category.create',
        target: { type: 'category', id: name },
        before: null,
        after: data,
      });
      await batch.commit();
      return categoryAnswer([]);
    },

    async renameCategory(actor, name, rawNewName) {
      const newName = rawNewName.trim();
      const views = await categoryViews();
      if (!views.some((category) => category.name === name)) return categoryAnswer([notFound('This category')]);
      const problem = validateCategoryName(
        'newName',
        newName,
        views.map((category) => category.name).filter((other) => other !== name),
      );
      if (problem) return categoryAnswer([problem]);
      const docs = await categoryDocs(name);
      const moved = await moveProducts(products.where('category', '==', name), { category: newName }, async (batch) => {
        if (docs.length === 0) batch.create(categoriesCollection.doc(), { category: newName, subCategory: [] });
        for (const doc of docs) batch.update(doc.ref, { category: newName });
        await recordAudit(batch, {
          actor,
          action: 'category.rename',
          target: { type: 'category', id: name },
          before: { category: name },
          after: { category: newName },
        });
      });
      return categoryAnswer([], moved);
    },

    async deleteCategory(actor, name) {
      if (!(await knownCategory(name))) return categoryAnswer([notFound('This category')]);
      const used = await countProducts(name, null);
      if (used > 0) return categoryAnswer([userError('name', 'NOT_ALLOWED', CategoryMessages.notEmpty(used))]);
      const docs = await categoryDocs(name);
      const batch = db.batch();
      for (const doc of docs) batch.delete(doc.ref);
      await recordAudit(batch, {
        actor,
        action: 'category.delete',
        target: { type: 'category', id: name },
        before: docs.map((doc) => doc.data()),
        after: null,
      });
      await batch.commit();
      return categoryAnswer([]);
    },

    async createSubCategory(actor, category, rawName) {
      const name = rawName.trim();
      const existing = await knownCategory(category);
      if (!existing) return categoryAnswer([notFound('This category')]);
      const problem = validateCategoryName(
        'name',
        name,
        existing.subcategories.map((sub) => sub.name),
      );
      if (problem) return categoryAnswer([problem]);
      const docs = await categoryDocs(category);
      const batch = db.batch();
      if (docs.length === 0) batch.create(categoriesCollection.doc(), { category, subCategory: [name] });
      else batch.update(docs[0]!.ref, { subCategory: FieldValue.arrayUnion(name) });
      await recordAudit(batch, {
        actor,
        action: 'subcategory.create',
        target: { type: 'category', id: category },
        before: null,
        after: { category, subCategory: name },
      });
      await batch.commit();
      return categoryAnswer([]);
    },

    async renameSubCategory(actor, category, name, rawNewName) {
      const newName = rawNewName.trim();
      const existing = await knownCategory(category);
      if (!existing?.subcategories.some((sub) => sub.name === name))
        return categoryAnswer([notFound('This subcategory')]);
      const problem = validateCategoryName(
        'newName',
        newName,
        existing.subcategories.map((sub) => sub.name).filter((other) => other !== name),
      );
      if (problem) return categoryAnswer([problem]);
      const docs = await categoryDocs(category);
      const query = products.where('category', '==', category).where('subCategory', '==', name);
      const moved = await moveProducts(query, { subCategory: newName }, async (batch) => {
        if (docs.length === 0) batch.create(categoriesCollection.doc(), { category, subCategory: [newName] });
        for (const doc of docs) {
          const list: unknown = doc.get('subCategory');
          const subs = (Array.isArray(list) ? list : [list]).filter((sub): sub is string => typeof sub === 'string');
          batch.update(doc.ref, { subCategory: [...new Set(subs.map((sub) => (sub === name ? newName : sub)))] });
        }
        await recordAudit(batch, {
          actor,
          action: 'subcategory.rename',
          target: { type: 'category', id: category },
          before: { subCategory: name },
          after: { subCategory: newName },
        });
      });
      return categoryAnswer([], moved);
    },

    async deleteSubCategory(actor, category, name) {
      const existing = await knownCategory(category);
      if (!existing?.subcategories.some((sub) => sub.name === name))
        return categoryAnswer([notFound('This subcategory')]);
      const used = await countProducts(category, name);
      if (used > 0) return categoryAnswer([userError('name', 'NOT_ALLOWED', CategoryMessages.notEmpty(used))]);
      const docs = await categoryDocs(category);
      const batch = db.batch();
      for (const doc of docs) batch.update(doc.ref, { subCategory: FieldValue.arrayRemove(name) });
      await recordAudit(batch, {
        actor,
        action: 'subcategory.delete',
        target: { type: 'category', id: category },
        before: { subCategory: name },
        after: null,
      });
      await batch.commit();
      return categoryAnswer([]);
    },
  };
}

function readBackFromDoc(snapshot: DocumentSnapshot): Product | null {
  const data = snapshot.data();
  return snapshot.exists && data ? readBack(snapshot.id, data) : null;
}

/** Applies one field write to a plain copy of a document (for the audit entry's "after" and the answer). */
function setPath(target: Record<string, unknown>, segments: readonly string[], value: unknown): void {
  let node: Record<string, unknown> = target;
  segments.slice(0, -1).forEach((segment) => {
    const next = node[segment];
    node = (node[segment] = typeof next === 'object' && next !== null ? next : {}) as Record<string, unknown>;
  });
  node[segments.at(-1)!] = value;
}

/** A deep copy of plain objects and arrays; anything else (Timestamps, FieldValues) is kept as it is. */
function copyPlain(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(copyPlain);
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, copyPlain(inner)]));
  }
  return value;
}
