import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { graphql } from '../../../gql';
import type { AdminSettingsFragment } from '../../../gql/graphql';
import { toast } from '../../../lib/toast';
import { Button, LoadError, Spinner, TextField } from '../../../ui';
import { Checkbox } from '../../../ui/Checkbox';
import { SelectField } from '../../../ui/SelectField';
import { AdminPage } from '../AdminPage';
import { bindTextFields } from '../bound-text-fields';
import { errorFor, paiseToRupees, rupeesToPaise, type FieldError } from './content-errors';
import styles from './content.module.css';

export const AdminSettingsFragmentDoc = graphql(`
  fragment AdminSettings on AdminShopSettings {
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
    defaultGstRate
    social {
      instagram
      youtube
      facebook
      whatsapp
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

const UpdateSettingsMutation = graphql(`
  mutation AdminUpdateShopSettings($input: ShopSettingsInput!) {
    adminUpdateShopSettings(input: $input) {
      settings {
        ...AdminSettings
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

const GST_RATES = [0, 3, 5, 18, 40];

/** Phone numbers are edited as 10 digits; the server adds +91. */
function localPhone(e164: string): string {
  return e164.replace(/^\+91/, '');
}

function draftOf(settings: AdminSettingsFragment) {
  return {
    seller: { ...settings.seller, gstin: settings.seller.gstin ?? '' },
    contact: { phone: localPhone(settings.contact.phone), email: settings.contact.email },
    grievanceOfficer: { ...settings.grievanceOfficer, phone: localPhone(settings.grievanceOfficer.phone) },
    freeAtOrAbove: paiseToRupees(settings.shipping.freeAtOrAbovePaise),
    flatFee: paiseToRupees(settings.shipping.flatFeePaise),
    codEnabled: settings.cod.enabled,
    codFee: paiseToRupees(settings.cod.feePaise),
    codMax: paiseToRupees(settings.cod.maxOrderValuePaise),
    codMaxOpenOrders: String(settings.cod.maxOpenOrders),
    defaultGstRate: settings.defaultGstRate,
    social: {
      instagram: settings.social.instagram ?? '',
      youtube: settings.social.youtube ?? '',
      facebook: settings.social.facebook ?? '',
      whatsapp: settings.social.whatsapp ?? '',
    },
  };
}

type Draft = ReturnType<typeof draftOf>;

/** /admin/settings: seller, grievance officer, contact, social links, shipping and COD rules, the default GST rate. */
export default function SettingsPage() {
  const { data, loading, error, refetch } = useQuery(SettingsQuery, { fetchPolicy: 'network-only' });
  if (!data && loading) return <Spinner centered label="Loading settings" />;
  if (!data)
    return (
      <LoadError onRetry={() => void refetch()}>
        Settings could not be loaded{error ? `: ${error.message}` : '.'}
      </LoadError>
    );
  return <SettingsForm initial={draftOf(data.adminShopSettings)} states={data.indianStates} />;
}

function SettingsForm({ initial, states }: { initial: Draft; states: readonly string[] }) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<readonly FieldError[]>([]);
  const [save, saving] = useMutation(UpdateSettingsMutation);
  const err = (field: string) => errorFor(errors, field);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const amounts: [string, string, boolean][] = [
      ['shipping.freeAtOrAbovePaise', draft.freeAtOrAbove, true],
      ['shipping.flatFeePaise', draft.flatFee, false],
      ['cod.feePaise', draft.codFee, false],
      ['cod.maxOrderValuePaise', draft.codMax, true],
    ];
    const local: FieldError[] = [];
    const maxOpenOrders = Number(draft.codMaxOpenOrders.trim());
    if (draft.codMaxOpenOrders.trim() === '' || !Number.isInteger(maxOpenOrders))
      local.push({ field: 'cod.maxOpenOrders', message: 'Enter a whole number of orders, e.g. 3.' });
    const paise = amounts.map(([field, text, optional]) => {
      if (optional && text.trim() === '') return null;
      const value = rupeesToPaise(text);
      if (Number.isNaN(value)) local.push({ field, message: 'Enter an amount in rupees, e.g. 79.' });
      return value;
    });
    if (local.length > 0) {
      setErrors(local);
      return;
    }
    const result = await save({
      variables: {
        input: {
          seller: { ...draft.seller, gstin: draft.seller.gstin.trim() || null },
          contact: draft.contact,
          grievanceOfficer: draft.grievanceOfficer,
          shipping: { freeAtOrAbovePaise: paise[0], flatFeePaise: paise[1]! },
          cod: { enabled: draft.codEnabled, feePaise: paise[2]!, maxOrderValuePaise: paise[3], maxOpenOrders },
          defaultGstRate: draft.defaultGstRate,
          social: {
            instagram: draft.social.instagram.trim() || null,
            youtube: draft.social.youtube.trim() || null,
            facebook: draft.social.facebook.trim() || null,
            whatsapp: draft.social.whatsapp.trim() || null,
          },
        },
      },
    });
    const payload = result.data?.adminUpdateShopSettings;
    if (!payload) return;
    setErrors(payload.userErrors);
    if (payload.userErrors.length > 0) toast.error('Please correct the marked fields.');
    else toast.success('Saved. Checkout uses the new settings now.');
  }

  const seller = bindTextFields(
    draft.seller,
    (field, value) => setDraft({ ...draft, seller: { ...draft.seller, [field]: value } }),
    (field) => err(`seller.${field}`),
  );
  const officer = bindTextFields(
    draft.grievanceOfficer,
    (field, value) => setDraft({ ...draft, grievanceOfficer: { ...draft.grievanceOfficer, [field]: value } }),
    (field) => err(`grievanceOfficer.${field}`),
  );
  const contact = bindTextFields(
    draft.contact,
    (field, value) => setDraft({ ...draft, contact: { ...draft.contact, [field]: value } }),
    (field) => err(`contact.${field}`),
  );
  const social = bindTextFields(
    draft.social,
    (field, value) => setDraft({ ...draft, social: { ...draft.social, [field]: value } }),
    (field) => err(`social.${field}`),
  );
  const amount = (
    key: 'freeAtOrAbove' | 'flatFee' | 'codFee' | 'codMax',
    field: string,
    label: string,
    hint?: string,
  ) => (
    <TextField
      label={label}
      hint={hint}
      inputMode="decimal"
      value={draft[key]}
      error={err(field)}
      onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
    />
  );

  return (
    <AdminPage title="Settings" intro="The shop's legal details and its shipping, cash-on-delivery and GST rules.">
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)}>
        <section className={styles.block}>
          <h2>Seller</h2>
          <div className={styles.grid}>
            {seller('legalName', 'Legal name')}
            {seller('street', 'Street address')}
            {seller('city', 'City')}
            {seller('postalCode', 'PIN code')}
            <SelectField
              label="State"
              value={draft.seller.state}
              error={err('seller.state')}
              onChange={(e) => setDraft({ ...draft, seller: { ...draft.seller, state: e.target.value } })}
            >
              {states.map((state) => (
                <option key={state}>{state}</option>
              ))}
            </SelectField>
            {seller('gstin', 'GSTIN', { hint: 'Printed on invoices; leave empty if not registered' })}
          </div>
        </section>
        <section className={styles.block}>
          <h2>Customer care</h2>
          <div className={styles.grid}>
            {contact('phone', 'Phone (10 digits)', { inputMode: 'tel' })}
            {contact('email', 'E-mail', { type: 'email' })}
          </div>
        </section>
        <section className={styles.block}>
          <h2>Grievance officer</h2>
          <div className={styles.grid}>
            {officer('name', 'Name')}
            {officer('designation', 'Designation')}
            {officer('phone', 'Phone (10 digits)')}
            {officer('email', 'E-mail')}
          </div>
        </section>
        <section className={styles.block}>
          <h2>Social links</h2>
          <p className={styles.hint}>Shown in the shop's footer; leave a field empty to show no link for it.</p>
          <div className={styles.grid}>
            {social('instagram', 'Instagram', { type: 'url', hint: 'https://www.instagram.com/…' })}
            {social('youtube', 'YouTube', { type: 'url', hint: 'https://www.youtube.com/@…' })}
            {social('facebook', 'Facebook', { type: 'url', hint: 'https://www.facebook.com/…' })}
            {social('whatsapp', 'WhatsApp', { type: 'url', hint: 'https://wa.me/91…' })}
          </div>
        </section>
        <section className={styles.block}>
          <h2>Shipping</h2>
          <div className={styles.grid}>
            {amount('freeAtOrAbove', 'shipping.freeAtOrAbovePaise', 'Free shipping from (₹)', 'Empty: never free')}
            {amount('flatFee', 'shipping.flatFeePaise', 'Shipping fee (₹)')}
          </div>
        </section>
        <section className={styles.block}>
          <h2>Cash on delivery</h2>
          <Checkbox checked={draft.codEnabled} onChange={(e) => setDraft({ ...draft, codEnabled: e.target.checked })}>
            Offer cash on delivery
          </Checkbox>
          <div className={styles.grid}>
            {amount('codFee', 'cod.feePaise', 'COD fee (₹)')}
            {amount('codMax', 'cod.maxOrderValuePaise', 'Largest COD order (₹)', 'Empty: no cap')}
            <TextField
              label="Open COD orders per shopper"
              hint="Not yet shipped or cancelled; 1–100"
              inputMode="numeric"
              value={draft.codMaxOpenOrders}
              error={err('cod.maxOpenOrders')}
              onChange={(e) => setDraft({ ...draft, codMaxOpenOrders: e.target.value })}
            />
          </div>
        </section>
        <section className={styles.block}>
          <h2>GST</h2>
          <SelectField
            label="Default GST rate"
            hint="For products without their own rate, and for the shipping and COD fees"
            value={draft.defaultGstRate}
            error={err('defaultGstRate')}
            onChange={(e) => setDraft({ ...draft, defaultGstRate: Number(e.target.value) })}
          >
            {GST_RATES.map((rate) => (
              <option key={rate} value={rate}>
                {rate} %
              </option>
            ))}
          </SelectField>
        </section>
        <div>
          <Button type="submit" disabled={saving.loading}>
            Save settings
          </Button>
        </div>
      </form>
    </AdminPage>
  );
}
