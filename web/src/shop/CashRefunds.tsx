// Money the shop handed back on a cash-on-delivery order (in cash), as the shopper's and the owner's order pages
// list it: the online refunds are in the payment's own list.
import { graphql } from '../gql';
import type { CashRefundDetailsFragment } from '../gql/graphql';

export const CashRefundDetails = graphql(`
  fragment CashRefundDetails on CashRefund {
    amount {
      formatted
    }
    note
    refundedAt
  }
`);

const day = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' });

/** Nothing while there are none. */
export function CashRefunds({ refunds }: { refunds: readonly CashRefundDetailsFragment[] }) {
  if (refunds.length === 0) return null;
  return (
    <ul data-testid="order-cash-refunds">
      {refunds.map((refund, index) => (
        <li key={`${index}-${refund.refundedAt}`}>
          {refund.amount.formatted} handed back by the shop on {day.format(new Date(refund.refundedAt))} ({refund.note})
        </li>
      ))}
    </ul>
  );
}
