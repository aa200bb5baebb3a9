import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { toast } from '../../lib/toast';
import type { ProfileForm_ProfileFragment } from '../../gql/graphql';
import { Button, NameFields, TextArea, TextField } from '../../ui';
import { SelectField } from '../../ui/SelectField';
import { sendPhoneChangeOtp } from './auth-actions';
import { ToastMessages, ValidationMessages } from './auth-messages';
import { useAuth } from './auth-store';
import { nationalDigits, toE164 } from './auth-validation';
import { PhoneOtpDialog, PhoneOtpField } from './PhoneOtpField';
import { usePhoneOtp } from './use-phone-otp';
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

export const UpdateMyProfileMutation = graphql(`
  mutation UpdateMyProfile($input: UpdateProfileInput!) {
    updateMyProfile(input: $input) {
      profile {
        ...ProfileForm_profile
      }
      userErrors {
        ...UserError
      }
    }
  }
`);

type FieldName = 'firstName' | 'lastName' | 'phone' | 'address' | 'city' | 'pincode' | 'state';
type FieldErrors = Partial<Record<FieldName, string>>;

export function initialNames(profile: ProfileForm_ProfileFragment | null, displayName: string | null | undefined) {
  if (profile) return { firstName: profile.firstName, lastName: profile.lastName };
  const [first = '', ...rest] = (displayName ?? '').trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}

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
  const { user } = useAuth();
  const names = initialNames(profile, user?.displayName);
  const [firstName, setFirstName] = useState(names.firstName);
  const [lastName, setLastName] = useState(names.lastName);
  const savedDigits = nationalDigits(profile?.phone);
  const [phoneDigits, setPhoneDigits] = useState(savedDigits);
  const [address, setAddress] = useState(profile?.address ?? '');
  const [city, setCity] = useState(profile?.city ?? '');
  const [pincode, setPincode] = useState(profile?.pincode ?? '');
  const [state, setState] = useState(profile?.state ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [save, { loading: saving }] = useMutation(UpdateMyProfileMutation);
  const otp = usePhoneOtp(sendPhoneChangeOtp);

  // Verified means the signed-in account carries this number (the server checks the same in the ID token).
  const isVerified =
    phoneDigits !== '' && (phoneDigits === nationalDigits(user?.phoneNumber) || otp.verifiedDigits === phoneDigits);
  const phoneChanged = phoneDigits !== '' && phoneDigits !== savedDigits;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const local: FieldErrors = {};
    if (firstName.trim() === '') local.firstName = ValidationMessages.firstNameRequired;
    if (lastName.trim() === '') local.lastName = ValidationMessages.lastNameRequired;
    if (phoneDigits !== '' && phoneDigits.length !== 10) local.phone = ValidationMessages.phoneInvalid;
    else if (phoneChanged && !isVerified) local.phone = ValidationMessages.phoneNotVerified;
    setErrors(local);
    if (Object.keys(local).length > 0) return;

    try {
      const { data } = await save({
        variables: {
          input: {
            firstName,
            lastName,
            phone: phoneDigits === '' ? null : toE164(phoneDigits),
            address,
            city,
            pincode,
            state: state === '' ? null : state,
          },
        },
      });
      const result = data?.updateMyProfile;
      const problems = result?.userErrors ?? [];
      if (problems.length > 0) {
        const byField: FieldErrors = {};
        for (const problem of problems) {
          if (problem.field && !(problem.field in byField)) byField[problem.field as FieldName] = problem.message;
          else setFormError(problem.message);
        }
        setErrors(byField);
        return;
      }
      toast.success(ToastMessages.profileSaved);
      onDone();
    } catch {
      setFormError('Failed to save your profile. Please try again.');
    }
  }

  return (
    <>
      <form onSubmit={(event) => void submit(event)} noValidate className={styles.profileForm} aria-label="Profile">
        <NameFields
          firstName={firstName}
          lastName={lastName}
          onFirstNameChange={setFirstName}
          onLastNameChange={setLastName}
          errors={errors}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          value={profile?.email ?? user?.email ?? ''}
          readOnly
          hint="Your sign-in email cannot be changed here."
        />
        <PhoneOtpField
          otp={otp}
          digits={phoneDigits}
          onChange={(digits) => {
            setPhoneDigits(digits);
            setErrors((current) => ({ ...current, phone: undefined }));
          }}
          verified={isVerified}
          error={errors.phone}
          optional
        />
        <TextArea
          label="Address"
          name="address"
          autoComplete="street-address"
          rows={3}
          value={address}
          onChange={(e) => setAddress(e.target.value)}
          error={errors.address}
        />
        <div className={authStyles.twoColumns}>
          <TextField
            label="City"
            name="city"
            autoComplete="address-level2"
            value={city}
            onChange={(e) => setCity(e.target.value)}
            error={errors.city}
          />
          <TextField
            label="PIN Code"
            name="pincode"
            inputMode="numeric"
            autoComplete="postal-code"
            value={pincode}
            onChange={(e) => setPincode(e.target.value.replace(/\D/g, '').slice(0, 6))}
            error={errors.pincode}
          />
        </div>
        <SelectField
          label="State"
          name="state"
          value={state}
          onChange={(e) => setState(e.target.value)}
          error={errors.state}
        >
          <option value="">Select your state</option>
          {states.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </SelectField>
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
      <PhoneOtpDialog otp={otp} digits={phoneDigits} />
    </>
  );
}
