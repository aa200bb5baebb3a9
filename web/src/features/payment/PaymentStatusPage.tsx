import { useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { graphql } from '../../gql';
import { usePageMeta } from '../../lib/page-meta';
import { SHOP } from '../../lib/shop-info';
import { CART_URL, paymentStatusUrl } from '../../lib/urls';
import { Spinner } from '../../ui';
import { buttonClass } from '../../ui/Button';
import { keepsPolling, verdictOf } from './payment-verdict';
import { ACTIONS, PAGE, PaymentVerdictView } from './PaymentVerdictView';
import { usePaymentWindow } from './use-payment-window';

export { PaymentTexts } from './payment-texts';

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
      ...OrderDeliveryDetails
    }
  }
`);

/**
 * /payment/status?order=<id>[&pay=1]: opens the payment window when asked (Checkout.js loads only now), then shows
 * the server's verdict on the order's payment and asks again every few seconds until it is final.
 */
export default function PaymentStatusPage() {
  usePageMeta('Payment status', 'The status of your Lovely Gifts payment.');
  const [search, setSearch] = useSearchParams();
  const orderId = search.get('order') ?? '';
  const payNow = search.get('pay') === '1';
  const opened = useRef(false);
  const { data, loading, refetch, startPolling, stopPolling } = useQuery(PaymentStatusQuery, {
    variables: { id: orderId },
    skip: orderId === '',
    fetchPolicy: 'network-only',
  });
  const { pay, phase, problem, opening } = usePaymentWindow(orderId, refetch);

  const order = data?.order ?? null;
  const verdict = order?.payment ? verdictOf(order.payment.status, phase) : null;

  useEffect(() => {
    if (verdict && keepsPolling(verdict)) startPolling(2_000);
    else stopPolling();
    return () => stopPolling();
  }, [verdict, startPolling, stopPolling]);

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
  return (
    <PaymentVerdictView
      order={{ ...order, payment: order.payment }}
      verdict={verdict}
      problem={problem}
      opening={opening}
      onPay={() => void pay()}
    />
  );
}
