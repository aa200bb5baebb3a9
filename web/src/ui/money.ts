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
 * Formats paise for India, without decimals for whole rupees (for figures the UI derives itself, e.g. price filters):
 * "₹1,299", "₹12,34,567.50", as en-IN's currency format writes them. Written out rather than with Intl.NumberFormat:
 * the first Intl object of a page costs 15–30 ms in Chromium (ICU is set up then), and this module is in the shell,
 * whose evaluation is already the longest task of a page load. The server renders the same string.
 */
export function formatPaise(paise: number): string {
  const whole = Math.abs(Math.trunc(paise));
  const rest = whole % 100;
  return `${paise < 0 ? '-' : ''}₹${indianDigitGroups(Math.floor(whole / 100))}${rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`}`;
}

/** A count or a rupee figure grouped as en-IN writes it: 999, 1,000, 1,00,000, 1,23,45,678 (thousands, then pairs). */
export function indianDigitGroups(value: number): string {
  const digits = String(Math.trunc(Math.abs(value)));
  const grouped =
    digits.length <= 3 ? digits : `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
  return value < 0 ? `-${grouped}` : grouped;
}

/** A round-off as a bill prints it: "−₹0.20" (a true minus sign) or "+₹0.50"; "₹0" when there is none. */
export function formatRoundOff(roundOff: MoneyValue): string {
  if (roundOff.paise === 0) return formatPaise(0);
  return `${roundOff.paise < 0 ? '−' : '+'}${formatPaise(Math.abs(roundOff.paise))}`;
}
