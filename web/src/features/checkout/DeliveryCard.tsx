// The review step's delivery card: the date and slot for the shop's own delivery, the courier's range, or why the
// cart cannot reach the PIN (naming the item).
import { formatDeliveryDate } from '../../shop/delivery-text';
import { LoadError, Spinner } from '../../ui';
import type { DateOption, DeliveryChoice } from './delivery-choice';
import { DeliverySlotPicker } from './DeliverySlotPicker';
import type { DeliveryOptionsAnswer } from './use-delivery-options';
import styles from './CheckoutPage.module.css';

export interface DeliveryCardProps {
  answer: DeliveryOptionsAnswer | null;
  offer: readonly DateOption[];
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  choice: DeliveryChoice | null;
  onChange: (choice: DeliveryChoice) => void;
  /** Who receives it: "Delivering to Anitha in Coimbatore (641002)". */
  destination: string;
  /** placeOrder's message for the date or slot, with the next possible one when the server named it. */
  refusal: string | null;
}

export function DeliveryCard(props: DeliveryCardProps) {
  const { answer, offer, loading, failed, onRetry, choice, onChange, destination, refusal } = props;
  return (
    <section aria-labelledby="review-delivery-title" className={styles.card}>
      <h2 id="review-delivery-title">Delivery date and time</h2>
      <p className={styles.hint}>{destination}</p>
      {!answer && loading && <Spinner centered label="Finding delivery dates" />}
      {!answer && failed && (
        <LoadError className={styles.notice} onRetry={onRetry}>
          We couldn&apos;t load the delivery dates just now. Please try again.
        </LoadError>
      )}
      {answer && !answer.deliverable && (
        <div className={styles.problems} role="alert">
          <p>{answer.message}</p>
          {answer.lineProblems.length > 0 && (
            <ul>
              {answer.lineProblems.map((problem) => (
                <li key={problem.index}>{problem.message}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      {answer?.deliverable && answer.mode === 'COURIER' && (
        <p className={styles.promise}>{answer.courierPromise?.text ?? answer.message}</p>
      )}
      {answer?.deliverable && answer.mode === 'LOCAL' && (
        <>
          {answer.earliestDate && (
            <p className={styles.hint}>Earliest delivery: {formatDeliveryDate(answer.earliestDate)}</p>
          )}
          <DeliverySlotPicker offer={offer} choice={choice} onChange={onChange} error={refusal} />
        </>
      )}
      {refusal && answer?.mode !== 'LOCAL' && (
        <p className={styles.problems} role="alert">
          {refusal}
        </p>
      )}
    </section>
  );
}
