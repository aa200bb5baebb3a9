// What the bench's check counts after a scenario: each product's units and each delivery slot's places booked.
import type { Firestore } from 'firebase-admin/firestore';

/**
 * Each product's units: its `stock`, or for a product whose shards sold anything (a checkout with shards) what its
 * shards hold, the truth its `stock` is refreshed from.
 */
export async function stocks(db: Firestore): Promise<Map<string, number>> {
  const snapshot = await db.collection('products').get();
  const units = new Map(snapshot.docs.map((doc) => [doc.id, doc.get('stock') as number]));
  const shards = await db.collection('stockShards').get();
  const sharded = new Map<string, { units: number; sold: number }>();
  for (const doc of shards.docs) {
    const id = doc.get('productId') as string;
    const before = sharded.get(id) ?? { units: 0, sold: 0 };
    sharded.set(id, {
      units: before.units + (doc.get('units') as number),
      sold: before.sold + (doc.get('sold') as number),
    });
  }
  for (const [id, shard] of sharded) if (shard.sold > 0) units.set(id, shard.units);
  return units;
}

/** Places booked per `{date}_{slotId}`, summed over the count's shards (delivery/slot-places.ts). */
export async function bookings(db: Firestore): Promise<Map<string, number>> {
  const snapshot = await db.collection('deliverySlotBookings').get();
  const booked = new Map<string, number>();
  for (const doc of snapshot.docs) {
    const slot = `${doc.get('date') as string}_${doc.get('slotId') as string}`;
    booked.set(slot, (booked.get(slot) ?? 0) + ((doc.get('booked') as number | undefined) ?? 0));
  }
  return booked;
}
