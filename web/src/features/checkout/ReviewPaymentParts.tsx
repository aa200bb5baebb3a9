// The pieces of the review step's payment card: the payment method, what stops the order, and the terms.
import { Link } from 'react-router-dom';
import type { PaymentMethod } from '../../gql/graphql';
import { ORDERS_URL, POLICY_URLS } from '../../lib/urls';
import { Checkbox } from '../../ui/Checkbox';
import type { ReviewProblems } from './review-refusals';
import styles from './CheckoutPage.module.css';

export interface PaymentMethodFieldProps {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  onlineAvailable: boolean;
  /** placeOrder's messages for the payment method. */
  refusals: string[];
  /** A gift's recipient and the total they would pay in cash at the door; null when the order is not a gift. */
  gift?: { recipientName: string; total: string } | null;
}

export function PaymentMethodField({
  value,
  onChange,
  onlineAvailable,
  refusals,
  gift = null,
}: PaymentMethodFieldProps) {
  return (
    <fieldset className={styles.payment}>
      <legend>Payment method</legend>
      <div className={styles.paymentOption}>
        <input
          id="payment-cod"
          type="radio"
          name="paymentMethod"
          value="COD"
          checked={value === 'COD'}
          onChange={() => onChange('COD')}
        />
        <label htmlFor="payment-cod">
          <strong>Cash on delivery</strong>
          <span className={styles.hint}>Pay in cash when your order arrives.</span>
        </label>
      </div>
      {onlineAvailable ? (
        <div className={styles.paymentOption}>
          <input
            id="payment-online"
            type="radio"
            name="paymentMethod"
            value="ONLINE"
            checked={value === 'ONLINE'}
            onChange={() => onChange('ONLINE')}
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
      {gift && value === 'COD' && <CodGiftWarning gift={gift} onlineAvailable={onlineAvailable} />}
      {refusals.map((message) => (
        <p key={message} className={styles.problem} role="alert" data-testid="payment-refusal">
          {message}
        </p>
      ))}
    </fieldset>
  );
}

/** Cash on delivery makes a gift's recipient pay at the door: said before the order is placed, not after. */
function CodGiftWarning({
  gift,
  onlineAvailable,
}: {
  gift: { recipientName: string; total: string };
  onlineAvailable: boolean;
}) {
  return (
    <p className={styles.problem} data-testid="cod-gift-warning">
      {gift.recipientName} will be asked to pay {gift.total} in cash at the door.
      {onlineAvailable ? ' To keep the price a surprise, pay online.' : ''}
    </p>
  );
}

/** The order's problems, placeOrder's other refusals, and a failure that promises nothing. */
export function OrderProblems({
  problems,
  failure,
}: {
  problems: Pick<ReviewProblems, 'order' | 'general'>;
  failure: string | null;
}) {
  if (problems.order.length === 0 && problems.general.length === 0 && !failure) return null;
  return (
    <div className={styles.problems} role="alert" data-testid="checkout-problems">
      <ul>
        {problems.order.map((p) => (
          <li key={p.code}>{p.message}</li>
        ))}
        {problems.general.map((e) => (
          <li key={`${e.code}-${e.message}`}>{e.message}</li>
        ))}
        {failure && (
          <li>
            <span>{failure}</span> <Link to={ORDERS_URL}>Open My orders</Link>
          </li>
        )}
      </ul>
    </div>
  );
}

export function TermsField({
  accepted,
  error,
  onChange,
}: {
  accepted: boolean;
  error: string | null;
  onChange: (accepted: boolean) => void;
}) {
  return (
    <Checkbox name="acceptTerms" checked={accepted} error={error} onChange={(e) => onChange(e.target.checked)}>
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
  );
}
