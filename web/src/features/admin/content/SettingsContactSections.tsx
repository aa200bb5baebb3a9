import { TextField } from '../../../ui';
import { SelectField } from '../../../ui/SelectField';
import { bindTextFields } from '../bound-text-fields';
import type { SettingsSectionProps } from './use-settings-form';
import styles from './content.module.css';

/** The shop's name as shoppers know it, then the seller's legal name and address as invoices print them, and the GSTIN. */
export function SellerSection({ draft, setDraft, err, states }: SettingsSectionProps & { states: readonly string[] }) {
  const seller = bindTextFields(
    draft.seller,
    (field, value) => setDraft({ ...draft, seller: { ...draft.seller, [field]: value } }),
    (field) => err(`seller.${field}`),
  );
  return (
    <section className={styles.block}>
      <h2>Seller</h2>
      <div className={styles.grid}>
        <TextField
          label="Shop name"
          value={draft.displayName}
          error={err('displayName')}
          hint="As shoppers know it: WhatsApp messages, e-mails and the payment window"
          maxLength={200}
          onChange={(e) => setDraft({ ...draft, displayName: e.target.value })}
        />
        {seller('legalName', 'Legal name', { hint: 'Printed on invoices and credit notes' })}
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
  );
}

/** The shop's customer care phone and e-mail. */
export function CustomerCareSection({ draft, setDraft, err }: SettingsSectionProps) {
  const contact = bindTextFields(
    draft.contact,
    (field, value) => setDraft({ ...draft, contact: { ...draft.contact, [field]: value } }),
    (field) => err(`contact.${field}`),
  );
  return (
    <section className={styles.block}>
      <h2>Customer care</h2>
      <div className={styles.grid}>
        {contact('phone', 'Phone (10 digits)', { inputMode: 'tel' })}
        {contact('email', 'E-mail', { type: 'email' })}
      </div>
    </section>
  );
}

/** The grievance officer the shop must name. */
export function GrievanceOfficerSection({ draft, setDraft, err }: SettingsSectionProps) {
  const officer = bindTextFields(
    draft.grievanceOfficer,
    (field, value) => setDraft({ ...draft, grievanceOfficer: { ...draft.grievanceOfficer, [field]: value } }),
    (field) => err(`grievanceOfficer.${field}`),
  );
  return (
    <section className={styles.block}>
      <h2>Grievance officer</h2>
      <div className={styles.grid}>
        {officer('name', 'Name')}
        {officer('designation', 'Designation')}
        {officer('phone', 'Phone (10 digits)')}
        {officer('email', 'E-mail')}
      </div>
    </section>
  );
}

/** The footer's social links. */
export function SocialLinksSection({ draft, setDraft, err }: SettingsSectionProps) {
  const social = bindTextFields(
    draft.social,
    (field, value) => setDraft({ ...draft, social: { ...draft.social, [field]: value } }),
    (field) => err(`social.${field}`),
  );
  return (
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
  );
}
