import type { Firestore } from 'firebase-admin/firestore';
import type { LiveCatalog } from './live-catalog.js';
import type { Logger } from '../logger.js';
import { MARKETING, MARKETING_DOCUMENT } from './documents/collections.js';

export type CatalogSource = 'products' | 'categories' | 'marketing' | 'settings' | 'synonyms' | 'delivery';
export const CATALOG_SOURCES: readonly CatalogSource[] = [
  'products',
  'categories',
  'marketing',
  'settings',
  'synonyms',
  'delivery',
];

/** Whether the catalog is live or degraded: every source delivered, no listener failed, Firestore answers. */
export interface CatalogSyncHealth {
  delivered(source: CatalogSource): void;
  listenerFailed(source: CatalogSource, problem: string): void;
  /** Checks that Firestore still answers (listeners retry silently when it does not). */
  probe(): Promise<void>;
}

export function createCatalogSyncHealth(
  db: Firestore,
  store: LiveCatalog,
  logger: Logger,
  probeTimeoutMs: number,
): CatalogSyncHealth {
  const loaded = new Set<CatalogSource>();
  const failed = new Map<CatalogSource, string>();
  let probeFailure: string | null = null;

  function refreshState(): void {
    const problem = probeFailure ?? [...failed.values()][0] ?? null;
    if (problem) store.markDegraded(problem);
    else if (loaded.size === CATALOG_SOURCES.length) store.markLive();
  }

  return {
    delivered(source) {
      loaded.add(source);
      failed.delete(source);
      refreshState();
    },
    listenerFailed(source, problem) {
      failed.set(source, problem);
      refreshState();
    },
    async probe() {
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
    },
  };
}
