// Reading and writing a hot product's stock shards (domain/stock-shards.ts) in a transaction: `stockShards/{id}`, one
// document per product option and shard, holding its units left and the units sold through it.
import { createHash } from 'node:crypto';
import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import type { ShardUnits } from '../domain/stock-shards.js';

export const STOCK_SHARDS_COLLECTION = 'stockShards';

/** A shard as read in a transaction, with its document. */
export interface ShardRead extends ShardUnits {
  readonly ref: DocumentReference;
}

/** The shard's document; variant names may hold any character, so they are hashed into the id. */
export function stockShardRef(
  db: Firestore,
  productId: string,
  variant: string | null,
  index: number,
): DocumentReference {
  const option = variant === null ? 'all' : `v${createHash('sha256').update(variant).digest('hex').slice(0, 16)}`;
  return db.collection(STOCK_SHARDS_COLLECTION).doc(`${productId}~${option}~${index}`);
}

function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0;
}

async function readShards(
  tx: Transaction,
  db: Firestore,
  productId: string,
  variant: string | null,
  indexes: readonly number[],
): Promise<ShardRead[]> {
  if (indexes.length === 0) return [];
  const refs = indexes.map((index) => stockShardRef(db, productId, variant, index));
  const snapshots = await tx.getAll(...refs);
  return snapshots.map((snapshot, position) => {
    const data = snapshot.data() ?? {};
    return { ref: refs[position]!, index: indexes[position]!, units: count(data.units), sold: count(data.sold) };
  });
}

/** Every shard of one option of a product (a missing shard holds nothing). */
export function readAllShards(
  tx: Transaction,
  db: Firestore,
  productId: string,
  variant: string | null,
  shardCount: number,
): Promise<ShardRead[]> {
  return readShards(
    tx,
    db,
    productId,
    variant,
    Array.from({ length: shardCount }, (_, index) => index),
  );
}

/**
 * The shards of one option a placement takes from, read in `tx`: its first pick, and when that cannot cover the line,
 * the others that hold units (found by a read outside the transaction, in a random order) until they cover it. Only
 * shards it may write are read in the transaction, so a placement locks no shard it leaves alone, and one that finds
 * too few units refuses having locked only those: the crowd at the last units does not queue on every shard.
 */
export async function readShardsCovering(
  tx: Transaction,
  db: Firestore,
  productId: string,
  variant: string | null,
  order: readonly number[],
  wanted: number,
): Promise<ShardRead[]> {
  const [first, ...others] = order;
  if (first === undefined) return [];
  const read = await readShards(tx, db, productId, variant, [first]);
  let held = read[0]!.units;
  if (held >= wanted || others.length === 0) return read;
  const seen = await db.getAll(...others.map((index) => stockShardRef(db, productId, variant, index)));
  const withUnits = others
    .map((index, position) => ({ index, units: count(seen[position]!.data()?.units) }))
    .filter((shard) => shard.units > 0)
    // In a random order: placements short of units at once do not all converge on the same fullest shard.
    .sort(() => Math.random() - 0.5);
  for (const { index } of withUnits) {
    const [shard] = await readShards(tx, db, productId, variant, [index]);
    read.push(shard!);
    held += shard!.units;
    if (held >= wanted) break;
  }
  return read;
}

/** Writes the shards that changed (`after` by index; each shard is written once per transaction). */
export function writeShards(
  tx: Transaction,
  before: readonly ShardRead[],
  after: readonly ShardUnits[],
  productId: string,
  variant: string | null,
): void {
  for (const shard of before) {
    const next = after.find((candidate) => candidate.index === shard.index);
    if (next === undefined || (next.units === shard.units && next.sold === shard.sold)) continue;
    tx.set(shard.ref, { productId, variant, index: shard.index, units: next.units, sold: next.sold });
  }
}
