// What this instance learnt from its own transactions: a product (or option) a placement was just refused as sold
// out. The live catalog learns it too, but only once the product's document changed and reached the instance's
// listener (a few hundred ms, more under load); meanwhile a crowd queued behind the last unit would each open a
// transaction to hear the same. A fact is kept for a short while only: a restock or a cancellation shows in the
// catalog by then.

/** How long a sold-out fact is believed. */
export const SOLD_OUT_FACT_MS = 2_000;

export interface SoldOutFacts {
  learn(productId: string, variant: string | null): void;
  knows(productId: string, variant: string | null): boolean;
}

export function createSoldOutFacts(clock: () => number = () => performance.now()): SoldOutFacts {
  const learnt = new Map<string, number>();
  const key = (productId: string, variant: string | null) => `${productId}\n${variant ?? ''}`;
  return {
    learn(productId, variant) {
      learnt.set(key(productId, variant), clock());
    },
    knows(productId, variant) {
      const at = learnt.get(key(productId, variant));
      if (at === undefined) return false;
      if (clock() - at <= SOLD_OUT_FACT_MS) return true;
      learnt.delete(key(productId, variant));
      return false;
    },
  };
}
