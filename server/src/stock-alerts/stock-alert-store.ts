// The one module that knows where "Notify me" requests live: collection stockAlerts, one document per auth uid
// holding the account's waiting requests (the cap is then one read in one transaction), and the mail collection the
// back-in-stock mail is written to. A malformed stored request is dropped, never a crash.
import { createHash } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { addStockAlert, stockAlertKey, type StockAlert } from '../domain/stock-alerts.js';
import { createKeyedMutex } from '../shared/keyed-mutex.js';
import { runTransaction } from '../shared/firestore-transaction.js';

export const STOCK_ALERTS_COLLECTION = 'stockAlerts';
/** The "Trigger Email" extension's collection, the same as the order mails'. */
export const MAIL_COLLECTION = 'mail';

export interface StockAlertMail {
  readonly to: string;
  readonly message: { readonly subject: string; readonly text: string; readonly html: string };
}

export type AddOutcome = 'ADDED' | 'EXISTS' | 'FULL';

/** Back-in-stock mails one account may be sent on one shop day (Asia/Kolkata), counted in its document. */
export interface DailyMailCap {
  readonly day: string;
  readonly limit: number;
}

/** SENT: ended and mailed; GONE: no such request waits (sent or cancelled); CAPPED: waits on, over the day's cap. */
export type SendOutcome =
  | { readonly status: 'SENT'; readonly mailId: string; readonly mail: StockAlertMail }
  | { readonly status: 'GONE' }
  | { readonly status: 'CAPPED' };

export interface StockAlertStore {
  list(uid: string): Promise<StockAlert[]>;
  /** Adds the request in one transaction with the cap check, so two instances adding at once cannot pass the cap. */
  add(uid: string, email: string, alert: StockAlert): Promise<{ outcome: AddOutcome; alert: StockAlert }>;
  /** Ends a waiting request; false when none waited. */
  remove(uid: string, productId: string, variant: string | null): Promise<boolean>;
  /** The accounts with a request waiting for this product and option. */
  waitingFor(productId: string, variant: string | null): Promise<string[]>;
  /**
   * In one transaction: when the request still waits, ends it and writes its mail; answers whether it did. Two
   * instances sending at once: the second finds the request ended, so one mail per request.
   */
  sendOnce(
    uid: string,
    productId: string,
    variant: string | null,
    mail: (email: string) => StockAlertMail,
    cap: DailyMailCap,
  ): Promise<SendOutcome>;
}

type Data = Record<string, unknown>;

const isRecord = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function alertFromDocument(value: unknown): StockAlert | null {
  if (!isRecord(value)) return null;
  const { productId, variant, createdAt } = value;
  if (typeof productId !== 'string' || productId === '') return null;
  if (variant !== null && variant !== undefined && typeof variant !== 'string') return null;
  return {
    productId,
    variant: typeof variant === 'string' ? variant : null,
    createdAt: typeof createdAt === 'number' && Number.isFinite(createdAt) ? createdAt : 0,
  };
}

export function stockAlertsFromDocument(data: Data | undefined): StockAlert[] {
  if (!data || !Array.isArray(data['alerts'])) return [];
  return data['alerts'].flatMap((value) => alertFromDocument(value) ?? []);
}

function stockAlertsDocument(uid: string, email: string, alerts: readonly StockAlert[], at: Date): Data {
  return {
    uid,
    email,
    alerts: alerts.map((alert) => ({ ...alert })),
    // What waitingFor queries (array-contains): one key per waiting request.
    keys: alerts.map((alert) => stockAlertKey(alert.productId, alert.variant)),
    updatedAt: at,
  };
}

/** A mail id per request (its key and when it was made), so writing it twice would fail rather than mail twice. */
function mailId(uid: string, alert: StockAlert): string {
  const key = createHash('sha256').update(stockAlertKey(alert.productId, alert.variant)).digest('hex').slice(0, 20);
  return `back-in-stock-${uid}-${key}-${alert.createdAt}`;
}

export function createStockAlertStore(db: Firestore, now: () => Date = () => new Date()): StockAlertStore {
  const doc = (uid: string) => db.collection(STOCK_ALERTS_COLLECTION).doc(uid);
  // One account's writes take turns inside this instance; the transaction stays the guarantee across instances.
  const turns = createKeyedMutex();
  const sameAs = (productId: string, variant: string | null) => (alert: StockAlert) =>
    alert.productId === productId && alert.variant === variant;

  return {
    async list(uid) {
      return stockAlertsFromDocument((await doc(uid).get()).data());
    },

    add(uid, email, alert) {
      return turns.run([uid], () =>
        runTransaction(db, async (tx) => {
          const alerts = stockAlertsFromDocument((await tx.get(doc(uid))).data());
          const next = addStockAlert(alerts, alert);
          if (next.outcome === 'ADDED') {
            tx.set(doc(uid), stockAlertsDocument(uid, email, next.alerts, now()), { merge: true });
          }
          const kept = next.alerts.find(sameAs(alert.productId, alert.variant)) ?? alert;
          return { outcome: next.outcome, alert: kept };
        }),
      );
    },

    remove(uid, productId, variant) {
      return turns.run([uid], () =>
        runTransaction(db, async (tx) => {
          const snapshot = await tx.get(doc(uid));
          const alerts = stockAlertsFromDocument(snapshot.data());
          const rest = alerts.filter((alert) => !sameAs(productId, variant)(alert));
          if (rest.length === alerts.length) return false;
          const email: unknown = snapshot.get('email');
          tx.set(doc(uid), stockAlertsDocument(uid, typeof email === 'string' ? email : '', rest, now()), {
            merge: true,
          });
          return true;
        }),
      );
    },

    async waitingFor(productId, variant) {
      const found = await db
        .collection(STOCK_ALERTS_COLLECTION)
        .where('keys', 'array-contains', stockAlertKey(productId, variant))
        .select()
        .get();
      return found.docs.map((snapshot) => snapshot.id);
    },

    sendOnce(uid, productId, variant, compose, cap) {
      return turns.run([uid], () =>
        runTransaction(db, async (tx): Promise<SendOutcome> => {
          const snapshot = await tx.get(doc(uid));
          const alerts = stockAlertsFromDocument(snapshot.data());
          const alert = alerts.find(sameAs(productId, variant));
          const email: unknown = snapshot.get('email');
          if (!alert || typeof email !== 'string' || email === '') return { status: 'GONE' };
          const sentToday = snapshot.get('mailDay') === cap.day ? Number(snapshot.get('mailsOnDay')) || 0 : 0;
          if (sentToday >= cap.limit) return { status: 'CAPPED' };
          const mail = compose(email);
          const id = mailId(uid, alert);
          const rest = alerts.filter((other) => other !== alert);
          tx.set(
            doc(uid),
            { ...stockAlertsDocument(uid, email, rest, now()), mailDay: cap.day, mailsOnDay: sentToday + 1 },
            { merge: true },
          );
          tx.create(db.collection(MAIL_COLLECTION).doc(id), { to: mail.to, message: { ...mail.message } });
          return { status: 'SENT', mailId: id, mail };
        }),
      );
    },
  };
}
