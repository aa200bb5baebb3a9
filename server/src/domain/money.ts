/** An amount of Indian rupees as the API returns it: exact paise plus a ready-made en-IN string. */
export interface Money {
  readonly paise: number;
  readonly formatted: string;
  readonly currencyCode: 'INR';
}

/** The largest amount the API can carry: GraphQL's Int is a signed 32-bit integer. */
export const MAX_PAISE = 2_147_483_647;

const wholeRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const withPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** '₹1,299' for whole rupees, '₹12,34,567.50' otherwise. */
export function formatPaise(paise: number): string {
  if (!Number.isInteger(paise)) throw new RangeError(`paise must be an integer, got ${paise}`);
  return paise % 100 === 0 ? wholeRupees.format(paise / 100) : withPaise.format(paise / 100);
}

// Catalogs repeat a few hundred distinct prices; formatting is the costly part of building a Money.
const moneyCache = new Map<number, Money>();
const MONEY_CACHE_LIMIT = 50_000;

export function money(paise: number): Money {
  const cached = moneyCache.get(paise);
  if (cached) return cached;
  const value: Money = Object.freeze({ paise, formatted: formatPaise(paise), currencyCode: 'INR' as const });
  if (moneyCache.size >= MONEY_CACHE_LIMIT) moneyCache.clear();
  moneyCache.set(paise, value);
  return value;
}

/**
 * Converts a stored rupee amount to paise. Old documents hold numbers, fractional numbers or strings such as
 * "1299", "1,299.50" or "₹ 499". Returns null for anything that is not a finite, non-negative amount.
 */
export function rupeesToPaise(value: unknown): number | null {
  let rupees: number;
  if (typeof value === 'number') {
    rupees = value;
  } else if (typeof value === 'string') {
    const cleaned = value.replace(/[₹,\s]/g, '').replace(/^(rs\.?|inr)/i, '');
    if (cleaned === '' || !/^[+]?\d*\.?\d+$/.test(cleaned)) return null;
    rupees = Number(cleaned);
  } else {
    return null;
  }
  if (!Number.isFinite(rupees) || rupees < 0) return null;
  const paise = Math.round(rupees * 100);
  return paise <= MAX_PAISE ? paise : null;
}

/** Adds paise amounts, refusing to produce a total the API cannot carry. */
export function sumPaise(amounts: Iterable<number>): number {
  let total = 0;
  for (const amount of amounts) total += amount;
  if (total > MAX_PAISE) throw new RangeError(`total of ${total} paise exceeds the largest representable amount`);
  return total;
}

/** Rupees as a products document stores them (a number, possibly with paise: 1299.5). Exact for integer paise. */
export function paiseToRupees(paise: number): number {
  return Math.round(paise) / 100;
}
