import type { InvoiceIssuing } from '../../../gql/graphql';
import { TextField } from '../../../ui';
import { Checkbox } from '../../../ui/Checkbox';
import { SelectField } from '../../../ui/SelectField';
import type { SettingsAmountKey } from './settings-draft';
import type { SettingsSectionProps } from './use-settings-form';
import styles from './content.module.css';

const GST_RATES = [0, 3, 5, 18, 40];

/** A field of an amount in rupees, bound to the draft; `field` is the input's path its errors name. */
function AmountField({
  draft,
  setDraft,
  err,
  amount,
  field,
  label,
  hint,
}: SettingsSectionProps & { amount: SettingsAmountKey; field: string; label: string; hint?: string }) {
  return (
    <TextField
      label={label}
      hint={hint}
      inputMode="decimal"
      value={draft[amount]}
      error={err(field)}
      onChange={(e) => setDraft({ ...draft, [amount]: e.target.value })}
    />
  );
}

/** Free shipping from an order value, and the flat fee below it. */
export function ShippingSection(props: SettingsSectionProps) {
  return (
    <section className={styles.block}>
      <h2>Shipping</h2>
      <div className={styles.grid}>
        <AmountField
          {...props}
          amount="freeAtOrAbove"
          field="shipping.freeAtOrAbovePaise"
          label="Free shipping from (₹)"
          hint="Empty: never free"
        />
        <AmountField {...props} amount="flatFee" field="shipping.flatFeePaise" label="Shipping fee (₹)" />
      </div>
    </section>
  );
}

/** Whether cash on delivery is offered, its fee, its largest order and how many open orders a shopper may have. */
export function CashOnDeliverySection(props: SettingsSectionProps) {
  const { draft, setDraft, err } = props;
  return (
    <section className={styles.block}>
      <h2>Cash on delivery</h2>
      <Checkbox checked={draft.codEnabled} onChange={(e) => setDraft({ ...draft, codEnabled: e.target.checked })}>
        Offer cash on delivery
      </Checkbox>
      <div className={styles.grid}>
        <AmountField {...props} amount="codFee" field="cod.feePaise" label="COD fee (₹)" />
        <AmountField
          {...props}
          amount="codMax"
          field="cod.maxOrderValuePaise"
          label="Largest COD order (₹)"
          hint="Empty: no cap"
        />
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
  );
}

/** How many online orders one shopper may leave unpaid at once (each holds its stock and slot place). */
export function OnlinePaymentSection({ draft, setDraft, err }: SettingsSectionProps) {
  return (
    <section className={styles.block}>
      <h2>Online payment</h2>
      <div className={styles.grid}>
        <TextField
          label="Unpaid online orders per shopper"
          hint="Waiting for payment, each holding its stock and delivery slot; 1–100"
          inputMode="numeric"
          value={draft.maxOpenUnpaidOrders}
          error={err('onlinePayment.maxOpenUnpaidOrders')}
          onChange={(e) => setDraft({ ...draft, maxOpenUnpaidOrders: e.target.value })}
        />
      </div>
    </section>
  );
}

/** The GST rate of products without their own, and of the fees. */
export function GstSection({ draft, setDraft, err }: SettingsSectionProps) {
  return (
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
      <SelectField
        label="Issue invoices"
        hint="When the shop issues an order's GST invoice by itself; you can always issue one from the order"
        value={draft.invoiceIssuing}
        error={err('invoiceIssuing')}
        onChange={(e) => setDraft({ ...draft, invoiceIssuing: e.target.value as InvoiceIssuing })}
      >
        <option value="ON_PACKED">When the order is packed</option>
        <option value="ON_DELIVERED">When the order is delivered</option>
        <option value="BY_HAND">Only when I issue it</option>
      </SelectField>
    </section>
  );
}
