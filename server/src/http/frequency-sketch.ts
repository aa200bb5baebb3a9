import { stringHash } from '../shared/string-hash.js';

/** Counters per key (a count-min sketch). */
const DEPTH = 4;
const MAX_COUNT = 255;

/**
 * How often keys were asked lately, approximately, in a fixed table of byte counters (four per key, the least of them
 * its count; keys sharing a counter only ever raise each other's count). Every counter halves after as many additions as ten times the keys
 * expected, so what was popular an hour ago fades. The response cache admits a new answer only over a less asked one
 * (TinyLFU, as Caffeine's and Ristretto's caches do).
 */
export class FrequencySketch {
  private readonly table: Uint8Array;
  private readonly mask: number;
  private readonly sampleSize: number;
  private additions = 0;

  constructor(expectedKeys: number) {
    const keys = Math.max(16, Math.ceil(expectedKeys));
    const size = 2 ** Math.ceil(Math.log2(keys * DEPTH));
    this.table = new Uint8Array(size);
    this.mask = size - 1;
    this.sampleSize = 10 * keys;
  }

  /**
   * Counts one ask of `key`: only its counters at the least of the four go up (a conservative update: the others
   * already count more than this key's asks, so raising them would only add to other keys' overcounts).
   */
  increment(key: string): void {
    this.incrementHash(stringHash(key));
  }

  /** `increment` for a key whose `stringHash` is known (kept with a cache entry, so a hit hashes nothing). */
  incrementHash(hash: number): void {
    const step = stepOf(hash);
    const least = this.least(hash, step);
    if (least === MAX_COUNT) return;
    for (let i = 0; i < DEPTH; i++) {
      const at = (hash + Math.imul(i, step)) & this.mask;
      if (this.table[at] === least) this.table[at] = least + 1;
    }
    if (++this.additions >= this.sampleSize) this.halve();
  }

  /** About how many times `key` was asked lately (never fewer). */
  frequency(key: string): number {
    return this.frequencyOfHash(stringHash(key));
  }

  /** `frequency` for a key whose `stringHash` is known. */
  frequencyOfHash(hash: number): number {
    return this.least(hash, stepOf(hash));
  }

  private least(hash: number, step: number): number {
    let least = MAX_COUNT;
    for (let i = 0; i < DEPTH; i++) least = Math.min(least, this.table[(hash + Math.imul(i, step)) & this.mask]!);
    return least;
  }

  private halve(): void {
    for (let i = 0; i < this.table.length; i++) this.table[i]! >>= 1;
    this.additions = Math.floor(this.additions / 2);
  }
}

/** A second, odd number from the hash, so a key's four counters are four different slots (double hashing). */
function stepOf(hash: number): number {
  return (Math.imul(hash ^ (hash >>> 16), 0x45d9f3b) ^ (hash >>> 13)) | 1;
}
