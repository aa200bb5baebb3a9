/** Kept JSON by object, as one splice point keeps it (a WeakMap: a product replaced in the catalog is let go). */
export interface KeptJson {
  get(key: object): Buffer | null | undefined;
  set(key: object, json: Buffer | null): void;
}

/**
 * A bound on the bytes of JSON kept by every splice point together. Products are many (100,000 at the catalog's
 * largest) and documents up to a few hundred, so keeping each product's JSON for each document without a bound could
 * hold gigabytes: once the kept bytes pass the limit, every keeper starts again empty (the next answers run their
 * products again and keep them anew).
 */
export class KeptJsonBudget {
  private generation = 0;
  private bytes = 0;

  constructor(private readonly limitBytes: number) {}

  /** A new keeper under this budget. */
  keeper(): KeptJson {
    let generation = this.generation;
    let kept = new WeakMap<object, Buffer | null>();
    const current = () => {
      if (generation !== this.generation) {
        generation = this.generation;
        kept = new WeakMap();
      }
      return kept;
    };
    return {
      get: (key) => current().get(key),
      set: (key, json) => {
        this.bytes += json?.length ?? 0;
        if (this.bytes > this.limitBytes) {
          this.generation += 1;
          this.bytes = json?.length ?? 0;
        }
        current().set(key, json);
      },
    };
  }
}
