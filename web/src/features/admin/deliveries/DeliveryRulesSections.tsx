import { Button, TextField } from '../../../ui';
import { Checkbox } from '../../../ui/Checkbox';
import { SelectField } from '../../../ui/SelectField';
import { EMPTY_SLOT, EMPTY_ZONE, type SlotDraft, type ZoneDraft } from './delivery-settings-draft';
import type { DeliverySectionProps } from './use-delivery-settings-form';
import styles from './delivery-settings.module.css';

/** Replaces the item at `index` of a list with `patch` applied. */
function patched<T>(list: readonly T[], index: number, patch: Partial<T>): T[] {
  return list.map((item, i) => (i === index ? { ...item, ...patch } : item));
}

export function DeliveryZonesSection({ draft, setDraft, err }: DeliverySectionProps) {
  const change = (index: number, patch: Partial<ZoneDraft>) =>
    setDraft({ ...draft, zones: patched(draft.zones, index, patch) });
  return (
    <fieldset className={styles.section}>
      <legend>Zones</legend>
      <p className={styles.hint}>
        A PIN belongs to the zone with its longest matching prefix. PINs outside every zone are not served.
      </p>
      {err('zones') && <p className={styles.error}>{err('zones')}</p>}
      {draft.zones.map((zone, i) => {
        const f = (name: string) => err(`zones[${i}].${name}`);
        return (
          <div key={i} className={styles.item} data-testid="zone">
            <div className={styles.grid}>
              <TextField
                label="Zone id"
                value={zone.id}
                error={f('id')}
                onChange={(e) => change(i, { id: e.target.value })}
              />
              <TextField
                label="Name"
                value={zone.name}
                error={f('name')}
                onChange={(e) => change(i, { name: e.target.value })}
              />
              <TextField
                label="PIN codes and prefixes"
                hint="Comma-separated, e.g. 641, 642001"
                value={zone.pinPrefixes}
                error={f('pinPrefixes')}
                onChange={(e) => change(i, { pinPrefixes: e.target.value })}
              />
              <TextField
                label="Fewest days"
                inputMode="numeric"
                value={zone.minDays}
                error={f('minDays')}
                onChange={(e) => change(i, { minDays: e.target.value })}
              />
              <TextField
                label="Most days"
                inputMode="numeric"
                value={zone.maxDays}
                error={f('maxDays')}
                onChange={(e) => change(i, { maxDays: e.target.value })}
              />
              <TextField
                label="Fee (₹)"
                inputMode="decimal"
                value={zone.fee}
                error={f('feePaise')}
                onChange={(e) => change(i, { fee: e.target.value })}
              />
              <TextField
                label="Free from (₹)"
                hint="Empty: never free"
                inputMode="decimal"
                value={zone.freeAbove}
                error={f('freeAbovePaise')}
                onChange={(e) => change(i, { freeAbove: e.target.value })}
              />
            </div>
            <div className={styles.checks}>
              <Checkbox checked={zone.localDelivery} onChange={(e) => change(i, { localDelivery: e.target.checked })}>
                The shop delivers itself on a date and slot
              </Checkbox>
              <Checkbox checked={zone.codAllowed} onChange={(e) => change(i, { codAllowed: e.target.checked })}>
                Cash on delivery
              </Checkbox>
              <Checkbox
                checked={zone.perishablesAllowed}
                onChange={(e) => change(i, { perishablesAllowed: e.target.checked })}
              >
                Flowers and cakes delivered here
              </Checkbox>
              <Button
                size="small"
                variant="ghost"
                onClick={() => setDraft({ ...draft, zones: draft.zones.filter((_, j) => j !== i) })}
              >
                Remove zone
              </Button>
            </div>
          </div>
        );
      })}
      <div>
        <Button
          size="small"
          variant="secondary"
          onClick={() => setDraft({ ...draft, zones: [...draft.zones, EMPTY_ZONE] })}
        >
          Add a zone
        </Button>
      </div>
    </fieldset>
  );
}

export function DeliverySlotsSection({ draft, setDraft, err }: DeliverySectionProps) {
  const change = (index: number, patch: Partial<SlotDraft>) =>
    setDraft({ ...draft, slots: patched(draft.slots, index, patch) });
  return (
    <fieldset className={styles.section}>
      <legend>Time slots (the shop&apos;s own delivery)</legend>
      {err('slots') && <p className={styles.error}>{err('slots')}</p>}
      {draft.slots.map((slot, i) => {
        const f = (name: string) => err(`slots[${i}].${name}`);
        return (
          <div key={i} className={styles.item} data-testid="slot">
            <div className={styles.grid}>
              <TextField
                label="Slot id"
                value={slot.id}
                error={f('id')}
                onChange={(e) => change(i, { id: e.target.value })}
              />
              <SelectField
                label="Kind"
                value={slot.kind}
                error={f('kind')}
                onChange={(e) => change(i, { kind: e.target.value as SlotDraft['kind'] })}
              >
                <option value="STANDARD">Standard (any time that day)</option>
                <option value="FIXED">Fixed window</option>
                <option value="MIDNIGHT">Midnight (23:00–23:59)</option>
              </SelectField>
              <TextField
                label="Label"
                value={slot.label}
                error={f('label')}
                onChange={(e) => change(i, { label: e.target.value })}
              />
              <TextField
                label="Starts"
                type="time"
                value={slot.startTime}
                error={f('startTime')}
                onChange={(e) => change(i, { startTime: e.target.value })}
              />
              <TextField
                label="Ends"
                type="time"
                value={slot.endTime}
                error={f('endTime')}
                onChange={(e) => change(i, { endTime: e.target.value })}
              />
              <TextField
                label="Surcharge (₹)"
                inputMode="decimal"
                value={slot.surcharge}
                error={f('surchargePaise')}
                onChange={(e) => change(i, { surcharge: e.target.value })}
              />
              <TextField
                label="Orders per day"
                inputMode="numeric"
                value={slot.capacityPerDay}
                error={f('capacityPerDay')}
                onChange={(e) => change(i, { capacityPerDay: e.target.value })}
              />
            </div>
            <Button
              size="small"
              variant="ghost"
              onClick={() => setDraft({ ...draft, slots: draft.slots.filter((_, j) => j !== i) })}
            >
              Remove slot
            </Button>
          </div>
        );
      })}
      <div>
        <Button
          size="small"
          variant="secondary"
          onClick={() => setDraft({ ...draft, slots: [...draft.slots, EMPTY_SLOT] })}
        >
          Add a slot
        </Button>
      </div>
    </fieldset>
  );
}
