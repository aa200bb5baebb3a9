// The payable total of an order is a whole number of rupees, as Indian invoices round it: to the nearest rupee, a
// half rupee going up. The difference is shown as its own "Round off" line and kept with the order, so the exact
// figures (items, discount, fees, GST) stay as they were and still add up: exact total + round-off = payable.

export interface RoundedTotal {
  /** The sum of the order's figures, in paise, before rounding. */
  readonly exactPaise: number;
  /** What the shopper pays: exactPaise rounded to the nearest 100 paise, 50 paise rounding up. */
  readonly payablePaise: number;
  /** payablePaise − exactPaise: from −49 to +50 paise; 0 when the exact total is already whole rupees. */
  readonly roundOffPaise: number;
}

/** Rounds a total of paise to the whole rupee, half up. Throws RangeError for anything but a whole, non-negative amount. */
export function roundToRupee(exactPaise: number): RoundedTotal {
  if (!Number.isSafeInteger(exactPaise) || exactPaise < 0)
    throw new RangeError(`a total must be whole, non-negative paise, got ${exactPaise}`);
  const paise = exactPaise % 100;
  const payablePaise = paise >= 50 ? exactPaise - paise + 100 : exactPaise - paise;
  return { exactPaise, payablePaise, roundOffPaise: payablePaise - exactPaise };
}

/** "−₹0.20" or "+₹0.50" for a round-off (a true minus sign, as a bill prints it); "₹0" when there is none. */
export function formatRoundOff(roundOffPaise: number, format: (paise: number) => string): string {
  if (roundOffPaise === 0) return format(0);
  return `${roundOffPaise < 0 ? '−' : '+'}${format(Math.abs(roundOffPaise))}`;
}
