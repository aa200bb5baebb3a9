// Money as the API sends it: exact paise plus a ready-made en-IN string. Only integer paise are compared.

export interface MoneyValue {
  paise: number;
  formatted: string;
}

/** Whole percent off the compare-at price, rounded down like the API's discountPercent; 0 when not discounted. */
export function percentOff(price: MoneyValue, compareAt: MoneyValue | null | undefined): number {
  if (!compareAt || compareAt.paise <= 0 || compareAt.paise <= price.paise) return 0;
  return Math.floor(((compareAt.paise - price.paise) * 100) / compareAt.paise);
}

/**
 * Made on first use, not when the module loads: the first Intl object a page makes costs 15–30 ms in Chromium (the
 * ICU data is set up then), and this module is in the shell, whose evaluation is already the longest task of a page
 * load. Most pages never format a price themselves (the API sends each price formatted), so they never pay it.
 */
let rupeeFormats: { readonly whole: Intl.NumberFormat; readonly exact: Intl.NumberFormat } | undefined;

function rupeeFormat(whole: boolean): Intl.NumberFormat {
  rupeeFormats ??= {
    whole: new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }),
    exact: new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2 }),
  };
  return whole ? rupeeFormats.whole : rupeeFormats.exact;
}

/** Formats paise for India, without decimals for whole rupees (for figures the UI derives itself, e.g. price filters). */
export function formatPaise(paise: number): string {
  return rupeeFormat(paise % 100 === 0).format(paise / 100);
}

/** A round-off as a bill prints it: "−₹0.20" (a true minus sign) or "+₹0.50"; "₹0" when there is none. */
export function formatRoundOff(roundOff: MoneyValue): string {
  if (roundOff.paise === 0) return formatPaise(0);
  return `${roundOff.paise < 0 ? '−' : '+'}${formatPaise(Math.abs(roundOff.paise))}`;
}
