import { Link } from 'react-router-dom';
import type { InvoiceSheet_InvoiceFragment } from '../../../gql/graphql';
import { adminOrderUrl } from '../../../lib/admin-order-urls';
import { InvoiceSheet as Sheet } from '../../../shop/InvoiceSheet';
import { Button } from '../../../ui';

/** The owner's printable invoice: the shared sheet with a way back to the admin order. */
export function InvoiceSheet({ invoice, orderId }: { invoice: InvoiceSheet_InvoiceFragment; orderId: string }) {
  return (
    <Sheet
      invoice={invoice}
      actions={
        <>
          <Link to={adminOrderUrl(orderId)}>← Back to the order</Link>{' '}
          <Button size="small" onClick={() => window.print()}>
            Print
          </Button>
        </>
      }
    />
  );
}
