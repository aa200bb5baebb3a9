import { Button, TextField } from '../../../ui';
import { Checkbox } from '../../../ui/Checkbox';
import { WEEKDAYS } from './delivery-settings-draft';
import type { DeliverySectionProps } from './use-delivery-settings-form';
import styles from './delivery-settings.module.css';

const dayName = (day: string) => day.charAt(0) + day.slice(1).toLowerCase();

/** The same-day cut-off, how far ahead a date may be chosen, closed weekdays and holidays. */
export function DeliveryCalendarSection({ draft, setDraft, err }: DeliverySectionProps) {
  return (
    <fieldset className={styles.section}>
      <legend>Cut-off and days without delivery</legend>
      <div className={styles.grid}>
        <TextField
          label="Same-day orders before"
          type="time"
          value={draft.sameDayCutoff}
          error={err('sameDayCutoff')}
          onChange={(e) => setDraft({ ...draft, sameDayCutoff: e.target.value })}
        />
        <TextField
          label="Days ahead a date may be chosen"
          inputMode="numeric"
          value={draft.bookingWindowDays}
          error={err('bookingWindowDays')}
          onChange={(e) => setDraft({ ...draft, bookingWindowDays: e.target.value })}
        />
      </div>
      <div className={styles.checks} role="group" aria-label="Closed weekdays">
        {WEEKDAYS.map((day) => (
          <Checkbox
            key={day}
            checked={draft.closedWeekdays.includes(day)}
            onChange={(e) =>
              setDraft({
                ...draft,
                closedWeekdays: e.target.checked
                  ? [...draft.closedWeekdays, day]
                  : draft.closedWeekdays.filter((closed) => closed !== day),
              })
            }
          >
            Closed on {dayName(day)}
          </Checkbox>
        ))}
      </div>
      {err('closedWeekdays') && <p className={styles.error}>{err('closedWeekdays')}</p>}
      {err('holidays') && <p className={styles.error}>{err('holidays')}</p>}
      {draft.holidays.map((holiday, i) => (
        <div key={i} className={styles.holiday} data-testid="holiday">
          <TextField
            label="Holiday"
            type="date"
            value={holiday.date}
            error={err(`holidays[${i}].date`)}
            onChange={(e) =>
              setDraft({
                ...draft,
                holidays: draft.holidays.map((h, j) => (j === i ? { ...h, date: e.target.value } : h)),
              })
            }
          />
          <TextField
            label="Why"
            value={holiday.name}
            error={err(`holidays[${i}].name`)}
            onChange={(e) =>
              setDraft({
                ...draft,
                holidays: draft.holidays.map((h, j) => (j === i ? { ...h, name: e.target.value } : h)),
              })
            }
          />
          <Button
            size="small"
            variant="ghost"
            onClick={() => setDraft({ ...draft, holidays: draft.holidays.filter((_, j) => j !== i) })}
          >
            Remove
          </Button>
        </div>
      ))}
      <div>
        <Button
          size="small"
          variant="secondary"
          onClick={() => setDraft({ ...draft, holidays: [...draft.holidays, { date: '', name: '' }] })}
        >
          Add a holiday
        </Button>
      </div>
    </fieldset>
  );
}
