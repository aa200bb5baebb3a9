import { useState, type FormEvent } from 'react';
import type { OrderStatus } from '../../../gql/graphql';
import { Button, TextField } from '../../../ui';
import { SelectField } from '../../../ui/SelectField';
import { PAYMENT_BUCKET_LABELS, STATUS_LABELS, STATUS_ORDER } from './order-labels';
import type { OrderFilterField } from './order-filter-problems';
import type { AdminOrdersFilterState } from './use-admin-orders-filter';
import styles from './admin-orders.module.css';

/** The status tabs with their counts (all statuses under the rest of the filter). */
export function StatusTabs({
  filter,
  counts,
}: {
  filter: AdminOrdersFilterState;
  counts: readonly { status: OrderStatus; count: number }[] | undefined;
}) {
  const byStatus = new Map(counts?.map((entry) => [entry.status, entry.count]));
  const all = counts?.reduce((sum, entry) => sum + entry.count, 0);
  const { status, update } = filter;
  return (
    <nav className={styles.tabs} aria-label="Order status">
      <button type="button" aria-pressed={status === null} onClick={() => update({ status: null })}>
        All{all === undefined ? '' : ` (${all})`}
      </button>
      {STATUS_ORDER.map((value) => (
        <button key={value} type="button" aria-pressed={status === value} onClick={() => update({ status: value })}>
          {STATUS_LABELS[value].label}
          {byStatus.has(value) ? ` (${byStatus.get(value)})` : ''}
        </button>
      ))}
    </nav>
  );
}

/** Search, payment and days: the payment applies at once, the typed fields when the form is sent. */
export function OrderFilters({
  filter,
  problem,
}: {
  filter: AdminOrdersFilterState;
  /** The field the server refused, shown beside it. */
  problem: { field: OrderFilterField; message: string } | null;
}) {
  const errorOf = (field: OrderFilterField) => (problem?.field === field ? problem.message : null);
  const { placedFrom, placedTo, deliveryDate, search, payment, update } = filter;
  const [draft, setDraft] = useState({ placedFrom, placedTo, deliveryDate, search });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    update({ from: draft.placedFrom, to: draft.placedTo, delivery: draft.deliveryDate, q: draft.search.trim() });
  }

  return (
    <form className={styles.filters} onSubmit={onSubmit} role="search">
      <TextField
        label="Order number, phone, e-mail or name"
        value={draft.search}
        error={errorOf('search')}
        onChange={(event) => setDraft({ ...draft, search: event.target.value })}
        maxLength={100}
      />
      <SelectField
        label="Payment"
        value={payment ?? ''}
        onChange={(event) => update({ payment: event.target.value || null })}
      >
        <option value="">Any payment</option>
        {Object.entries(PAYMENT_BUCKET_LABELS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      <TextField
        label="From"
        type="date"
        value={draft.placedFrom}
        error={errorOf('placedFrom')}
        onChange={(event) => setDraft({ ...draft, placedFrom: event.target.value })}
      />
      <TextField
        label="To"
        type="date"
        value={draft.placedTo}
        error={errorOf('placedTo')}
        onChange={(event) => setDraft({ ...draft, placedTo: event.target.value })}
      />
      <TextField
        label="Delivery date"
        type="date"
        value={draft.deliveryDate}
        error={errorOf('deliveryDate')}
        onChange={(event) => setDraft({ ...draft, deliveryDate: event.target.value })}
      />
      <Button type="submit">Filter</Button>
    </form>
  );
}
