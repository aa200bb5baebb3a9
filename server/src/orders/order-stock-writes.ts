// Reading an order's products in its transaction and writing their stock: one update per product, with every take
// of its variants and sales together (a document may be updated once per transaction).
import {
  FieldPath,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import type { ProductDocuments, StockTake } from './orders-store-types.js';

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

/** A copy of `data` with the value at `path` replaced (so several takes of one product see each other). */
function withValue(data: Record<string, unknown>, path: readonly string[], value: unknown): Record<string, unknown> {
  const [head, ...rest] = path;
  if (head === undefined) return data;
  if (rest.length === 0) return { ...data, [head]: value };
  const child = data[head];
  const record =
    typeof child === 'object' && child !== null && !Array.isArray(child) ? (child as Record<string, unknown>) : {};
  return { ...data, [head]: withValue(record, rest, value) };
}

export function applyTakes(
  products: ProductDocuments,
  tx: Transaction,
  snapshots: ReadonlyMap<string, DocumentSnapshot>,
  takes: readonly StockTake[],
): void {
  // One update per product: its variants and sales together (a document may be updated once per transaction).
  const byProduct = new Map<string, StockTake[]>();
  for (const take of takes) byProduct.set(take.productId, [...(byProduct.get(take.productId) ?? []), take]);
  for (const [productId, productTakes] of byProduct) {
    const snapshot = snapshots.get(productId);
    if (!snapshot?.exists) continue;
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

export async function readProducts(
  db: Firestore,
  products: ProductDocuments,
  tx: Transaction,
  ids: readonly string[],
): Promise<Map<string, DocumentSnapshot>> {
  const unique = [...new Set(ids)];
  const snapshots =
    unique.length === 0 ? [] : await tx.getAll(...unique.map((id) => db.collection(products.collection).doc(id)));
  return new Map(unique.map((id, index) => [id, snapshots[index]!]));
}
