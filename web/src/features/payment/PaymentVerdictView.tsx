// What the payment status page says for each verdict, and what the shopper can do next.
import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import type { PaymentStatusQuery } from '../../gql/graphql';
import { orderUrl } from '../../lib/urls';
import { BuyAgainButton } from '../../shop/BuyAgainButton';
import { OrderArrival } from '../../shop/OrderArrival';
import { Button } from '../../ui';
import { buttonClass } from '../../ui/Button';
import { canPay, type Verdict } from './payment-verdict';
import { PaymentTexts } from './payment-texts';

export const PAGE: CSSProperties = { maxWidth: 640, padding: 'var(--space-7) var(--space-4)', textAlign: 'center' };
export const ACTIONS: CSSProperties = {
  display: 'flex',
  gap: 'var(--space-3)',
  justifyContent: 'center',
  flexWrap: 'wrap',
  marginTop: 'var(--space-5)',
};

const TITLES: Record<Verdict, string> = {
  paid: PaymentTexts.paid,
  failed: PaymentTexts.failed,
  pending: PaymentTexts.pending,
  waiting: PaymentTexts.waiting,
  closed: PaymentTexts.closed,
  expired: PaymentTexts.expired,
  refunded: PaymentTexts.refunded,
};

function heldUntil(iso: string | null | undefined): string {
  if (!iso) return '';
  return new Date(iso).toLocaleTimeString('en-IN', { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });
}

type PaidOrder = NonNullable<PaymentStatusQuery['order']> & {
  payment: NonNullable<NonNullable<PaymentStatusQuery['order']>['payment']>;
};

export interface PaymentVerdictViewProps {
  order: PaidOrder;
  verdict: Verdict;
  problem: string | null;
  opening: boolean;
  onPay: () => void;
}

export function PaymentVerdictView({ order, verdict, problem, opening, onPay }: PaymentVerdictViewProps) {
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
      {verdict !== 'expired' && verdict !== 'refunded' && <OrderArrival order={order} />}
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
          <Button onClick={onPay} loading={opening} disabled={opening}>
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
