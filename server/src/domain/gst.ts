// GST included in a price. Indian retail prices are inclusive of GST: the tax is taken out of the amount, never
// added to it. Integer paise in, integer paise out.
import { MAX_PAISE } from './money.js';

/**
 * Rates that may be charged on a sale made today (percent). Since 22 September 2025 ("GST 2.0") goods are taxed at
 * 5 %, 18 % or 40 %, or exempt (0 %); 3 % still applies to gold, silver and jewellery, which a gift shop may sell.
 */
export const CURRENT_GST_RATES: readonly number[] = Object.freeze([0, 3, 5, 18, 40]);

/**
 * Rates abolished on 22 September 2025. They are accepted only where an amount was frozen under them (an order
 * line placed before that date); a product still carrying one is priced at the shop's default rate instead.
 */
export const LEGACY_GST_RATES: readonly number[] = Object.freeze([12, 28]);

/** Where the goods go relative to the seller: the same state (CGST + SGST) or another one (IGST). */
export type Supply = 'INTRA_STATE' | 'INTER_STATE';

/**
 * The GST inside one amount. taxable + tax always equals the amount; cgst + sgst + igst equals tax once the supply
 * is known (with no delivery address yet, the split is unknown and all three are 0).
 */
export interface GstBreakdown {
  readonly ratePercent: number;
  readonly taxablePaise: number;
  readonly taxPaise: number;
  readonly cgstPaise: number;
  readonly sgstPaise: number;
  readonly igstPaise: number;
}

export function isCurrentGstRate(rate: unknown): rate is number {
  return typeof rate === 'number' && CURRENT_GST_RATES.includes(rate);
}

export function isKnownGstRate(rate: unknown): rate is number {
  return isCurrentGstRate(rate) || (typeof rate === 'number' && LEGACY_GST_RATES.includes(rate));
}

/** The rate to charge on a new sale: the product's own when it is a current rate, otherwise the shop's default. */
export function rateForSale(productRate: number | null | undefined, defaultRate: number): number {
  return isCurrentGstRate(productRate) ? productRate : defaultRate;
}

/** Taxable value of a GST-inclusive amount: amount × 100 / (100 + rate), rounded half up to the paisa. */
export function taxableValue(amountPaise: number, ratePercent: number): number {
  requireAmount(amountPaise);
  requireRate(ratePercent);
  const numerator = amountPaise * 100;
  const denominator = 100 + ratePercent;
  // Half-up rounding in integers: floor((2n + d) / 2d). Exact: MAX_PAISE × 200 is far below 2^53.
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/**
 * Splits the GST included in an amount. Inside the seller's state the tax is shared by CGST and SGST; when the tax
 * is an odd number of paise, CGST carries the extra paisa so the halves add up exactly to the tax. With no supply
 * (no delivery address yet) only the taxable value and the tax are known.
 */
export function gstIncluded(amountPaise: number, ratePercent: number, supply: Supply | null): GstBreakdown {
  const taxablePaise = taxableValue(amountPaise, ratePercent);
  const taxPaise = amountPaise - taxablePaise;
  if (supply === null) return { ratePercent, taxablePaise, taxPaise, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 };
  if (supply === 'INTER_STATE') {
    return { ratePercent, taxablePaise, taxPaise, cgstPaise: 0, sgstPaise: 0, igstPaise: taxPaise };
  }
  const cgstPaise = Math.ceil(taxPaise / 2);
  return { ratePercent, taxablePaise, taxPaise, cgstPaise, sgstPaise: taxPaise - cgstPaise, igstPaise: 0 };
}

/** Adds breakdowns of several amounts (an order's lines and fees); the rate of a sum is not meaningful and is dropped. */
export function sumGst(parts: readonly GstBreakdown[]): Omit<GstBreakdown, 'ratePercent'> {
  const total = { taxablePaise: 0, taxPaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 };
  for (const part of parts) {
    total.taxablePaise += part.taxablePaise;
    total.taxPaise += part.taxPaise;
    total.cgstPaise += part.cgstPaise;
    total.sgstPaise += part.sgstPaise;
    total.igstPaise += part.igstPaise;
  }
  return total;
}

/** Intra-state when the delivery state is the seller's (compared without regard to case or extra spaces). */
export function supplyFor(sellerState: string, deliveryState: string): Supply {
  return stateKey(sellerState) === stateKey(deliveryState) ? 'INTRA_STATE' : 'INTER_STATE';
}

function stateKey(state: string): string {
  return state.trim().replace(/\s+/g, ' ').toLowerCase();
}

function requireAmount(amountPaise: number): void {
  if (!Number.isInteger(amountPaise) || amountPaise < 0 || amountPaise > MAX_PAISE) {
    throw new RangeError(`amount must be a whole number of paise from 0 to ${MAX_PAISE}, got ${amountPaise}`);
  }
}

function requireRate(ratePercent: number): void {
  if (!isKnownGstRate(ratePercent)) throw new RangeError(`unknown GST rate ${String(ratePercent)} %`);
}

const GSTIN_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * A GSTIN: state code (2 digits), the holder's PAN (5 letters, 4 digits, 1 letter), an entity number, 'Z', and a
 * check character (base-36, weights 1 and 2 alternating from the left). Upper case, no spaces.
 */
export function isValidGstin(input: string): boolean {
  if (!/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(input)) return false;
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const product = GSTIN_ALPHABET.indexOf(input[index]!) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return input[14] === GSTIN_ALPHABET[(36 - (sum % 36)) % 36];
}
