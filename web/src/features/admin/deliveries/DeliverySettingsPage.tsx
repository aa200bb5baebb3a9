import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { Button, LoadError, Spinner } from '../../../ui';
import { AdminPage } from '../AdminPage';
import { DeliveryCalendarSection } from './DeliveryCalendarSection';
import { DeliverySlotsSection, DeliveryZonesSection } from './DeliveryRulesSections';
import { draftFromSettings, type DeliverySettingsDraft } from './delivery-settings-draft';
import { useDeliverySettingsForm } from './use-delivery-settings-form';
import styles from './delivery-settings.module.css';

const DeliverySettingsQuery = graphql(`
  query AdminDeliverySettingsPage {
    adminDeliverySettings {
      ...AdminDeliverySettingsFields
    }
  }
`);

/** /admin/delivery-settings: zones by PIN, time slots, the same-day cut-off, closed weekdays and holidays. */
export default function DeliverySettingsPage() {
  const { data, loading, error, refetch } = useQuery(DeliverySettingsQuery, { fetchPolicy: 'network-only' });
  if (!data && loading) return <Spinner centered label="Loading the delivery settings" />;
  if (!data)
    return (
      <LoadError onRetry={() => void refetch()}>
        The delivery settings could not be loaded{error ? `: ${error.message}` : '.'}
      </LoadError>
    );
  return <DeliverySettingsForm initial={draftFromSettings(data.adminDeliverySettings)} />;
}

function DeliverySettingsForm({ initial }: { initial: DeliverySettingsDraft }) {
  const { draft, setDraft, err, onSubmit, saving } = useDeliverySettingsForm(initial);
  const sectionProps = { draft, setDraft, err };
  return (
    <AdminPage
      title="Delivery"
      intro="Where the shop delivers and when: zones by PIN code, time slots with their places per day, the same-day cut-off, and the days without delivery. Times are India time."
    >
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)} aria-label="Delivery settings">
        <DeliveryZonesSection {...sectionProps} />
        <DeliverySlotsSection {...sectionProps} />
        <DeliveryCalendarSection {...sectionProps} />
        <div>
          <Button type="submit" loading={saving}>
            Save delivery settings
          </Button>
        </div>
      </form>
    </AdminPage>
  );
}
