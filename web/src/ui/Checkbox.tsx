import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './Checkbox.module.css';

// Its own module with its own CSS (not in the ui barrel): only lazily loaded pages use it.
export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> & {
  /** The text beside the box (may hold links). */
  children: ReactNode;
  error?: string | null;
  className?: string;
};

/** A checkbox with its label beside it; never ticked unless the shopper ticks it (the caller passes `checked`). */
export function Checkbox({ children, error, className, id, ...input }: CheckboxProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  return (
    <div className={[styles.checkField, className].filter(Boolean).join(' ')}>
      <div className={styles.checkRow}>
        <input
          {...input}
          id={inputId}
          type="checkbox"
          className={styles.checkbox}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <label htmlFor={inputId}>{children}</label>
      </div>
      {error && (
        <span id={errorId} className={styles.error} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
