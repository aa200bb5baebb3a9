// What the review step says about placing the order (tests assert these texts).
export const ReviewMessages = {
  termsRequired: 'Please accept the terms of service and the refund policy to place your order.',
  // Said only after the same order was asked for again a few times: it may exist, so nothing is promised.
  cannotReach:
    "We couldn't confirm your order: the shop did not answer. It may still have been placed, so please check My orders before trying again. Pressing Place order again will never create a second order.",
  quoteFailed: "We couldn't price your order right now. Please try again in a moment.",
  fixProblems: 'Please fix the problems marked above to place your order.',
  askingAgain: 'Still placing your order: the shop is slow to answer, so we are asking again. Please wait.',
} as const;
