// Test answers for an order's seams: its parties (bill-to, ship-to, delivery) and its charge lines, made from the
// older fields the mocks already give (address, recipient, delivery; the breakdown's figures), as the server makes them.
import { money } from './shop-test-kit';

interface PartyLike {
  __typename?: string;
  firstName: string;
  lastName: string;
  phone: string;
  email?: string | null;
  address: string;
  landmark?: string | null;
  city: string;
  postalCode: string;
  state: string;
}

interface Figures {
  __typename?: string;
  itemCount: number;
  couponCode?: string | null;
  itemsSubtotal: { paise: number };
  discount?: { paise: number };
  shipping?: { paise: number };
  slotSurcharge?: { paise: number };
  codFee?: { paise: number };
  roundOff?: { paise: number };
}

const party = (person: PartyLike, email: string | null) => ({
  __typename: 'OrderParty' as const,
  firstName: person.firstName,
  lastName: person.lastName,
  phone: person.phone,
  email,
  address: person.address,
  landmark: person.landmark ?? null,
  city: person.city,
  postalCode: person.postalCode,
  state: person.state,
});

/** Order.parties as the server decides it: the buyer billed, a gift's recipient (else the buyer) shipped to. */
export function partiesOf<D>(order: { address: PartyLike; recipient?: PartyLike | null; delivery?: D | null }) {
  const billTo = party(order.address, order.address.email ?? null);
  return {
    __typename: 'OrderParties' as const,
    billTo,
    shipTo: order.recipient ? party(order.recipient, null) : billTo,
    gift: Boolean(order.recipient),
    delivery: order.delivery ?? null,
    placeOfSupply: `${order.address.state} (33)`,
  };
}

const line = (kind: string, label: string, paise: number) => ({
  __typename: 'ChargeLine' as const,
  kind,
  label,
  amount: money(paise),
});

/** PriceBreakdown.chargeLines from a mock's figures, in the server's order. */
export function chargeLinesOf(figures: Figures) {
  const items = figures.itemCount === 1 ? '1 item' : `${figures.itemCount} items`;
  const discount = figures.discount?.paise ?? 0;
  return [
    line('ITEMS', `Items (${items})`, figures.itemsSubtotal.paise),
    ...(discount > 0 ? [line('DISCOUNT', `Discount (${figures.couponCode ?? ''})`, -discount)] : []),
    line('SHIPPING', 'Shipping', figures.shipping?.paise ?? 0),
    ...((figures.slotSurcharge?.paise ?? 0) > 0
      ? [line('SLOT_SURCHARGE', 'Delivery slot', figures.slotSurcharge!.paise)]
      : []),
    ...((figures.codFee?.paise ?? 0) > 0 ? [line('COD_FEE', 'Cash on delivery fee', figures.codFee!.paise)] : []),
    ...((figures.roundOff?.paise ?? 0) !== 0 ? [line('ROUND_OFF', 'Round off', figures.roundOff!.paise)] : []),
  ];
}

interface RefundLike {
  amount: { paise: number; formatted?: string };
  status?: string;
  note?: string | null;
  requestedAt?: string;
  refundedAt?: string;
}

/** Order.refundSummary as the server adds it up: online refunds not failed, and cash handed back. */
export function refundSummaryOf(order: {
  breakdown?: { total?: { paise: number } };
  payment?: { refunds?: RefundLike[] } | null;
  cashRefunds?: RefundLike[];
}) {
  const online = (order.payment?.refunds ?? []).map((refund) => ({
    __typename: 'OrderRefundEntry' as const,
    kind: 'ONLINE',
    amount: money(refund.amount.paise),
    at: refund.requestedAt ?? '2026-11-25T10:00:00.000Z',
    reason: refund.note ?? null,
    status: refund.status ?? 'PROCESSED',
  }));
  const cash = (order.cashRefunds ?? []).map((refund) => ({
    __typename: 'OrderRefundEntry' as const,
    kind: 'CASH',
    amount: money(refund.amount.paise),
    at: refund.refundedAt ?? '2026-11-25T10:00:00.000Z',
    reason: refund.note ?? null,
    status: 'HANDED_BACK',
  }));
  const entries = [...online, ...cash].sort((a, b) => a.at.localeCompare(b.at));
  const refunded = entries.filter((entry) => entry.status !== 'FAILED').reduce((sum, e) => sum + e.amount.paise, 0);
  const total = order.breakdown?.total?.paise ?? 0;
  return {
    __typename: 'OrderRefundSummary' as const,
    refunded: money(refunded),
    net: money(Math.max(0, total - refunded)),
    state: refunded === 0 ? 'NONE' : refunded >= total ? 'FULL' : 'PARTIAL',
    entries,
  };
}

/** An order mock with its parties, charge lines and refund figures added. */
export function withSeams<
  O extends { address: PartyLike; recipient?: PartyLike | null; delivery?: unknown; breakdown?: Partial<Figures> },
>(order: O) {
  const given = order as O & { deliveredAt?: string | null; paymentBucket?: string; paymentMethod?: string };
  return {
    deliveredAt: given.deliveredAt ?? null,
    paymentBucket: given.paymentBucket ?? (given.paymentMethod === 'COD' ? 'CASH_TO_COLLECT' : 'PAID_ONLINE'),
    ...order,
    // Always from the mock's own refunds, as the server adds them up (a mock of a mock recounts).
    refundSummary: refundSummaryOf(order as Parameters<typeof refundSummaryOf>[0]),
    parties: partiesOf(order),
    ...(order.breakdown?.itemsSubtotal
      ? { breakdown: { ...order.breakdown, chargeLines: chargeLinesOf(order.breakdown as Figures) } }
      : {}),
  };
}
