// Reading an order's products in its transaction and writing their stock: one update per product, with every take
// of its variants and sales together (a document may be updated once per transaction). A product whose stock is
// split into shards (domain/stock-shards.ts) is read with the shards its lines need and written only there; its
// document's number is refreshed afterwards (stock-refresh.ts).
import {
  FieldPath,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { shardOrder, stockShardCount, takeFromShards, type ShardUnits } from '../domain/stock-shards.js';
import { readAllShards, readShardsCovering, writeShards, type ShardRead } from '../shared/stock-shard-store.js';
import { withValue } from '../shared/document-path.js';
import type { ProductDocuments, StockTake } from './orders-store-types.js';

/** Units of one product option an order wants; `firstShard`: the shard a placement tries first. */
export interface StockWant extends StockTake {
  readonly firstShard?: number;
}

/** The products as a transaction read them, with the shards of the sharded ones. */
export interface ProductReads {
  readonly snapshots: ReadonlyMap<string, DocumentSnapshot>;
  /** The product's data as the transaction sees it: a sharded product's counts are what its read shards hold. */
  data(productId: string): Record<string, unknown> | undefined;
  /** The shards read, by optionKey(productId, variant). */
  readonly shards: ReadonlyMap<string, readonly ShardRead[]>;
}

export function optionKey(productId: string, variant: string | null): string {
  return JSON.stringify([productId, variant]);
}

function applyWrites(
  tx: Transaction,
  ref: DocumentReference,
  writes: readonly { path: readonly string[]; value: unknown }[],
): void {
  if (writes.length === 0) return;
  const [first, ...rest] = writes;
  const pairs = rest.flatMap((write) => [new FieldPath(...write.path), write.value]);
  tx.update(ref, new FieldPath(...first!.path), first!.value, ...pairs);
}

/** The option a take of the product counts against: its variant when it is sold by variant, else the product. */
function optionOf(products: ProductDocuments, productId: string, data: unknown, variant: string | null): string | null {
  return products.parse(productId, data)?.hasVariant ? variant : null;
}

/** Takes from (or gives back to) the shards a sharded product's lines read; its document is not written. */
function applyShardTakes(
  products: ProductDocuments,
  tx: Transaction,
  reads: ProductReads,
  productId: string,
  takes: readonly StockTake[],
): void {
  const data = reads.snapshots.get(productId)!.data();
  const after = new Map<string, ShardUnits[]>();
  for (const take of takes) {
    const key = optionKey(productId, optionOf(products, productId, data, take.variant));
    const read = reads.shards.get(key);
    if (read === undefined) throw new Error(`the stock shards of ${key} were not read before their take`);
    after.set(key, takeFromShards(after.get(key) ?? read, take.units).shards);
  }
  for (const [key, shards] of after) {
    const [, variant] = JSON.parse(key) as [string, string | null];
    writeShards(tx, reads.shards.get(key)!, shards, productId, variant);
  }
}

export function applyTakes(
  products: ProductDocuments,
  tx: Transaction,
  reads: ProductReads,
  takes: readonly StockTake[],
  onShardsChanged: (productId: string) => void = () => {},
): void {
  // One update per product: its variants and sales together (a document may be updated once per transaction).
  const byProduct = new Map<string, StockTake[]>();
  for (const take of takes) byProduct.set(take.productId, [...(byProduct.get(take.productId) ?? []), take]);
  for (const [productId, productTakes] of byProduct) {
    const snapshot = reads.snapshots.get(productId);
    if (!snapshot?.exists) continue;
    if (stockShardCount(snapshot.data()) > 0) {
      applyShardTakes(products, tx, reads, productId, productTakes);
      onShardsChanged(productId);
      continue;
    }
    let data: Record<string, unknown> = { ...snapshot.data() };
    const writes = new Map<string, { path: readonly string[]; value: unknown }>();
    for (const take of productTakes) {
      for (const write of products.stockWrites(data, take.variant, take.units)) {
        writes.set(JSON.stringify(write.path), write);
        data = withValue(data, write.path, write.value);
      }
    }
    applyWrites(tx, snapshot.ref, [...writes.values()]);
  }
}

/**
 * Reads a sharded product's shards for `wants` and shows their units as its counts. `cover` (a placement): each
 * option's shards are read from its first pick until they cover the line; otherwise every shard of the option.
 */
async function readProductShards(
  db: Firestore,
  products: ProductDocuments,
  tx: Transaction,
  snapshot: DocumentSnapshot,
  wants: readonly StockWant[],
  cover: boolean,
): Promise<{ data: Record<string, unknown>; shards: [string, ShardRead[]][] }> {
  const shardCount = stockShardCount(snapshot.data());
  let data: Record<string, unknown> = { ...snapshot.data() };
  const wanted = new Map<string, { variant: string | null; units: number; first: number }>();
  for (const want of wants.filter((candidate) => candidate.productId === snapshot.id)) {
    const variant = optionOf(products, snapshot.id, data, want.variant);
    const key = optionKey(snapshot.id, variant);
    const before = wanted.get(key);
    const first = before?.first ?? want.firstShard ?? Math.floor(Math.random() * shardCount);
    wanted.set(key, { variant, units: (before?.units ?? 0) + Math.max(0, want.units), first });
  }
  const shards: [string, ShardRead[]][] = [];
  for (const [key, want] of wanted) {
    const read = cover
      ? await readShardsCovering(
          tx,
          db,
          snapshot.id,
          want.variant,
          shardOrder(shardCount, want.first, Math.random),
          want.units,
        )
      : await readAllShards(tx, db, snapshot.id, want.variant, shardCount);
    shards.push([key, read]);
    const held = read.reduce((sum, shard) => sum + shard.units, 0);
    for (const write of products.stockSetWrites(data, want.variant, held) ?? []) {
      data = withValue(data, write.path, write.value);
    }
  }
  return { data, shards };
}

/**
 * The product documents; those the placement expects sharded (a want names the shard to try first) are read outside
 * the transaction, so their placements lock only their shards and the product's refresh never waits on them. One
 * found not sharded after all (the owner joined its shards) is read again in the transaction, which then writes it.
 */
async function readProductDocuments(
  db: Firestore,
  products: ProductDocuments,
  tx: Transaction,
  ids: readonly string[],
  wants: readonly StockWant[],
): Promise<Map<string, DocumentSnapshot>> {
  const refOf = (id: string) => db.collection(products.collection).doc(id);
  const hinted = new Set(wants.filter((want) => want.firstShard !== undefined).map((want) => want.productId));
  const outside = ids.filter((id) => hinted.has(id));
  const read = new Map<string, DocumentSnapshot>();
  if (outside.length > 0) {
    const snapshots = await db.getAll(...outside.map(refOf));
    snapshots.forEach((snapshot, index) => {
      if (snapshot.exists && stockShardCount(snapshot.data()) > 0) read.set(outside[index]!, snapshot);
    });
  }
  const inside = ids.filter((id) => !read.has(id));
  if (inside.length > 0) {
    const snapshots = await tx.getAll(...inside.map(refOf));
    snapshots.forEach((snapshot, index) => read.set(inside[index]!, snapshot));
  }
  return new Map(ids.map((id) => [id, read.get(id)!]));
}

export async function readProducts(
  db: Firestore,
  products: ProductDocuments,
  tx: Transaction,
  ids: readonly string[],
  wants: readonly StockWant[] = [],
  cover = false,
): Promise<ProductReads> {
  const unique = [...new Set(ids)];
  const byId = await readProductDocuments(db, products, tx, unique, wants);
  const snapshots = [...byId.values()];
  const data = new Map<string, Record<string, unknown>>();
  const shards = new Map<string, readonly ShardRead[]>();
  for (const snapshot of snapshots) {
    if (!snapshot.exists || stockShardCount(snapshot.data()) === 0) continue;
    const read = await readProductShards(db, products, tx, snapshot, wants, cover);
    data.set(snapshot.id, read.data);
    for (const [key, shardReads] of read.shards) shards.set(key, shardReads);
  }
  return {
    snapshots: byId,
    data: (productId) => data.get(productId) ?? byId.get(productId)?.data(),
    shards,
  };
}
