import { useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { graphql } from '../../../gql';
import type { OrderStatus, PaymentStatus } from '../../../gql/graphql';
import { usePageMeta } from '../../../lib/page-meta';
import { Badge, Button, LoadError, Spinner, TextField } from '../../../ui';
import { SelectField } from '../../../ui/SelectField';
import { adminOrderUrl } from '../../../lib/admin-order-urls';
import { formatTime, PAYMENT_LABELS, PAYMENT_STATUS_LABELS, STATUS_LABELS, STATUS_ORDER } from './order-labels';
import styles from './admin-orders.module.css';

const AdminOrdersQuery = graphql(`
  query AdminOrders($filter: AdminOrderFilter, $paging: PagingInput) {
    adminOrders(filter: $filter, paging: $paging) {
      totalCount
      pageInfo {
        page
        totalPages
        hasNextPage
        hasPreviousPage
      }
      statusCounts {
        status
        count
      }
      items {
        id
        order {
          id
          orderNumber
          status
          placedAt
          paymentMethod
          payment {
            status
          }
          address {
            firstName
            lastName
            phone
            city
          }
          breakdown {
            itemCount
            total {
              ...Money
            }
          }
        }
      }
    }
  }
`);

const PAGE_SIZE = 20;

/** /admin/orders: every order, newest first, with status tabs (and their counts), days and a search. */
export default function AdminOrdersPage() {
  usePageMeta('Orders');
  const [params, setParams] = useSearchParams();
  const status = (params.get('status') as OrderStatus | null) ?? null;
  const paymentParam = params.get('payment');
  const paymentStatus = paymentParam && paymentParam in PAYMENT_STATUS_LABELS ? (paymentParam as PaymentStatus) : null;
  const placedFrom = params.get('from') ?? '';
  const placedTo = params.get('to') ?? '';
  const search = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState({ placedFrom, placedTo, search });

  const { data, loading, error, refetch } = useQuery(AdminOrdersQuery, {
    variables: {
      filter: {
        status,
        paymentStatus,
        placedFrom: placedFrom || null,
        placedTo: placedTo || null,
        search: search || null,
      },
      paging: { page, pageSize: PAGE_SIZE },
    },
    fetchPolicy: 'cache-and-network',
  });

  function update(changes: Record<string, string | null>) {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    update({ from: draft.placedFrom, to: draft.placedTo, q: draft.search.trim() });
  }

  const connection = data?.adminOrders;
  const counts = new Map(connection?.statusCounts.map((entry) => [entry.status, entry.count]));
  const all = connection?.statusCounts.reduce((sum, entry) => sum + entry.count, 0);

  return (
    <section className={styles.page} aria-labelledby="orders-title">
      <h1 id="orders-title" className={styles.title}>
        Orders
      </h1>
      <nav className={styles.tabs} aria-label="Order status">
        <button type="button" aria-pressed={status === null} onClick={() => update({ status: null })}>
          All{all === undefined ? '' : ` (${all})`}
        </button>
        {STATUS_ORDER.map((value) => (
          <button key={value} type="button" aria-pressed={status === value} onClick={() => update({ status: value })}>
            {STATUS_LABELS[value].label}
            {counts.has(value) ? ` (${counts.get(value)})` : ''}
          </button>
        ))}
      </nav>
      <form className={styles.filters} onSubmit={onSubmit} role="search">
        <TextField
          label="Order number, phone or e-mail"
          value={draft.search}
          onChange={(event) => setDraft({ ...draft, search: event.target.value })}
          maxLength={100}
        />
        <SelectField
          label="Payment"
          value={paymentStatus ?? ''}
          onChange={(event) => update({ payment: event.target.value || null })}
        >
          <option value="">Any payment</option>
          {Object.entries(PAYMENT_STATUS_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
        <TextField
          label="From"
          type="date"
          value={draft.placedFrom}
          onChange={(event) => setDraft({ ...draft, placedFrom: event.target.value })}
        />
        <TextField
          label="To"
          type="date"
          value={draft.placedTo}
          onChange={(event) => setDraft({ ...draft, placedTo: event.target.value })}
        />
        <Button type="submit">Filter</Button>
      </form>

      {error && (
        <LoadError onRetry={() => void refetch()}>
          {error.message.startsWith('Invalid argument') ? error.message : 'The orders could not be loaded.'}
        </LoadError>
      )}
      {!connection && loading && <Spinner centered label="Loading orders" />}
      {connection && connection.items.length === 0 && <p className={styles.muted}>No orders match.</p>}
      {connection && connection.items.length > 0 && (
        <table className={styles.table} data-testid="admin-orders">
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Placed</th>
              <th scope="col">Customer</th>
              <th scope="col">Items</th>
              <th scope="col">Total</th>
              <th scope="col">Payment</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {connection.items.map(({ order }) => (
              <tr key={order.id} data-testid="admin-order-row">
                <td data-label="Order">
                  <Link to={adminOrderUrl(order.id)}>{order.orderNumber}</Link>
                </td>
                <td data-label="Placed">{formatTime(order.placedAt)}</td>
                <td data-label="Customer">
                  {order.address.firstName} {order.address.lastName}
                  <span className={styles.muted}>
                    {' '}
                    {order.address.phone} · {order.address.city}
                  </span>
                </td>
                <td data-label="Items">{order.breakdown.itemCount}</td>
                <td data-label="Total">{order.breakdown.total.formatted}</td>
                <td data-label="Payment">
                  {PAYMENT_LABELS[order.paymentMethod]}
                  {order.payment ? ` · ${PAYMENT_STATUS_LABELS[order.payment.status]}` : ''}
                </td>
                <td data-label="Status">
                  <Badge tone={STATUS_LABELS[order.status].tone}>{STATUS_LABELS[order.status].label}</Badge>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {connection && connection.pageInfo.totalPages > 1 && (
        <nav className={styles.pager} aria-label="Pages">
          <Button
            variant="secondary"
            size="small"
            disabled={!connection.pageInfo.hasPreviousPage}
            onClick={() => update({ page: String(page - 1) })}
          >
            Previous
          </Button>
          <span>
            Page {connection.pageInfo.page} of {connection.pageInfo.totalPages} · {connection.totalCount} orders
          </span>
          <Button
            variant="secondary"
            size="small"
            disabled={!connection.pageInfo.hasNextPage}
            onClick={() => update({ page: String(page + 1) })}
          >
            Next
          </Button>
        </nav>
      )}
    </section>
  );
}
