import { useEffect, useState } from 'react';
import { MinusIcon, PlusIcon } from './icons';
import { clampQuantity } from './quantity';
import styles from './QuantityControl.module.css';

export interface QuantityControlProps {
  value: number;
  /** The most allowed now (stock, limited-offer cap); + stops there. */
  max: number;
  onChange: (quantity: number) => void;
  disabled?: boolean;
  /** Names the product in the labels ("Increase quantity of Rose Mug") and groups the buttons for screen readers. */
  itemName?: string;
  /** Makes the number a field with this id: typing is allowed, clamped when the field loses focus or on Enter. */
  inputId?: string;
  size?: 'medium' | 'large';
}

/** − n +, kept within 1 and `max`. Never goes below 1: removing a line is its own button. */
export function QuantityControl({
  value,
  max,
  onChange,
  disabled = false,
  itemName,
  inputId,
  size = 'medium',
}: QuantityControlProps) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const of = itemName ? ` of ${itemName}` : '';
  const step = (next: number) => onChange(clampQuantity(next, max));
  const commit = (raw: string) => {
    const next = clampQuantity(Number(raw), max);
    setText(String(next));
    if (next !== value) onChange(next);
  };

  return (
    <div
      className={`${styles.control} ${size === 'large' ? styles.large : ''}`}
      {...(itemName ? { role: 'group', 'aria-label': `Quantity${of}` } : {})}
    >
      <button
        type="button"
        className={styles.step}
        onClick={() => step(value - 1)}
        disabled={disabled || value <= 1}
        aria-label={`Decrease quantity${of}`}
      >
        <MinusIcon size={18} />
      </button>
      {inputId ? (
        <input
          id={inputId}
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
      ) : (
        <output className={styles.value} aria-live="polite" aria-label={`Quantity ${value}`}>
          {value}
        </output>
      )}
      <button
        type="button"
        className={styles.step}
        onClick={() => step(value + 1)}
        disabled={disabled || value >= max}
        aria-label={`Increase quantity${of}`}
      >
        <PlusIcon size={18} />
      </button>
    </div>
  );
}
