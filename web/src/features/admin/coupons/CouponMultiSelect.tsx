import styles from './coupons.module.css';

/** A multiple-choice list of a coupon's scope (categories or products), with its error below it. */
export function CouponMultiSelect({
  label,
  options,
  selected,
  onChange,
  error,
}: {
  label: string;
  options: { value: string; label: string }[];
  selected: string[];
  onChange: (selected: string[]) => void;
  error?: string;
}) {
  const id = `coupon-${label.toLowerCase()}`;
  // A saved entry no longer in the catalog stays visible so that it can be removed.
  const shown = [
    ...options,
    ...selected
      .filter((value) => !options.some((option) => option.value === value))
      .map((value) => ({ value, label: value })),
  ];
  return (
    <div className={styles.picker}>
      <label className={styles.pickerLabel} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        multiple
        value={selected}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange([...event.target.selectedOptions].map((option) => option.value))}
      >
        {shown.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <span id={`${id}-error`} className={styles.fieldError} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
