import { TextField } from '../../../ui';
import { TEMPLATE_FIELDS } from './settings-draft';
import type { SettingsSectionProps } from './use-settings-form';
import styles from './content.module.css';

const UPDATE_NAMES: Record<string, string> = {
  PLACED: 'Order placed',
  PAYMENT_FAILED: 'Payment failed',
  PACKED: 'Packed',
  SHIPPED: 'Shipped',
  OUT_FOR_DELIVERY: 'Out for delivery',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
  REFUND_PROCESSED: 'Refund processed',
  GIFT_ON_ITS_WAY: 'Gift on its way (to the recipient)',
  GIFT_COD_ON_ITS_WAY: 'Cash-on-delivery gift on its way (to the recipient, with the amount to pay)',
};

/** The approved WhatsApp template of each order update: its name and what fills {{1}}, {{2}} … */
export function WhatsAppTemplatesSection({ draft, setDraft, err }: SettingsSectionProps) {
  const templates = draft.whatsappTemplates;
  const change = (index: number, patch: Partial<(typeof templates)[number]>) =>
    setDraft({ ...draft, whatsappTemplates: templates.map((row, at) => (at === index ? { ...row, ...patch } : row)) });
  return (
    <section className={styles.block}>
      <h2>WhatsApp templates</h2>
      <p className={styles.hint}>
        The name of each template as approved in WhatsApp Manager, in English and Tamil under the same name, and what
        fills its {'{{1}}'}, {'{{2}}'} … in order, separated by commas: {TEMPLATE_FIELDS.join(', ')}. The gift messages
        never carry a price; the cash-on-delivery one says only the amount to pay at the door.
      </p>
      {templates.map((row, index) => {
        const update = UPDATE_NAMES[row.event] ?? row.event;
        return (
          <div key={row.event} className={styles.courierRow}>
            <TextField
              label={`${update}: template`}
              value={row.name}
              maxLength={512}
              error={err(`whatsappTemplates[${index}].name`)}
              onChange={(e) => change(index, { name: e.target.value })}
            />
            <TextField
              label={`${update}: parameters`}
              value={row.parameters}
              error={err(`whatsappTemplates[${index}].parameters`)}
              onChange={(e) => change(index, { parameters: e.target.value })}
            />
          </div>
        );
      })}
    </section>
  );
}
