// The delivery feature's Firestore documents: the settings (settings/delivery) and the places booked per slot and
// date (deliverySlotBookings/{date}_{slotId}, { date, slotId, booked }). Orders take and give back places inside their
// own transactions through the ledger below; this module is the only one that spells these names.
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { parseDeliverySettings, type DeliverySettings } from '../domain/delivery-settings.js';
import type { AdminActor } from '../shared/admin-actor.js';
import type { AuditEntry } from '../shared/audit-log.js';
import { runTransaction } from '../shared/firestore-transaction.js';

export const DELIVERY_SETTINGS = { collection: 'settings', id: 'delivery' } as const;
export const SLOT_BOOKINGS = 'deliverySlotBookings';

/** How long an instance answers from the settings it read last: a change reaches checkout within a second. */
const SETTINGS_FRESH_MS = 1_000;

export interface SlotBooking {
  readonly date: string;
  readonly slotId: string;
}

/** A slot's places inside an order's transaction: read first, then take (after checking) or give back. */
export interface SlotLedger {
  /** The places booked for the slot on the date and the settings as stored now (both read in `tx`). */
  read(tx: Transaction, booking: SlotBooking): Promise<{ booked: number; settings: DeliverySettings }>;
  /** Takes one place, given the count `read` answered; writes only. */
  take(tx: Transaction, booking: SlotBooking, booked: number): void;
  /** Gives the place of a cancelled or expired order back; writes only. */
  release(tx: Transaction, booking: SlotBooking): void;
  /** Takes a given-back place again (a late payment revives the order); writes only. */
  retake(tx: Transaction, booking: SlotBooking): void;
}

export interface DeliveryStore {
  settings(): Promise<DeliverySettings>;
  /** Places booked per "date slotId" between two dates (inclusive). */
  bookedBetween(from: string, to: string): Promise<ReadonlyMap<string, number>>;
  replaceSettings(actor: AdminActor, settings: DeliverySettings): Promise<void>;
  readonly ledger: SlotLedger;
}

export const bookingKey = (date: string, slotId: string): string => `${date} ${slotId}`;

function readBooked(data: unknown): number {
  const booked = (data as { booked?: unknown } | undefined)?.booked;
  return typeof booked === 'number' && Number.isFinite(booked) && booked > 0 ? Math.floor(booked) : 0;
}

export function createDeliveryStore(
  db: Firestore,
  audit: (tx: Transaction, entry: AuditEntry) => void,
  clock: () => number = Date.now,
): DeliveryStore {
  const settingsRef = db.collection(DELIVERY_SETTINGS.collection).doc(DELIVERY_SETTINGS.id);
  const bookings = db.collection(SLOT_BOOKINGS);
  const bookingRef = ({ date, slotId }: SlotBooking) => bookings.doc(`${date}_${slotId}`);
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
        if (typeof data.date === 'string' && typeof data.slotId === 'string')
          booked.set(bookingKey(data.date, data.slotId), readBooked(data));
      }
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

    ledger: {
      async read(tx, booking) {
        const [slot, stored] = await tx.getAll(bookingRef(booking), settingsRef);
        return { booked: readBooked(slot!.data()), settings: parseDeliverySettings(stored!.data()) };
      },
      take(tx, booking, booked) {
        tx.set(bookingRef(booking), { date: booking.date, slotId: booking.slotId, booked: booked + 1 });
      },
      release(tx, booking) {
        tx.set(bookingRef(booking), { booked: FieldValue.increment(-1) }, { merge: true });
      },
      retake(tx, booking) {
        tx.set(bookingRef(booking), { ...booking, booked: FieldValue.increment(1) }, { merge: true });
      },
    },
  };
}
