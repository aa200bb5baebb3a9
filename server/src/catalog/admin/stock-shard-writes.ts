// The owner's side of a hot product's stock shards (domain/stock-shards.ts): the owner sees and sets one number per
// product or option; a change of it rebalances that option's shards in the same transaction, and splitting a
// product's stock into shards (or joining them back) is one transaction too.
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { splitUnits, stockShardCount, MAX_STOCK_SHARDS } from '../../domain/stock-shards.js';
import { readAllShards, stockShardRef, type ShardRead } from '../../shared/stock-shard-store.js';
import { withValue } from '../../shared/document-path.js';
import { runTransaction } from '../../shared/firestore-transaction.js';
import { parseProductDocument, setStockWrites } from '../documents/product-document.js';
import { PRODUCTS } from '../documents/collections.js';

/** Each option's owner-facing number as a product document states it (null: a product sold without options). */
function optionNumbers(id: string, data: unknown): Map<string | null, number> {
  const parsed = parseProductDocument(id, data);
  if (!parsed.ok) return new Map();
  const product = parsed.value;
  if (!product.hasVariant) return new Map([[null, product.stock]]);
  return new Map(product.variants.map((variant) => [variant.name, variant.stock]));
}

/**
 * Reads (in `tx`, before any write) the shards of every option whose number the change moves, and returns what
 * writes them: the new number split evenly, the units each shard sold kept (they count towards the product's sales).
 */
export async function rebalanceShards(
  tx: Transaction,
  db: Firestore,
  id: string,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Promise<() => void> {
  const shardCount = stockShardCount(before);
  if (shardCount === 0) return () => {};
  const was = optionNumbers(id, before);
  const moves: { variant: string | null; units: number; shards: ShardRead[] }[] = [];
  for (const [variant, units] of optionNumbers(id, after)) {
    if (was.get(variant) === units) continue;
    moves.push({ variant, units, shards: await readAllShards(tx, db, id, variant, shardCount) });
  }
  return () => {
    for (const { variant, units, shards } of moves) {
      splitUnits(units, shardCount).forEach((share, index) => {
        const sold = shards[index]?.sold ?? 0;
        tx.set(stockShardRef(db, id, variant, index), { productId: id, variant, index, units: share, sold });
      });
    }
  };
}

/** Deletes a sharded product's shards with it (in the same transaction). */
export function deleteShards(tx: Transaction, db: Firestore, id: string, data: Record<string, unknown>): void {
  const shardCount = stockShardCount(data);
  for (const [variant] of shardCount === 0 ? [] : optionNumbers(id, data))
    for (let index = 0; index < shardCount; index += 1) tx.delete(stockShardRef(db, id, variant, index));
}

/**
 * Splits a product's stock into `shardCount` shards (2 to 16), or keeps it on the product again (0 or 1): the units
 * the shards hold (or the product's number) are shared out anew, and what they sold is added to its sales first.
 * Returns the new shard count, or null when there is no such product.
 */
export async function setStockShards(
  db: Firestore,
  id: string,
  shardCount: number,
  audit?: (tx: Transaction, before: Record<string, unknown>, shards: number) => Promise<void>,
): Promise<number | null> {
  const next = shardCount >= 2 ? Math.min(MAX_STOCK_SHARDS, Math.floor(shardCount)) : 0;
  const ref = db.collection(PRODUCTS).doc(id);
  return runTransaction(db, async (tx) => {
    const snapshot = await tx.get(ref);
    const data = snapshot.data();
    if (!snapshot.exists || data === undefined) return null;
    const was = stockShardCount(data);
    const options = [...optionNumbers(id, data)];
    const old = new Map<string | null, ShardRead[]>();
    for (const [variant] of options) old.set(variant, was === 0 ? [] : await readAllShards(tx, db, id, variant, was));
    let update: Record<string, unknown> = { ...data };
    let sold = 0;
    for (const [variant, number] of options) {
      const shards = old.get(variant)!;
      sold += shards.reduce((sum, shard) => sum + shard.sold, 0);
      const units = was === 0 ? number : shards.reduce((sum, shard) => sum + shard.units, 0);
      for (const write of setStockWrites(update, variant, units) ?? [])
        update = withValue(update, write.path, write.value);
      for (const shard of shards) tx.delete(shard.ref);
      splitUnits(units, Math.max(next, 1)).forEach((share, index) => {
        if (next > 0)
          tx.set(stockShardRef(db, id, variant, index), { productId: id, variant, index, units: share, sold: 0 });
      });
    }
    const counted = typeof data.shardSalesCounted === 'number' ? data.shardSalesCounted : 0;
    const sales = (typeof data.sales === 'number' ? data.sales : 0) + sold - counted;
    if (audit) await audit(tx, data, next);
    tx.update(ref, {
      stock: update.stock ?? 0,
      variantData: update.variantData ?? FieldValue.delete(),
      sales: Math.max(0, sales),
      shardSalesCounted: FieldValue.delete(),
      stockShards: next === 0 ? FieldValue.delete() : next,
    });
    return next;
  });
}
