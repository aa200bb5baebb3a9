// Who an order bills and where it goes, as the server decided it (Order.parties / Invoice.parties): every page,
// slip and sheet prints these blocks, so a gift's recipient is the ship-to everywhere.
import { graphql } from '../gql';
import type { OrderPartiesDetailsFragment, OrderPartyDetailsFragment } from '../gql/graphql';
import { displayPhone } from '../lib/phone';
import { slotNameBeside } from './delivery-text';

/** One person on an order: the buyer billed, or whoever the goods go to. */
export const OrderPartyDetails = graphql(`
  fragment OrderPartyDetails on OrderParty {
    firstName
    lastName
    phone
    email
    address
    landmark
    city
    postalCode
    state
  }
`);

/** Bill-to, ship-to, when it arrives and the place of supply. */
export const OrderPartiesDetails = graphql(`
  fragment OrderPartiesDetails on OrderParties {
    billTo {
      ...OrderPartyDetails
    }
    shipTo {
      ...OrderPartyDetails
    }
    gift
    delivery {
      mode
      date
      text
      slot {
        id
        label
      }
    }
    placeOfSupply
  }
`);

export interface PartyAddressProps {
  party: OrderPartyDetailsFragment;
  className?: string;
  testId?: string;
  /** Phone and e-mail as tel: and mailto: links (the owner's page). */
  links?: boolean;
}

/** A person's name, address (when the order holds one) and phone. */
export function PartyAddress({ party, className, testId, links = false }: PartyAddressProps) {
  const place = [party.city, party.postalCode].filter(Boolean).join(' ');
  return (
    <address className={className} data-testid={testId}>
      {party.firstName} {party.lastName}
      {party.address && (
        <>
          <br />
          {party.address}
        </>
      )}
      {party.landmark && (
        <>
          <br />
          Landmark: {party.landmark}
        </>
      )}
      {party.address && (
        <>
          <br />
          {place}
          {party.state ? `, ${party.state}` : ''}
        </>
      )}
      {party.phone && (
        <>
          <br />
          {links ? <a href={`tel:${party.phone}`}>{displayPhone(party.phone)}</a> : displayPhone(party.phone)}
        </>
      )}
      {links && party.email && (
        <>
          {' · '}
          <a href={`mailto:${party.email}`}>{party.email}</a>
        </>
      )}
    </address>
  );
}

/**
 * "Deliver: Sat 28 Nov, 23:00–23:59 · Slot: Midnight": when the ship-to gets it; nothing for older orders. Once the
 * order was delivered (`delivered`, perhaps early) it is what was booked: "Booked for: …".
 */
export function DeliveryWhen({
  parties,
  className,
  delivered = false,
}: {
  parties: OrderPartiesDetailsFragment;
  className?: string;
  delivered?: boolean;
}) {
  const { delivery } = parties;
  if (!delivery) return null;
  const slotName = delivery.slot ? slotNameBeside(delivery.text, delivery.slot.label) : '';
  return (
    <p className={className} data-testid="delivery-when">
      <strong>
        {delivered ? 'Booked for' : 'Deliver'}: {delivery.text.replace(/^Arrives /, '')}
      </strong>
      {slotName && ` · Slot: ${slotName}`}
    </p>
  );
}

/**
 * For a cash-on-delivery gift still to be paid: the buyer to call when the recipient cannot pay at the door (the
 * recipient may not know the gift costs them anything).
 */
export function CodGiftBuyer({
  parties,
  cashToCollect,
  className,
}: {
  parties: OrderPartiesDetailsFragment;
  cashToCollect: { paise: number };
  className?: string;
}) {
  if (!parties.gift || cashToCollect.paise === 0) return null;
  const { billTo } = parties;
  return (
    <p className={className} data-testid="cod-gift-buyer">
      If the recipient cannot pay, call the buyer: {billTo.firstName} {billTo.lastName}
      {billTo.phone && (
        <>
          , <a href={`tel:${billTo.phone}`}>{displayPhone(billTo.phone)}</a>
        </>
      )}
    </p>
  );
}
