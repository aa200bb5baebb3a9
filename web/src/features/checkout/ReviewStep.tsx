import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../gql';
import type { PaymentMethod } from '../../gql/graphql';
import type { CartItem } from '../../shop/cart-rules';
import { PriceBreakup } from '../../shop/PriceBreakup';
import { Button, LoadError, Spinner } from '../../ui';
import type { AddressErrors, CheckoutAddress } from './address-rules';
import { CouponField } from './CouponField';
import { DeliveryCard } from './DeliveryCard';
import { settleChoice, type DeliveryChoice } from './delivery-choice';
import type { AccountRefusal } from './order-refusals';
import { PLACE_RETRY_DELAYS_MS } from './place-order-retry';
import { ReviewMessages } from './review-messages';
import { ReviewAddressCard, ReviewLinesCard } from './ReviewOrderCards';
import { OrderProblems, PaymentMethodField, TermsField } from './ReviewPaymentParts';
import { NO_WHATSAPP, WhatsAppUpdatesField, type WhatsAppChoices } from './WhatsAppUpdatesField';
import { reviewProblems } from './review-refusals';
import { useCheckoutCoupon, useCouponVerdict } from './use-checkout-coupon';
import { useCheckoutQuote } from './use-checkout-quote';
import { useDeliveryOptions } from './use-delivery-options';
import { usePlaceOrder } from './use-place-order';
import styles from './CheckoutPage.module.css';

export { ReviewMessages } from './review-messages';

export const CheckoutReviewQuoteFragment = graphql(`
  fragment CheckoutReview_quote on CheckoutQuote {
    lines {
      productId
      variant
      quantity
      maxQuantity
      counted
      product {
        id
        productName
        thumbnail
      }
      unitPrice {
        ...Money
      }
      lineTotal {
        ...Money
      }
      problems {
        ...CheckoutReview_problem
      }
    }
    breakdown {
      ...PriceBreakup_breakdown
    }
    delivery {
      mode
      promise {
        text
      }
      nextAvailable {
        text
      }
    }
    amountToFreeShipping {
      ...Money
    }
    problems {
      ...CheckoutReview_problem
    }
    canPlace
    coupon {
      ...CouponField_check
    }
    onlinePaymentAvailable
  }
`);

export const CheckoutReviewProblemFragment = graphql(`
  fragment CheckoutReview_problem on CheckoutProblem {
    code
    message
    availableQuantity
  }
`);

/** Where the confirmation goes: the account's own e-mail (the address step showed it too). */
const CheckoutAccountEmailQuery = graphql(`
  query CheckoutAccountEmail {
    me {
      id
      email
    }
  }
`);

export interface ReviewStepProps {
  items: CartItem[];
  address: CheckoutAddress;
  /** The gift's recipient, when it goes to someone else: their PIN and state decide the delivery. */
  recipient?: CheckoutAddress | null;
  /** A gift's buyer gave a billing address too: it is sent, and its state is the place of supply. */
  giftBilling?: boolean;
  /** The chosen delivery date and slot (kept with the draft). */
  delivery?: DeliveryChoice | null;
  onDeliveryChange?: (choice: DeliveryChoice) => void;
  saveAddress: boolean;
  /** Back to the address step, with the server's messages for its fields when there are any. */
  onEditAddress: (serverErrors?: AddressErrors) => void;
  /** The order exists (an online one still waits for its payment). */
  onPlaced: (order: { id: string; orderNumber: string }, paymentMethod: PaymentMethod) => void;
  /** placeOrder wants a completed profile or a verified phone first: back to the account step. */
  onAccountRefusal?: (refusal: AccountRefusal) => void;
  /** The waits between attempts while placing has an unknown outcome (tests shorten them). */
  retryDelaysMs?: readonly number[];
}

/** Step 2: every line with its options, the server's price breakup, payment method, terms, Place order. */
export function ReviewStep({
  items,
  address,
  recipient = null,
  giftBilling = false,
  delivery = null,
  onDeliveryChange = () => undefined,
  saveAddress,
  onEditAddress,
  onPlaced,
  onAccountRefusal,
  retryDelaysMs = PLACE_RETRY_DELAYS_MS,
}: ReviewStepProps) {
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>('COD');
  const [whatsapp, setWhatsapp] = useState<WhatsAppChoices>(NO_WHATSAPP);
  const coupon = useCheckoutCoupon();
  const destination = recipient ?? address;
  const options = useDeliveryOptions(items, destination.postalCode);
  // The shopper's date and slot while they can be had, else the first that can (local delivery only).
  const chosen = options.answer?.mode === 'LOCAL' ? settleChoice(options.offer, delivery) : null;
  const priced = useCheckoutQuote({
    items,
    address: destination,
    // A gift's buyer without an address: the server takes the recipient's state for the place of supply too.
    billingState: recipient && giftBilling ? address.state : null,
    delivery: chosen,
    paymentMethod,
    couponCode: coupon.code,
  });
  const { data, previousData, loading, refetch } = priced;
  useCouponVerdict(coupon, data?.checkoutQuote.coupon ?? null);
  const { data: account, loading: accountLoading } = useQuery(CheckoutAccountEmailQuery);
  const accountEmail = account?.me?.email ?? '';
  const place = usePlaceOrder({
    quoteInput: priced.input,
    retryDelaysMs,
    onPlaced,
    onAccountRefusal,
    onCouponRefused: coupon.refuse,
    refreshQuote: () => void refetch(),
  });

  const quote = place.refusal?.quote ?? (data ?? previousData)?.checkoutQuote ?? null;
  if (!quote && loading) return <Spinner centered label="Pricing your order" />;
  if (!quote) {
    return (
      <LoadError className={styles.notice} onRetry={refetch}>
        {ReviewMessages.quoteFailed}
      </LoadError>
    );
  }
  const problems = reviewProblems(place.refusal?.errors ?? [], items, quote);
  function placeOrder() {
    if (accountLoading) return;
    void place.placeOrder({
      items,
      address,
      recipient,
      giftBilling,
      delivery: chosen,
      accountEmail,
      paymentMethod,
      saveAddress,
      couponCode: coupon.code,
      whatsapp,
    });
  }

  return (
    <div className={styles.review}>
      <ReviewAddressCard
        address={address}
        accountEmail={accountEmail}
        errors={problems.address}
        onEditAddress={onEditAddress}
        recipient={recipient}
        giftBilling={giftBilling}
        recipientErrors={problems.recipient}
      />
      <DeliveryCard
        answer={options.answer}
        offer={options.offer}
        loading={options.loading}
        failed={options.failed}
        onRetry={() => void options.refetch()}
        choice={chosen}
        onChange={onDeliveryChange}
        destination={destinationText(destination, recipient !== null)}
        refusal={deliveryRefusal(problems.delivery, quote.delivery.nextAvailable?.text ?? null)}
      />
      <ReviewLinesCard lines={quote.lines} items={items} refusals={problems.lines} anyProblem={problems.anyLine} />
      <section aria-labelledby="review-pay-title" className={styles.card}>
        <h2 id="review-pay-title">Payment</h2>
        <PaymentMethodField
          value={paymentMethod}
          onChange={setPaymentMethod}
          onlineAvailable={quote.onlinePaymentAvailable}
          refusals={problems.payment}
          gift={recipient ? { recipientName: recipient.firstName, total: quote.breakdown.total.formatted } : null}
        />
        <CouponField
          key={coupon.refusal?.code ?? 'coupon'}
          check={coupon.code !== null && quote.coupon?.code === coupon.code ? quote.coupon : null}
          refusal={coupon.refusal}
          busy={coupon.code !== null && loading}
          onApply={coupon.apply}
          onRemove={coupon.remove}
        />
        <PriceBreakup breakdown={quote.breakdown} />
        {quote.amountToFreeShipping && quote.amountToFreeShipping.paise > 0 && (
          <p className={styles.hint} data-testid="free-delivery-hint">
            Add {quote.amountToFreeShipping.formatted} more for free delivery.
          </p>
        )}
        <OrderProblems problems={problems} failure={place.failure} />
        <WhatsAppUpdatesField choices={whatsapp} recipientName={recipient?.firstName ?? null} onChange={setWhatsapp} />
        <TermsField accepted={place.accepted} error={place.termsError} onChange={place.accept} />
        {!quote.canPlace && <p className={styles.hint}>{ReviewMessages.fixProblems}</p>}
        {place.askingAgain && (
          <p className={styles.hint} role="status">
            {ReviewMessages.askingAgain}
          </p>
        )}
        <Button
          size="large"
          block
          onClick={placeOrder}
          loading={place.placing}
          disabled={!quote.canPlace || place.placing || accountLoading}
        >
          {paymentMethod === 'ONLINE' ? 'Place order and pay' : 'Place order'}
        </Button>
      </section>
    </div>
  );
}

/** "Delivering to Anitha Kumar, Coimbatore 641002" (a gift) or "Delivering to Coimbatore 641002". */
function destinationText(destination: CheckoutAddress, gift: boolean): string {
  const place = `${destination.city} ${destination.postalCode}`.trim();
  return gift ? `Delivering to ${destination.firstName} ${destination.lastName}, ${place}` : `Delivering to ${place}`;
}

/** placeOrder's message for the date or slot, and the next one the server can offer. */
function deliveryRefusal(messages: readonly string[], next: string | null): string | null {
  if (messages.length === 0) return null;
  return next ? `${messages.join(' ')} Next possible: ${next}.` : messages.join(' ');
}
