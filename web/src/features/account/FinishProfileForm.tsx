import { useState, type FormEvent } from 'react';
import { Button, TextField } from '../../ui';
import { finishPhoneProfile } from './auth-actions';
import { authErrorMessage } from './auth-errors';
import { ValidationMessages } from './auth-messages';
import styles from './auth.module.css';

/** The first of the sign-up checks (SPEC §5 order) that fails, or null. */
function missingField(form: { firstName: string; lastName: string; email: string }): string | null {
  if (form.firstName.trim() === '') return ValidationMessages.firstNameRequired;
  if (form.lastName.trim() === '') return ValidationMessages.lastNameRequired;
  if (form.email.trim() === '') return ValidationMessages.emailRequired;
  return null;
}

/**
 * A new mobile number, signed in by its OTP, becomes an account: its name and e-mail finish the profile (the e-mail
 * gets a verification link; order mail waits for it).
 */
export function FinishProfileForm({ onSuccess }: { onSuccess: () => void }) {
  const [form, setForm] = useState({ firstName: '', lastName: '', email: '' });
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const field = (name: keyof typeof form) => ({
    name,
    value: form[name],
    onChange: (e: { target: { value: string } }) => setForm({ ...form, [name]: e.target.value }),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const missing = missingField(form);
    if (missing) return setError(missing);
    setError(null);
    setSubmitting(true);
    try {
      await finishPhoneProfile(form);
      onSuccess();
    } catch (failure) {
      setError(authErrorMessage('signUp', failure));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className={styles.form} aria-label="Finish your profile">
      <p>Your number is verified. Tell us your name and e-mail to finish your profile.</p>
      <TextField label="First name" autoComplete="given-name" {...field('firstName')} />
      <TextField label="Last name" autoComplete="family-name" {...field('lastName')} />
      <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
      {error && (
        <p className={styles.formError} role="alert">
          {error}
        </p>
      )}
      <Button type="submit" block loading={submitting}>
        Create Account
      </Button>
    </form>
  );
}
