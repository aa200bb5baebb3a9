// An order's refunds as the server adds them up (Order.refundSummary: online and cash alike): Refunded and Net under
// the total on the shopper's and the owner's order pages, and each refund in the order's history beside its status
// changes, with its amount and kind.
import { graphql } from '../gql';
import type { OrderRefunds_SummaryFragment } from '../gql/graphql';
import rows from './price-rows.module.css';

export const OrderRefundsSummaryFragment = graphql(`
  fragment OrderRefunds_summary on OrderRefundSummary {
    refunded {
      ...Money
    }
    net {
      ...Money
    }
    state
    entries {
      kind
      amount {
        ...Money
      }
      at
      reason
      status
    }
  }
`);

type Entry = OrderRefunds_SummaryFragment['entries'][number];

/** "Refunded −₹200" and "Net ₹976" below an order's total; nothing while nothing was refunded. */
export function RefundTotals({ summary }: { summary: OrderRefunds_SummaryFragment }) {
  if (summary.state === 'NONE') return null;
  return (
    <dl className={rows.rows} data-testid="refund-totals">
      <div className={rows.row}>
        <dt>Refunded</dt>
        <dd data-testid="refund-totals-refunded" data-paise={summary.refunded.paise}>
          −{summary.refunded.formatted}
        </dd>
      </div>
      <div className={[rows.row, rows.total].join(' ')}>
        <dt>Net</dt>
        <dd data-testid="refund-totals-net" data-paise={summary.net.paise}>
          {summary.net.formatted}
        </dd>
      </div>
    </dl>
  );
}

const ONLINE_STATUS: Record<string, string> = {
  REQUESTED: 'requested',
  PENDING: 'with the bank',
  PROCESSED: 'processed',
  FAILED: 'failed',
};

/** "₹200 refunded online (processed): “Damaged mug”" or "₹200 handed back in cash: “Wilted roses”". */
export function refundEventText(entry: Entry): string {
  const what =
    entry.kind === 'CASH'
      ? `${entry.amount.formatted} handed back in cash`
      : `${entry.amount.formatted} refunded online (${ONLINE_STATUS[entry.status] ?? entry.status.toLowerCase()})`;
  return entry.reason ? `${what}: “${entry.reason}”` : what;
}

export type HistoryItem<Event> =
  { readonly kind: 'status'; readonly event: Event } | { readonly kind: 'refund'; readonly entry: Entry };

/** The order's status changes and its refunds in one list, oldest first (a status change first at the same time). */
export function withRefunds<Event extends { at: string }>(
  events: readonly Event[],
  entries: readonly Entry[],
): HistoryItem<Event>[] {
  const items: HistoryItem<Event>[] = [
    ...events.map((event) => ({ kind: 'status' as const, event })),
    ...entries.map((entry) => ({ kind: 'refund' as const, entry })),
  ];
  const at = (item: HistoryItem<Event>) => (item.kind === 'status' ? item.event.at : item.entry.at);
  // A stable sort keeps status changes before refunds recorded at the same moment.
  return items.sort((a, b) => Date.parse(at(a)) - Date.parse(at(b)));
}
