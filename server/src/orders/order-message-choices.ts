// What the buyer chose about WhatsApp messages for one order, as stored on the order document: only what differs from
// the defaults (no updates, English, no gift notice), so an order without a choice stores nothing.
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import type { OrderMessageChoices } from './orders-store-types.js';

export const NO_MESSAGES: OrderMessageChoices = { updates: false, language: 'en', giftNotice: false };

/** The fields an order document gets for these choices. */
export function messageChoicesDocument(choices: OrderMessageChoices): Record<string, unknown> {
  return {
    ...(choices.updates ? { whatsappUpdates: true } : {}),
    ...(choices.language === 'ta' ? { whatsappLanguage: 'ta' } : {}),
    ...(choices.giftNotice ? { whatsappGiftNotice: true } : {}),
  };
}

/** The choices stored on an order document; anything malformed reads as the default. */
export function storedMessageChoices(snapshot: DocumentSnapshot): OrderMessageChoices {
  return {
    updates: snapshot.get('whatsappUpdates') === true,
    language: snapshot.get('whatsappLanguage') === 'ta' ? 'ta' : 'en',
    giftNotice: snapshot.get('whatsappGiftNotice') === true,
  };
}
