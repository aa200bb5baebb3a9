import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router-dom';
import { graphql } from '../../gql';
import { usePageMeta } from '../../lib/page-meta';
import { orderUrl } from '../../lib/urls';
import { InvoiceSheet } from '../../shop/InvoiceSheet';
import { Button, LoadError, Spinner } from '../../ui';
import NotFoundPage from '../../ui/NotFoundPage';
import accountStyles from './account.module.css';

const ShopperInvoiceQuery = graphql(`
  query ShopperInvoice($orderId: ID!) {
    myOrderInvoice(orderId: $orderId) {
      ...InvoiceSheet_invoice
    }
  }
`);

/** /account/orders/:id/invoice: the order's GST invoice as the shop issued it, to print or save as PDF. */
export default function InvoicePage() {
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(ShopperInvoiceQuery, { variables: { orderId: id } });
  usePageMeta('Invoice');
  if (!data && loading) return <Spinner centered label="Loading the invoice" />;
  const notFound =
    CombinedGraphQLErrors.is(error) && error.errors.some((problem) => problem.extensions?.code === 'NOT_FOUND');
  if (!data && !notFound) {
    return (
      <LoadError className={accountStyles.notice} onRetry={refetch}>
        We could not load this invoice{error ? `: ${error.message}` : '.'}
      </LoadError>
    );
  }
  const invoice = data?.myOrderInvoice ?? null;
  if (!invoice) {
    return (
      <NotFoundPage
        title="Invoice not found"
        message="We found no invoice for this order in your account. An order's invoice is linked from its page once the shop has issued it."
      />
    );
  }
  return (
    <InvoiceSheet
      invoice={invoice}
      actions={
        <>
          <Link to={orderUrl(id)}>← Back to the order</Link>{' '}
          <Button size="small" onClick={() => window.print()}>
            Print or save as PDF
          </Button>
        </>
      }
    />
  );
}
