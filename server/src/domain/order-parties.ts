// Who an order is for, decided in one place: the buyer is billed (and mailed); the goods go to a gift's recipient,
// else to the buyer. Every surface (order pages, packing slip, run sheet, invoice, mail) takes bill-to and ship-to
// from here, with the delivery date and slot and the place of supply.
import type { DeliveryPromise } from './delivery-terms.js';
import { placeOfSupply } from './invoice.js';
import type { OrderRecord } from './order-record.js';

export interface OrderParty {
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string | null;
  readonly email: string | null;
  /** Null when the order holds no address for this person (a gift's buyer need give none below ₹50,000). */
  readonly address: string | null;
  readonly landmark: string | null;
  readonly city: string | null;
  readonly postalCode: string | null;
  readonly state: string | null;
}

export interface OrderParties {
  readonly billTo: OrderParty;
  readonly shipTo: OrderParty;
  readonly gift: boolean;
  readonly delivery: DeliveryPromise | null;
  /** "Tamil Nadu (33)": the buyer's state for a gift (IGST Act s.10(1)(b)), else the delivery state. */
  readonly placeOfSupply: string;
}

type PartyOrder = Pick<OrderRecord, 'address' | 'recipient' | 'delivery'>;

const blank = (value: string | null | undefined): string | null => (value && value.trim() !== '' ? value : null);

export function orderParties(order: PartyOrder): OrderParties {
  const buyer = order.address;
  const hasAddress = blank(buyer.address) !== null;
  const billTo: OrderParty = {
    firstName: buyer.firstName,
    lastName: buyer.lastName,
    phone: blank(buyer.phone),
    email: blank(buyer.email),
    address: hasAddress ? buyer.address : null,
    landmark: hasAddress ? blank(buyer.landmark) : null,
    city: hasAddress ? blank(buyer.city) : null,
    postalCode: hasAddress ? blank(buyer.postalCode) : null,
    state: blank(buyer.state),
  };
  const recipient = order.recipient ?? null;
  const shipTo: OrderParty = recipient ? { ...recipient, landmark: blank(recipient.landmark), email: null } : billTo;
  // The supply follows the buyer's state for a gift sent on their direction, the delivery state otherwise.
  const supplyState = billTo.state ?? shipTo.state ?? '';
  return {
    billTo,
    shipTo,
    gift: recipient !== null,
    delivery: order.delivery ?? null,
    placeOfSupply: placeOfSupply(supplyState),
  };
}

/** The party's address as lines to print: street, landmark, "City PIN", state (empty without an address). */
export function partyAddressLines(party: OrderParty): string[] {
  if (party.address === null) return [];
  return [
    party.address,
    ...(party.landmark ? [`Landmark: ${party.landmark}`] : []),
    [party.city, party.postalCode].filter(Boolean).join(' '),
    ...(party.state ? [party.state] : []),
  ];
}
