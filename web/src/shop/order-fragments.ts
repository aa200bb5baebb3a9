// The parts of an order that several pages show (the shopper's order page, the owner's order page, the packing slip,
// the invoice): one selection each, spread by name, so every page asks for an order's parts the same way and one
// page's answer in the cache serves the next.
import { graphql } from '../gql';

/** One line as the order froze it: what was bought, at what price, with the shopper's choices and photos. */
export const OrderLineDetailsFragment = graphql(`
  fragment OrderLineDetails on OrderLine {
    productId
    productName
    variant
    quantity
    unitPrice {
      ...Money
    }
    lineTotal {
      ...Money
    }
    imageUrl
    personalisation
    giftWrap
    giftMessage
    photos {
      photoId
      previewUrl
      width
      height
      crop {
        x
        y
        width
        height
        rotation
      }
    }
  }
`);

/** Where the order goes and whom to ask about it (an invoice's buyer too). */
export const OrderAddressDetailsFragment = graphql(`
  fragment OrderAddressDetails on OrderAddress {
    firstName
    lastName
    email
    phone
    address
    city
    postalCode
    state
    landmark
  }
`);

/** One change of the order's status: who made it, when and why. */
export const OrderEventDetailsFragment = graphql(`
  fragment OrderEventDetails on OrderEvent {
    from
    to
    at
    actor
    reason
  }
`);

/** The courier and tracking number, once the order is shipped. */
export const ShipmentDetailsFragment = graphql(`
  fragment ShipmentDetails on Shipment {
    courier
    trackingNumber
    trackingUrl
    shippedAt
  }
`);

/** When the order arrives and, for a gift, whom it goes to (the shopper's order page, payment status, the owner's). */
export const OrderDeliveryDetailsFragment = graphql(`
  fragment OrderDeliveryDetails on Order {
    deliveredAt
    delivery {
      mode
      date
      latestDate
      text
      slot {
        id
        label
        startTime
        endTime
      }
    }
    recipient {
      firstName
      lastName
      phone
      address
      landmark
      city
      postalCode
      state
    }
    parties {
      ...OrderPartiesDetails
    }
  }
`);
