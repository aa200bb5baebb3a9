import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { graphql } from '../../gql';
import { usePageMeta } from '../../lib/page-meta';
import { SHOP } from '../../lib/shop-info';
import { CART_URL, orderUrl, paymentStatusUrl } from '../../lib/urls';
import { BuyAgainButton } from '../../shop/BuyAgainButton';
import { Button, Spinner } from '../../ui';
import { buttonClass } from '../../ui/Button';
import { openCheckout } from './checkout-script';
import { canPay, keepsPolling, verdictOf, type BrowserPhase, type Verdict } from './payment-verdict';

const PaymentStatusQuery = graphql(`
  query PaymentStatus($id: ID!) {
    order(id: $id) {
      id
      orderNumber
      status
      breakdown {
        total {
          formatted
        }
      }
      payment {
        status
        failureReason
        expiresAt
      }
      lines {
        ...BuyAgainButton_line
      }
    }
  }
`);

const StartPaymentMutation = graphql(`
  mutation StartPayment($orderId: ID!) {
    startPayment(orderId: $orderId) {
      session {
        orderId
        keyId
        providerOrderId
        amount {
          paise
        }
        currency
        name
        description
        prefill {
          name
          email
          contact
        }
        scriptUrl
        expiresAt
      }
      userErrors {
        ...UserError
      }
    }
  }
`);

const ConfirmPaymentMutation = graphql(`
  mutation ConfirmPayment($input: ConfirmPaymentInput!) {
    confirmPayment(input: $input) {
      order {
        id
        status
        payment {
          status
          failureReason
          expiresAt
        }
      }
      userErrors {
        ...UserError
      }
    }
  }
`);

export const PaymentTexts = {
  paid: 'Payment received',
  failed: 'Payment failed',
  pending: 'Payment pending',
  pendingBody: 'The bank is still confirming your payment; we will update you.',
  waiting: 'Waiting for your payment',
  closed: 'Payment window closed',
  expired: 'Order expired',
  refunded: 'Payment refunded',
  cannotOpen: 'We could not open the payment window. Please try again.',
} as const;

const TITLES: Record<Verdict, string> = {
  paid: PaymentTexts.paid,
  failed: PaymentTexts.failed,
  pending: PaymentTexts.pending,
  waiting: PaymentTexts.waiting,
  closed: PaymentTexts.closed,
  expired: PaymentTexts.expired,
  refunded: PaymentTexts.refunded,
};

const PAGE: CSSProperties = { maxWidth: 640, padding: 'var(--space-7) var(--space-4)', textAlign: 'center' };
const ACTIONS: CSSProperties = {
  display: 'flex',
  gap: 'var(--space-3)',
  justifyContent: 'center',
  flexWrap: 'wrap',
  marginTop: 'var(--space-5)',
};

function heldUntil(iso: string | null | undefined): string {
  if (!iso) return '';
  return new Date(iso).toLocaleTimeString('en-IN', { hour: 'numeric', minute: '2-digit' });
}

/**
 * /payment/status?order=<id>[&pay=1]: opens the payment window when asked (Checkout.js loads only now), then shows
 * the server's verdict on the order's payment and asks again every few seconds until it is final.
 */
export default function PaymentStatusPage() {
  usePageMeta('Payment status', 'The status of your Lovely Gifts payment.');
  const [search, setSearch] = useSearchParams();
  const orderId = search.get('order') ?? '';
  const payNow = search.get('pay') === '1';
  const [phase, setPhase] = useState<BrowserPhase>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  const [opening, setOpening] = useState(false);
  const opened = useRef(false);
  const { data, loading, refetch, startPolling, stopPolling } = useQuery(PaymentStatusQuery, {
    variables: { id: orderId },
    skip: orderId === '',
    fetchPolicy: 'network-only',
  });
  const [startPayment] = useMutation(StartPaymentMutation);
  const [confirmPayment] = useMutation(ConfirmPaymentMutation);

  const order = data?.order ?? null;
  const verdict = order?.payment ? verdictOf(order.payment.status, phase) : null;

  useEffect(() => {
    if (verdict && keepsPolling(verdict)) startPolling(2_000);
    else stopPolling();
    return () => stopPolling();
  }, [verdict, startPolling, stopPolling]);

  async function pay() {
    if (opening) return;
    setProblem(null);
    setOpening(true);
    try {
      const { data: started } = await startPayment({ variables: { orderId } });
      const result = started?.startPayment;
      if (!result?.session) {
        setProblem(result?.userErrors[0]?.message ?? PaymentTexts.cannotOpen);
        await refetch();
        return;
      }
      setOpening(false);
      const outcome = await openCheckout(result.session, (description) => {
        setPhase('failed');
        setProblem(description);
      });
      if (outcome.kind === 'dismissed') {
        if (!outcome.afterFailure) setPhase('dismissed');
      } else {
        setProblem(null);
        setPhase('confirming');
        const { razorpay_payment_id, razorpay_order_id, razorpay_signature } = outcome.response;
        await confirmPayment({
          variables: {
            input: {
              orderId,
              razorpayPaymentId: razorpay_payment_id,
              razorpayOrderId: razorpay_order_id,
              razorpaySignature: razorpay_signature,
            },
          },
        }).catch(() => undefined); // the webhook and the reconciler confirm it too; the page keeps asking
      }
      await refetch();
    } catch {
      setProblem(PaymentTexts.cannotOpen);
    } finally {
      setOpening(false);
    }
  }

  useEffect(() => {
    if (!payNow || opened.current || orderId === '') return;
    opened.current = true;
    // Reloading this page must not open the window again by itself.
    setSearch(new URLSearchParams(paymentStatusUrl(orderId).split('?')[1]), { replace: true });
    void pay();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival from checkout
  }, [payNow, orderId]);

  if (orderId === '') {
    return (
      <section className="container" style={PAGE}>
        <h1>Payment status</h1>
        <p>We have no payment to show here, and no money has been taken on this page.</p>
        <div style={ACTIONS}>
          <Link to={CART_URL} className={buttonClass()}>
            Go to cart
          </Link>
        </div>
      </section>
    );
  }
  if (!data && loading) return <Spinner centered label="Checking your payment" />;
  if (!order || !order.payment || !verdict) {
    return (
      <section className="container" style={PAGE}>
        <h1>Payment status</h1>
        <p>We could not find this payment in your account.</p>
        <p>
          If you were charged and have a question, please write to <a href={`mailto:${SHOP.email}`}>{SHOP.email}</a> or
          call <a href={SHOP.phoneHref}>{SHOP.phoneDisplay}</a>.
        </p>
      </section>
    );
  }
  const held = heldUntil(order.payment.expiresAt);
  return (
    <section className="container" style={PAGE} aria-live="polite" data-testid="payment-status" data-verdict={verdict}>
      <h1>{TITLES[verdict]}</h1>
      {verdict === 'paid' && (
        <p>
          Thank you! Your order <strong>{order.orderNumber}</strong> is paid ({order.breakdown.total.formatted}) and
          placed.
        </p>
      )}
      {verdict === 'pending' && <p>{PaymentTexts.pendingBody}</p>}
      {verdict === 'waiting' && (
        <p>
          Your order {order.orderNumber} waits for its payment of {order.breakdown.total.formatted}. We hold your items
          until {held}.
        </p>
      )}
      {verdict === 'failed' && (
        <>
          <p>{problem ?? order.payment.failureReason ?? 'The payment did not go through.'}</p>
          <p>Nothing was charged. We hold your items until {held}.</p>
        </>
      )}
      {verdict === 'closed' && (
        <p>You closed the payment window before paying. Nothing was charged; we hold your items until {held}.</p>
      )}
      {verdict === 'expired' && (
        <p>
          The payment did not arrive in time, so the order was closed and its items went back to stock. If any money was
          taken, it is refunded automatically.
        </p>
      )}
      {verdict === 'refunded' && <p>The payment for order {order.orderNumber} is being refunded to you.</p>}
      {problem && verdict !== 'failed' && <p role="alert">{problem}</p>}
      <div style={ACTIONS}>
        {canPay(verdict) && (
          <Button onClick={() => void pay()} loading={opening} disabled={opening}>
            {verdict === 'waiting' ? 'Pay now' : 'Try again'}
          </Button>
        )}
        {(verdict === 'paid' || verdict === 'refunded' || verdict === 'pending') && (
          <Link to={orderUrl(order.id, { placed: verdict === 'paid' })} className={buttonClass()}>
            View your order
          </Link>
        )}
        {verdict === 'expired' && <BuyAgainButton lines={order.lines} label="Put the items back in my cart" />}
      </div>
    </section>
  );
}
