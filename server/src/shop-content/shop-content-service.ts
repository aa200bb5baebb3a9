// The owner's edits of the two documents the catalog listener watches: marketing/marketingData and settings/shop.
// Each edit is checked field by field, then replaces the document in a transaction that also writes its audit
// record (the document before and after). The listener brings the change to every instance within a second.
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import type { AdminActor } from '../shared/admin-actor.js';
import type { AuditEntry } from '../shared/audit-log.js';
import type { Marketing } from '../domain/marketing.js';
import {
  checkMarketing,
  checkShopSettings,
  type MarketingInput,
  type ShopSettingsInput,
} from '../domain/shop-content-edits.js';
import type { ShopSettings } from '../domain/shop-settings.js';
import type { UserError } from '../domain/user-errors.js';
import { runTransaction } from '../shared/firestore-transaction.js';

/** Where the two documents live and how the catalog reads a marketing document, handed in by the composition root. */
export interface ShopContentDocuments {
  readonly marketing: { readonly collection: string; readonly id: string };
  readonly settings: { readonly collection: string; readonly id: string };
  /** The catalog's own reading of a marketing document. */
  parseMarketing(data: unknown): Marketing;
}

export interface ShopContentService {
  updateMarketing(
    actor: AdminActor,
    input: MarketingInput,
  ): Promise<{ marketing: Marketing | null; userErrors: UserError[] }>;
  updateSettings(
    actor: AdminActor,
    input: ShopSettingsInput,
  ): Promise<{ settings: ShopSettings | null; userErrors: UserError[] }>;
}

export interface ShopContentServiceDeps {
  readonly db: Firestore;
  readonly documents: ShopContentDocuments;
  readonly audit: (tx: Transaction, entry: AuditEntry) => void;
}

export function createShopContentService(deps: ShopContentServiceDeps): ShopContentService {
  async function replace(
    actor: AdminActor,
    where: { collection: string; id: string },
    action: string,
    document: object,
  ): Promise<void> {
    const ref = deps.db.collection(where.collection).doc(where.id);
    await runTransaction(deps.db, async (tx) => {
      const before = await tx.get(ref);
      tx.set(ref, { ...document });
      deps.audit(tx, {
        actor,
        action,
        target: { type: where.collection, id: where.id },
        before: before.exists ? before.data() : null,
        after: document,
      });
    });
  }

  return {
    async updateMarketing(actor, input) {
      const checked = checkMarketing(input);
      if (!checked.ok) return { marketing: null, userErrors: checked.errors };
      await replace(actor, deps.documents.marketing, 'marketing.update', checked.value);
      return { marketing: deps.documents.parseMarketing(checked.value), userErrors: [] };
    },

    async updateSettings(actor, input) {
      const checked = checkShopSettings(input);
      if (!checked.ok) return { settings: null, userErrors: checked.errors };
      await replace(
        actor,
        deps.documents.settings,
        'settings.update',
        JSON.parse(JSON.stringify(checked.value)) as object,
      );
      return { settings: checked.value, userErrors: [] };
    },
  };
}
