import type { Query, WriteBatch } from 'firebase-admin/firestore';
import type { CatalogAdminContext } from './catalog-admin-model.js';

/** Firestore takes at most 500 writes per batch; renames leave room for the category document and the audit entry. */
const PRODUCTS_PER_BATCH = 400;

/**
 * Moves every product matching `query` to new field values, a batch at a time (within Firestore's limits); `first`
 * adds the category change and its audit entry to the first batch.
 */
export async function moveProducts(
  context: CatalogAdminContext,
  query: Query,
  updates: Record<string, string>,
  first: (batch: WriteBatch) => Promise<void>,
): Promise<number> {
  const docs = (await query.get()).docs;
  let moved = 0;
  for (let start = 0; start === 0 || start < docs.length; start += PRODUCTS_PER_BATCH) {
    const batch = context.db.batch();
    if (start === 0) await first(batch);
    for (const doc of docs.slice(start, start + PRODUCTS_PER_BATCH)) {
      batch.update(doc.ref, updates);
      moved += 1;
    }
    await batch.commit();
  }
  return moved;
}
