// Placing the order from the review step: the terms first, then placeOrder with its idempotency key, asked again
// while the outcome is unknown, and each answer sent where it belongs (the order, the coupon, the account step, or
// the refusals shown on this step).
import { useMutation } from '@apollo/client/react';
import { photoTokenHeaders } from '../../shop/photo-access';
import { useRef, useState } from 'react';
import { graphql } from '../../gql';
import type { CheckoutQuoteInput, CheckoutReview_QuoteFragment, PaymentMethod } from '../../gql/graphql';
import { forgetCoupon } from '../../shop/applied-coupon';
import { sortRefusals, type AccountRefusal, type OrderUserError } from './order-refusals';
import { placeOrderRequest, type OrderChoices } from './place-order-request';
import { isAskAgainAnswer, isOutcomeUnknownError, retryWhileUnknown, waitMs } from './place-order-retry';
import { ReviewMessages } from './review-messages';

const PlaceOrderMutation = graphql(`
  mutation PlaceOrder($input: PlaceOrderInput!, $idempotencyKey: String!) {
    placeOrder(input: $input, idempotencyKey: $idempotencyKey) {
      order {
        id
        orderNumber
      }
      quote {
        ...CheckoutReview_quote
      }
      userErrors {
        ...UserError
      }
    }
  }
`);

/** What placeOrder said, for the quote input it was asked with (a changed cart is priced afresh). */
export interface PlaceRefusal {
  forInput: CheckoutQuoteInput;
  quote: CheckoutReview_QuoteFragment | null;
  errors: OrderUserError[];
}

export interface PlaceOrderOptions {
  /** The quote input the order is placed for: a refusal belongs to it. */
  quoteInput: CheckoutQuoteInput;
  /** The waits between attempts while the outcome is unknown. */
  retryDelaysMs: readonly number[];
  onPlaced: (order: { id: string; orderNumber: string }, paymentMethod: PaymentMethod) => void;
  onAccountRefusal?: (refusal: AccountRefusal) => void;
  /** The coupon stopped applying while the order was being placed (its last use went to someone else). */
  onCouponRefused: (code: string, message: string) => void;
  /** A refusal may come with a fresher price: the quote query's own copy is refreshed for later. */
  refreshQuote: () => void;
}

export function usePlaceOrder(options: PlaceOrderOptions) {
  const [place] = useMutation(PlaceOrderMutation);
  // Set for the whole of the attempts (the mutation's own loading flag drops between them).
  const [placing, setPlacing] = useState(false);
  const [askingAgain, setAskingAgain] = useState(false);
  const placingNow = useRef(false);
  const [accepted, setAccepted] = useState(false);
  const [termsError, setTermsError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<PlaceRefusal | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  function accept(checked: boolean) {
    setAccepted(checked);
    if (checked) setTermsError(null);
  }

  async function attempt(choices: OrderChoices) {
    const { input, idempotencyKey } = placeOrderRequest(choices);
    // The same key every time: an attempt whose outcome is unknown is asked again, and returns the order if it exists.
    return retryWhileUnknown(
      async () =>
        (await place({ variables: { input, idempotencyKey }, context: { headers: photoTokenHeaders() } })).data
          ?.placeOrder ?? null,
      (tried) =>
        tried.ok ? tried.value !== null && isAskAgainAnswer(tried.value) : isOutcomeUnknownError(tried.error),
      options.retryDelaysMs,
      (ms) => {
        setAskingAgain(true);
        return waitMs(ms);
      },
    );
  }

  async function placeOrder(choices: OrderChoices) {
    if (placingNow.current) return;
    setFailure(null);
    if (!accepted) {
      setTermsError(ReviewMessages.termsRequired);
      return;
    }
    placingNow.current = true;
    setPlacing(true);
    try {
      const result = await attempt(choices);
      if (!result.ok) {
        setFailure(ReviewMessages.cannotReach);
        return;
      }
      const payload = result.value;
      if (payload?.order) {
        forgetCoupon();
        options.onPlaced(payload.order, choices.paymentMethod);
        return;
      }
      const errors = payload?.userErrors ?? [];
      const couponError = errors.find((e) => e.code === 'COUPON_NOT_APPLIED');
      if (couponError && choices.couponCode) {
        options.onCouponRefused(choices.couponCode, couponError.message);
        return;
      }
      const account = sortRefusals(errors).account;
      if (account && options.onAccountRefusal) {
        options.onAccountRefusal(account);
        return;
      }
      setRefusal({ forInput: options.quoteInput, quote: payload?.quote ?? null, errors });
      if (errors.some((e) => e.code === 'TERMS_NOT_ACCEPTED')) setTermsError(ReviewMessages.termsRequired);
      if (payload?.quote) options.refreshQuote();
    } finally {
      placingNow.current = false;
      setPlacing(false);
      setAskingAgain(false);
    }
  }

  const current = refusal?.forInput === options.quoteInput ? refusal : null;
  return { placeOrder, placing, askingAgain, failure, refusal: current, accepted, accept, termsError };
}
