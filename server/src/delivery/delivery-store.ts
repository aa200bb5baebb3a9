// The delivery feature's Firestore documents: the settings (settings/delivery) and the places booked per slot and
// date (deliverySlotBookings/{date}_{slotId} and its shards …#1 to …#7, { date, slotId, booked }, summed). Orders take and give back places inside their
// own transactions through the ledger below; this module is the only one that spells these names.
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { parseDeliverySettings, type DeliverySettings } from '../domain/delivery-settings.js';
import type { AdminActor } from '../shared/admin-actor.js';
import type { AuditEntry } from '../shared/audit-log.js';
import { runTransaction } from '../shared/firestore-transaction.js';
import { createSlotPlaces, type SlotBooking, type SlotPlaces } from './slot-places.js';

export const DELIVERY_SETTINGS = { collection: 'settings', id: 'delivery' } as const;
export const SLOT_BOOKINGS = 'deliverySlotBookings';

/** How long an instance answers from the settings it read last: a change reaches checkout within a second. */
const SETTINGS_FRESH_MS = 1_000;

export type { SlotBooking } from './slot-places.js';

/** A slot's places inside an order's transaction: read first, then take (after checking) or give back. */
export type SlotLedger = SlotPlaces;

export interface DeliveryStore {
  settings(): Promise<DeliverySettings>;
  /** Places booked per "date slotId" between two dates (inclusive). */
  bookedBetween(from: string, to: string): Promise<ReadonlyMap<string, number>>;
  replaceSettings(actor: AdminActor, settings: DeliverySettings): Promise<void>;
  readonly ledger: SlotLedger;
}

export const bookingKey = (date: string, slotId: string): string => `${date} ${slotId}`;

/** A count document's share of its slot's bookings (a shard may be below zero while the others make up for it). */
function readBooked(data: unknown): number {
  const booked = (data as { booked?: unknown } | undefined)?.booked;
  return typeof booked === 'number' && Number.isFinite(booked) ? Math.trunc(booked) : 0;
}

export function createDeliveryStore(
  db: Firestore,
  audit: (tx: Transaction, entry: AuditEntry) => void,
  clock: () => number = Date.now,
): DeliveryStore {
  const settingsRef = db.collection(DELIVERY_SETTINGS.collection).doc(DELIVERY_SETTINGS.id);
  const bookings = db.collection(SLOT_BOOKINGS);
  const bookingRef = ({ date, slotId }: SlotBooking, shard: number) =>
    bookings.doc(shard === 0 ? `${date}_${slotId}` : `${date}_${slotId}#${shard}`);
  let cached: { settings: DeliverySettings; at: number } | null = null;

  return {
    async settings() {
      if (cached && clock() - cached.at < SETTINGS_FRESH_MS) return cached.settings;
      const snapshot = await settingsRef.get();
      cached = { settings: parseDeliverySettings(snapshot.data()), at: clock() };
      return cached.settings;
    },

    async bookedBetween(from, to) {
      const snapshot = await bookings.where('date', '>=', from).where('date', '<=', to).get();
      const booked = new Map<string, number>();
      for (const doc of snapshot.docs) {
        const data = doc.data() as { date?: unknown; slotId?: unknown };
        if (typeof data.date === 'string' && typeof data.slotId === 'string') {
          const key = bookingKey(data.date, data.slotId);
          booked.set(key, (booked.get(key) ?? 0) + readBooked(data));
        }
      }
      for (const [key, count] of booked) booked.set(key, Math.max(0, count));
      return booked;
    },

    async replaceSettings(actor, settings) {
      const document = JSON.parse(JSON.stringify(settings)) as object;
      await runTransaction(db, async (tx) => {
        const before = await tx.get(settingsRef);
        tx.set(settingsRef, document);
        audit(tx, {
          actor,
          action: 'delivery-settings.update',
          target: { type: DELIVERY_SETTINGS.collection, id: DELIVERY_SETTINGS.id },
          before: before.exists ? before.data() : null,
          after: document,
        });
      });
      cached = null;
    },

    ledger: createSlotPlaces(db, settingsRef, bookingRef, parseDeliverySettings),
  };
}
