import { stringHash } from '../shared/string-hash.js';
import { FrequencySketch } from './frequency-sketch.js';
import { compressKeptAnswer, type AnswerEncoding } from './answer-encoding.js';
import { answerHeaders, type EncodedBody } from './graphql-http-io.js';

export interface CachedResponse {
  readonly body: Buffer;
  readonly contentType: string;
  readonly cacheControl: string;
  /** The body gzipped, and compressed with brotli: as the answer that went in was sent, or made on first need. */
  gzipped?: Buffer;
  brotli?: Buffer;
  /** Every header of the answer as sent plain, gzipped and as brotli: made on first need (see cachedAnswer). */
  plainHeaders?: Readonly<Record<string, string>>;
  gzippedHeaders?: Readonly<Record<string, string>>;
  brotliHeaders?: Readonly<Record<string, string>>;
  /** The key's hash (shared/string-hash.ts), set when the entry goes in: a hit counts its ask without hashing. */
  keyHash?: number;
}

export interface ResponseCacheOptions {
  readonly maxEntries?: number;
  readonly maxBytes?: number;
  /** Once full, admit a new answer only over a less asked one (default); false: every answer, first in first out. */
  readonly frequencyAdmission?: boolean;
}

/** How many of the oldest entries a new answer is compared with before it is turned away. */
const VICTIM_PROBES = 4;

/**
 * Complete responses of public GraphQL operations, for one catalog version at a time: any catalog change empties
 * it, so it can never serve data older than the catalog. Only responses marked cacheable and public go in (user
 * data is never public), keyed by the request body (operation, variables, persisted-query hash). Once full, a new
 * answer goes in only if it was asked more often lately than an entry it would push out (admits): otherwise many
 * answers asked as often as each other and more than the cache holds (a crawler walking every page, texts that
 * rarely repeat) would push each other out in turn, first in first out, and none would ever be answered from here.
 */
export class ResponseCache {
  private version = -1;
  private entries = new Map<string, CachedResponse>();
  /**
   * Keys oldest first. Deleting from the front of a Map and then iterating it again walks over every slot deleted
   * since the table was last rebuilt, so eviction by Map order costs O(entries); this queue makes it O(1).
   */
  private order = new KeyQueue();
  private bytes = 0;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  /** How often each request body was asked lately (get counts every ask); null: every answer is admitted. */
  private readonly asks: FrequencySketch | null;
  hits = 0;
  misses = 0;

  constructor(options: ResponseCacheOptions = {}) {
    // The byte budget is the real bound; the entry cap only stops a flood of tiny answers from growing the tables. A
    // catalog of 10,000 products has 10,000 product pages, each a distinct key: they all fit (about 15 MB).
    this.maxEntries = options.maxEntries ?? 50_000;
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
    this.asks = options.frequencyAdmission === false ? null : new FrequencySketch(this.maxEntries);
  }

  /** The entry for `key`, if kept for this catalog version; every call counts as an ask of the key. */
  get(version: number, key: string): CachedResponse | undefined {
    const entry = version === this.version ? this.entries.get(key) : undefined;
    if (entry) {
      this.hits++;
      this.asks?.incrementHash(entry.keyHash ?? stringHash(key));
    } else {
      this.misses++;
      this.asks?.increment(key);
    }
    return entry;
  }

  set(version: number, key: string, entry: CachedResponse): void {
    if (version !== this.version) {
      if (version < this.version) return; // computed against a catalog that has since changed
      this.clear();
      this.version = version;
    }
    if (entryBytes(key, entry) > this.maxBytes / 8) return;
    const previous = this.entries.get(key);
    const keyHash = this.asks ? stringHash(key) : undefined;
    const full = this.entries.size + 1 > this.maxEntries || this.bytes + entryBytes(key, entry) > this.maxBytes;
    if (!previous && full && keyHash !== undefined && !this.admits(keyHash)) return;
    if (previous) this.bytes -= entryBytes(key, previous);
    else this.order.push(key); // a replaced entry keeps its place, as it would in Map order
    if (keyHash !== undefined) entry.keyHash = keyHash;
    this.entries.set(key, entry);
    this.bytes += entryBytes(key, entry);
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) {
      const oldKey = this.order.shift();
      if (oldKey === undefined) break;
      const old = this.entries.get(oldKey);
      if (!old) continue;
      this.entries.delete(oldKey);
      this.bytes -= entryBytes(oldKey, old);
    }
  }

  /**
   * Whether a new answer (its key's hash) may push out the oldest entry: only when asked more often lately than one of
   * the few oldest.
   * Each oldest entry it loses to moves to the back (a second chance for what is asked often), so an entry asked
   * often and cached long ago does not turn every new answer away.
   */
  private admits(keyHash: number): boolean {
    if (!this.asks) return true;
    const wanted = this.asks.frequencyOfHash(keyHash);
    for (let probe = 0; probe < VICTIM_PROBES; probe++) {
      const oldest = this.order.shift();
      if (oldest === undefined) return true;
      const victim = this.entries.get(oldest);
      if (!victim) continue;
      if (wanted > this.asks.frequencyOfHash(victim.keyHash ?? stringHash(oldest))) {
        this.order.unshift(oldest);
        return true;
      }
      this.order.push(oldest);
    }
    return false;
  }

  get size(): number {
    return this.entries.size;
  }

  /** What the entries count against the byte budget (entryBytes). */
  get usedBytes(): number {
    return this.bytes;
  }

  clear(): void {
    this.entries = new Map();
    this.order = new KeyQueue();
    this.bytes = 0;
  }
}

/**
 * What an entry counts against the byte budget: its body and its key (the request body, two bytes a character at
 * most). The compressed copies are not counted; each is a fraction of the body.
 */
function entryBytes(key: string, entry: CachedResponse): number {
  return entry.body.length + key.length * 2;
}

/** A first-in first-out queue of strings on a growable ring buffer: push and shift in O(1). */
class KeyQueue {
  private ring: string[] = new Array<string>(16);
  private head = 0;
  private length = 0;

  push(key: string): void {
    if (this.length === this.ring.length) this.grow();
    this.ring[(this.head + this.length) % this.ring.length] = key;
    this.length++;
  }

  /** Puts a key back in front (it becomes the oldest). */
  unshift(key: string): void {
    if (this.length === this.ring.length) this.grow();
    this.head = (this.head - 1 + this.ring.length) % this.ring.length;
    this.ring[this.head] = key;
    this.length++;
  }

  /** The oldest key, or undefined when empty. */
  shift(): string | undefined {
    if (this.length === 0) return undefined;
    const key = this.ring[this.head];
    this.ring[this.head] = '';
    this.head = (this.head + 1) % this.ring.length;
    this.length--;
    return key;
  }

  private grow(): void {
    const grown = new Array<string>(this.ring.length * 2);
    for (let i = 0; i < this.length; i++) grown[i] = this.ring[(this.head + i) % this.ring.length] ?? '';
    this.ring = grown;
    this.head = 0;
  }
}

/** The compressed form an answer was sent in, as an entry keeps it (null: sent as it is, nothing to keep). */
export function keptForm(encoded: EncodedBody | null): Pick<CachedResponse, 'gzipped' | 'brotli'> {
  if (encoded === null) return {};
  return encoded.encoding === 'br' ? { brotli: encoded.bytes } : { gzipped: encoded.bytes };
}

/** The body compressed with `encoding`: the form kept with the entry, or made now and kept (compressKeptAnswer). */
export function compressedBody(entry: CachedResponse, encoding: AnswerEncoding): Buffer {
  if (encoding === 'br') return (entry.brotli ??= compressKeptAnswer(entry.body, 'br'));
  return (entry.gzipped ??= compressKeptAnswer(entry.body, 'gzip'));
}

/**
 * What a hit sends: the body (compressed with `encoding` when given) and all its headers, the same as any other
 * answer's (answerHeaders), worked out on the entry's first hit of each kind and kept with it, so that a hit builds
 * nothing. `securityHeaders` are the server's, the same for every entry.
 */
export function cachedAnswer(
  entry: CachedResponse,
  securityHeaders: Readonly<Record<string, string>>,
  encoding: AnswerEncoding | null,
): { readonly headers: Readonly<Record<string, string>>; readonly body: Buffer } {
  const headersOf = (body: Buffer) => Object.freeze(answerHeaders(securityHeaders, ownHeaders(entry), body, encoding));
  if (encoding === 'br') {
    const body = compressedBody(entry, 'br');
    entry.brotliHeaders ??= headersOf(body);
    return { headers: entry.brotliHeaders, body };
  }
  if (encoding === 'gzip') {
    const body = compressedBody(entry, 'gzip');
    entry.gzippedHeaders ??= headersOf(body);
    return { headers: entry.gzippedHeaders, body };
  }
  entry.plainHeaders ??= headersOf(entry.body);
  return { headers: entry.plainHeaders, body: entry.body };
}

function ownHeaders(entry: CachedResponse): Record<string, string> {
  return { 'Content-Type': entry.contentType, 'Cache-Control': entry.cacheControl };
}

/** Whether a Cache-Control header Apollo set allows shared caching. */
export function isPubliclyCacheable(cacheControl: string | undefined): boolean {
  if (!cacheControl) return false;
  const maxAge = /max-age=(\d+)/.exec(cacheControl);
  return /\bpublic\b/.test(cacheControl) && maxAge !== null && Number(maxAge[1]) > 0;
}
