import styles from './LineOptions.module.css';

/** What an order line keeps of the shopper's choices (the fields of OrderLine). */
export interface OrderLineChoices {
  readonly personalisation?: string | null;
  readonly giftWrap: boolean;
  readonly giftMessage?: string | null;
}

/** Personalisation, gift wrap and gift message of an order line, for the shopper's and the owner's order pages. */
export function OrderLineOptions({ line }: { line: OrderLineChoices }) {
  const { personalisation, giftWrap, giftMessage } = line;
  if (!personalisation && !giftWrap && !giftMessage) return null;
  return (
    <dl className={styles.options} data-testid="order-line-options">
      {personalisation && (
        <div>
          <dt>Personalised text</dt>
          <dd className={styles.typed}>“{personalisation}”</dd>
        </div>
      )}
      {giftWrap && (
        <div>
          <dt>Gift wrap</dt>
          <dd>Yes</dd>
        </div>
      )}
      {giftMessage && (
        <div>
          <dt>Gift message</dt>
          <dd className={styles.typed}>“{giftMessage}”</dd>
        </div>
      )}
    </dl>
  );
}
