import { FieldPath } from 'firebase-admin/firestore';
import { productDocumentFields, type FieldWrite } from '../documents/product-document.js';
import type { Product } from '../../domain/product.js';
import type { ProductDraft } from '../../domain/product-validation.js';
import type { UserError } from '../../domain/user-errors.js';
import type { AdminActor } from '../../shared/admin-actor.js';
import { recordAudit } from '../../shared/audit-log.js';
import { notFound, readBack, type CatalogAdminContext, type ProductChange } from './catalog-admin-model.js';
import { runTransaction } from '../../shared/firestore-transaction.js';
import { rebalanceShards } from './stock-shard-writes.js';

/** What a product change writes, or why it cannot. */
export type ProductPatch = (data: Record<string, unknown>) => { writes: FieldWrite[] } | { error: UserError };

/** Writes a new product and its audit entry in one batch. */
export async function insertProduct(
  context: CatalogAdminContext,
  actor: AdminActor,
  draft: ProductDraft,
  action: string,
): Promise<Product | null> {
  const ref = context.products.doc();
  const createdAt = new Date(context.now());
  const data = { ...productDocumentFields(draft), createdAt, sales: 0 };
  const batch = context.db.batch();
  batch.create(ref, data);
  await recordAudit(batch, { actor, action, target: { type: 'product', id: ref.id }, before: null, after: data });
  await batch.commit();
  return readBack(ref.id, data);
}

/** Reads a product, changes it and records the change, all in one transaction. */
export async function changeProduct(
  context: CatalogAdminContext,
  actor: AdminActor,
  id: string,
  action: string,
  patch: ProductPatch,
): Promise<ProductChange> {
  if (id === '' || id.includes('/')) return { product: null, userErrors: [notFound('This product')] };
  const ref = context.products.doc(id);
  return runTransaction(context.db, async (tx) => {
    const snapshot = await tx.get(ref);
    const before = snapshot.data();
    if (!snapshot.exists || !before) return { product: null, userErrors: [notFound('This product')] };
    const result = patch(before);
    if ('error' in result) return { product: null, userErrors: [result.error] };
    const after = copyPlain(before) as Record<string, unknown>;
    for (const write of result.writes) setPath(after, write.path, write.value);
    // A hot product's shards take the owner's new number in the same transaction (read before anything is written).
    const writeShards = await rebalanceShards(tx, context.db, id, before, after);
    writeShards();
    const [first, ...rest] = result.writes.flatMap((write) => [new FieldPath(...write.path), write.value]);
    if (first !== undefined) tx.update(ref, first as FieldPath, rest[0], ...rest.slice(1));
    await recordAudit(tx, { actor, action, target: { type: 'product', id }, before, after });
    return { product: readBack(id, after), userErrors: [] };
  });
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
