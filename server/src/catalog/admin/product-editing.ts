import { productDocumentFields, productDraftOf } from '../documents/product-document.js';
import { normaliseProductDraft, validateProductDraft, type ProductDraft } from '../../domain/product-validation.js';
import type { UserError } from '../../domain/user-errors.js';
import {
  notFound,
  readBackFromDoc,
  type CatalogAdminContext,
  type CatalogAdminService,
} from './catalog-admin-model.js';
import { changeProduct, insertProduct } from './product-writes.js';

type ProductEditing = Pick<CatalogAdminService, 'product' | 'createProduct' | 'updateProduct' | 'duplicateProduct'>;

/** Reading one product as stored, creating, editing and duplicating products. */
export function createProductEditing(context: CatalogAdminContext): ProductEditing {
  const checkDraft = (draft: ProductDraft): { draft: ProductDraft; errors: UserError[] } => {
    const normalised = normaliseProductDraft(draft);
    return { draft: normalised, errors: validateProductDraft(normalised, context.catalog().categories) };
  };
  return {
    async product(id) {
      if (id === '' || id.includes('/') || id.length > 1500) return null;
      return readBackFromDoc(await context.products.doc(id).get());
    },

    async createProduct(actor, input) {
      const { draft, errors } = checkDraft(input);
      if (errors.length > 0) return { product: null, userErrors: errors };
      return { product: await insertProduct(context, actor, draft, 'product.create'), userErrors: [] };
    },

    async updateProduct(actor, id, input) {
      const { draft, errors } = checkDraft(input);
      if (errors.length > 0) return { product: null, userErrors: errors };
      const fields = productDocumentFields(draft);
      return changeProduct(context, actor, id, 'product.update', () => ({
        writes: Object.entries(fields).map(([key, value]) => ({ path: [key], value })),
      }));
    },

    async duplicateProduct(actor, id) {
      const original = context.catalog().anyProduct(id) ?? readBackFromDoc(await context.products.doc(id).get());
      if (!original) return { product: null, userErrors: [notFound('This product')] };
      const draft = { ...productDraftOf(original), productName: `${original.productName} (copy)`, hidden: true };
      return { product: await insertProduct(context, actor, draft, 'product.duplicate'), userErrors: [] };
    },
  };
}
