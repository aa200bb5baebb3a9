import { TextField } from './TextField';
import styles from './NameFields.module.css';

export interface NameFieldsProps {
  firstName: string;
  lastName: string;
  onFirstNameChange: (value: string) => void;
  onLastNameChange: (value: string) => void;
  errors?: { firstName?: string | undefined; lastName?: string | undefined };
}

/** "First Name" and "Last Name" side by side (stacked on phones), with the browser's name autofill. */
export function NameFields({ firstName, lastName, onFirstNameChange, onLastNameChange, errors = {} }: NameFieldsProps) {
  return (
    <div className={styles.twoColumns}>
      <TextField
        label="First Name"
        name="firstName"
        autoComplete="given-name"
        value={firstName}
        onChange={(e) => onFirstNameChange(e.target.value)}
        error={errors.firstName}
      />
      <TextField
        label="Last Name"
        name="lastName"
        autoComplete="family-name"
        value={lastName}
        onChange={(e) => onLastNameChange(e.target.value)}
        error={errors.lastName}
      />
    </div>
  );
}
