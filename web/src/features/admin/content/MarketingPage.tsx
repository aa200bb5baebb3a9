import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { Button, LoadError, Spinner, TextField } from '../../../ui';
import { AdminPage } from '../AdminPage';
import { marketingDraftOf, type MarketingDraft } from './marketing-draft';
import { AnnouncementSection, BannersSection, ReviewsSection } from './MarketingSections';
import { useMarketingForm } from './use-marketing-form';
import styles from './content.module.css';

const MarketingQuery = graphql(`
  query AdminMarketing {
    marketing {
      ...AdminMarketingFields
    }
  }
`);

/** /admin/marketing: the offer title, announcement lines (with a preview of the bar), banners, reviews, minimum order. */
export default function MarketingPage() {
  const { data, loading, error, refetch } = useQuery(MarketingQuery, { fetchPolicy: 'network-only' });
  if (!data && loading) return <Spinner centered label="Loading marketing" />;
  if (!data)
    return (
      <LoadError onRetry={() => void refetch()}>
        Marketing could not be loaded{error ? `: ${error.message}` : '.'}
      </LoadError>
    );
  return <MarketingForm initial={marketingDraftOf(data.marketing)} />;
}

function MarketingForm({ initial }: { initial: MarketingDraft }) {
  const { draft, setDraft, err, onSubmit, saving } = useMarketingForm(initial);
  const sectionProps = { draft, setDraft, err };
  return (
    <AdminPage title="Marketing" intro="What the announcement bar and the home page show.">
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)}>
        <AnnouncementSection {...sectionProps} />
        <BannersSection {...sectionProps} />
        <ReviewsSection {...sectionProps} />

        <section className={styles.block}>
          <h2>Checkout</h2>
          <TextField
            label="Minimum order value (₹)"
            inputMode="decimal"
            value={draft.minimum}
            hint="0 for none"
            error={err('minimumOrderValuePaise')}
            onChange={(e) => setDraft({ ...draft, minimum: e.target.value })}
          />
        </section>
        <div>
          <Button type="submit" disabled={saving}>
            Save marketing
          </Button>
        </div>
      </form>
    </AdminPage>
  );
}
