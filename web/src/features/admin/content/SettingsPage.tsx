import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { Button, LoadError, Spinner } from '../../../ui';
import { AdminPage } from '../AdminPage';
import { settingsDraftOf, type SettingsDraft } from './settings-draft';
import {
  CustomerCareSection,
  GrievanceOfficerSection,
  SellerSection,
  SocialLinksSection,
} from './SettingsContactSections';
import { CouriersSection } from './SettingsCouriersSection';
import { CashOnDeliverySection, GstSection, OnlinePaymentSection, ShippingSection } from './SettingsRulesSections';
import { useSettingsForm } from './use-settings-form';
import { WhatsAppTemplatesSection } from './SettingsWhatsAppSection';
import styles from './content.module.css';

export const AdminSettingsFragmentDoc = graphql(`
  fragment AdminSettings on AdminShopSettings {
    displayName
    seller {
      legalName
      street
      city
      postalCode
      state
      gstin
    }
    contact {
      phone
      email
    }
    grievanceOfficer {
      name
      designation
      phone
      email
    }
    shipping {
      freeAtOrAbovePaise
      flatFeePaise
    }
    cod {
      enabled
      feePaise
      maxOrderValuePaise
      maxOpenOrders
    }
    onlinePayment {
      maxOpenUnpaidOrders
    }
    defaultGstRate
    invoiceIssuing
    social {
      instagram
      youtube
      facebook
      whatsapp
    }
    couriers {
      name
      trackingUrlTemplate
    }
    whatsappTemplates {
      event
      name
      parameters
    }
  }
`);

const SettingsQuery = graphql(`
  query AdminSettingsPage {
    adminShopSettings {
      ...AdminSettings
    }
    indianStates
  }
`);

/**
 * /admin/settings: seller, grievance officer, contact, social links, shipping, COD and GST rules, couriers, WhatsApp
 * templates.
 */
export default function SettingsPage() {
  const { data, loading, error, refetch } = useQuery(SettingsQuery, { fetchPolicy: 'network-only' });
  if (!data && loading) return <Spinner centered label="Loading settings" />;
  if (!data)
    return (
      <LoadError onRetry={() => void refetch()}>
        Settings could not be loaded{error ? `: ${error.message}` : '.'}
      </LoadError>
    );
  return <SettingsForm initial={settingsDraftOf(data.adminShopSettings)} states={data.indianStates} />;
}

function SettingsForm({ initial, states }: { initial: SettingsDraft; states: readonly string[] }) {
  const { draft, setDraft, err, onSubmit, saving } = useSettingsForm(initial);
  const sectionProps = { draft, setDraft, err };
  return (
    <AdminPage
      title="Settings"
      intro="The shop's legal details, its shipping, cash-on-delivery and GST rules, and its couriers."
    >
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)}>
        <SellerSection {...sectionProps} states={states} />
        <CustomerCareSection {...sectionProps} />
        <GrievanceOfficerSection {...sectionProps} />
        <SocialLinksSection {...sectionProps} />
        <ShippingSection {...sectionProps} />
        <CashOnDeliverySection {...sectionProps} />
        <OnlinePaymentSection {...sectionProps} />
        <GstSection {...sectionProps} />
        <CouriersSection {...sectionProps} />
        <WhatsAppTemplatesSection {...sectionProps} />
        <div>
          <Button type="submit" disabled={saving}>
            Save settings
          </Button>
        </div>
      </form>
    </AdminPage>
  );
}
