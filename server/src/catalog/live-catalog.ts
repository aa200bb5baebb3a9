import type { Category } from '../domain/categories.js';
import type { Marketing } from '../domain/marketing.js';
import type { Product } from '../domain/product.js';
import type { SearchSynonym } from '../domain/search-query.js';
import type { ShopSettings } from '../domain/shop-settings.js';
import type { DeliverySettings } from '../domain/delivery-settings.js';
import { CatalogSnapshot } from './snapshot/catalog-snapshot.js';
import { TextIndex } from './snapshot/text-index.js';

export type SyncState = 'starting' | 'live' | 'degraded';

export interface CatalogStatus {
  readonly state: SyncState;
  /** Why the catalog is degraded (or still starting), in words for operators. */
  readonly problem: string | null;
  /** When the catalog was last known to match Firestore (ms since the epoch), or null before the first load. */
  readonly confirmedAt: number | null;
  readonly version: number;
  readonly builtAt: number | null;
  readonly products: number;
  readonly categories: number;
}

/** Told of each product change the catalog applies: the version it held before (undefined: none) and the new one. */
export type ProductChangeListener = (before: Product | undefined, after: Product) => void;

export interface LiveCatalogOptions {
  /** How long to gather changes before rebuilding the snapshot, in ms. */
  readonly rebuildDelayMs?: number;
  readonly now?: () => number;
  readonly onRebuilt?: (snapshot: CatalogSnapshot, elapsedMs: number) => void;
}

/**
 * The in-memory catalog: the current documents, and an immutable snapshot rebuilt (debounced) whenever they change.
 * Queries only ever read `current()`; the Firestore sync writes through the update methods.
 */
export class LiveCatalog {
  private readonly products = new Map<string, Product>();
  /** Products the shop owner hid: kept out of the shoppers' catalog, held here for the admin. */
  private readonly hidden = new Map<string, Product>();
  /** Product changes since the current snapshot was built. */
  private readonly pendingUpserts = new Map<string, Product>();
  /** The current snapshot's versions of products changed or removed since it was built. */
  private readonly replaced = new Map<string, Product>();
  private readonly categories = new Map<string, Category>();
  private readonly productListeners = new Set<ProductChangeListener>();
  private marketing: Marketing | null = null;
  private settings: ShopSettings | null = null;
  private deliverySettings: DeliverySettings | null = null;
  private searchSynonyms: readonly SearchSynonym[] | null = null;
  private textIndex = new TextIndex();
  private snapshot: CatalogSnapshot;
  private builtAt: number | null = null;
  private rebuildTimer: NodeJS.Timeout | null = null;
  private state: SyncState = 'starting';
  private problem: string | null = 'waiting for the first catalog from Firestore';
  private confirmedAt: number | null = null;
  private readonly readyWaiters: (() => void)[] = [];
  private readonly rebuildDelayMs: number;
  private readonly now: () => number;

  constructor(private readonly options: LiveCatalogOptions = {}) {
    this.rebuildDelayMs = options.rebuildDelayMs ?? 20;
    this.now = options.now ?? Date.now;
    this.snapshot = new CatalogSnapshot(0, { products: [], categories: [], marketing: null }, this.textIndex);
  }

  current(): CatalogSnapshot {
    return this.snapshot;
  }

  get version(): number {
    return this.snapshot.version;
  }

  /** Ids of every product held (hidden ones too), including changes not yet in the current snapshot. */
  productIds(): Iterable<string> {
    return [...this.products.keys(), ...this.hidden.keys()];
  }

  /**
   * Calls `listener` with a product's previous and new version (previous undefined: first seen) whenever a listener
   * delivery changes it, on every instance; answers how to stop. Every write of a product passes here, whichever
   * path made it (an admin edit, an order, a cancellation returning stock).
   */
  onProductChanged(listener: ProductChangeListener): () => void {
    this.productListeners.add(listener);
    return () => this.productListeners.delete(listener);
  }

  upsertProduct(product: Product): void {
    const before = this.products.get(product.id) ?? this.hidden.get(product.id);
    if (product.hidden) {
      // Out of every shopper-facing list, lookup and search, as if removed; the admin still sees it.
      if (this.products.has(product.id)) this.removeProduct(product.id);
      this.hidden.set(product.id, product);
      this.scheduleRebuild();
    } else {
      this.hidden.delete(product.id);
      this.noteReplaced(product.id);
      this.products.set(product.id, product);
      this.pendingUpserts.set(product.id, product);
      this.scheduleRebuild();
    }
    for (const listener of this.productListeners) listener(before, product);
  }

  removeProduct(id: string): void {
    const wasHidden = this.hidden.delete(id);
    if (!this.products.has(id)) {
      if (wasHidden) this.scheduleRebuild();
      return;
    }
    this.noteReplaced(id);
    this.products.delete(id);
    this.pendingUpserts.delete(id);
    this.scheduleRebuild();
  }

  private noteReplaced(id: string): void {
    // A pending product is not in the current snapshot (or its snapshot version was noted already).
    if (this.replaced.has(id) || this.pendingUpserts.has(id)) return;
    const current = this.products.get(id);
    if (current) this.replaced.set(id, current);
  }

  setCategory(documentId: string, category: Category | null): void {
    if (category) this.categories.set(documentId, category);
    else if (!this.categories.delete(documentId)) return;
    this.scheduleRebuild();
  }

  setMarketing(marketing: Marketing | null): void {
    this.marketing = marketing;
    this.scheduleRebuild();
  }

  /** The shop's settings (null: the defaults). They travel in the snapshot, so requests read them for free. */
  setSettings(settings: ShopSettings | null): void {
    this.settings = settings;
    this.scheduleRebuild();
  }

  /** The owner's delivery settings (null: the defaults): the zones' fee terms the shop states travel in the snapshot. */
  setDeliverySettings(settings: DeliverySettings | null): void {
    this.deliverySettings = settings;
    this.scheduleRebuild();
  }

  /** The owner's search synonyms (null: the defaults); they travel in the snapshot with the word index. */
  setSearchSynonyms(synonyms: readonly SearchSynonym[] | null): void {
    this.searchSynonyms = synonyms;
    this.scheduleRebuild();
  }

  /** The catalog matches Firestore now (a listener delivered, or a health check reached Firestore). */
  markLive(): void {
    this.confirmedAt = this.now();
    if (this.state === 'live') return;
    this.state = 'live';
    this.problem = null;
    this.rebuildNow();
    for (const resolve of this.readyWaiters.splice(0)) resolve();
  }

  /** Firestore cannot be reached or a listener failed: keep serving the last catalog, and say so. */
  markDegraded(problem: string): void {
    this.state = this.state === 'starting' ? 'starting' : 'degraded';
    this.problem = problem;
  }

  /** Resolves once the first full catalog has arrived; false when `timeoutMs` passes first. */
  whenLive(timeoutMs: number): Promise<boolean> {
    if (this.state !== 'starting') return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      this.readyWaiters.push(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }

  status(): CatalogStatus {
    return {
      state: this.state,
      problem: this.problem,
      confirmedAt: this.confirmedAt,
      version: this.snapshot.version,
      builtAt: this.builtAt,
      products: this.snapshot.productCount,
      categories: this.snapshot.categories.length,
    };
  }

  /** Applies pending changes at once (also used by tests instead of waiting for the debounce). */
  rebuildNow(): CatalogSnapshot {
    if (this.rebuildTimer) {
      clearTimeout(this.rebuildTimer);
      this.rebuildTimer = null;
    }
    const started = performance.now();
    // The text index only grows; start a fresh one once most of its texts belong to products that are gone.
    if (this.textIndex.size > 4 * this.products.size + 10_000) this.textIndex = new TextIndex();
    // A few changes are placed into the current snapshot's orders; many (the first load) mean sorting afresh.
    const changed = this.pendingUpserts.size + this.replaced.size;
    const incremental = this.snapshot.version > 0 && changed <= Math.max(1_000, this.products.size / 20);
    this.snapshot = new CatalogSnapshot(
      this.snapshot.version + 1,
      {
        products: this.products.values(),
        categories: [...this.categories.values()],
        marketing: this.marketing,
        settings: this.settings,
        deliverySettings: this.deliverySettings,
        searchSynonyms: this.searchSynonyms,
        hiddenProducts: [...this.hidden.values()],
      },
      this.textIndex,
      incremental
        ? {
            previous: this.snapshot,
            upserted: [...this.pendingUpserts.values()],
            replaced: [...this.replaced.values()],
          }
        : null,
    );
    this.pendingUpserts.clear();
    this.replaced.clear();
    this.builtAt = this.now();
    this.options.onRebuilt?.(this.snapshot, performance.now() - started);
    return this.snapshot;
  }

  private scheduleRebuild(): void {
    // Until the first full load has arrived there is nothing worth serving; markLive() builds it once.
    if (this.state === 'starting' || this.rebuildTimer) return;
    this.rebuildTimer = setTimeout(() => {
      this.rebuildTimer = null;
      this.rebuildNow();
    }, this.rebuildDelayMs);
    this.rebuildTimer.unref();
  }

  dispose(): void {
    if (this.rebuildTimer) clearTimeout(this.rebuildTimer);
    this.rebuildTimer = null;
  }
}
