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

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2 });
const wholeRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** Formats paise for India, without decimals for whole rupees (for figures the UI derives itself, e.g. price filters). */
export function formatPaise(paise: number): string {
  return paise % 100 === 0 ? wholeRupees.format(paise / 100) : rupees.format(paise / 100);
}

/** A round-off as a bill prints it: "−₹0.20" (a true minus sign) or "+₹0.50"; "₹0" when there is none. */
export function formatRoundOff(roundOff: MoneyValue): string {
  if (roundOff.paise === 0) return formatPaise(0);
  return `${roundOff.paise < 0 ? '−' : '+'}${formatPaise(Math.abs(roundOff.paise))}`;
}
