import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { graphql } from '../../gql';
import type { CheckoutReview_QuoteFragment, PaymentMethod, PlaceOrderInput } from '../../gql/graphql';
import { CART_URL, ORDERS_URL, POLICY_URLS } from '../../lib/urls';
import { toCartLineInputs } from '../../shop/cart-summary';
import { toOrderLineInputs } from '../../shop/order-lines';
import type { CartItem } from '../../shop/cart-rules';
import { LineOptions } from '../../shop/LineOptions';
import { PriceBreakup } from '../../shop/PriceBreakup';
import { updateCartLine } from '../../shop/cart-store';
import { forgetCoupon, normaliseCouponCode, rememberCoupon, rememberedCoupon } from '../../shop/applied-coupon';
import { Button, LoadError, Spinner } from '../../ui';
import { Checkbox } from '../../ui/Checkbox';
import { toAddressInput, type AddressErrors, type CheckoutAddress } from './address-rules';
import { idempotencyKeyFor } from './checkout-progress';
import { CouponField } from './CouponField';
import { sortRefusals, type AccountRefusal, type OrderUserError } from './order-refusals';
import {
  isOutcomeUnknownAnswer,
  isOutcomeUnknownError,
  PLACE_RETRY_DELAYS_MS,
  retryWhileUnknown,
  waitMs,
} from './place-order-retry';
import styles from './CheckoutPage.module.css';

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

const CheckoutReviewQuery = graphql(`
  query CheckoutReview($input: CheckoutQuoteInput!) {
    checkoutQuote(input: $input) {
      ...CheckoutReview_quote
    }
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

export const ReviewMessages = {
  termsRequired: 'Please accept the terms of service and the refund policy to place your order.',
  // Said only after the same order was asked for again a few times: it may exist, so nothing is promised.
  cannotReach:
    "We couldn't confirm your order: the shop did not answer. It may still have been placed, so please check My orders before trying again. Pressing Place order again will never create a second order.",
  quoteFailed: "We couldn't price your order right now. Please try again in a moment.",
  fixProblems: 'Please fix the problems marked above to place your order.',
  askingAgain: 'Still placing your order: the shop is slow to answer, so we are asking again. Please wait.',
} as const;

const lineKey = (id: string, variant: string | null | undefined) => `${id}\u0000${variant ?? ''}`;

export interface ReviewStepProps {
  items: CartItem[];
  address: CheckoutAddress;
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
  saveAddress,
  onEditAddress,
  onPlaced,
  onAccountRefusal,
  retryDelaysMs = PLACE_RETRY_DELAYS_MS,
}: ReviewStepProps) {
  const lines = useMemo(() => toCartLineInputs(items), [items]);
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>('COD');
  // The code being priced or applied (the server says which); a code that does not apply is dropped, with its reason.
  const [couponCode, setCouponCode] = useState<string | null>(() => rememberedCoupon());
  const [couponRefusal, setCouponRefusal] = useState<{ code: string; message: string } | null>(null);
  const quoteInput = useMemo(
    () => ({ lines, state: address.state, postalCode: address.postalCode, paymentMethod, couponCode }),
    [lines, address.state, address.postalCode, paymentMethod, couponCode],
  );
  const { data, previousData, loading, refetch } = useQuery(CheckoutReviewQuery, {
    variables: { input: quoteInput },
    fetchPolicy: 'cache-and-network',
  });
  const couponCheck = data?.checkoutQuote.coupon ?? null;
  useEffect(() => {
    if (couponCode === null || couponCheck === null || couponCheck.code !== couponCode) return;
    if (couponCheck.applied) {
      rememberCoupon(couponCode);
      return;
    }
    setCouponRefusal({ code: couponCheck.code, message: couponCheck.message });
    setCouponCode(null);
    forgetCoupon();
  }, [couponCode, couponCheck]);

  function applyCoupon(code: string) {
    setCouponRefusal(null);
    setCouponCode(normaliseCouponCode(code));
  }

  function removeCoupon() {
    setCouponRefusal(null);
    setCouponCode(null);
    forgetCoupon();
  }
  const { data: account, loading: accountLoading } = useQuery(CheckoutAccountEmailQuery);
  const accountEmail = account?.me?.email ?? '';
  const [place] = useMutation(PlaceOrderMutation);
  // Set for the whole of the attempts (the mutation's own loading flag drops between them).
  const [placing, setPlacing] = useState(false);
  const [askingAgain, setAskingAgain] = useState(false);
  const placingNow = useRef(false);
  const [accepted, setAccepted] = useState(false);
  const [termsError, setTermsError] = useState<string | null>(null);
  // What placeOrder said, for the lines it was asked about; a changed cart is priced afresh.
  const [refusal, setRefusal] = useState<{
    forInput: typeof quoteInput;
    quote: CheckoutReview_QuoteFragment | null;
    errors: OrderUserError[];
  } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const current = refusal?.forInput === quoteInput ? refusal : null;
  const quote = current?.quote ?? (data ?? previousData)?.checkoutQuote ?? null;
  const itemsByKey = new Map(items.map((item) => [lineKey(item.id, item.variant), item]));

  async function placeOrder() {
    if (placingNow.current || !quote || accountLoading) return;
    setFailure(null);
    if (!accepted) {
      setTermsError(ReviewMessages.termsRequired);
      return;
    }
    const input: PlaceOrderInput = {
      lines: toOrderLineInputs(items),
      address: toAddressInput(address, accountEmail),
      paymentMethod,
      saveAddress,
      acceptTerms: true,
      couponCode,
    };
    const idempotencyKey = idempotencyKeyFor(JSON.stringify({ ...input, acceptTerms: undefined }));
    placingNow.current = true;
    setPlacing(true);
    try {
      // The same key every time: an attempt whose outcome is unknown is asked again, and returns the order if it exists.
      const result = await retryWhileUnknown(
        async () => (await place({ variables: { input, idempotencyKey } })).data?.placeOrder ?? null,
        (attempt) =>
          attempt.ok
            ? attempt.value !== null && isOutcomeUnknownAnswer(attempt.value)
            : isOutcomeUnknownError(attempt.error),
        retryDelaysMs,
        (ms) => {
          setAskingAgain(true);
          return waitMs(ms);
        },
      );
      if (!result.ok) {
        setFailure(ReviewMessages.cannotReach);
        return;
      }
      const payload = result.value;
      if (payload?.order) {
        forgetCoupon();
        onPlaced(payload.order, paymentMethod);
        return;
      }
      const errors = payload?.userErrors ?? [];
      // The coupon stopped applying while the order was being placed (its last use went to someone else).
      const couponError = errors.find((e) => e.code === 'COUPON_NOT_APPLIED');
      if (couponError && couponCode) {
        setCouponRefusal({ code: couponCode, message: couponError.message });
        setCouponCode(null);
        forgetCoupon();
        return;
      }
      const account = sortRefusals(errors).account;
      if (account && onAccountRefusal) {
        onAccountRefusal(account);
        return;
      }
      setRefusal({ forInput: quoteInput, quote: payload?.quote ?? null, errors });
      if (errors.some((e) => e.code === 'TERMS_NOT_ACCEPTED')) setTermsError(ReviewMessages.termsRequired);
      // A refusal may come with a fresher price: the query's own copy is refreshed for later.
      if (payload?.quote) void refetch();
    } finally {
      placingNow.current = false;
      setPlacing(false);
      setAskingAgain(false);
    }
  }

  if (!quote && loading) return <Spinner centered label="Pricing your order" />;
  if (!quote) {
    return (
      <LoadError className={styles.notice} onRetry={refetch}>
        {ReviewMessages.quoteFailed}
      </LoadError>
    );
  }

  const refusals = sortRefusals(current?.errors ?? []);
  const addressErrors: AddressErrors = refusals.address;
  // A refusal naming an order line (input.lines[i]) is shown beside that cart line.
  const lineRefusals = new Map<string, string[]>();
  for (const [index, messages] of refusals.lines) {
    const item = items[index];
    if (item) lineRefusals.set(lineKey(item.id, item.variant), messages);
    else refusals.general.push(...messages.map((message) => ({ field: null, code: 'LINE', message })));
  }
  // An account refusal lands here only when nobody leads the shopper to their account.
  if (refusals.account) refusals.general.push({ field: null, ...refusals.account });
  // The coupon field shows its own reason.
  const orderProblems = quote.problems.filter((p) => p.code !== 'COUPON_NOT_APPLIED');
  // CANNOT_PLACE only points at the quote's problems, which are shown themselves.
  const generalErrors = refusals.general.filter((e) => e.code !== 'CANNOT_PLACE' || quote.problems.length === 0);
  const hasLineProblems = quote.lines.some((line) => line.problems.length > 0) || lineRefusals.size > 0;

  return (
    <div className={styles.review}>
      <section aria-labelledby="review-address-title" className={styles.card}>
        <div className={styles.cardHeader}>
          <h2 id="review-address-title">Delivery address</h2>
          <Button variant="ghost" size="small" onClick={() => onEditAddress()}>
            Change
          </Button>
        </div>
        <address className={styles.address} data-testid="review-address">
          {address.firstName} {address.lastName}
          <br />
          {address.address}
          <br />
          {address.city} {address.postalCode}, {address.state}
          <br />
          +91 {address.phone}
        </address>
        <p className={styles.hint} data-testid="review-email">
          Order confirmation to {accountEmail || 'your account’s email'}
        </p>
        {Object.keys(addressErrors).length > 0 && (
          <div className={styles.problems} role="alert">
            <p>Please check your delivery address:</p>
            <ul>
              {Object.entries(addressErrors).map(([field, message]) => (
                <li key={field}>{message}</li>
              ))}
            </ul>
            <Button variant="secondary" size="small" onClick={() => onEditAddress(addressErrors)}>
              Edit address
            </Button>
          </div>
        )}
      </section>

      <section aria-labelledby="review-items-title" className={styles.card}>
        <h2 id="review-items-title">Your order</h2>
        <ul className={styles.lines}>
          {quote.lines.map((line) => {
            const item = itemsByKey.get(lineKey(line.productId, line.variant));
            const refused = lineRefusals.get(lineKey(line.productId, line.variant)) ?? [];
            const problem = line.problems.length > 0 || refused.length > 0;
            return (
              <li
                key={lineKey(line.productId, line.variant)}
                className={[styles.line, problem ? styles.lineProblem : null].filter(Boolean).join(' ')}
                data-testid="checkout-line"
                data-problem={problem ? 'true' : undefined}
              >
                {line.product?.thumbnail && <img src={line.product.thumbnail} alt="" width={56} height={56} />}
                <div className={styles.lineText}>
                  <span className={styles.lineName}>
                    {line.product?.productName ?? 'Product no longer available'} × {line.quantity}
                  </span>
                  {item && <LineOptions item={item} />}
                  {line.problems.map((p) => (
                    <span key={p.code} className={styles.problem} role="alert">
                      {p.message}
                      {p.code === 'PRICE_CHANGED' && line.unitPrice && item ? (
                        <>
                          {' '}
                          <button
                            type="button"
                            className={styles.inlineAction}
                            onClick={() =>
                              updateCartLine(item.id, { seenPricePaise: line.unitPrice!.paise }, item.variant)
                            }
                          >
                            Accept new price
                          </button>
                        </>
                      ) : null}
                    </span>
                  ))}
                  {refused.map((message) => (
                    <span key={message} className={styles.problem} role="alert">
                      {message}
                    </span>
                  ))}
                </div>
                <span className={styles.lineTotal}>{line.lineTotal?.formatted ?? '—'}</span>
              </li>
            );
          })}
        </ul>
        {hasLineProblems && (
          <p className={styles.hint}>
            <Link to={CART_URL}>Change quantities or remove items in your cart</Link>. Your address stays filled in.
          </p>
        )}
      </section>

      <section aria-labelledby="review-pay-title" className={styles.card}>
        <h2 id="review-pay-title">Payment</h2>
        <fieldset className={styles.payment}>
          <legend>Payment method</legend>
          <div className={styles.paymentOption}>
            <input
              id="payment-cod"
              type="radio"
              name="paymentMethod"
              value="COD"
              checked={paymentMethod === 'COD'}
              onChange={() => setPaymentMethod('COD')}
            />
            <label htmlFor="payment-cod">
              <strong>Cash on delivery</strong>
              <span className={styles.hint}>Pay in cash when your order arrives.</span>
            </label>
          </div>
          {quote.onlinePaymentAvailable ? (
            <div className={styles.paymentOption}>
              <input
                id="payment-online"
                type="radio"
                name="paymentMethod"
                value="ONLINE"
                checked={paymentMethod === 'ONLINE'}
                onChange={() => setPaymentMethod('ONLINE')}
              />
              <label htmlFor="payment-online">
                <strong>Pay online (UPI, cards, netbanking)</strong>
                <span className={styles.hint}>
                  Pay securely with Razorpay after you place the order; we hold your items for 20 minutes.
                </span>
              </label>
            </div>
          ) : (
            <p className={styles.hint}>Online payment is not available at the moment.</p>
          )}
          {refusals.payment.map((message) => (
            <p key={message} className={styles.problem} role="alert" data-testid="payment-refusal">
              {message}
            </p>
          ))}
        </fieldset>
        <CouponField
          key={couponRefusal?.code ?? 'coupon'}
          check={couponCode !== null && quote.coupon?.code === couponCode ? quote.coupon : null}
          refusal={couponRefusal}
          busy={couponCode !== null && loading}
          onApply={applyCoupon}
          onRemove={removeCoupon}
        />
        <PriceBreakup breakdown={quote.breakdown} />
        {quote.amountToFreeShipping && quote.amountToFreeShipping.paise > 0 && (
          <p className={styles.hint}>Add {quote.amountToFreeShipping.formatted} more for free shipping.</p>
        )}
        {(orderProblems.length > 0 || generalErrors.length > 0 || failure) && (
          <div className={styles.problems} role="alert" data-testid="checkout-problems">
            <ul>
              {orderProblems.map((p) => (
                <li key={p.code}>{p.message}</li>
              ))}
              {generalErrors.map((e) => (
                <li key={`${e.code}-${e.message}`}>{e.message}</li>
              ))}
              {failure && (
                <li>
                  <span>{failure}</span> <Link to={ORDERS_URL}>Open My orders</Link>
                </li>
              )}
            </ul>
          </div>
        )}
        <Checkbox
          name="acceptTerms"
          checked={accepted}
          error={termsError}
          onChange={(e) => {
            setAccepted(e.target.checked);
            if (e.target.checked) setTermsError(null);
          }}
        >
          I accept the{' '}
          <a href={POLICY_URLS.terms} target="_blank" rel="noopener">
            terms of service
          </a>{' '}
          and the{' '}
          <a href={POLICY_URLS.refunds} target="_blank" rel="noopener">
            refund and return policy
          </a>{' '}
          (they open in a new tab).
        </Checkbox>
        {!quote.canPlace && <p className={styles.hint}>{ReviewMessages.fixProblems}</p>}
        {askingAgain && (
          <p className={styles.hint} role="status">
            {ReviewMessages.askingAgain}
          </p>
        )}
        <Button
          size="large"
          block
          onClick={() => void placeOrder()}
          loading={placing}
          disabled={!quote.canPlace || placing || accountLoading}
        >
          {paymentMethod === 'ONLINE' ? 'Place order and pay' : 'Place order'}
        </Button>
      </section>
    </div>
  );
}
