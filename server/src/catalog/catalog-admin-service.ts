// The shop owner's catalog changes: products (create, edit, duplicate, hide, delete, stock) and categories. Each
// change and its audit entry are written together, in one transaction or batch; the catalog listeners then bring
// the change to every server within a second. The use cases live in admin/; this module binds them and keeps the
// feature's names.
import { catalogAdminContext, type CatalogAdminDeps, type CatalogAdminService } from './admin/catalog-admin-model.js';
import { createCategoryEditing } from './admin/category-editing.js';
import { createCategoryReads } from './admin/category-views.js';
import { createProductEditing } from './admin/product-editing.js';
import { createProductStatus } from './admin/product-status.js';
import { createSearchSynonymsEditing } from './admin/search-synonyms-editing.js';
import { createSubCategoryEditing } from './admin/subcategory-editing.js';

export type {
  AdminCategoryView,
  CatalogAdminDeps,
  CatalogAdminService,
  CategoryChange,
  DeleteResult,
  ProductChange,
} from './admin/catalog-admin-model.js';

export function createCatalogAdminService(deps: CatalogAdminDeps): CatalogAdminService {
  const context = catalogAdminContext(deps);
  const categories = createCategoryReads(context);
  return {
    ...createProductEditing(context),
    ...createProductStatus(context),
    categories: categories.views,
    ...createCategoryEditing(context, categories),
    ...createSubCategoryEditing(context, categories),
    ...createSearchSynonymsEditing(context),
  };
}
