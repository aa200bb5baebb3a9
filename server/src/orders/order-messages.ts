/** Every message checkout and orders show to shoppers. */
export const OrderMessages = {
  termsNotAccepted: 'Please accept the terms and the refund policy to place your order.',
  cannotPlace: 'Your order cannot be placed as it is. Please check the marked items.',
  billingAddressRequired:
    'For an order of ₹50,000 or more the tax invoice needs your billing address. Please add it under your details.',
  soldOut: 'Sorry, some items sold out while you were placing your order. Nothing was charged; please check your cart.',
  keyReused: 'This checkout was already used for a different order. Please reload the page and check your orders.',
  // The order's transaction may still commit after we stop waiting for it: these two promise nothing about the
  // outcome, and a retry with the same checkout (idempotency key) is safe and returns the order if it exists.
  tryAgain:
    'We could not confirm your order in time, so we cannot tell yet whether it was placed. Please try again: ' +
    'trying again with this checkout is safe, and it will show your order if it was placed.',
  unavailable:
    'We could not reach our order system, so we cannot tell yet whether your order was placed. Please try again in a ' +
    'few minutes: trying again with this checkout is safe, and it will show your order if it was placed.',
  // Answered before the order's transaction opened: it was never started, so nothing was placed.
  busy: 'The shop is busy right now. Nothing was placed; please try again.',
  notPlacedUnavailable:
    'We could not place your order right now; nothing was placed. Please try again in a few minutes.',
  rateLimited: 'Too many orders in a short time. Please wait a little and try again.',
  profileMissing: 'Please complete your profile (your name and a verified mobile number) before placing an order.',
  emailMissing:
    'Your account has no e-mail address for the order confirmation. Please add one to your profile before ordering.',
  phoneNotVerified: 'Please verify your mobile number with a one-time code before placing an order.',
  onlineNotAvailable: 'Online payment is not available at the moment. Please choose cash on delivery.',
  notFound: 'We could not find this order.',
  cancelTryAgain: 'We could not cancel your order right now. Please try again.',
  cancelUnavailable: 'We could not cancel your order right now. Please try again in a few minutes.',
} as const;
