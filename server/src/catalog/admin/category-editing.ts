import { validateCategoryName, CategoryMessages } from '../../domain/category-validation.js';
import { userError } from '../../domain/user-errors.js';
import { recordAudit } from '../../shared/audit-log.js';
import { notFound, type CatalogAdminContext, type CatalogAdminService } from './catalog-admin-model.js';
import type { CategoryReads } from './category-views.js';
import { moveProducts } from './move-products.js';

type CategoryEditing = Pick<CatalogAdminService, 'createCategory' | 'renameCategory' | 'deleteCategory'>;

/** Creating, renaming (its products move with it) and deleting an empty category. */
export function createCategoryEditing(context: CatalogAdminContext, reads: CategoryReads): CategoryEditing {
  return {
    async createCategory(actor, rawName) {
      const name = rawName.trim();
      const views = await reads.views();
      const problem = validateCategoryName(
        'name',
        name,
        views.map((category) => category.name),
      );
      if (problem) return reads.answer([problem]);
      const ref = context.categories.doc();
      const data = { category: name, subCategory: [] };
      const batch = context.db.batch();
      batch.create(ref, data);
      await recordAudit(batch, {
        actor,
        action: 'category.create',
        target: { type: 'category', id: name },
        before: null,
        after: data,
      });
      await batch.commit();
      return reads.answer([]);
    },

    async renameCategory(actor, name, rawNewName) {
      const newName = rawNewName.trim();
      const views = await reads.views();
      if (!views.some((category) => category.name === name)) return reads.answer([notFound('This category')]);
      const problem = validateCategoryName(
        'newName',
        newName,
        views.map((category) => category.name).filter((other) => other !== name),
      );
      if (problem) return reads.answer([problem]);
      const docs = await reads.docs(name);
      const query = context.products.where('category', '==', name);
      const moved = await moveProducts(context, query, { category: newName }, async (batch) => {
        if (docs.length === 0) batch.create(context.categories.doc(), { category: newName, subCategory: [] });
        for (const doc of docs) batch.update(doc.ref, { category: newName });
        await recordAudit(batch, {
          actor,
          action: 'category.rename',
          target: { type: 'category', id: name },
          before: { category: name },
          after: { category: newName },
        });
      });
      return reads.answer([], moved);
    },

    async deleteCategory(actor, name) {
      if (!(await reads.known(name))) return reads.answer([notFound('This category')]);
      const used = await reads.countProducts(name, null);
      if (used > 0) return reads.answer([userError('name', 'NOT_ALLOWED', CategoryMessages.notEmpty(used))]);
      const docs = await reads.docs(name);
      const batch = context.db.batch();
      for (const doc of docs) batch.delete(doc.ref);
      await recordAudit(batch, {
        actor,
        action: 'category.delete',
        target: { type: 'category', id: name },
        before: docs.map((doc) => doc.data()),
        after: null,
      });
      await batch.commit();
      return reads.answer([]);
    },
  };
}
