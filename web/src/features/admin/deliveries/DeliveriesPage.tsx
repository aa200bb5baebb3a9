import { useQuery } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router-dom';
import { graphql } from '../../../gql';
import type { AdminDeliveriesQuery } from '../../../gql/graphql';
import { CodGiftBuyer, PartyAddress } from '../../../shop/OrderParties';
import { adminOrderUrl, adminPackingSlipUrl } from '../../../lib/admin-order-urls';
import { usePageMeta } from '../../../lib/page-meta';
import { formatDeliveryDate, shopDate, slotNameBeside } from '../../../shop/delivery-text';
import { Badge, Button, LoadError, Spinner } from '../../../ui';
import styles from './deliveries.module.css';
import { OutForDeliveryButton } from './OutForDeliveryButton';

const AdminDeliveriesQuery = graphql(`
  query AdminDeliveries($date: String) {
    adminDeliveries(date: $date) {
      date
      slots {
        booked
        slot {
          id
          label
          startTime
          endTime
          capacityPerDay
        }
        deliveries {
          ...DeliveryRow_delivery
        }
      }
      courier {
        ...DeliveryRow_delivery
      }
      overdueEarlier {
        ...DeliveryRow_delivery
      }
      outEarly {
        ...DeliveryRow_delivery
      }
    }
  }
`);

export const DeliveryRowFragment = graphql(`
  fragment DeliveryRow_delivery on AdminDelivery {
    id
    overdue
    order {
      id
      actions
      order {
        id
        orderNumber
        status
        paymentMethod
        address {
          ...OrderAddressDetails
        }
        lines {
          productName
          variant
          quantity
          giftMessage
        }
        cashToCollect {
          ...Money
        }
        ...OrderDeliveryDetails
      }
    }
  }
`);

type Day = AdminDeliveriesQuery['adminDeliveries'];
type Delivery = Day['courier'][number];

/** /admin/deliveries[?date=YYYY-MM-DD]: today's (or another day's) run sheet by slot, printable. */
export default function DeliveriesPage() {
  const [params, setParams] = useSearchParams();
  const now = Date.now();
  const today = shopDate(now);
  const tomorrow = shopDate(now + 86_400_000);
  const date = params.get('date') ?? today;
  const { data, loading, error, refetch } = useQuery(AdminDeliveriesQuery, {
    variables: { date },
    fetchPolicy: 'cache-and-network',
  });
  usePageMeta(`Deliveries ${formatDeliveryDate(date)}`);
  const day = data?.adminDeliveries ?? null;
  return (
    <div className={styles.page}>
      <div className={`${styles.header} ${styles.noPrint}`}>
        <h1>Deliveries</h1>
        <nav className={styles.days} aria-label="Delivery day">
          {[
            { label: 'Today', value: today },
            { label: 'Tomorrow', value: tomorrow },
          ].map((choice) => (
            <Button
              key={choice.value}
              size="small"
              variant={choice.value === date ? 'primary' : 'secondary'}
              aria-pressed={choice.value === date}
              onClick={() => setParams({ date: choice.value })}
            >
              {choice.label}
            </Button>
          ))}
          <label className={styles.dateField}>
            <span>Day</span>
            <input type="date" value={date} onChange={(e) => e.target.value && setParams({ date: e.target.value })} />
          </label>
          <Button size="small" variant="secondary" onClick={() => window.print()}>
            Print run sheet
          </Button>
        </nav>
      </div>
      {!day && loading && <Spinner centered label="Loading the deliveries" />}
      {!day && error && (
        <LoadError onRetry={() => void refetch()}>The deliveries could not be loaded: {error.message}</LoadError>
      )}
      {day && <RunSheet day={day} />}
    </div>
  );
}

/** "Midnight · 23:00–23:59": the slot's name (its times said once) and its window. */
function slotTitle(slot: { label: string; startTime: string; endTime: string }): string {
  const window = `${slot.startTime}–${slot.endTime}`;
  const name = slotNameBeside(window, slot.label);
  return name ? `${name} · ${window}` : window;
}

function RunSheet({ day }: { day: Day }) {
  const count =
    day.slots.reduce((sum, group) => sum + group.deliveries.length, 0) + day.courier.length + day.outEarly.length;
  return (
    <article className={styles.sheet} data-testid="run-sheet" aria-labelledby="run-sheet-title">
      <h2 id="run-sheet-title">
        Run sheet · {formatDeliveryDate(day.date)} · {count} {count === 1 ? 'delivery' : 'deliveries'}
      </h2>
      {day.overdueEarlier.length > 0 && (
        <DeliveryGroup title="Overdue from earlier days" deliveries={day.overdueEarlier} tone="overdue" />
      )}
      {day.outEarly.length > 0 && (
        <DeliveryGroup
          title="Out early: booked for a later date"
          note="in today's van"
          deliveries={day.outEarly}
          early
        />
      )}
      {day.slots.map((group) => (
        <DeliveryGroup
          key={group.slot.id}
          title={slotTitle(group.slot)}
          note={`${group.booked} of ${group.slot.capacityPerDay} places booked`}
          deliveries={group.deliveries}
        />
      ))}
      {day.courier.length > 0 && <DeliveryGroup title="By courier" deliveries={day.courier} />}
      {count === 0 && day.overdueEarlier.length === 0 && <p>No deliveries on this day.</p>}
    </article>
  );
}

function DeliveryGroup(props: {
  title: string;
  note?: string;
  deliveries: readonly Delivery[];
  tone?: 'overdue';
  /** Booked for a later date: each row says which. */
  early?: boolean;
}) {
  const { title, note, deliveries, tone, early = false } = props;
  return (
    <section className={[styles.group, tone === 'overdue' && styles.overdueGroup].filter(Boolean).join(' ')}>
      <h3>
        {title}
        {note && <span className={styles.note}> · {note}</span>}
      </h3>
      {deliveries.length === 0 ? (
        <p className={styles.note}>None booked.</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Deliver to</th>
              <th scope="col">Items and gift message</th>
              <th scope="col">Done</th>
            </tr>
          </thead>
          <tbody>
            {deliveries.map((delivery) => (
              <DeliveryRow key={delivery.id} delivery={delivery} early={early} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function DeliveryRow({ delivery, early }: { delivery: Delivery; early: boolean }) {
  const order = delivery.order.order;
  // The ship-to the server decided: a gift's recipient, else the buyer.
  const { shipTo: to, billTo, gift } = order.parties;
  const messages = order.lines.map((line) => line.giftMessage).filter((m): m is string => Boolean(m));
  return (
    <tr data-testid="delivery-row" data-overdue={delivery.overdue ? 'true' : undefined}>
      <td>
        <Link to={adminOrderUrl(order.id)}>{order.orderNumber}</Link>
        {delivery.overdue && (
          <>
            {' '}
            <Badge tone="danger">Overdue</Badge>
          </>
        )}
        {early && order.delivery && (
          <>
            {' '}
            <Badge tone="warning">Early · booked for {formatDeliveryDate(order.delivery.date)}</Badge>
          </>
        )}
        <br />
        <span className={styles.note}>
          {order.status.replace(/_/g, ' ').toLowerCase()} ·{' '}
          {order.cashToCollect.paise > 0 ? (
            <span data-testid="delivery-collect">collect {order.cashToCollect.formatted}</span>
          ) : (
            <span data-testid="delivery-collect">
              {order.paymentMethod === 'COD' ? 'cash collected' : 'paid online'}
            </span>
          )}
        </span>
        <br />
        <Link className={styles.noPrint} to={adminPackingSlipUrl(order.id)}>
          Packing slip
        </Link>
        {delivery.order.actions.includes('OUT_FOR_DELIVERY') && (
          <span className={styles.noPrint}>
            <br />
            <OutForDeliveryButton orderId={order.id} orderNumber={order.orderNumber} />
          </span>
        )}
      </td>
      <td>
        <PartyAddress party={to} testId="delivery-ship-to" links />
        {gift && <span className={styles.note}> (gift from {billTo.firstName})</span>}
        <CodGiftBuyer parties={order.parties} cashToCollect={order.cashToCollect} className={styles.note} />
      </td>
      <td>
        <ul className={styles.items}>
          {order.lines.map((line, index) => (
            <li key={index}>
              {line.productName}
              {line.variant ? ` (${line.variant})` : ''} × {line.quantity}
            </li>
          ))}
        </ul>
        {messages.map((message, index) => (
          <p key={index} className={styles.message}>
            “{message}”
          </p>
        ))}
      </td>
      <td aria-hidden="true" className={styles.tick}>
        ☐
      </td>
    </tr>
  );
}
