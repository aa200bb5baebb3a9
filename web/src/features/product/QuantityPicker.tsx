import { useEffect, useState } from 'react';
import { MinusIcon, PlusIcon } from '../../ui/icons';
import { clampQuantity } from '../../shop/order-limits';
import styles from './QuantityPicker.module.css';

export interface QuantityPickerProps {
  id: string;
  value: number;
  max: number;
  onChange: (quantity: number) => void;
  disabled?: boolean;
}

/** − [n] +, kept within 1 and max. Typing is allowed; the value is clamped when the field loses focus. */
export function QuantityPicker({ id, value, max, onChange, disabled = false }: QuantityPickerProps) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);

  const commit = (raw: string) => {
    const next = clampQuantity(Number(raw), max);
    setText(String(next));
    if (next !== value) onChange(next);
  };

  return (
    <div className={styles.picker}>
      <button
        type="button"
        className={styles.step}
        aria-label="Decrease quantity"
        disabled={disabled || value <= 1}
        onClick={() => onChange(clampQuantity(value - 1, max))}
      >
        <MinusIcon size={18} />
      </button>
      <input
        id={id}
        className={styles.input}
        type="number"
        inputMode="numeric"
        min={1}
        max={Math.max(1, max)}
        value={text}
        disabled={disabled}
        onChange={(event) => setText(event.target.value)}
        onBlur={(event) => commit(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit(event.currentTarget.value);
        }}
      />
      <button
        type="button"
        className={styles.step}
        aria-label="Increase quantity"
        disabled={disabled || value >= max}
        onClick={() => onChange(clampQuantity(value + 1, max))}
      >
        <PlusIcon size={18} />
      </button>
    </div>
  );
}
