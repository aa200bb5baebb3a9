/** A server field error, as the admin forms show it beside its field. */
export interface FieldError {
  readonly field?: string | null;
  readonly message: string;
}

/** The message for one field path ("content[2]", "seller.gstin"), or null. */
export function errorFor(errors: readonly FieldError[], field: string): string | null {
  return errors.find((error) => error.field === field)?.message ?? null;
}

/** Rupees typed by the owner ("1,299.50") as paise; NaN when it is not an amount. */
export function rupeesToPaise(text: string): number {
  const cleaned = text.replace(/[₹,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return Number.NaN;
  return Math.round(Number(cleaned) * 100);
}

export function paiseToRupees(paise: number | null | undefined): string {
  if (paise === null || paise === undefined) return '';
  return paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2);
}
