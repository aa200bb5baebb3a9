// A charge line in the API's shape (money as Money objects), shared by every answer that lists charge lines: a
// checkout quote, an order and the cart. Plain data in, plain data out.
import type { ChargeLine, ChargeTax } from './charge-lines.js';
import { money, type Money } from './money.js';

export interface GstAnswer {
  readonly taxable: Money;
  readonly total: Money;
  readonly cgst: Money;
  readonly sgst: Money;
  readonly igst: Money;
  readonly supply: string | null;
}

export interface ChargeLineAnswer {
  readonly kind: ChargeLine['kind'];
  readonly label: string;
  readonly amount: Money;
  readonly tax: GstAnswer | null;
}

/** GST figures as the API answers them. */
export function gstAnswer(figures: ChargeTax, supply: string | null): GstAnswer {
  return {
    taxable: money(figures.taxablePaise),
    total: money(figures.taxPaise),
    cgst: money(figures.cgstPaise),
    sgst: money(figures.sgstPaise),
    igst: money(figures.igstPaise),
    supply,
  };
}

/** A charge line as the API answers it. */
export function chargeLineAnswer(line: ChargeLine, supply: string | null): ChargeLineAnswer {
  return {
    kind: line.kind,
    label: line.label,
    amount: money(line.amountPaise),
    tax: line.tax ? gstAnswer(line.tax, supply) : null,
  };
}
