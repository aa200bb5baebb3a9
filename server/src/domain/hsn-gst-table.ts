// One table from HSN heading (the first four digits of an HSN code) to the GST a product of that heading is charged:
// its default rate and the rates the owner may choose instead. Rates as in force since 22 September 2025; fresh cut
// flowers and live plants are exempt. A heading whose goods are taxed at different rates below the heading (by
// value, kind or material) lists every one of them.
import { CURRENT_GST_RATES, rateForSale } from './gst.js';

export interface HsnGstHeading {
  /** Four digits. */
  readonly heading: string;
  readonly description: string;
  /** Percent, charged when the product has no rate of its own (or one the heading does not allow). */
  readonly defaultRate: number;
  /** Percent, ascending; always holds defaultRate. */
  readonly allowedRates: readonly number[];
}

function heading(code: string, description: string, defaultRate: number, allowedRates = [defaultRate]) {
  return Object.freeze({ heading: code, description, defaultRate, allowedRates: Object.freeze([...allowedRates]) });
}

export const HSN_GST_TABLE: readonly HsnGstHeading[] = Object.freeze([
  heading('0602', 'Live plants', 0),
  heading('0603', 'Cut flowers and flower buds, fresh', 0),
  heading('0801', 'Cashew nuts and other nuts', 5),
  heading('0813', 'Dried fruits and mixtures of nuts', 5),
  heading('0902', 'Tea', 5),
  heading('1701', 'Cane sugar and jaggery', 5),
  heading('1806', 'Chocolate and other cocoa preparations', 5),
  heading('1905', "Bakers' wares: cakes, pastries, biscuits (plain breads exempt)", 5, [0, 5]),
  heading('2106', 'Sweetmeats, namkeen and other food preparations', 5),
  heading('3213', "Artists' and hobby colours in sets", 5, [5, 18]),
  heading('3307', 'Agarbatti (5 %), room perfumes and diffusers (18 %)', 18, [5, 18]),
  heading('3406', 'Candles', 5),
  heading('3926', 'Other articles of plastics', 18),
  heading('4202', 'Handbags, wallets and cases', 18, [5, 18]),
  heading('4205', 'Other articles of leather', 18, [5, 18]),
  heading('4414', 'Wooden frames for photographs and mirrors', 5, [5, 18]),
  heading('4420', 'Small wooden articles and ornaments', 5, [5, 18]),
  heading('4820', 'Diaries and planners (exercise books and notebooks exempt)', 18, [0, 18]),
  heading('4909', 'Printed greeting cards', 5, [5, 18]),
  heading('4911', 'Other printed matter (bookmarks, prints)', 5, [5, 18]),
  heading('5609', 'Articles of yarn and cord (macramé)', 5),
  heading('6111', "Babies' garments (5 % up to ₹2,500 a piece, 18 % above)", 5, [5, 18]),
  heading('6307', 'Other made-up textile articles (rakhis of thread exempt)', 5, [0, 5, 18]),
  heading('6702', 'Artificial flowers and garlands', 5, [5, 18]),
  heading('6907', 'Ceramic tiles', 18, [5, 18]),
  heading('6912', 'Ceramic tableware and mugs', 5, [5, 18]),
  heading('7013', 'Glassware and glass frames', 18),
  heading('7018', 'Glass beads (18 %) and glass bangles (exempt)', 18, [0, 18]),
  heading('7113', 'Jewellery of precious metal (silver, gold)', 3),
  heading('7117', 'Imitation jewellery', 3),
  heading('7323', 'Household articles of iron or steel (bottles, kitchenware)', 5, [5, 18]),
  heading('7418', 'Household articles of copper and brass', 5, [5, 18]),
  heading('8306', 'Statuettes and ornaments of base metal', 5, [5, 18]),
  heading('9105', 'Clocks', 18),
  heading('9404', 'Cushions and pillows', 18, [5, 18]),
  heading('9405', 'Lamps and lighting', 18, [5, 18]),
  heading('9503', 'Toys, dolls and soft toys', 5),
  heading('9505', 'Festive and Christmas articles', 5, [5, 18]),
  heading('9608', 'Pens', 18),
]);

const BY_HEADING: ReadonlyMap<string, HsnGstHeading> = new Map(HSN_GST_TABLE.map((entry) => [entry.heading, entry]));

/** The heading of an HSN code (its first four digits), or null for no code or one that is not digits. */
export function hsnHeading(hsnCode: string | null | undefined): string | null {
  if (!hsnCode) return null;
  const digits = hsnCode.replace(/[\s.]/g, '');
  return /^\d{4,8}$/.test(digits) ? digits.slice(0, 4) : null;
}

/** The table's entry for a product's HSN code, or null when the heading is not in the table. */
export function hsnGstEntry(hsnCode: string | null | undefined): HsnGstHeading | null {
  const key = hsnHeading(hsnCode);
  return key === null ? null : (BY_HEADING.get(key) ?? null);
}

/** The rates a product with this HSN code may carry: its heading's, or every current rate for a heading not listed. */
export function allowedGstRates(hsnCode: string | null | undefined): readonly number[] {
  return hsnGstEntry(hsnCode)?.allowedRates ?? CURRENT_GST_RATES;
}

/** Whether goods of this HSN code are exempt from GST (every rate the heading allows is 0). */
export function isExemptHeading(hsnCode: string | null | undefined): boolean {
  const entry = hsnGstEntry(hsnCode);
  return entry !== null && entry.allowedRates.every((rate) => rate === 0);
}

/**
 * The rate to charge on a new sale of a product: its own rate when its heading allows it, else its heading's
 * default; for a heading not in the table, its own current rate, else the shop's default.
 */
export function gstRateForProduct(
  product: { readonly gstRate?: number | null; readonly hsnCode?: string | null },
  shopDefaultRate: number,
): number {
  const entry = hsnGstEntry(product.hsnCode);
  if (entry === null) return rateForSale(product.gstRate, shopDefaultRate);
  const own = product.gstRate;
  return typeof own === 'number' && entry.allowedRates.includes(own) ? own : entry.defaultRate;
}

/** Services on an invoice: SAC codes (services accounting codes) of the fees an order may carry. */
export const FEE_SAC_CODES = Object.freeze({
  /** Postal and courier services: delivery, and a delivery slot's surcharge. */
  delivery: '9968',
  /** Financial and related services: collecting cash on delivery. */
  cashOnDelivery: '9971',
});
