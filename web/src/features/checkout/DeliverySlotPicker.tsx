import { useId } from 'react';
import { formatDeliveryDate, slotWindowBeside, slotWindowText } from '../../shop/delivery-text';
import { defaultSlotId, type DateOption, type DeliveryChoice } from './delivery-choice';
import styles from './DeliverySlotPicker.module.css';

export interface DeliverySlotPickerProps {
  /** The dates on offer, earliest first, each with its slots as the server priced and counted them. */
  offer: readonly DateOption[];
  choice: DeliveryChoice | null;
  onChange: (choice: DeliveryChoice) => void;
  /** The server's message for the date or slot (a placeOrder refusal), shown beside the picker. */
  error?: string | null;
}

/**
 * The delivery date (a row of days) and its time slots. Days and slots that cannot be had (closed, full, past their
 * cut-off) stay visible but cannot be chosen, with the reason beside them.
 */
export function DeliverySlotPicker({ offer, choice, onChange, error }: DeliverySlotPickerProps) {
  const name = useId();
  const chosenDay = offer.find((day) => day.date === choice?.date) ?? null;
  const errorId = `${name}-error`;
  return (
    <div className={styles.picker}>
      <fieldset className={styles.group} aria-describedby={error ? errorId : undefined}>
        <legend>Delivery date</legend>
        <div className={styles.days}>
          {offer.map((day) => {
            const open = day.available && day.slots.some((slot) => slot.available);
            return (
              <label key={day.date} className={styles.day} title={open ? undefined : (day.unavailableReason ?? '')}>
                <input
                  type="radio"
                  name={`${name}-date`}
                  value={day.date}
                  checked={choice?.date === day.date}
                  disabled={!open}
                  onChange={() => onChange({ date: day.date, slotId: defaultSlotId(day) })}
                />
                <span className={styles.dayText}>{formatDeliveryDate(day.date)}</span>
                {!open && <span className={styles.reason}>{day.unavailableReason ?? 'Unavailable'}</span>}
              </label>
            );
          })}
        </div>
      </fieldset>
      {chosenDay && (
        <fieldset className={styles.group}>
          <legend>Time slot on {formatDeliveryDate(chosenDay.date)}</legend>
          <div className={styles.slots}>
            {chosenDay.slots.map((slot) => (
              <label key={slot.id} className={styles.slot}>
                <input
                  type="radio"
                  name={`${name}-slot`}
                  value={slot.id}
                  checked={choice?.slotId === slot.id}
                  disabled={!slot.available}
                  onChange={() => onChange({ date: chosenDay.date, slotId: slot.id })}
                />
                <span className={styles.slotName}>{slot.name}</span>
                <span className={styles.slotWindow}>
                  {slotWindowText(slot) ? slotWindowBeside(slot) : 'Any time of the day'}
                </span>
                <span className={styles.slotFee}>
                  {slot.surcharge.paise > 0 ? `+ ${slot.surcharge.formatted}` : 'No extra charge'}
                </span>
                {!slot.available && <span className={styles.reason}>{slot.unavailableReason ?? 'Unavailable'}</span>}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
