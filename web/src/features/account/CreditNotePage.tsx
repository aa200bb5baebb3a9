import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router-dom';
import { graphql } from '../../gql';
import { usePageMeta } from '../../lib/page-meta';
import { orderUrl } from '../../lib/urls';
import { CreditNoteSheet } from '../../shop/CreditNoteSheet';
import { Button, LoadError, Spinner } from '../../ui';
import NotFoundPage from '../../ui/NotFoundPage';
import accountStyles from './account.module.css';

const ShopperCreditNoteQuery = graphql(`
  query ShopperCreditNote($id: ID!) {
    order(id: $id) {
      id
      creditNotes {
        ...CreditNoteSheet_creditNote
      }
    }
  }
`);

/** /account/orders/:id/credit-notes/:position: one of the order's credit notes, to print or save as PDF. */
export default function CreditNotePage() {
  const { id = '', position = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(ShopperCreditNoteQuery, { variables: { id } });
  usePageMeta('Credit note');
  if (!data && loading) return <Spinner centered label="Loading the credit note" />;
  if (!data) {
    return (
      <LoadError className={accountStyles.notice} onRetry={refetch}>
        We could not load this credit note{error ? `: ${error.message}` : '.'}
      </LoadError>
    );
  }
  const note = data.order?.creditNotes[Number(position) - 1];
  if (!note) {
    return (
      <NotFoundPage
        title="Credit note not found"
        message="This order has no such credit note. Its credit notes are listed on the order's page."
      />
    );
  }
  return (
    <CreditNoteSheet
      note={note}
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
