import { useId, type ReactNode } from 'react';
import { phoneInputValue, PHONE_PREFIX } from '../lib/phone';
import styles from './PhoneInput.module.css';

export interface PhoneInputProps {
  label?: string;
  /** The 10 national digits. */
  value: string;
  onChange: (digits: string) => void;
  readOnly?: boolean;
  error?: string | null;
  /** Shown at the end of the row (a verify button, a verified badge). */
  action?: ReactNode;
  name?: string;
}

/** A phone field with a fixed +91 prefix that keeps digits only, at most 10. */
export function PhoneInput({
  label = 'Phone Number',
  value,
  onChange,
  readOnly,
  error,
  action,
  name = 'phone',
}: PhoneInputProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.phoneRow}>
        <div
          className={styles.phoneBox}
          data-invalid={error ? 'true' : undefined}
          data-readonly={readOnly ? 'true' : undefined}
        >
          <span className={styles.prefix} aria-hidden="true">
            {PHONE_PREFIX}
          </span>
          <input
            id={id}
            name={name}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder="10-digit mobile number"
            value={value}
            readOnly={readOnly}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => onChange(phoneInputValue(event.target.value))}
            className={styles.phoneInput}
          />
        </div>
        {action}
      </div>
      {error && (
        <span id={errorId} className={styles.error} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
