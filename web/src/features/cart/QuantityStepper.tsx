import { MinusIcon, PlusIcon } from '../../ui';
import styles from './QuantityStepper.module.css';

export interface QuantityStepperProps {
  value: number;
  /** The most allowed now (stock, limited-offer cap); the + button stops there. */
  max: number;
  onChange: (next: number) => void;
  /** Names the product, so "Increase quantity of Rose Mug" is clear to screen readers. */
  itemName: string;
  disabled?: boolean;
}

/** − value + control. Never goes below 1 (removing is its own button) or above `max`. */
export function QuantityStepper({ value, max, onChange, itemName, disabled = false }: QuantityStepperProps) {
  const canDecrease = !disabled && value > 1;
  const canIncrease = !disabled && value < max;
  return (
    <div className={styles.stepper} role="group" aria-label={`Quantity of ${itemName}`}>
      <button
        type="button"
        className={styles.step}
        onClick={() => onChange(Math.min(value - 1, Math.max(max, 1)))}
        disabled={!canDecrease}
        aria-label={`Decrease quantity of ${itemName}`}
      >
        <MinusIcon size={18} />
      </button>
      <output className={styles.value} aria-live="polite" aria-label={`Quantity ${value}`}>
        {value}
      </output>
      <button
        type="button"
        className={styles.step}
        onClick={() => onChange(value + 1)}
        disabled={!canIncrease}
        aria-label={`Increase quantity of ${itemName}`}
      >
        <PlusIcon size={18} />
      </button>
    </div>
  );
}
