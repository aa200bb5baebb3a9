// The shoppers who opted out of WhatsApp updates, in `whatsappOptOuts`: one document for the account and one for the
// phone its token proved, so a message stops whether it names the account or only the phone. Anyone, with or without
// an account, opts their number out by replying "STOP" to the shop (and back in with "START"): the webhook records
// it on the phone's document. The worker reads them just before each send, so a message queued before the opt-out
// is not sent either; every instance reads the same documents.
import type { Firestore } from 'firebase-admin/firestore';
import { runTransaction } from '../shared/firestore-transaction.js';
import { NotSignedInError } from '../domain/errors.js';
import { userError, type UserError } from '../domain/user-errors.js';
import type { RequestUser } from '../shared/request-user.js';

export const WHATSAPP_OPT_OUTS = 'whatsappOptOuts';

export interface WhatsAppPreferences {
  readonly phone: string | null;
  readonly optedOut: boolean;
}

export interface WhatsAppOptOuts {
  /** Whether a message to this phone, for this account (null: a gift's recipient), must not be sent. */
  stops(to: string, uid: string | null): Promise<boolean>;
  preferencesOf(user: RequestUser | null): Promise<WhatsAppPreferences>;
  setOptOut(
    user: RequestUser | null,
    optedOut: boolean,
  ): Promise<{ preferences: WhatsAppPreferences | null; userErrors: UserError[] }>;
  /**
   * A "STOP" (true) or "START" (false) the phone's owner sent the shop: applied unless a later choice for the phone
   * is already recorded (webhooks arrive late and twice). 'applied' or 'outdated'.
   */
  recordReply(reply: { phone: string; optedOut: boolean; at: string; messageId: string }): Promise<ReplyOutcome>;
}

export type ReplyOutcome = 'applied' | 'outdated';

const accountKey = (uid: string) => `account:${uid}`;
const phoneKey = (phone: string) => `phone:${phone}`;

function signedIn(user: RequestUser | null): RequestUser {
  if (user === null) throw new NotSignedInError();
  return user;
}

export function createWhatsAppOptOuts(db: Firestore, now: () => Date = () => new Date()): WhatsAppOptOuts {
  const optOuts = db.collection(WHATSAPP_OPT_OUTS);
  const isOptedOut = (data: Record<string, unknown> | undefined) => data?.optedOut === true;

  return {
    async stops(to, uid) {
      const refs = [optOuts.doc(phoneKey(to)), ...(uid === null ? [] : [optOuts.doc(accountKey(uid))])];
      const found = await db.getAll(...refs);
      return found.some((snapshot) => isOptedOut(snapshot.data()));
    },

    async preferencesOf(user) {
      const { uid, phoneNumber } = signedIn(user);
      const snapshot = await optOuts.doc(accountKey(uid)).get();
      return { phone: phoneNumber, optedOut: isOptedOut(snapshot.data()) };
    },

    async setOptOut(user, optedOut) {
      const { uid, phoneNumber } = signedIn(user);
      if (phoneNumber === null)
        return {
          preferences: null,
          userErrors: [userError('phone', 'PHONE_NOT_VERIFIED', 'Verify your phone number first.')],
        };
      const record = { optedOut, uid, phone: phoneNumber, at: now().toISOString() };
      const batch = db.batch();
      batch.set(optOuts.doc(accountKey(uid)), record);
      batch.set(optOuts.doc(phoneKey(phoneNumber)), record);
      await batch.commit();
      return { preferences: { phone: phoneNumber, optedOut }, userErrors: [] };
    },

    recordReply: ({ phone, optedOut, at, messageId }) =>
      runTransaction(db, async (tx) => {
        const ref = optOuts.doc(phoneKey(phone));
        const recorded = (await tx.get(ref)).data();
        const recordedAt = typeof recorded?.at === 'string' ? recorded.at : '';
        if (recordedAt > at) return 'outdated';
        // The account that proved the phone (if any) is kept: its own choice stays on its account document.
        const uid = typeof recorded?.uid === 'string' ? recorded.uid : null;
        tx.set(ref, { optedOut, uid, phone, at, via: 'whatsapp-reply', messageId });
        return 'applied';
      }),
  };
}
