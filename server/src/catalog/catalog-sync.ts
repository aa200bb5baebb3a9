import type {
  DocumentSnapshot, Firestore, QueryDocumentSnapshot, QuerySnapshot,
} from 'firebase-admin/firestore';
import type { CatalogStore } from './catalog-store.js';
import type { Logger } from '../logger.js';
import { parseCategoryDocument } from './documents/category-document.js';
import { CATEGORIES, MARKETING, MARKETING_DOCUMENT, PRODUCTS, SETTINGS, SHOP_SETTINGS_DOCUMENT } from './documents/collections.js';
import { parseShopSettings } from '../domain/shop-settings.js';
import { parseMarketingDocument } from './documents/marketing-document.js';
import { parseProductDocument } from './documents/product-document.js';

export interface CatalogSyncOptions {
  /** How often to check that Firestore still answers (listeners retry silently when it does not), in ms. */
  readonly probeIntervalMs?: number;
  /** How long a check may take before Firestore counts as unreachable, in ms. */
  readonly probeTimeoutMs?: number;
  /** Wait before re-subscribing a listener that failed, in ms. */
  readonly resubscribeDelayMs?: number;
}

export interface CatalogSync {
  stop(): void;
}

type Source = 'products' | 'categories' | 'marketing' | 'settings';
const SOURCES = 4;

/**
 * Keeps the catalog store current with Firestore listeners on products, categories, marketing/marketingData and
 * settings/shop (the shop's settings travel with the catalog, so a request reads them without a Firestore read).
 * A document that cannot be understood is logged with its id and left out. When Firestore stops answering, the store
 * keeps its last catalog and is marked degraded until Firestore answers again.
 */
export function startCatalogSync(
  db: Firestore,
  store: CatalogStore,
  logger: Logger,
  options: CatalogSyncOptions = {},
): CatalogSync {
  const probeIntervalMs = options.probeIntervalMs ?? 10_000;
  const probeTimeoutMs = options.probeTimeoutMs ?? 5_000;
  const resubscribeDelayMs = options.resubscribeDelayMs ?? 2_000;
  const loaded = new Set<Source>();
  const failed = new Map<Source, string>();
  const unsubscribers = new Map<Source, () => void>();
  const timers = new Set<NodeJS.Timeout>();
  let stopped = false;
  let probeFailure: string | null = null;
  const categoryIds = new Set<string>();

  function refreshState(): void {
    const problem = probeFailure ?? [...failed.values()][0] ?? null;
    if (problem) store.markDegraded(problem);
    else if (loaded.size === SOURCES) store.markLive();
  }

  function delivered(source: Source): void {
    loaded.add(source);
    failed.delete(source);
    refreshState();
  }

  function listenerFailed(source: Source, error: Error): void {
    logger.error({ err: error, source }, 'catalog listener failed; serving the last catalog and re-subscribing');
    failed.set(source, `the ${source} listener failed: ${error.message}`);
    unsubscribers.get(source)?.();
    refreshState();
    later(resubscribeDelayMs, () => subscribe(source));
  }

  function later(delayMs: number, run: () => void): void {
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!stopped) run();
    }, delayMs);
    timer.unref();
    timers.add(timer);
  }

  function applyProducts(snapshot: QuerySnapshot, first: boolean): void {
    if (first) {
      // A (re)subscription delivers every document: drop what disappeared while nobody listened.
      const present = new Set(snapshot.docs.map((doc) => doc.id));
      for (const id of [...store.productIds()]) if (!present.has(id)) store.removeProduct(id);
      for (const doc of snapshot.docs) applyProduct(doc);
      return;
    }
    for (const change of snapshot.docChanges()) {
      if (change.type === 'removed') store.removeProduct(change.doc.id);
      else applyProduct(change.doc);
    }
  }

  function applyProduct(doc: QueryDocumentSnapshot): void {
    const parsed = parseProductDocument(doc.id, doc.data());
    if (parsed.ok) {
      store.upsertProduct(parsed.value);
    } else {
      logger.warn({ collection: PRODUCTS, id: doc.id, reason: parsed.reason }, 'product document left out: cannot be understood');
      store.removeProduct(doc.id);
    }
  }

  function applyCategories(snapshot: QuerySnapshot, first: boolean): void {
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
        logger.warn({ collection: CATEGORIES, id: change.doc.id, reason: parsed.reason }, 'category document left out: cannot be understood');
        store.setCategory(change.doc.id, null);
      }
    }
  }

  function applyMarketing(doc: DocumentSnapshot): void {
    if (!doc.exists) {
      store.setMarketing(null);
      return;
    }
    const parsed = parseMarketingDocument(doc.data());
    if (parsed.ok) {
      store.setMarketing(parsed.value);
    } else {
      logger.warn({ collection: MARKETING, id: MARKETING_DOCUMENT, reason: parsed.reason }, 'marketing document left out: cannot be understood');
      store.setMarketing(null);
    }
  }

  // The settings' problems last reported: a document re-delivered unchanged (a re-subscription) is not logged again.
  let reportedSettingsProblems = '[]';

  function applySettings(doc: DocumentSnapshot): void {
    if (!doc.exists) {
      store.setSettings(null);
      return;
    }
    const { settings, problems } = parseShopSettings(doc.data());
    const report = JSON.stringify(problems);
    if (problems.length > 0 && report !== reportedSettingsProblems) {
      logger.warn({ collection: SETTINGS, id: SHOP_SETTINGS_DOCUMENT, problems }, 'shop settings: unusable fields left at their defaults');
    }
    reportedSettingsProblems = report;
    store.setSettings(settings);
  }

  function subscribe(source: Source): void {
    if (stopped) return;
    let first = true;
    const onError = (error: Error) => listenerFailed(source, error);
    const guarded = <T>(apply: (value: T, first: boolean) => void) => (value: T) => {
      try {
        apply(value, first);
      } catch (error) {
        logger.error({ err: error, source }, 'could not apply a catalog change');
      }
      first = false;
      delivered(source);
    };
    let unsubscribe: () => void;
    switch (source) {
      case 'products':
        unsubscribe = db.collection(PRODUCTS).onSnapshot(guarded(applyProducts), onError);
        break;
      case 'categories':
        unsubscribe = db.collection(CATEGORIES).onSnapshot(guarded(applyCategories), onError);
        break;
      case 'marketing':
        unsubscribe = db.collection(MARKETING).doc(MARKETING_DOCUMENT).onSnapshot(guarded(applyMarketing), onError);
        break;
      case 'settings':
        unsubscribe = db.collection(SETTINGS).doc(SHOP_SETTINGS_DOCUMENT).onSnapshot(guarded(applySettings), onError);
        break;
    }
    unsubscribers.set(source, unsubscribe);
  }

  async function probe(): Promise<void> {
    let timeout: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        db.collection(MARKETING).doc(MARKETING_DOCUMENT).get(),
        new Promise((_, reject) => {
          timeout = setTimeout(() => reject(new Error(`no answer within ${probeTimeoutMs} ms`)), probeTimeoutMs);
        }),
      ]);
      if (probeFailure) logger.info('Firestore answers again');
      probeFailure = null;
    } catch (error) {
      const message = `Firestore is unreachable: ${(error as Error).message}`;
      if (probeFailure === null) logger.warn({ err: error }, 'Firestore is unreachable; serving the last catalog');
      probeFailure = message;
    } finally {
      clearTimeout(timeout);
    }
    refreshState();
  }

  function scheduleProbe(): void {
    later(probeIntervalMs, () => {
      void probe().finally(scheduleProbe);
    });
  }

  subscribe('products');
  subscribe('categories');
  subscribe('marketing');
  subscribe('settings');
  scheduleProbe();

  return {
    stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      for (const unsubscribe of unsubscribers.values()) unsubscribe();
      unsubscribers.clear();
    },
  };
}
