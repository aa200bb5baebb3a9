import type { ReactElement } from 'react';
import { TextField, type TextFieldProps } from '../../ui';

/** The keys of `T` whose values are any text (not a union of fixed strings). */
export type TextKey<T> = {
  [K in keyof T]: T[K] extends string ? (string extends T[K] ? K : never) : never;
}[keyof T] &
  string;

/** What a bound field may add: a hint, inputMode, type, readOnly … */
export type BoundFieldExtras = Omit<TextFieldProps, 'label' | 'value' | 'onChange' | 'error'>;

/**
 * Text fields bound to the text fields of one draft object: each shows its value, reports typing through `set` and
 * shows its own error, so an admin form names a field once, with its label, instead of repeating five props.
 */
export function bindTextFields<T>(
  values: T,
  set: (name: TextKey<T>, value: string) => void,
  errorOf: (name: TextKey<T>) => string | null | undefined,
): (name: TextKey<T>, label: string, extras?: BoundFieldExtras) => ReactElement {
  return (name, label, extras = {}) => (
    <TextField
      key={name}
      label={label}
      value={values[name] as string}
      error={errorOf(name) ?? null}
      onChange={(event) => set(name, event.target.value)}
      {...extras}
    />
  );
}
