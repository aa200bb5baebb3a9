import type { ProfileForm_ProfileFragment } from '../../gql/graphql';
import { Button, NameFields, TextField } from '../../ui';
import { PhoneOtpDialog, PhoneOtpField } from './PhoneOtpField';
import { ProfileAddressFields } from './ProfileAddressFields';
import { useProfileForm } from './use-profile-form';
import authStyles from './auth.module.css';
import styles from './account.module.css';
import { graphql } from '../../gql';

export const ProfileFormFragment = graphql(`
  fragment ProfileForm_profile on UserProfile {
    id
    firstName
    lastName
    email
    phone
    isPhoneVerified
    address
    city
    pincode
    state
    photoURL
    providerId
    createdAt
    updatedAt
  }
`);

/** Edits the profile. A phone number other than the saved one must be verified by OTP before it can be saved. */
export function ProfileForm({
  profile,
  states,
  onDone,
  onCancel,
}: {
  profile: ProfileForm_ProfileFragment | null;
  states: readonly string[];
  onDone: () => void;
  onCancel: (() => void) | null;
}) {
  const { email, names, phone, address, errors, formError, submit, saving } = useProfileForm(profile, onDone);
  return (
    <>
      <form onSubmit={(event) => void submit(event)} noValidate className={styles.profileForm} aria-label="Profile">
        <NameFields
          firstName={names.firstName}
          lastName={names.lastName}
          onFirstNameChange={names.setFirstName}
          onLastNameChange={names.setLastName}
          errors={errors}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          value={email}
          readOnly
          hint="Your sign-in email cannot be changed here."
        />
        <PhoneOtpField
          otp={phone.otp}
          digits={phone.digits}
          onChange={phone.change}
          verified={phone.isVerified}
          error={errors.phone}
          optional
        />
        <ProfileAddressFields value={address} states={states} errors={errors} />
        {formError && (
          <p className={authStyles.formError} role="alert">
            {formError}
          </p>
        )}
        <div className={styles.formActions}>
          {onCancel && (
            <Button variant="secondary" onClick={onCancel}>
              Cancel
            </Button>
          )}
          <Button type="submit" loading={saving}>
            Save Profile
          </Button>
        </div>
      </form>
      <PhoneOtpDialog otp={phone.otp} digits={phone.digits} />
    </>
  );
}
