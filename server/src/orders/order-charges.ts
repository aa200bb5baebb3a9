// An order's charge lines: the list the pricing function froze on it, or, for an order placed before the list
// existed, the same list worked out from the figures it stored (items, discount, each fee with the GST the order
// froze for it, round-off). Every surface that shows an order's money reads this.
import {
  chargeLines,
  slotSurchargeLabel,
  sumCharges,
  type ChargeLine,
  type ChargedFee,
} from '../domain/charge-lines.js';
import { gstIncluded, isKnownGstRate } from '../domain/gst.js';
import { FEE_SAC_CODES } from '../domain/hsn-gst-table.js';
import { orderRoundOffPaise, type OrderRecord } from '../domain/order-record.js';

/** The order's charge lines; they add up to its payable total. */
export function orderChargeLines(order: OrderRecord): readonly ChargeLine[] {
  const frozen = order.chargeLines;
  if (frozen && frozen.length > 0 && sumCharges(frozen) === order.totalPaise) return frozen;
  return chargeLines({
    supply: order.gst.supply,
    goods: order.lines,
    itemCount: order.itemCount,
    couponCode: order.couponCode,
    fees: storedFees(order),
    roundOffPaise: orderRoundOffPaise(order),
  });
}

/** The SAC code of a fee's service on the invoice (a kind added later prints none until it is given one). */
export function feeSacCode(kind: ChargeLine['kind']): string | null {
  if (kind === 'SHIPPING' || kind === 'SLOT_SURCHARGE') return FEE_SAC_CODES.delivery;
  if (kind === 'COD_FEE') return FEE_SAC_CODES.cashOnDelivery;
  return null;
}

/**
 * The fees of an order stored without charge lines. Their GST is what the order froze for them: the order's GST less
 * its lines'. When several fees were charged, their shared rate is read back from that remainder; every fee but the
 * last is computed with it and the last takes what is left, so the fees add up to the order's GST.
 */
export function storedFees(order: OrderRecord): ChargedFee[] {
  const fees = [
    { kind: 'SHIPPING' as const, label: 'Shipping', amountPaise: order.shippingPaise },
    {
      kind: 'SLOT_SURCHARGE' as const,
      label: slotSurchargeLabel(order.delivery?.slot?.label),
      amountPaise: order.slotSurchargePaise ?? 0,
    },
    { kind: 'COD_FEE' as const, label: 'Cash on delivery fee', amountPaise: order.codFeePaise },
  ].filter((fee) => fee.amountPaise > 0);
  const charged = taxedFees(order, fees).map((fee) => ({ ...fee, shownWhenFree: fee.kind === 'SHIPPING' }));
  // Free delivery is a line too (it reads "Free"), as the pricing function lists it.
  const freeDelivery: ChargedFee[] =
    order.shippingPaise === 0 && order.lines.length > 0
      ? [
          {
            kind: 'SHIPPING',
            label: 'Shipping',
            amountPaise: 0,
            tax: gstIncluded(0, 0, order.gst.supply),
            shownWhenFree: true,
          },
        ]
      : [];
  return [...freeDelivery, ...charged];
}

function taxedFees(order: OrderRecord, fees: readonly Omit<ChargedFee, 'tax'>[]): ChargedFee[] {
  const remainder = feesTax(order);
  if (fees.length <= 1) return fees.map((fee) => ({ ...fee, tax: remainder }));
  const rate = remainder.taxablePaise > 0 ? Math.round((remainder.taxPaise * 100) / remainder.taxablePaise) : 0;
  const computed = fees.slice(0, -1).map((fee) => {
    const { taxablePaise, taxPaise, cgstPaise, sgstPaise, igstPaise } = gstIncluded(
      fee.amountPaise,
      isKnownGstRate(rate) ? rate : 0,
      order.gst.supply,
    );
    return { ...fee, tax: { taxablePaise, taxPaise, cgstPaise, sgstPaise, igstPaise } };
  });
  const taken = (key: keyof ChargedFee['tax']) => computed.reduce((sum, fee) => sum + fee.tax[key], 0);
  const left = (key: keyof ChargedFee['tax']) => Math.max(0, remainder[key] - taken(key));
  const tax = {
    taxablePaise: left('taxablePaise'),
    taxPaise: left('taxPaise'),
    cgstPaise: left('cgstPaise'),
    sgstPaise: left('sgstPaise'),
    igstPaise: left('igstPaise'),
  };
  return [...computed, { ...fees[fees.length - 1]!, tax }];
}

/** The order's GST less its lines': what its fees carry. */
function feesTax(order: OrderRecord): ChargedFee['tax'] {
  const sum = (key: 'taxablePaise' | 'taxPaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise') =>
    Math.max(0, order.gst[key] - order.lines.reduce((total, line) => total + line.gst[key], 0));
  return {
    taxablePaise: sum('taxablePaise'),
    taxPaise: sum('taxPaise'),
    cgstPaise: sum('cgstPaise'),
    sgstPaise: sum('sgstPaise'),
    igstPaise: sum('igstPaise'),
  };
}
