// The server's price of the order as the review step shows it (lines, breakup, problems, coupon, canPlace), asked
// again whenever the cart, the delivery state or PIN, the payment method or the coupon changes.
import { useQuery } from '@apollo/client/react';
import { photoTokenHeaders } from '../../shop/photo-access';
import { useMemo } from 'react';
import { graphql } from '../../gql';
import type { CheckoutQuoteInput, PaymentMethod } from '../../gql/graphql';
import type { CartItem } from '../../shop/cart-rules';
import { toCartLineInputs } from '../../shop/cart-summary';
import type { CheckoutAddress } from './address-rules';
import type { DeliveryChoice } from './delivery-choice';

const CheckoutReviewQuery = graphql(`
  query CheckoutReview($input: CheckoutQuoteInput!) {
    checkoutQuote(input: $input) {
      ...CheckoutReview_quote
    }
  }
`);

export interface QuoteRequest {
  items: CartItem[];
  /** Where it is delivered (the recipient's address for a gift). */
  address: Pick<CheckoutAddress, 'state' | 'postalCode'>;
  /** The buyer's state when the gift goes to someone else (it decides the GST split); else null. */
  billingState?: string | null;
  delivery?: DeliveryChoice | null;
  paymentMethod: PaymentMethod;
  couponCode: string | null;
}

export function useCheckoutQuote(request: QuoteRequest) {
  const { items, address, paymentMethod, couponCode } = request;
  const billingState = request.billingState ?? null;
  const date = request.delivery?.date ?? null;
  const slotId = request.delivery?.slotId ?? null;
  const lines = useMemo(() => toCartLineInputs(items), [items]);
  // One object per distinct request: placeOrder's refusal is kept for the input it was given. The delivery and the
  // billing state are sent only when there are some, so a plain order asks exactly what it asked before.
  const input: CheckoutQuoteInput = useMemo(
    () => ({
      lines,
      state: address.state,
      postalCode: address.postalCode,
      paymentMethod,
      couponCode,
      ...(date ? { delivery: { date, slotId } } : {}),
      ...(billingState ? { billingState } : {}),
    }),
    [lines, address.state, address.postalCode, paymentMethod, couponCode, date, slotId, billingState],
  );
  const { data, previousData, loading, refetch } = useQuery(CheckoutReviewQuery, {
    variables: { input },
    fetchPolicy: 'cache-and-network',
    // Photos uploaded signed out belong to this device's upload token.
    context: { headers: photoTokenHeaders() },
  });
  return { input, data, previousData, loading, refetch };
}
