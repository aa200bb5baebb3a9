// How each Firestore source of the catalog is applied to the store. A document that cannot be understood is logged
// with its id and left out.
import type { DocumentSnapshot, QueryDocumentSnapshot, QuerySnapshot } from 'firebase-admin/firestore';
import type { LiveCatalog } from './live-catalog.js';
import type { Logger } from '../logger.js';
import { parseCategoryDocument } from './documents/category-document.js';
import {
  CATEGORIES,
  MARKETING,
  MARKETING_DOCUMENT,
  PRODUCTS,
  SETTINGS,
  SHOP_SETTINGS_DOCUMENT,
} from './documents/collections.js';
import { parseShopSettings } from '../domain/shop-settings.js';
import { parseDeliverySettings } from '../domain/delivery-settings.js';
import { parseMarketingDocument } from './documents/marketing-document.js';
import { parseProductDocument } from './documents/product-document.js';
import { parseSearchSynonymsDocument } from './documents/search-synonyms-document.js';

export interface CatalogAppliers {
  /** `first`: the first delivery of a (re)subscription, which holds every document. */
  readonly products: (snapshot: QuerySnapshot, first: boolean) => void;
  readonly categories: (snapshot: QuerySnapshot, first: boolean) => void;
  readonly marketing: (doc: DocumentSnapshot) => void;
  readonly settings: (doc: DocumentSnapshot) => void;
  readonly synonyms: (doc: DocumentSnapshot) => void;
  readonly delivery: (doc: DocumentSnapshot) => void;
}

export function createCatalogAppliers(store: LiveCatalog, logger: Logger): CatalogAppliers {
  const categoryIds = new Set<string>();
  // The settings' problems last reported: a document re-delivered unchanged (a re-subscription) is not logged again.
  let reportedSettingsProblems = '[]';
  return {
    products: (snapshot, first) => applyProducts(store, logger, snapshot, first),
    categories: (snapshot, first) => applyCategories(store, logger, categoryIds, snapshot, first),
    marketing: (doc) => applyMarketing(store, logger, doc),
    settings: (doc) => {
      reportedSettingsProblems = applySettings(store, logger, doc, reportedSettingsProblems);
    },
    // A missing or unusable document means the default synonyms.
    synonyms: (doc) => store.setSearchSynonyms(doc.exists ? parseSearchSynonymsDocument(doc.data()) : null),
    // Read tolerantly like the delivery feature reads it: a malformed document means the defaults (no zones).
    delivery: (doc) => store.setDeliverySettings(doc.exists ? parseDeliverySettings(doc.data()) : null),
  };
}

function applyProducts(store: LiveCatalog, logger: Logger, snapshot: QuerySnapshot, first: boolean): void {
  if (first) {
    // A (re)subscription delivers every document: drop what disappeared while nobody listened.
    const present = new Set(snapshot.docs.map((doc) => doc.id));
    for (const id of [...store.productIds()]) if (!present.has(id)) store.removeProduct(id);
    for (const doc of snapshot.docs) applyProduct(store, logger, doc);
    return;
  }
  for (const change of snapshot.docChanges()) {
    if (change.type === 'removed') store.removeProduct(change.doc.id);
    else applyProduct(store, logger, change.doc);
  }
}

function applyProduct(store: LiveCatalog, logger: Logger, doc: QueryDocumentSnapshot): void {
  const parsed = parseProductDocument(doc.id, doc.data());
  if (parsed.ok) {
    store.upsertProduct(parsed.value);
  } else {
    logger.warn(
      { collection: PRODUCTS, id: doc.id, reason: parsed.reason },
      'product document left out: cannot be understood',
    );
    store.removeProduct(doc.id);
  }
}

function applyCategories(
  store: LiveCatalog,
  logger: Logger,
  categoryIds: Set<string>,
  snapshot: QuerySnapshot,
  first: boolean,
): void {
  const changes = first ? snapshot.docs.map((doc) => ({ type: 'added' as const, doc })) : snapshot.docChanges();
  if (first) {
    const present = new Set(snapshot.docs.map((doc) => doc.id));
    for (const id of [...categoryIds]) {
      if (present.has(id)) continue;
      categoryIds.delete(id);
      store.setCategory(id, null);
    }
  }
  for (const change of changes) {
    if (change.type === 'removed') {
      categoryIds.delete(change.doc.id);
      store.setCategory(change.doc.id, null);
      continue;
    }
    const parsed = parseCategoryDocument(change.doc.data());
    if (parsed.ok) {
      categoryIds.add(change.doc.id);
      store.setCategory(change.doc.id, parsed.value);
    } else {
      logger.warn(
        { collection: CATEGORIES, id: change.doc.id, reason: parsed.reason },
        'category document left out: cannot be understood',
      );
      store.setCategory(change.doc.id, null);
    }
  }
}

function applyMarketing(store: LiveCatalog, logger: Logger, doc: DocumentSnapshot): void {
  if (!doc.exists) {
    store.setMarketing(null);
    return;
  }
  const parsed = parseMarketingDocument(doc.data());
  if (parsed.ok) {
    store.setMarketing(parsed.value);
  } else {
    logger.warn(
      { collection: MARKETING, id: MARKETING_DOCUMENT, reason: parsed.reason },
      'marketing document left out: cannot be understood',
    );
    store.setMarketing(null);
  }
}

/** Applies the shop settings; answers the problems now reported (unchanged when the document is missing). */
function applySettings(store: LiveCatalog, logger: Logger, doc: DocumentSnapshot, reported: string): string {
  if (!doc.exists) {
    store.setSettings(null);
    return reported;
  }
  const { settings, problems } = parseShopSettings(doc.data());
  const report = JSON.stringify(problems);
  if (problems.length > 0 && report !== reported) {
    logger.warn(
      { collection: SETTINGS, id: SHOP_SETTINGS_DOCUMENT, problems },
      'shop settings: unusable fields left at their defaults',
    );
  }
  store.setSettings(settings);
  return report;
}
