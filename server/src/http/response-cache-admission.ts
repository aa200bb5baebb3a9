/**
 * Which answers the response cache keeps: only those asked for a second time while their first asking is still
 * remembered (the "doorkeeper" of TinyLFU-style caches). A stream of requests that never repeat (search texts typed
 * once, a scraper walking every filter) then costs no memory, evicts no popular answer and leaves the garbage collector
 * nothing to move, at the price of one more miss for an answer that does repeat.
 */
export class SecondRequestAdmission {
  /** Per slot, the hash of the last key first asked there; one key per slot, so a newer one replaces an older one. */
  private readonly seen: Int32Array;
  private readonly mask: number;

  /** `slots`: a power of two; how many recent first askings are remembered at most. */
  constructor(slots = 1 << 16) {
    if (!Number.isInteger(Math.log2(slots))) throw new Error('The admission table size must be a power of two.');
    this.seen = new Int32Array(slots);
    this.mask = slots - 1;
  }

  /** Whether `key`'s answer may be kept now: true on its second asking (a key never asked before is remembered). */
  admits(key: string): boolean {
    const hash = fnv1a(key);
    const slot = hash & this.mask;
    if (this.seen[slot] === hash) return true;
    this.seen[slot] = hash;
    return false;
  }
}

/** FNV-1a over the key's UTF-16 code units: fast, and any one changed character changes the hash. */
function fnv1a(key: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index++) hash = Math.imul(hash ^ key.charCodeAt(index), 0x01000193);
  return hash | 0;
}
