import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import styles from './TextField.module.css';

export interface FieldChrome {
  label: ReactNode;
  /** Shown under the field, and tied to it with aria-describedby. */
  hint?: ReactNode;
  /** A validation message; marks the field invalid. */
  error?: string | null;
  className?: string;
}

function describedBy(hintId: string, errorId: string, hint: unknown, error: unknown): string | undefined {
  return [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
}

function FieldMessages({
  hintId,
  errorId,
  hint,
  error,
}: {
  hintId: string;
  errorId: string;
  hint?: ReactNode;
  error?: string | null;
}) {
  return (
    <>
      {hint && (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className={styles.error} role="alert">
          {error}
        </span>
      )}
    </>
  );
}

/** The props every control of a field shares: its id, and how it points at its hint and error. */
interface ControlProps {
  id: string;
  className: string | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** The label, hint and error around one control, wired together by ids. */
export function Field({
  label,
  hint,
  error,
  className,
  id,
  children,
}: FieldChrome & { id?: string; children: (control: ControlProps) => ReactNode }) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      {children({
        id: inputId,
        className: styles.input,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(hintId, errorId, hint, error),
      })}
      <FieldMessages hintId={hintId} errorId={errorId} hint={hint} error={error} />
    </div>
  );
}

export type TextFieldProps = FieldChrome & Omit<InputHTMLAttributes<HTMLInputElement>, 'className'>;

export function TextField({ label, hint, error, className, id, ...input }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} className={className} id={id}>
      {(control) => <input {...control} {...input} />}
    </Field>
  );
}

export type TextAreaProps = FieldChrome & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'>;

export function TextArea({ label, hint, error, className, id, ...textarea }: TextAreaProps) {
  return (
    <Field label={label} hint={hint} error={error} className={className} id={id}>
      {(control) => <textarea {...control} {...textarea} />}
    </Field>
  );
}
