// Keeps a sharded product's owner-facing number current: after its shards change, the product document's stock
// (per variant) becomes their sum and its sales take what was sold through them, in one transaction a little later.
// One refresh covers every placement of that moment, so the product document is written a few times a second at
// most, however many buy it.
import { FieldPath, type Firestore } from 'firebase-admin/firestore';
import { stockShardCount } from '../domain/stock-shards.js';
import { stockShardRef } from '../shared/stock-shard-store.js';
import { withValue } from '../shared/document-path.js';
import type { ProductDocuments } from './orders-store-types.js';

export interface StockRefresher {
  /** Refreshes the product's number soon (once for every touch within the delay). */
  touch(productId: string): void;
  /** Refreshes the product's number now. */
  refresh(productId: string): Promise<void>;
}

function units(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/**
 * One refresh, without a transaction: the product and its shards are read without locks, and the product is written
 * only if it has not changed since it was read (an owner's edit, another instance's refresh), else read again. A
 * transaction here would hold every shard's lock while it waits for the product's, and two instances refreshing at
 * once would wait on each other with every placement of the product queued behind them. A placement committed after
 * the shards were read touches the product again, so its refresh follows.
 */
export async function refreshShardedStock(
  db: Firestore,
  products: ProductDocuments,
  productId: string,
  attempts = 5,
): Promise<void> {
  const ref = db.collection(products.collection).doc(productId);
  for (let attempt = 1; ; attempt += 1) {
    const snapshot = await ref.get();
    const before = snapshot.data();
    const shardCount = stockShardCount(before);
    if (!snapshot.exists || before === undefined || shardCount === 0) return;
    const changed = await refreshedFields(db, products, productId, before, shardCount);
    if (changed.length === 0) return;
    const [first, ...rest] = changed;
    try {
      await ref.update(
        new FieldPath(...first!.path),
        first!.value,
        ...rest.flatMap((write) => [new FieldPath(...write.path), write.value]),
        { lastUpdateTime: snapshot.updateTime! },
      );
      return;
    } catch (error) {
      // FAILED_PRECONDITION: the product changed since it was read; read it again.
      if ((error as { code?: unknown }).code !== 9 || attempt >= attempts) throw error;
    }
  }
}

/** The fields of the product that differ from what its shards hold (stock per option, sales). */
async function refreshedFields(
  db: Firestore,
  products: ProductDocuments,
  productId: string,
  before: Record<string, unknown>,
  shardCount: number,
): Promise<{ path: readonly string[]; value: unknown }[]> {
  const product = products.parse(productId, before);
  const options = product?.hasVariant ? product.variants.map((variant) => variant.name) : [null];
  let after: Record<string, unknown> = { ...before };
  const writes = new Map<string, { path: readonly string[]; value: unknown }>();
  let sold = 0;
  for (const option of options) {
    const refs = Array.from({ length: shardCount }, (_, index) => stockShardRef(db, productId, option, index));
    const shards = (await db.getAll(...refs)).map((shard) => shard.data() ?? {});
    sold += shards.reduce((sum, shard) => sum + units(shard.sold), 0);
    const held = shards.reduce((sum, shard) => sum + units(shard.units), 0);
    for (const write of products.stockSetWrites(after, option, held) ?? []) {
      writes.set(JSON.stringify(write.path), write);
      after = withValue(after, write.path, write.value);
    }
  }
  // Sales grow by what the shards sold since the last refresh (they count on, the product remembers how far).
  const counted = units(before.shardSalesCounted);
  if (sold !== counted) {
    writes.set('sales', { path: ['sales'], value: Math.max(0, units(before.sales) + sold - counted) });
    writes.set('shardSalesCounted', { path: ['shardSalesCounted'], value: sold });
  }
  return [...writes.values()].filter(
    (write) => JSON.stringify(valueAt(before, write.path)) !== JSON.stringify(write.value),
  );
}

function valueAt(data: Record<string, unknown>, path: readonly string[]): unknown {
  let node: unknown = data;
  for (const segment of path) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[segment] : undefined;
  }
  return node;
}

export function createStockRefresher(
  db: Firestore,
  products: ProductDocuments,
  onError: (error: unknown, productId: string) => void,
  delayMs = 100,
): StockRefresher {
  const pending = new Map<string, NodeJS.Timeout>();
  const refresh = (productId: string) => refreshShardedStock(db, products, productId);
  return {
    touch(productId) {
      if (pending.has(productId)) return;
      const timer = setTimeout(() => {
        pending.delete(productId);
        refresh(productId).catch((error: unknown) => onError(error, productId));
      }, delayMs);
      timer.unref();
      pending.set(productId, timer);
    },
    refresh,
  };
}
