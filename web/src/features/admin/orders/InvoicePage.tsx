import { useMutation, useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router-dom';
import { graphql } from '../../../gql';
import type { InvoicePage_InvoiceFragment } from '../../../gql/graphql';
import { usePageMeta } from '../../../lib/page-meta';
import { toast } from '../../../lib/toast';
import { Button, LoadError, Spinner } from '../../../ui';
import { InvoiceRoundOffRows } from './InvoiceRoundOffRows';
import { adminOrderUrl } from '../../../lib/admin-order-urls';
import { formatDay } from './order-labels';
import styles from './printable.module.css';
import { displayPhone } from '../../../lib/phone';

export const InvoiceFragment = graphql(`
  fragment InvoicePage_invoice on Invoice {
    number {
      number
      issuedAt
    }
    orderNumber
    orderPlacedAt
    seller {
      legalName
      street
      city
      postalCode
      state
      gstin
    }
    buyer {
      ...OrderAddressDetails
    }
    placeOfSupply
    supply
    lines {
      description
      hsnCode
      quantity
      gstRate
      taxable {
        ...Money
      }
      cgst {
        ...Money
      }
      sgst {
        ...Money
      }
      igst {
        ...Money
      }
      total {
        ...Money
      }
    }
    charges {
      label
      taxable {
        ...Money
      }
      cgst {
        ...Money
      }
      sgst {
        ...Money
      }
      igst {
        ...Money
      }
      total {
        ...Money
      }
    }
    taxable {
      ...Money
    }
    cgst {
      ...Money
    }
    sgst {
      ...Money
    }
    igst {
      ...Money
    }
    total {
      ...Money
    }
    roundOff {
      ...Money
    }
    payable {
      ...Money
    }
    totalInWords
  }
`);

const InvoiceQuery = graphql(`
  query InvoicePage($orderId: ID!) {
    adminInvoice(orderId: $orderId) {
      ...InvoicePage_invoice
    }
  }
`);

const IssueInvoiceMutation = graphql(`
  mutation IssueInvoice($orderId: ID!) {
    adminIssueInvoice(orderId: $orderId) {
      invoice {
        ...InvoicePage_invoice
      }
      userErrors {
        ...UserError
      }
    }
  }
`);

/** /admin/orders/:id/invoice: the order's GST invoice, issued on the owner's request, printable. */
export default function InvoicePage() {
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(InvoiceQuery, { variables: { orderId: id } });
  const [issue, issuing] = useMutation(IssueInvoiceMutation);
  usePageMeta('GST invoice');
  if (!data && loading) return <Spinner centered label="Loading the invoice" />;
  if (!data)
    return (
      <LoadError onRetry={() => void refetch()}>
        The invoice could not be loaded{error ? `: ${error.message}` : '.'}
      </LoadError>
    );
  const invoice = data.adminInvoice ?? issuing.data?.adminIssueInvoice.invoice ?? null;
  if (!invoice) {
    return (
      <section className={styles.sheet}>
        <p>
          <Link to={adminOrderUrl(id)}>← Back to the order</Link>
        </p>
        <h1>GST invoice</h1>
        <p>This order has no invoice yet. Issuing one takes the next invoice number of the financial year.</p>
        <Button
          disabled={issuing.loading}
          onClick={() =>
            void issue({ variables: { orderId: id } }).then(async (result) => {
              const problem = result.data?.adminIssueInvoice.userErrors[0];
              if (problem) toast.error(problem.message);
              else await refetch();
            })
          }
        >
          Issue invoice
        </Button>
      </section>
    );
  }
  return <InvoiceSheet invoice={invoice} orderId={id} />;
}

function InvoiceSheet({ invoice, orderId }: { invoice: InvoicePage_InvoiceFragment; orderId: string }) {
  const intra = invoice.supply === 'INTRA_STATE';
  const { seller, buyer } = invoice;
  return (
    <article className={`${styles.sheet} ${styles.printable}`} data-testid="invoice">
      <p className={styles.noPrint}>
        <Link to={adminOrderUrl(orderId)}>← Back to the order</Link>{' '}
        <Button size="small" onClick={() => window.print()}>
          Print
        </Button>
      </p>
      <h1>Tax invoice</h1>
      <div className={styles.parties}>
        <section>
          <h2>Seller</h2>
          <p>
            <strong>{seller.legalName}</strong>
            <br />
            {seller.street}
            <br />
            {seller.city} {seller.postalCode}, {seller.state}
            <br />
            GSTIN: {seller.gstin ?? 'not entered in the shop settings'}
          </p>
        </section>
        <section>
          <h2>Invoice</h2>
          <dl className={styles.facts}>
            <dt>Invoice number</dt>
            <dd data-testid="invoice-number">{invoice.number.number}</dd>
            <dt>Invoice date</dt>
            <dd>{formatDay(invoice.number.issuedAt)}</dd>
            <dt>Order</dt>
            <dd>
              {invoice.orderNumber} ({formatDay(invoice.orderPlacedAt)})
            </dd>
            <dt>Place of supply</dt>
            <dd data-testid="place-of-supply">{invoice.placeOfSupply}</dd>
          </dl>
        </section>
        <section>
          <h2>Bill and ship to</h2>
          <p>
            <strong>
              {buyer.firstName} {buyer.lastName}
            </strong>
            <br />
            {buyer.address}
            <br />
            {buyer.city} {buyer.postalCode}, {buyer.state}
            <br />
            {displayPhone(buyer.phone)}
          </p>
        </section>
      </div>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Description</th>
            <th scope="col">HSN</th>
            <th scope="col">Qty</th>
            <th scope="col">Rate</th>
            <th scope="col">Taxable value</th>
            {intra ? (
              <>
                <th scope="col">CGST</th>
                <th scope="col">SGST</th>
              </>
            ) : (
              <th scope="col">IGST</th>
            )}
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((line, index) => (
            <tr key={index}>
              <td>{line.description}</td>
              <td>{line.hsnCode ?? '—'}</td>
              <td>{line.quantity}</td>
              <td>{line.gstRate} %</td>
              <td>{line.taxable.formatted}</td>
              {intra ? (
                <>
                  <td>{line.cgst.formatted}</td>
                  <td>{line.sgst.formatted}</td>
                </>
              ) : (
                <td>{line.igst.formatted}</td>
              )}
              <td>{line.total.formatted}</td>
            </tr>
          ))}
          {invoice.charges.map((charge) => (
            <tr key={charge.label}>
              <td>{charge.label}</td>
              <td>—</td>
              <td>—</td>
              <td>—</td>
              <td>{charge.taxable.formatted}</td>
              {intra ? (
                <>
                  <td>{charge.cgst.formatted}</td>
                  <td>{charge.sgst.formatted}</td>
                </>
              ) : (
                <td>{charge.igst.formatted}</td>
              )}
              <td>{charge.total.formatted}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={4}>
              Total
            </th>
            <td>{invoice.taxable.formatted}</td>
            {intra ? (
              <>
                <td>{invoice.cgst.formatted}</td>
                <td>{invoice.sgst.formatted}</td>
              </>
            ) : (
              <td>{invoice.igst.formatted}</td>
            )}
            <td data-testid="invoice-total">{invoice.total.formatted}</td>
          </tr>
          <InvoiceRoundOffRows roundOff={invoice.roundOff} payable={invoice.payable} labelColumns={intra ? 7 : 6} />
        </tfoot>
      </table>
      <p data-testid="invoice-total-in-words">
        <strong>Amount in words:</strong> {invoice.totalInWords}
      </p>
      <p className={styles.small}>Prices include GST. This is a computer-generated invoice.</p>
    </article>
  );
}
