import { Button, TextField } from '../../../ui';
import type { SettingsSectionProps } from './use-settings-form';
import styles from './content.module.css';

/** The couriers offered when an order is shipped, each with its tracking page ({tracking} marks the number). */
export function CouriersSection({ draft, setDraft, err }: SettingsSectionProps) {
  const couriers = draft.couriers;
  const change = (index: number, patch: Partial<(typeof couriers)[number]>) =>
    setDraft({ ...draft, couriers: couriers.map((row, at) => (at === index ? { ...row, ...patch } : row)) });
  return (
    <section className={styles.block}>
      <h2>Couriers</h2>
      <p className={styles.hint}>
        Offered when you mark an order shipped. Put {'{tracking}'} where the tracking number goes in the address of the
        courier&rsquo;s tracking page; the shopper&rsquo;s order page and shipped mail link to it. Leave it empty for a
        courier without one.
      </p>
      {couriers.map((row, index) => (
        <div key={row.key} className={styles.courierRow}>
          <TextField
            label={`Courier ${index + 1}`}
            value={row.name}
            maxLength={40}
            error={err(`couriers[${index}].name`)}
            onChange={(e) => change(index, { name: e.target.value })}
          />
          <TextField
            label={`Tracking page of courier ${index + 1}`}
            value={row.trackingUrlTemplate}
            inputMode="url"
            placeholder="https://…/{tracking}"
            error={err(`couriers[${index}].trackingUrlTemplate`)}
            onChange={(e) => change(index, { trackingUrlTemplate: e.target.value })}
          />
          <Button
            variant="ghost"
            size="small"
            aria-label={`Remove ${row.name || `courier ${index + 1}`}`}
            onClick={() => setDraft({ ...draft, couriers: couriers.filter((_row, at) => at !== index) })}
          >
            Remove
          </Button>
        </div>
      ))}
      {err('couriers') && <p className={styles.error}>{err('couriers')}</p>}
      <div>
        <Button
          variant="secondary"
          size="small"
          onClick={() =>
            setDraft({
              ...draft,
              couriers: [...couriers, { key: `new-${Date.now()}`, name: '', trackingUrlTemplate: '' }],
            })
          }
        >
          Add a courier
        </Button>
      </div>
    </section>
  );
}
