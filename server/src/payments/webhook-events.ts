// One Firestore document per webhook event id (paymentWebhookEvents/{id}), created with create(): the provider
// delivers at least once, and only the delivery whose create() succeeds is handled.
import type { Firestore } from 'firebase-admin/firestore';

export const WEBHOOK_EVENTS_COLLECTION = 'paymentWebhookEvents';

export interface WebhookEvents {
  /** True for the first delivery of this event id; false when it was seen before. */
  claim(eventId: string, event: string, at: Date): Promise<boolean>;
  /** Forgets an event whose handling failed, so that its redelivery is handled. */
  release(eventId: string): Promise<void>;
}

const ALREADY_EXISTS = 6;

function documentId(eventId: string): string {
  // Firestore ids may not contain '/' nor be '.' or '..'; event ids are short tokens, kept readable.
  return encodeURIComponent(eventId).slice(0, 500);
}

export function firestoreWebhookEvents(db: Firestore): WebhookEvents {
  const events = db.collection(WEBHOOK_EVENTS_COLLECTION);
  return {
    async claim(eventId, event, at) {
      try {
        await events.doc(documentId(eventId)).create({ event, receivedAt: at });
        return true;
      } catch (error) {
        if ((error as { code?: unknown }).code === ALREADY_EXISTS) return false;
        throw error;
      }
    },
    async release(eventId) {
      await events.doc(documentId(eventId)).delete();
    },
  };
}
