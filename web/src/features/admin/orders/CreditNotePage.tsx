import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router-dom';
import { graphql } from '../../../gql';
import { adminOrderUrl } from '../../../lib/admin-order-urls';
import { usePageMeta } from '../../../lib/page-meta';
import { CreditNoteSheet } from '../../../shop/CreditNoteSheet';
import { Button, LoadError, Spinner } from '../../../ui';

const AdminCreditNoteQuery = graphql(`
  query AdminCreditNote($id: ID!) {
    adminOrder(id: $id) {
      id
      order {
        id
        creditNotes {
          ...CreditNoteSheet_creditNote
        }
      }
    }
  }
`);

/** /admin/orders/:id/credit-notes/:position: one of the order's credit notes, printable. */
export default function CreditNotePage() {
  const { id = '', position = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(AdminCreditNoteQuery, { variables: { id } });
  usePageMeta('Credit note');
  if (!data && loading) return <Spinner centered label="Loading the credit note" />;
  if (!data)
    return (
      <LoadError onRetry={() => void refetch()}>
        The credit note could not be loaded{error ? `: ${error.message}` : '.'}
      </LoadError>
    );
  const note = data.adminOrder?.order.creditNotes[Number(position) - 1];
  if (!note) return <p>This order has no such credit note.</p>;
  return (
    <CreditNoteSheet
      note={note}
      actions={
        <>
          <Link to={adminOrderUrl(id)}>← Back to the order</Link>{' '}
          <Button size="small" onClick={() => window.print()}>
            Print
          </Button>
        </>
      }
    />
  );
}
