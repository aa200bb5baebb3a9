import { graphql } from '../gql';
import { percentOff, type MoneyValue } from './money';
import styles from './Price.module.css';

/** Every amount of money the app shows: select `{ ...Money }` wherever the API returns a Money. */
export const MoneyFragment = graphql(`
  fragment Money on Money {
    paise
    formatted
  }
`);

export interface PriceProps {
  /** What the shopper pays. */
  price: MoneyValue;
  /** The compare-at price (mrp); shown struck through with the percent off only when above the price. */
  compareAt?: MoneyValue | null;
  size?: 'small' | 'medium' | 'large';
  /** A starting price ("from ₹599", options cost more): shown without the compare-at price. */
  from?: boolean;
  className?: string;
}

export function Price({ price, compareAt, size = 'medium', from = false, className }: PriceProps) {
  const off = from ? 0 : percentOff(price, compareAt);
  return (
    <span className={[styles.price, styles[size], className].filter(Boolean).join(' ')}>
      <span className={styles.selling}>
        {off > 0 && <span className="visually-hidden">Price </span>}
        {from && <span className={styles.from}>from </span>}
        {price.formatted}
      </span>
      {off > 0 && compareAt && (
        <>
          <s className={styles.compareAt}>
            <span className="visually-hidden">Original price </span>
            {compareAt.formatted}
          </s>
          <span className={styles.off}>{off}% off</span>
        </>
      )}
    </span>
  );
}
