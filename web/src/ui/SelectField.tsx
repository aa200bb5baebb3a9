import type { SelectHTMLAttributes } from 'react';
import { Field, type FieldChrome } from './TextField';

// Its own module (not in the ui barrel): only lazily loaded pages use it, so it stays out of the first load.
export type SelectFieldProps = FieldChrome & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'>;

export function SelectField({ label, hint, error, className, id, children, ...select }: SelectFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} className={className} id={id}>
      {(control) => (
        <select {...control} {...select}>
          {children}
        </select>
      )}
    </Field>
  );
}
