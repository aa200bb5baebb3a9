import { setStockWrites } from '../documents/product-document.js';
import { validateStock } from '../../domain/product-validation.js';
import { userError } from '../../domain/user-errors.js';
import { recordAudit } from '../../shared/audit-log.js';
import {
  notFound,
  readBackFromDoc,
  type CatalogAdminContext,
  type CatalogAdminService,
} from './catalog-admin-model.js';
import { changeProduct } from './product-writes.js';
import { deleteShards, setStockShards } from './stock-shard-writes.js';
import { MAX_STOCK_SHARDS } from '../../domain/stock-shards.js';
import { runTransaction } from '../../shared/firestore-transaction.js';

type ProductStatus = Pick<CatalogAdminService, 'setHidden' | 'setStock' | 'setStockShards' | 'deleteProduct'>;

/**
 * Hiding and showing a product, setting its stock (per variant where it has variants), splitting it for a rush,
 * deleting it.
 */
export function createProductStatus(context: CatalogAdminContext): ProductStatus {
  return {
    async setHidden(actor, id, hidden) {
      return changeProduct(context, actor, id, hidden ? 'product.hide' : 'product.show', () => ({
        writes: [{ path: ['hidden'], value: hidden }],
      }));
    },

    async setStock(actor, id, variant, stock) {
      const problem = validateStock(stock);
      if (problem) return { product: null, userErrors: [problem] };
      return changeProduct(context, actor, id, 'product.stock', (data) => {
        const writes = setStockWrites(data, variant, stock);
        if (writes === null) return { error: userError('variant', 'NOT_FOUND', 'This product has no such variant.') };
        return { writes };
      });
    },

    async setStockShards(actor, id, shards) {
      if (!Number.isInteger(shards) || shards < 0 || shards > MAX_STOCK_SHARDS) {
        const message = `Choose 0 (one number) or 2 to ${MAX_STOCK_SHARDS} parts.`;
        return { product: null, userErrors: [userError('shards', 'INVALID', message)] };
      }
      if (id === '' || id.includes('/')) return { product: null, userErrors: [notFound('This product')] };
      const done = await setStockShards(context.db, id, shards, (tx, before, next) =>
        recordAudit(tx, {
          actor,
          action: 'product.stock-shards',
          target: { type: 'product', id },
          before: { stockShards: before.stockShards ?? 0 },
          after: { stockShards: next },
        }),
      );
      if (done === null) return { product: null, userErrors: [notFound('This product')] };
      return { product: readBackFromDoc(await context.products.doc(id).get()), userErrors: [] };
    },

    async deleteProduct(actor, id) {
      if (id === '' || id.includes('/')) return { deletedId: null, userErrors: [notFound('This product')] };
      const ref = context.products.doc(id);
      return runTransaction(context.db, async (tx) => {
        const snapshot = await tx.get(ref);
        const before = snapshot.data();
        if (!snapshot.exists || !before) return { deletedId: null, userErrors: [notFound('This product')] };
        tx.delete(ref);
        deleteShards(tx, context.db, id, before);
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
  };
}
