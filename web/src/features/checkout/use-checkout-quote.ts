// The server's price of the order as the review step shows it (lines, breakup, problems, coupon, canPlace), asked
// again whenever the cart, the delivery state or PIN, the payment method or the coupon changes.
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { graphql } from '../../gql';
import type { CheckoutQuoteInput, PaymentMethod } from '../../gql/graphql';
import type { CartItem } from '../../shop/cart-rules';
import { toCartLineInputs } from '../../shop/cart-summary';
import type { CheckoutAddress } from './address-rules';

const CheckoutReviewQuery = graphql(`
  query CheckoutReview($input: CheckoutQuoteInput!) {
    checkoutQuote(input: $input) {
      ...CheckoutReview_quote
    }
  }
`);

export interface QuoteRequest {
  items: CartItem[];
  address: Pick<CheckoutAddress, 'state' | 'postalCode'>;
  paymentMethod: PaymentMethod;
  couponCode: string | null;
}

export function useCheckoutQuote({ items, address, paymentMethod, couponCode }: QuoteRequest) {
  const lines = useMemo(() => toCartLineInputs(items), [items]);
  // One object per distinct request: placeOrder's refusal is kept for the input it was given.
  const input: CheckoutQuoteInput = useMemo(
    () => ({ lines, state: address.state, postalCode: address.postalCode, paymentMethod, couponCode }),
    [lines, address.state, address.postalCode, paymentMethod, couponCode],
  );
  const { data, previousData, loading, refetch } = useQuery(CheckoutReviewQuery, {
    variables: { input },
    fetchPolicy: 'cache-and-network',
  });
  return { input, data, previousData, loading, refetch };
}
