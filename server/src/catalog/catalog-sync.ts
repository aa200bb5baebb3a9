import type { Firestore } from 'firebase-admin/firestore';
import type { LiveCatalog } from './live-catalog.js';
import type { Logger } from '../logger.js';
import { createCatalogAppliers, type CatalogAppliers } from './catalog-sync-appliers.js';
import { CATALOG_SOURCES, createCatalogSyncHealth, type CatalogSource } from './catalog-sync-health.js';
import {
  CATEGORIES,
  MARKETING,
  MARKETING_DOCUMENT,
  PRODUCTS,
  SETTINGS,
  SHOP_SETTINGS_DOCUMENT,
  DELIVERY_SETTINGS_DOCUMENT,
  SEARCH_SYNONYMS_DOCUMENT,
} from './documents/collections.js';

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

/** Wraps an applier: counts the source as delivered after each delivery, even one that could not be applied. */
type Guard = <T>(apply: (value: T, first: boolean) => void) => (value: T) => void;

/**
 * Keeps the live catalog current with Firestore listeners on products, categories, marketing/marketingData and
 * settings/shop (the shop's settings travel with the catalog, so a request reads them without a Firestore read) and
 * settings/searchSynonyms (the owner's search synonyms) and settings/delivery (the zones' fee terms the shop states).
 * A document that cannot be understood is logged with its id and left out. When Firestore stops answering, the store
 * keeps its last catalog and is marked degraded until Firestore answers again.
 */
export function startCatalogSync(
  db: Firestore,
  store: LiveCatalog,
  logger: Logger,
  options: CatalogSyncOptions = {},
): CatalogSync {
  const probeIntervalMs = options.probeIntervalMs ?? 10_000;
  const resubscribeDelayMs = options.resubscribeDelayMs ?? 2_000;
  const health = createCatalogSyncHealth(db, store, logger, options.probeTimeoutMs ?? 5_000);
  const appliers = createCatalogAppliers(store, logger);
  const unsubscribers = new Map<CatalogSource, () => void>();
  const timers = new Set<NodeJS.Timeout>();
  let stopped = false;

  function later(delayMs: number, run: () => void): void {
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!stopped) run();
    }, delayMs);
    timer.unref();
    timers.add(timer);
  }

  function listenerFailed(source: CatalogSource, error: Error): void {
    logger.error({ err: error, source }, 'catalog listener failed; serving the last catalog and re-subscribing');
    unsubscribers.get(source)?.();
    health.listenerFailed(source, `the ${source} listener failed: ${error.message}`);
    later(resubscribeDelayMs, () => subscribe(source));
  }

  function subscribe(source: CatalogSource): void {
    if (stopped) return;
    let first = true;
    const guarded: Guard = (apply) => (value) => {
      try {
        apply(value, first);
      } catch (error) {
        logger.error({ err: error, source }, 'could not apply a catalog change');
      }
      first = false;
      health.delivered(source);
    };
    const onError = (error: Error) => listenerFailed(source, error);
    unsubscribers.set(source, listenTo(db, source, appliers, guarded, onError));
  }

  function scheduleProbe(): void {
    later(probeIntervalMs, () => {
      void health.probe().finally(scheduleProbe);
    });
  }

  for (const source of CATALOG_SOURCES) subscribe(source);
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

/** Subscribes one source's Firestore listener; answers how to unsubscribe it. */
function listenTo(
  db: Firestore,
  source: CatalogSource,
  appliers: CatalogAppliers,
  guarded: Guard,
  onError: (error: Error) => void,
): () => void {
  switch (source) {
    case 'products':
      return db.collection(PRODUCTS).onSnapshot(guarded(appliers.products), onError);
    case 'categories':
      return db.collection(CATEGORIES).onSnapshot(guarded(appliers.categories), onError);
    case 'marketing':
      return db.collection(MARKETING).doc(MARKETING_DOCUMENT).onSnapshot(guarded(appliers.marketing), onError);
    case 'settings':
      return db.collection(SETTINGS).doc(SHOP_SETTINGS_DOCUMENT).onSnapshot(guarded(appliers.settings), onError);
    case 'synonyms':
      return db.collection(SETTINGS).doc(SEARCH_SYNONYMS_DOCUMENT).onSnapshot(guarded(appliers.synonyms), onError);
    case 'delivery':
      return db.collection(SETTINGS).doc(DELIVERY_SETTINGS_DOCUMENT).onSnapshot(guarded(appliers.delivery), onError);
  }
}
