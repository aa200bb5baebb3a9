// A delivery slot's places as a ledger of numbered documents (issue 37): deliverySlotPlaces/{date}_{slotId}~{n} for
// n below the slot's capacity, each created by the order that holds it. Two placements can never hold one number, so
// a slot is never booked past its capacity, and placements of one slot no longer read and write one shared document:
// on Firestore (and far worse on its emulator) two transactions that read and then write one document wait on each
// other, which made every placement of a busy evening wait on the others of its slot. The per-slot count that
// shoppers' slot pickers and the owner read (deliverySlotBookings/{date}_{slotId}, .booked) is kept with increments in
// the same transactions, split over COUNT_SHARDS documents by place number: the emulator makes transactions that
// increment one document wait on each other and retry (a 40-shopper race on one slot: 50 retries, p99 9 s; split,
// 4–11 retries, as without a count).
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import type { DeliverySettings } from '../domain/delivery-settings.js';

export const SLOT_PLACES = 'deliverySlotPlaces';

export interface SlotBooking {
  readonly date: string;
  readonly slotId: string;
}

/** What a placement's transaction learnt of its slot: the count it may plan with, the settings, the free place. */
export interface SlotRead {
  /** Places booked as far as the plan needs to know: the capacity when no place is free, one less otherwise. */
  readonly booked: number;
  readonly settings: DeliverySettings;
  /** The free place number the transaction read (null: none free; the plan refuses the slot as full). */
  readonly place: number | null;
}

/** How many free numbers one read of the transaction tries at once. */
const CANDIDATES_PER_READ = 4;
/** How many reads of free numbers a placement makes before it calls the slot full (racers take them meanwhile). */
const PROBE_ROUNDS = 5;
/** How many documents a slot's count is split over (deliverySlotBookings/{date}_{slotId} and …#1 to …#7). */
export const COUNT_SHARDS = 8;
/** How long an instance avoids numbers it just offered to a placement of its own (they may be being taken). */
const OFFERED_MS = 15_000;

/** The count document a place's booking is counted in (a late retake's, or no number: the first). */
export const countShard = (place: unknown): number =>
  typeof place === 'number' && Number.isInteger(place) && place >= 0 ? place % COUNT_SHARDS : 0;

const counted = (booking: SlotBooking, change: number) => ({
  date: booking.date,
  slotId: booking.slotId,
  booked: FieldValue.increment(change),
});

export const placeId = (booking: SlotBooking, place: number | string): string =>
  `${booking.date}_${booking.slotId}~${place}`;

/** Up to `count` numbers below `capacity` outside `avoid`, drawn at random. */
export function drawFreePlaces(capacity: number, avoid: ReadonlySet<number>, count: number): number[] {
  const drawn = new Set<number>();
  if (capacity - avoid.size > capacity / 2) {
    // Mostly free: draw at random, a bounded number of times.
    for (let tries = 0; drawn.size < count && tries < count * 8; tries += 1) {
      const place = Math.floor(Math.random() * capacity);
      if (!avoid.has(place)) drawn.add(place);
    }
    return [...drawn];
  }
  const free = Array.from({ length: capacity }, (_, place) => place).filter((place) => !avoid.has(place));
  for (let i = free.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [free[i], free[j]] = [free[j]!, free[i]!];
  }
  return free.slice(0, count);
}

export interface SlotPlaces {
  /** Reads the settings and one free place of the slot in `tx` (all reads; call before any write). */
  read(tx: Transaction, booking: SlotBooking): Promise<SlotRead>;
  /** Takes the place `read` found for the order; writes only. */
  take(tx: Transaction, booking: SlotBooking, read: SlotRead, orderId: string): void;
  /** Gives the order's place back (cancelled, expired); its writes happen in `tx`. */
  release(tx: Transaction, booking: SlotBooking, orderId: string): Promise<void>;
  /** Takes a place again for an order a late payment revived, beyond the capacity if need be, as before; writes only. */
  retake(tx: Transaction, booking: SlotBooking, orderId: string): void;
}

export function createSlotPlaces(
  db: Firestore,
  settingsRef: FirebaseFirestore.DocumentReference,
  countRef: (booking: SlotBooking, shard: number) => FirebaseFirestore.DocumentReference,
  parseSettings: (data: unknown) => DeliverySettings,
): SlotPlaces {
  const places = db.collection(SLOT_PLACES);
  const offered = new Map<string, number>();

  /** Numbers this instance offered lately for the slot (its own concurrent placements draw others). */
  function recentlyOffered(booking: SlotBooking): Set<number> {
    const now = Date.now();
    const prefix = placeId(booking, '');
    const numbers = new Set<number>();
    for (const [id, at] of offered) {
      if (now - at > OFFERED_MS) offered.delete(id);
      else if (id.startsWith(prefix)) numbers.add(Number(id.slice(prefix.length)));
    }
    return numbers;
  }

  /** The numbers taken now, read outside the transaction (a hint: the transaction's own read decides). */
  async function takenNow(booking: SlotBooking): Promise<Set<number>> {
    const snapshot = await places.where('date', '==', booking.date).where('slotId', '==', booking.slotId).get();
    const numbers = snapshot.docs.map((doc) => doc.get('place') as unknown);
    return new Set(numbers.filter((place): place is number => typeof place === 'number'));
  }

  async function firstFree(tx: Transaction, booking: SlotBooking, capacity: number): Promise<number | null> {
    const mine = recentlyOffered(booking);
    const seen = new Set<number>();
    for (let round = 0; round < PROBE_ROUNDS; round += 1) {
      // First at random (a slot with room); then from what is taken now (a slot filling up), asked afresh each round.
      const taken = round === 0 ? new Set<number>() : await takenNow(booking);
      for (const place of seen) taken.add(place);
      let candidates = drawFreePlaces(capacity, new Set([...taken, ...mine]), CANDIDATES_PER_READ);
      if (candidates.length === 0) candidates = drawFreePlaces(capacity, taken, CANDIDATES_PER_READ);
      if (candidates.length === 0) return null;
      const snapshots = await tx.getAll(...candidates.map((place) => places.doc(placeId(booking, place))));
      const index = snapshots.findIndex((snapshot) => !snapshot.exists);
      if (index >= 0) {
        offered.set(placeId(booking, candidates[index]!), Date.now());
        return candidates[index]!;
      }
      for (const place of candidates) seen.add(place);
    }
    return null;
  }

  return {
    async read(tx, booking) {
      const stored = await tx.get(settingsRef);
      const settings = parseSettings(stored.data());
      const capacity = settings.slots.find((slot) => slot.id === booking.slotId)?.capacityPerDay ?? 0;
      const place = capacity > 0 ? await firstFree(tx, booking, capacity) : null;
      // The plan only asks whether a place is left; the free number just read answers it without reading the count.
      return { booked: place === null ? capacity : capacity - 1, settings, place };
    },
    take(tx, booking, read, orderId) {
      if (read.place === null) throw new Error(`no free place of ${placeId(booking, '')} was read`);
      tx.create(places.doc(placeId(booking, read.place)), { ...booking, place: read.place, orderId });
      tx.set(countRef(booking, countShard(read.place)), counted(booking, 1), { merge: true });
    },
    async release(tx, booking, orderId) {
      // The order's own place, found outside the transaction: only this order's transitions delete it, and they
      // take turns on the order's document.
      const held = await places.where('orderId', '==', orderId).get();
      const own = held.docs.filter((doc) => doc.get('date') === booking.date);
      for (const doc of own) tx.delete(doc.ref);
      // An order that held no numbered place (a late retake, or booked before places were numbered) counted in the first.
      tx.set(countRef(booking, countShard(own[0]?.get('place'))), counted(booking, -1), { merge: true });
    },
    retake(tx, booking, orderId) {
      tx.set(places.doc(placeId(booking, `late-${orderId}`)), { ...booking, place: null, orderId });
      tx.set(countRef(booking, 0), counted(booking, 1), { merge: true });
    },
  };
}
