import { useState, type FormEvent } from 'react';
import { isPinCode, pinInputValue } from '../../lib/remembered-pin';
import { arrivalText, deliveryDayWord, formatDeliveryDate, orderWithinText, slotLabel } from '../../shop/delivery-text';
import { Button } from '../../ui/Button';
import type { DeliveryAnswer } from './delivery-answer';
import { useCutOffCountdown } from './use-cut-off-countdown';
import { useDeliveryCheck } from './use-delivery-check';
import styles from './DeliveryCheck.module.css';

export const DeliveryCheckMessages = {
  pinInvalid: 'Please enter a valid 6-digit PIN code',
  failed: "We couldn't check this PIN code just now. Please try again.",
} as const;

export interface DeliveryCheckViewProps {
  /** The PIN the field starts with (the one remembered on this device). */
  initialPin: string;
  answer: DeliveryAnswer | null;
  checking: boolean;
  failed: boolean;
  onCheck: (pin: string) => void;
}

/**
 * "Check delivery": a PIN field and the answer for it. The answer sits in a polite live region, so a screen reader
 * reads it once it arrives; the cut-off countdown beside it is not announced every minute.
 */
export function DeliveryCheckView({ initialPin, answer, checking, failed, onCheck }: DeliveryCheckViewProps) {
  const [pin, setPin] = useState(initialPin);
  const [error, setError] = useState<string | null>(null);
  // An answer belongs to the PIN it was asked for: a new PIN (or its error) takes the old PIN's answer off the screen.
  const shown = answer && !failed && error === null && answer.pin === pin ? answer : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!isPinCode(pin)) {
      setError(DeliveryCheckMessages.pinInvalid);
      return;
    }
    setError(null);
    onCheck(pin);
  }

  return (
    <section className={styles.check} aria-labelledby="delivery-check-title">
      <h2 id="delivery-check-title" className={styles.title}>
        Check delivery
      </h2>
      <form className={styles.form} onSubmit={submit} noValidate aria-label="Check delivery">
        <label htmlFor="delivery-pin" className={styles.label}>
          Delivery PIN code
        </label>
        <div className={styles.row}>
          <input
            id="delivery-pin"
            className={styles.input}
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder="e.g. 641002"
            value={pin}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'delivery-pin-error' : undefined}
            onChange={(e) => {
              setPin(pinInputValue(e.target.value));
              setError(null);
            }}
          />
          <Button type="submit" variant="secondary" loading={checking}>
            Check
          </Button>
        </div>
        {error && (
          <span id="delivery-pin-error" className={styles.error} role="alert">
            {error}
          </span>
        )}
      </form>
      <div role="status" aria-live="polite" className={styles.answer}>
        {failed && !checking && error === null && <p className={styles.error}>{DeliveryCheckMessages.failed}</p>}
        {shown && <AnswerText answer={shown} />}
      </div>
      {shown?.deliverable && shown.earliestDate && (
        <CutOffLine orderBy={shown.orderBy} earliestDate={shown.earliestDate} />
      )}
    </section>
  );
}

function AnswerText({ answer }: { answer: DeliveryAnswer }) {
  const place = [answer.city, answer.state].filter(Boolean).join(', ');
  if (!answer.deliverable || !answer.earliestDate) {
    return (
      <>
        {place && <p className={styles.place}>{`${answer.pin}: ${place}`}</p>}
        <p className={styles.refusal}>{answer.message ?? `We cannot deliver to ${answer.pin} yet.`}</p>
      </>
    );
  }
  const windows = answer.slots.map(slotLabel);
  return (
    <>
      {place && <p className={styles.place}>{`Delivering to ${place} (${answer.pin})`}</p>}
      <p className={styles.promise}>
        {answer.latestDate && answer.latestDate !== answer.earliestDate
          ? arrivalText({ date: answer.earliestDate, latestDate: answer.latestDate })
          : `Earliest delivery ${formatDeliveryDate(answer.earliestDate)}`}
      </p>
      {windows.length > 0 && <p className={styles.slots}>Slots: {windows.join(', ')}</p>}
      {answer.message && <p className={styles.note}>{answer.message}</p>}
      <p className={styles.cod}>
        {answer.codAvailable ? 'Cash on delivery available' : 'Cash on delivery not available'}
      </p>
    </>
  );
}

/** "Order in the next 2 h 14 m for delivery today", counting down; nothing once the cut-off has passed. */
export function CutOffLine({ orderBy, earliestDate }: { orderBy: string | null; earliestDate: string }) {
  const left = useCutOffCountdown(orderBy);
  const text = left === null ? null : orderWithinText(left, deliveryDayWord(earliestDate, Date.now()));
  if (!text) return null;
  return (
    <p className={styles.countdown} aria-live="off">
      {text}
    </p>
  );
}

/** "Check delivery" for one product, asking the server; the field starts with the PIN remembered on this device. */
export function DeliveryCheck({ productId }: { productId: string }) {
  const delivery = useDeliveryCheck(productId);
  return (
    <DeliveryCheckView
      key={delivery.ready ? 'ready' : 'waiting'}
      initialPin={delivery.initialPin}
      answer={delivery.answer}
      checking={delivery.checking}
      failed={delivery.failed}
      onCheck={delivery.check}
    />
  );
}
