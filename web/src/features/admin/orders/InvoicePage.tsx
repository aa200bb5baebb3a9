import { useMutation, useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router-dom';
import { graphql } from '../../../gql';
import { usePageMeta } from '../../../lib/page-meta';
import { toast } from '../../../lib/toast';
import { Button, LoadError, Spinner } from '../../../ui';
import { adminOrderUrl } from '../../../lib/admin-order-urls';
import styles from './printable.module.css';
import { InvoiceSheet } from './InvoiceSheet';

const InvoiceQuery = graphql(`
  query InvoicePage($orderId: ID!) {
    adminInvoice(orderId: $orderId) {
      ...InvoiceSheet_invoice
    }
  }
`);

const IssueInvoiceMutation = graphql(`
  mutation IssueInvoice($orderId: ID!) {
    adminIssueInvoice(orderId: $orderId) {
      invoice {
        ...InvoiceSheet_invoice
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
