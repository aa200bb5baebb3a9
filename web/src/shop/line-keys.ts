// Keys that match a cart's lines with the server's priced lines (cartSummary, checkoutQuote), which come back in the
// cart's order. A product's lines with different photos share product and variant, so a key also counts how many
// lines of that product and variant came before.

/** The key of the nth line (from 0) of this product and variant. */
export function lineKey(productId: string, variant: string | null | undefined, nth = 0): string {
  const base = `${productId}\u0000${variant ?? ''}`;
  return nth === 0 ? base : `${base}\u0000${nth}`;
}

/** The keys of a list's lines, in order. */
export function lineKeys(lines: readonly { productId: string; variant?: string | null | undefined }[]): string[] {
  const seen = new Map<string, number>();
  return lines.map(({ productId, variant }) => {
    const base = lineKey(productId, variant);
    const nth = seen.get(base) ?? 0;
    seen.set(base, nth + 1);
    return lineKey(productId, variant, nth);
  });
}

/** The keys of a cart's lines, in order. */
export function cartLineKeys(items: readonly { id: string; variant?: string | undefined }[]): string[] {
  return lineKeys(items.map((item) => ({ productId: item.id, variant: item.variant })));
}
