import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import type { ProfileForm_ProfileFragment } from '../../gql/graphql';
import { Button, NameFields } from '../../ui';
import { sendPhoneChangeOtp } from './auth-actions';
import { ValidationMessages } from './auth-messages';
import { useAuth } from './auth-state';
import { nationalDigits, toE164 } from './auth-validation';
import { PhoneOtpDialog, PhoneOtpField } from './PhoneOtpField';
import { initialNames, UpdateMyProfileMutation } from './profile-update';
import { usePhoneOtp } from './use-phone-otp';
import authStyles from './auth.module.css';
import styles from './account.module.css';

export const CheckoutPhoneMessages = {
  title: 'Verify your phone number',
  why: 'To place an order, your account needs a mobile number verified with a one-time code. Your cart is kept: you go on with your checkout right here afterwards.',
  saveFailed: "We couldn't save your phone number. Please try again.",
} as const;

type FieldErrors = Partial<Record<'firstName' | 'lastName' | 'phone', string>>;

/**
 * Inside checkout: the shopper verifies a phone by OTP (linked to their Firebase account, so the ID token proves it)
 * and it is saved on their profile, created here if they have none; then checkout goes on.
 */
export function CheckoutPhoneStep({
  profile,
  refusal,
  onDone,
}: {
  profile: ProfileForm_ProfileFragment | null;
  /** What placeOrder said, when it refused for the account. */
  refusal: string | null;
  onDone: () => Promise<void>;
}) {
  const { user } = useAuth();
  const names = initialNames(profile, user?.displayName);
  const askNames = !profile || profile.firstName.trim() === '' || profile.lastName.trim() === '';
  const [firstName, setFirstName] = useState(names.firstName);
  const [lastName, setLastName] = useState(names.lastName);
  const [phoneDigits, setPhoneDigits] = useState(() => nationalDigits(profile?.phone ?? user?.phoneNumber));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [finishing, setFinishing] = useState(false);
  const [save, { loading: saving }] = useMutation(UpdateMyProfileMutation);
  const otp = usePhoneOtp(sendPhoneChangeOtp);

  // Verified means the signed-in account carries this number (the server checks the same in the ID token).
  const isVerified =
    phoneDigits.length === 10 &&
    (phoneDigits === nationalDigits(user?.phoneNumber) || otp.verifiedDigits === phoneDigits);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const local: FieldErrors = {};
    if (firstName.trim() === '') local.firstName = ValidationMessages.firstNameRequired;
    if (lastName.trim() === '') local.lastName = ValidationMessages.lastNameRequired;
    if (phoneDigits.length !== 10) local.phone = ValidationMessages.phoneInvalid;
    else if (!isVerified) local.phone = ValidationMessages.phoneNotVerified;
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    setFinishing(true);
    try {
      // The whole profile is sent (updateMyProfile clears what is left out): what it holds stays as it is.
      const { data } = await save({
        variables: {
          input: {
            firstName,
            lastName,
            phone: toE164(phoneDigits),
            address: profile?.address ?? null,
            city: profile?.city ?? null,
            pincode: profile?.pincode ?? null,
            state: profile?.state ?? null,
          },
        },
      });
      const problems = data?.updateMyProfile.userErrors ?? [];
      if (problems.length > 0 || !data?.updateMyProfile.profile) {
        const byField: FieldErrors = {};
        for (const problem of problems) {
          if (problem.field === 'firstName' || problem.field === 'lastName' || problem.field === 'phone') {
            byField[problem.field] ??= problem.message;
          } else setFormError(problem.message);
        }
        setErrors(byField);
        if (problems.length === 0) setFormError(CheckoutPhoneMessages.saveFailed);
        return;
      }
      await onDone();
    } catch {
      setFormError(CheckoutPhoneMessages.saveFailed);
    } finally {
      setFinishing(false);
    }
  }

  return (
    <section aria-labelledby="checkout-phone-title" className={styles.notice} data-testid="checkout-phone-step">
      <h2 id="checkout-phone-title" className={styles.sectionTitle}>
        {CheckoutPhoneMessages.title}
      </h2>
      {refusal && (
        <p className={authStyles.formError} role="alert">
          {refusal}
        </p>
      )}
      <p>{CheckoutPhoneMessages.why}</p>
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        className={styles.profileForm}
        aria-label="Verify your phone"
      >
        {askNames && (
          <NameFields
            firstName={firstName}
            lastName={lastName}
            onFirstNameChange={setFirstName}
            onLastNameChange={setLastName}
            errors={errors}
          />
        )}
        <PhoneOtpField
          otp={otp}
          digits={phoneDigits}
          onChange={(digits) => {
            setPhoneDigits(digits);
            setErrors((current) => ({ ...current, phone: undefined }));
          }}
          verified={isVerified}
          error={errors.phone}
        />
        {formError && (
          <p className={authStyles.formError} role="alert">
            {formError}
          </p>
        )}
        <div className={styles.formActions}>
          <Button type="submit" loading={saving || finishing}>
            Save and continue
          </Button>
        </div>
      </form>
      <PhoneOtpDialog otp={otp} digits={phoneDigits} />
    </section>
  );
}
