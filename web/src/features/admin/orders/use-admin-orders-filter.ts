// The owner's order list filter, kept in the URL (?status, ?payment, ?from, ?to, ?delivery, ?q, ?page) so it survives a reload
// and the back button.
import { useSearchParams } from 'react-router-dom';
import type { AdminOrderFilter, OrderStatus, PaymentBucket } from '../../../gql/graphql';
import { PAYMENT_BUCKET_LABELS } from './order-labels';

export interface AdminOrdersFilterState {
  status: OrderStatus | null;
  /** Where the money stands: cash to collect, cash collected, paid online, refunded, not paid. */
  payment: PaymentBucket | null;
  placedFrom: string;
  placedTo: string;
  /** Only orders to be delivered on this day (YYYY-MM-DD), or empty. */
  deliveryDate: string;
  search: string;
  page: number;
  /** The filter as the API takes it. */
  filter: AdminOrderFilter;
  /** Sets (or, with a null or empty value, removes) URL parameters; any change but the page's goes to page 1. */
  update: (changes: Record<string, string | null>) => void;
}

export function useAdminOrdersFilter(): AdminOrdersFilterState {
  const [params, setParams] = useSearchParams();
  const status = (params.get('status') as OrderStatus | null) ?? null;
  const paymentParam = params.get('payment');
  const payment = paymentParam && paymentParam in PAYMENT_BUCKET_LABELS ? (paymentParam as PaymentBucket) : null;
  const placedFrom = params.get('from') ?? '';
  const placedTo = params.get('to') ?? '';
  const deliveryDate = params.get('delivery') ?? '';
  const search = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);

  function update(changes: Record<string, string | null>) {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  }

  const filter: AdminOrderFilter = {
    status,
    payment,
    placedFrom: placedFrom || null,
    placedTo: placedTo || null,
    search: search || null,
    ...(deliveryDate ? { deliveryDate } : {}),
  };
  return { status, payment, placedFrom, placedTo, deliveryDate, search, page, filter, update };
}
