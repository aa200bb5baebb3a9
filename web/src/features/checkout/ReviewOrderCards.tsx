// The review step's first two cards: where the order goes, and every line with its options and problems.
import { Link } from 'react-router-dom';
import type { CheckoutReview_QuoteFragment } from '../../gql/graphql';
import { CART_URL } from '../../lib/urls';
import { linePhotoKey, type CartItem } from '../../shop/cart-rules';
import { updateCartLine } from '../../shop/cart-state';
import { LineOptions } from '../../shop/LineOptions';
import { Button } from '../../ui';
import type { AddressErrors, CheckoutAddress } from './address-rules';
import { cartLineKeys, lineKeys } from '../../shop/line-keys';
import styles from './CheckoutPage.module.css';
import { displayPhone } from '../../lib/phone';

export interface ReviewAddressCardProps {
  address: CheckoutAddress;
  accountEmail: string;
  /** placeOrder's messages for the address's fields. */
  errors: AddressErrors;
  onEditAddress: (serverErrors?: AddressErrors) => void;
  /** A gift's recipient: the order goes to them, the address above is the buyer's (billed and mailed). */
  recipient?: CheckoutAddress | null;
  /** A gift's buyer gave a billing address too: it is shown. */
  giftBilling?: boolean;
  /** placeOrder's messages for the recipient's fields. */
  recipientErrors?: AddressErrors;
}

export function ReviewAddressCard({
  address,
  accountEmail,
  errors,
  onEditAddress,
  recipient = null,
  giftBilling = false,
  recipientErrors = {},
}: ReviewAddressCardProps) {
  const allErrors = { ...errors, ...prefixed(recipientErrors) };
  return (
    <section aria-labelledby="review-address-title" className={styles.card}>
      <div className={styles.cardHeader}>
        <h2 id="review-address-title">{recipient ? 'Your details' : 'Delivery address'}</h2>
        <Button variant="ghost" size="small" onClick={() => onEditAddress()}>
          Change
        </Button>
      </div>
      <address className={styles.address} data-testid="review-address">
        {address.firstName} {address.lastName}
        <br />
        {/* A gift's buyer gives no address unless a billing address was added. */}
        {(!recipient || giftBilling) && (
          <>
            {address.address}
            <br />
            {address.city} {address.postalCode}, {address.state}
            <br />
            {address.landmark && (
              <>
                <br />
                Landmark: {address.landmark}
              </>
            )}
            <br />
          </>
        )}
        {displayPhone(address.phone)}
      </address>
      {recipient && (
        <>
          <h3 className={styles.subheading}>Deliver to (a gift)</h3>
          <address className={styles.address} data-testid="review-recipient">
            {recipient.firstName} {recipient.lastName}
            <br />
            {recipient.address}
            {recipient.landmark && (
              <>
                <br />
                Landmark: {recipient.landmark}
              </>
            )}
            <br />
            {recipient.city} {recipient.postalCode}, {recipient.state}
            <br />
            {displayPhone(recipient.phone)}
          </address>
        </>
      )}
      <p className={styles.hint} data-testid="review-email">
        Order confirmation to {accountEmail || 'your account’s email'}
      </p>
      {Object.keys(allErrors).length > 0 && (
        <div className={styles.problems} role="alert">
          <p>Please check your delivery address:</p>
          <ul>
            {Object.entries(allErrors).map(([field, message]) => (
              <li key={field}>{message}</li>
            ))}
          </ul>
          <Button variant="secondary" size="small" onClick={() => onEditAddress(errors)}>
            Edit address
          </Button>
        </div>
      )}
    </section>
  );
}

/** The recipient's messages, keyed apart from the buyer's. */
function prefixed(errors: AddressErrors): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [`recipient.${field}`, message]));
}

type QuoteLine = CheckoutReview_QuoteFragment['lines'][number];

/** One priced line: the quote's problems (a changed price can be accepted here) and placeOrder's refusals. */
function ReviewLine({ line, item, refused }: { line: QuoteLine; item: CartItem | undefined; refused: string[] }) {
  const problem = line.problems.length > 0 || refused.length > 0;
  return (
    <li
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
                    updateCartLine(item.id, { seenPricePaise: line.unitPrice!.paise }, item.variant, linePhotoKey(item))
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
}

export interface ReviewLinesCardProps {
  lines: QuoteLine[];
  items: CartItem[];
  /** placeOrder's messages per cart line, by lineKey. */
  refusals: Map<string, string[]>;
  /** Some line has a problem: point to the cart. */
  anyProblem: boolean;
}

export function ReviewLinesCard({ lines, items, refusals, anyProblem }: ReviewLinesCardProps) {
  const itemKeys = cartLineKeys(items);
  const itemsByKey = new Map(items.map((item, index) => [itemKeys[index]!, item]));
  const keys = lineKeys(lines);
  return (
    <section aria-labelledby="review-items-title" className={styles.card}>
      <h2 id="review-items-title">Your order</h2>
      <ul className={styles.lines}>
        {lines.map((line, index) => {
          const key = keys[index]!;
          return <ReviewLine key={key} line={line} item={itemsByKey.get(key)} refused={refusals.get(key) ?? []} />;
        })}
      </ul>
      {anyProblem && (
        <p className={styles.hint}>
          <Link to={CART_URL}>Change quantities or remove items in your cart</Link>. Your address stays filled in.
        </p>
      )}
    </section>
  );
}
