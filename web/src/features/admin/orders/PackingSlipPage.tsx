import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router-dom';
import { graphql } from '../../../gql';
import { usePageMeta } from '../../../lib/page-meta';
import { OrderLineOptions } from '../../../shop/OrderLineOptions';
import { Button, LoadError, Spinner } from '../../../ui';
import { adminOrderUrl } from '../../../lib/admin-order-urls';
import { formatDay, PAYMENT_LABELS } from './order-labels';
import styles from './printable.module.css';
import { displayPhone } from '../../../lib/phone';
import { CodGiftBuyer, DeliveryWhen, PartyAddress } from '../../../shop/OrderParties';

const PackingSlipQuery = graphql(`
  query PackingSlip($id: ID!) {
    adminOrder(id: $id) {
      id
      order {
        id
        orderNumber
        placedAt
        paymentMethod
        lines {
          ...OrderLineDetails
        }
        address {
          ...OrderAddressDetails
        }
        breakdown {
          itemCount
        }
        cashToCollect {
          ...Money
        }
        ...OrderDeliveryDetails
      }
    }
    shopInfo {
      legalName
      street
      city
      postalCode
      state
      phone
    }
  }
`);

/** /admin/orders/:id/packing-slip: what goes in the box and where it goes, without prices (gifts), printable. */
export default function PackingSlipPage() {
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(PackingSlipQuery, { variables: { id } });
  usePageMeta('Packing slip');
  if (!data && loading) return <Spinner centered label="Loading the packing slip" />;
  if (!data?.adminOrder)
    return (
      <LoadError onRetry={() => void refetch()}>
        The order could not be loaded{error ? `: ${error.message}` : '.'}
      </LoadError>
    );
  const { order } = data.adminOrder;
  const shop = data.shopInfo;
  // The ship-to the server decided: a gift's recipient, never the buyer's billing address.
  const { parties } = order;
  return (
    <article className={`${styles.sheet} ${styles.printable}`} data-testid="packing-slip">
      <p className={styles.noPrint}>
        <Link to={adminOrderUrl(order.id)}>← Back to the order</Link>{' '}
        <Button size="small" onClick={() => window.print()}>
          Print
        </Button>
      </p>
      <h1>Packing slip · {order.orderNumber}</h1>
      <DeliveryWhen parties={parties} className={styles.deliveryPromise} />
      <div className={styles.parties}>
        <section>
          <h2>Ship to</h2>
          <PartyAddress party={parties.shipTo} className={styles.shipTo} testId="packing-slip-ship-to" />
        </section>
        <section>
          <h2>From</h2>
          <p>
            {shop.legalName}
            <br />
            {shop.street}
            <br />
            {shop.city} {shop.postalCode}, {shop.state}
            <br />
            Phone: {displayPhone(shop.phone)}
          </p>
          <p>
            Ordered {formatDay(order.placedAt)} · {PAYMENT_LABELS[order.paymentMethod]}
            {order.cashToCollect.paise > 0 && (
              <>
                <br />
                <strong data-testid="packing-slip-collect">Collect {order.cashToCollect.formatted} in cash</strong>
              </>
            )}
          </p>
          <CodGiftBuyer parties={parties} cashToCollect={order.cashToCollect} />
        </section>
      </div>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Packed</th>
            <th scope="col">Item</th>
            <th scope="col">Option</th>
            <th scope="col">Qty</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line, index) => (
            <tr key={index}>
              <td aria-hidden="true">☐</td>
              <td>
                {line.productName}
                <OrderLineOptions line={line} photoSize={72} />
              </td>
              <td>{line.variant ?? '—'}</td>
              <td>{line.quantity}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              Items
            </th>
            <td>{order.breakdown.itemCount}</td>
          </tr>
        </tfoot>
      </table>
    </article>
  );
}
