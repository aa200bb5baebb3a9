import styles from './Spinner.module.css';

export interface SpinnerProps {
  size?: number;
  /** Announced to screen readers; pass '' when the surrounding control already says it is busy. */
  label?: string;
  /** Centres the spinner in a padded block (for loading sections). */
  centered?: boolean;
}

export function Spinner({ size = 32, label = 'Loading', centered = false }: SpinnerProps) {
  const spinner = (
    <span
      className={styles.spinner}
      style={{ width: size, height: size, borderWidth: Math.max(2, Math.round(size / 10)) }}
      role={label ? 'status' : undefined}
      aria-hidden={label ? undefined : true}
    >
      {label && <span className="visually-hidden">{label}</span>}
    </span>
  );
  return centered ? <div className={styles.center}>{spinner}</div> : spinner;
}
