import { gzipSync } from 'node:zlib';

export interface CachedResponse {
  readonly body: Buffer;
  readonly contentType: string;
  readonly cacheControl: string;
  /** The body gzipped, made on first need. */
  gzipped?: Buffer;
}

export interface ResponseCacheOptions {
  readonly maxEntries?: number;
  readonly maxBytes?: number;
}

/**
 * Complete responses of public GraphQL operations, for one catalog version at a time: any catalog change empties
 * it, so it can never serve data older than the catalog. Only responses marked cacheable and public go in (user
 * data is never public), keyed by the request body (operation, variables, persisted-query hash).
 */
export class ResponseCache {
  private version = -1;
  private entries = new Map<string, CachedResponse>();
  private bytes = 0;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  hits = 0;
  misses = 0;

  constructor(options: ResponseCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 5_000;
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  }

  get(version: number, key: string): CachedResponse | undefined {
    if (version !== this.version) return undefined;
    const entry = this.entries.get(key);
    if (entry) this.hits++;
    else this.misses++;
    return entry;
  }

  set(version: number, key: string, entry: CachedResponse): void {
    if (version !== this.version) {
      if (version < this.version) return; // computed against a catalog that has since changed
      this.clear();
      this.version = version;
    }
    if (entry.body.length > this.maxBytes / 8) return;
    const previous = this.entries.get(key);
    if (previous) this.bytes -= previous.body.length;
    this.entries.set(key, entry);
    this.bytes += entry.body.length;
    // Oldest first: Map keeps insertion order.
    for (const [oldKey, old] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.entries.delete(oldKey);
      this.bytes -= old.body.length;
    }
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries = new Map();
    this.bytes = 0;
  }
}

export function gzippedBody(entry: CachedResponse): Buffer {
  entry.gzipped ??= gzipSync(entry.body);
  return entry.gzipped;
}

/** Whether a Cache-Control header Apollo set allows shared caching. */
export function isPubliclyCacheable(cacheControl: string | undefined): boolean {
  if (!cacheControl) return false;
  const maxAge = /max-age=(\d+)/.exec(cacheControl);
  return /\bpublic\b/.test(cacheControl) && maxAge !== null && Number(maxAge[1]) > 0;
}
