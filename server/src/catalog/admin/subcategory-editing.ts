import { FieldValue } from 'firebase-admin/firestore';
import { validateCategoryName, CategoryMessages } from '../../domain/category-validation.js';
import { userError } from '../../domain/user-errors.js';
import { recordAudit } from '../../shared/audit-log.js';
import { notFound, type CatalogAdminContext, type CatalogAdminService } from './catalog-admin-model.js';
import type { CategoryReads } from './category-views.js';
import { moveProducts } from './move-products.js';

type SubCategoryEditing = Pick<CatalogAdminService, 'createSubCategory' | 'renameSubCategory' | 'deleteSubCategory'>;

/** Creating, renaming (its products move with it) and deleting an empty subcategory. */
export function createSubCategoryEditing(context: CatalogAdminContext, reads: CategoryReads): SubCategoryEditing {
  return {
    async createSubCategory(actor, category, rawName) {
      const name = rawName.trim();
      const existing = await reads.known(category);
      if (!existing) return reads.answer([notFound('This category')]);
      const problem = validateCategoryName(
        'name',
        name,
        existing.subcategories.map((sub) => sub.name),
      );
      if (problem) return reads.answer([problem]);
      const docs = await reads.docs(category);
      const batch = context.db.batch();
      if (docs.length === 0) batch.create(context.categories.doc(), { category, subCategory: [name] });
      else batch.update(docs[0]!.ref, { subCategory: FieldValue.arrayUnion(name) });
      await recordAudit(batch, {
        actor,
        action: 'subcategory.create',
        target: { type: 'category', id: category },
        before: null,
        after: { category, subCategory: name },
      });
      await batch.commit();
      return reads.answer([]);
    },

    async renameSubCategory(actor, category, name, rawNewName) {
      const newName = rawNewName.trim();
      const existing = await reads.known(category);
      if (!existing?.subcategories.some((sub) => sub.name === name))
        return reads.answer([notFound('This subcategory')]);
      const problem = validateCategoryName(
        'newName',
        newName,
        existing.subcategories.map((sub) => sub.name).filter((other) => other !== name),
      );
      if (problem) return reads.answer([problem]);
      const docs = await reads.docs(category);
      const query = context.products.where('category', '==', category).where('subCategory', '==', name);
      const moved = await moveProducts(context, query, { subCategory: newName }, async (batch) => {
        if (docs.length === 0) batch.create(context.categories.doc(), { category, subCategory: [newName] });
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
      return reads.answer([], moved);
    },

    async deleteSubCategory(actor, category, name) {
      const existing = await reads.known(category);
      if (!existing?.subcategories.some((sub) => sub.name === name))
        return reads.answer([notFound('This subcategory')]);
      const used = await reads.countProducts(category, name);
      if (used > 0) return reads.answer([userError('name', 'NOT_ALLOWED', CategoryMessages.notEmpty(used))]);
      const docs = await reads.docs(category);
      const batch = context.db.batch();
      for (const doc of docs) batch.update(doc.ref, { subCategory: FieldValue.arrayRemove(name) });
      await recordAudit(batch, {
        actor,
        action: 'subcategory.delete',
        target: { type: 'category', id: category },
        before: { subCategory: name },
        after: null,
      });
      await batch.commit();
      return reads.answer([]);
    },
  };
}
