// An order's money as one list of charge lines: the items, each discount, every fee and the round-off, each with its
// label, its signed amount and the GST inside it. The lines add up to the payable total, so a surface that prints the
// list and its sum never misses a fee added later. The pricing function builds the list for a quote and an order
// freezes it; orders placed before the list existed get theirs from the figures they stored (orders/order-charges.ts).
import { gstIncluded, type Supply } from './gst.js';
import { sumPaise } from './money.js';

/** What a charge line is for; a new fee adds a kind, and every surface shows it by its label. */
export type ChargeKind = 'ITEMS' | 'DISCOUNT' | 'SHIPPING' | 'SLOT_SURCHARGE' | 'COD_FEE' | 'ROUND_OFF';

export const CHARGE_KINDS: readonly ChargeKind[] = Object.freeze([
  'ITEMS',
  'DISCOUNT',
  'SHIPPING',
  'SLOT_SURCHARGE',
  'COD_FEE',
  'ROUND_OFF',
]);

/** The GST inside a charge line's amount (negative for a discount: the tax it takes off). */
export interface ChargeTax {
  readonly taxablePaise: number;
  readonly taxPaise: number;
  readonly cgstPaise: number;
  readonly sgstPaise: number;
  readonly igstPaise: number;
}

export interface ChargeLine {
  readonly kind: ChargeKind;
  readonly label: string;
  /** Signed: a discount and a downward round-off are negative. */
  readonly amountPaise: number;
  /** Null for the round-off, which carries no GST. */
  readonly tax: ChargeTax | null;
}

/** A counted goods line, as priced: before and after its discount, with the GST inside what the shopper pays. */
export interface ChargedGoods {
  readonly lineTotalPaise: number;
  readonly netPaise: number;
  readonly gstRate: number;
  readonly gst: ChargeTax;
}

/** A fee in the order's total (a service with its own GST). */
export interface ChargedFee {
  readonly kind: Exclude<ChargeKind, 'ITEMS' | 'DISCOUNT' | 'ROUND_OFF'>;
  readonly label: string;
  readonly amountPaise: number;
  readonly tax: ChargeTax;
  /** Shown at 0 too (delivery reads "Free"); other fees only when charged. */
  readonly shownWhenFree?: boolean;
}

export interface ChargeFigures {
  readonly supply: Supply | null;
  readonly goods: readonly ChargedGoods[];
  readonly itemCount: number;
  readonly couponCode: string | null;
  readonly fees: readonly ChargedFee[];
  readonly roundOffPaise: number;
}

const ZERO_TAX: ChargeTax = Object.freeze({ taxablePaise: 0, taxPaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 });

/** The list of charge lines of a price; `sumCharges` of it is the payable total. */
export function chargeLines(figures: ChargeFigures): ChargeLine[] {
  const grossTax = addTaxes(
    figures.goods.map((line) => gstIncluded(line.lineTotalPaise, line.gstRate, figures.supply)),
  );
  const netTax = addTaxes(figures.goods.map((line) => line.gst));
  const grossPaise = sumPaise(figures.goods.map((line) => line.lineTotalPaise));
  const discountPaise = grossPaise - sumPaise(figures.goods.map((line) => line.netPaise));
  const { itemCount, couponCode } = figures;
  const items: ChargeLine = {
    kind: 'ITEMS',
    label: `Items (${itemCount} ${itemCount === 1 ? 'item' : 'items'})`,
    amountPaise: grossPaise,
    tax: grossTax,
  };
  const discount: ChargeLine[] =
    discountPaise > 0
      ? [
          {
            kind: 'DISCOUNT',
            label: couponCode ? `Discount (${couponCode})` : 'Discount',
            amountPaise: -discountPaise,
            tax: subtractTax(netTax, grossTax),
          },
        ]
      : [];
  const fees = figures.fees
    .filter((fee) => fee.amountPaise !== 0 || fee.shownWhenFree)
    .map(({ kind, label, amountPaise, tax }): ChargeLine => ({ kind, label, amountPaise, tax }));
  const roundOff: ChargeLine[] =
    figures.roundOffPaise === 0
      ? []
      : [{ kind: 'ROUND_OFF', label: 'Round off', amountPaise: figures.roundOffPaise, tax: null }];
  return [items, ...discount, ...fees, ...roundOff];
}

/** What the lines add up to: the payable total. */
export function sumCharges(lines: readonly Pick<ChargeLine, 'amountPaise'>[]): number {
  return lines.reduce((sum, line) => sum + line.amountPaise, 0);
}

/** The fee lines (services on the invoice): neither goods, nor discount, nor round-off. */
export function feeCharges(lines: readonly ChargeLine[]): ChargeLine[] {
  return lines.filter((line) => line.kind !== 'ITEMS' && line.kind !== 'DISCOUNT' && line.kind !== 'ROUND_OFF');
}

/** "Delivery slot: Midnight (23:00–00:00)", the slot surcharge's label. */
export function slotSurchargeLabel(slotLabel: string | null | undefined): string {
  return slotLabel ? `Delivery slot: ${slotLabel}` : 'Delivery slot';
}

export function addTaxes(parts: readonly ChargeTax[]): ChargeTax {
  return parts.reduce(
    (sum, part) => ({
      taxablePaise: sum.taxablePaise + part.taxablePaise,
      taxPaise: sum.taxPaise + part.taxPaise,
      cgstPaise: sum.cgstPaise + part.cgstPaise,
      sgstPaise: sum.sgstPaise + part.sgstPaise,
      igstPaise: sum.igstPaise + part.igstPaise,
    }),
    ZERO_TAX,
  );
}

function subtractTax(a: ChargeTax, b: ChargeTax): ChargeTax {
  return {
    taxablePaise: a.taxablePaise - b.taxablePaise,
    taxPaise: a.taxPaise - b.taxPaise,
    cgstPaise: a.cgstPaise - b.cgstPaise,
    sgstPaise: a.sgstPaise - b.sgstPaise,
    igstPaise: a.igstPaise - b.igstPaise,
  };
}

/** Reads a stored list back; null when it is missing or malformed (the order's figures then decide). */
export function parseChargeLines(value: unknown): ChargeLine[] | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  const lines: ChargeLine[] = [];
  for (const entry of value) {
    if (typeof entry !== 'object' || entry === null) return null;
    const { kind, label, amountPaise, tax } = entry as Record<string, unknown>;
    if (!CHARGE_KINDS.includes(kind as ChargeKind) || typeof label !== 'string') return null;
    if (!Number.isSafeInteger(amountPaise)) return null;
    const parsedTax = tax === null || tax === undefined ? null : parseTax(tax);
    if (parsedTax === undefined) return null;
    lines.push({ kind: kind as ChargeKind, label, amountPaise: amountPaise as number, tax: parsedTax });
  }
  return lines;
}

function parseTax(value: unknown): ChargeTax | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  const keys = ['taxablePaise', 'taxPaise', 'cgstPaise', 'sgstPaise', 'igstPaise'] as const;
  if (!keys.every((key) => Number.isSafeInteger(record[key]))) return undefined;
  const [taxablePaise, taxPaise, cgstPaise, sgstPaise, igstPaise] = keys.map((key) => record[key] as number);
  return {
    taxablePaise: taxablePaise!,
    taxPaise: taxPaise!,
    cgstPaise: cgstPaise!,
    sgstPaise: sgstPaise!,
    igstPaise: igstPaise!,
  };
}

/** A line's amount in words of money: "−₹150" off, "Free" at 0, the round-off always with its sign. */
export function chargeAmountText(
  line: Pick<ChargeLine, 'kind' | 'amountPaise'>,
  format: (paise: number) => string,
): string {
  if (line.amountPaise === 0) return line.kind === 'ROUND_OFF' ? format(0) : 'Free';
  if (line.amountPaise < 0) return `−${format(-line.amountPaise)}`;
  return line.kind === 'ROUND_OFF' ? `+${format(line.amountPaise)}` : format(line.amountPaise);
}
