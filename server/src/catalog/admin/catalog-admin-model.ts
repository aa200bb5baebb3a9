import type { CollectionReference, DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { CATEGORIES, PRODUCTS } from '../documents/collections.js';
import { parseProductDocument } from '../documents/product-document.js';
import type { CatalogSnapshot } from '../snapshot/catalog-snapshot.js';
import type { Product } from '../../domain/product.js';
import type { ProductDraft } from '../../domain/product-validation.js';
import { userError, type UserError } from '../../domain/user-errors.js';
import type { AdminActor } from '../../shared/admin-actor.js';
import type { SearchSynonymsEditing } from './search-synonyms-model.js';

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

export interface CatalogAdminService extends SearchSynonymsEditing {
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
  /** Splits a product's stock into 2 to 16 parts for a rush, or keeps it as one (0 or 1); the owner's number stays. */
  setStockShards(actor: AdminActor, id: string, shards: number): Promise<ProductChange>;
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

/** What every catalog admin use case works with: the deps and the two collections it changes. */
export interface CatalogAdminContext {
  readonly db: Firestore;
  readonly catalog: () => CatalogSnapshot;
  readonly now: () => number;
  readonly products: CollectionReference;
  readonly categories: CollectionReference;
}

export function catalogAdminContext(deps: CatalogAdminDeps): CatalogAdminContext {
  return {
    db: deps.db,
    catalog: deps.catalog,
    now: deps.now ?? Date.now,
    products: deps.db.collection(PRODUCTS),
    categories: deps.db.collection(CATEGORIES),
  };
}

export const notFound = (what: string): UserError => userError(null, 'NOT_FOUND', `${what} no longer exists.`);

/** The product a stored document reads back as (what a mutation answers with, before the listeners catch up). */
export function readBack(id: string, data: Record<string, unknown>): Product | null {
  const parsed = parseProductDocument(id, data);
  return parsed.ok ? parsed.value : null;
}

export function readBackFromDoc(snapshot: DocumentSnapshot): Product | null {
  const data = snapshot.data();
  return snapshot.exists && data ? readBack(snapshot.id, data) : null;
}
