import { stringHash } from '../../shared/string-hash.js';

/**
 * Which keys were asked lately, roughly: each key's 32-bit hash in a slot of a small table, overwritten by later keys
 * that land in the same slot. A memo that keeps only what is asked a second time (askedBefore) does not fill itself
 * with one-off answers, which would push out answers that are asked again and, kept a while and then dropped, cost
 * the garbage collector more than answers that die young. Two keys with the same hash count as one: the worst is an
 * answer kept that did not need to be.
 */
export class RecentAsks {
  private readonly hashes: Int32Array;
  private readonly mask: number;

  /** `slots`: a power of two, about how many recent asks are remembered (fewer, as slots are shared). */
  constructor(slots: number) {
    if (!Number.isInteger(Math.log2(slots))) throw new Error(`slots must be a power of two, not ${slots}`);
    this.hashes = new Int32Array(slots);
    this.mask = slots - 1;
  }

  /** Whether `key` was asked lately; remembers it as asked now. */
  askedBefore(key: string): boolean {
    const hash = stringHash(key);
    const slot = hash & this.mask;
    if (this.hashes[slot] === hash) return true;
    this.hashes[slot] = hash;
    return false;
  }
}
