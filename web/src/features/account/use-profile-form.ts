import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import type { ProfileForm_ProfileFragment } from '../../gql/graphql';
import { toast } from '../../lib/toast';
import { sendPhoneChangeOtp } from './auth-actions';
import { ToastMessages } from './auth-messages';
import { useAuth } from './auth-state';
import { nationalDigits, toE164 } from './auth-validation';
import {
  initialNames,
  localProfileErrors,
  UpdateMyProfileMutation,
  type ProfileFieldErrors,
  type ProfileFieldName,
} from './profile-update';
import { usePhoneOtp } from './use-phone-otp';

/** The profile form's fields, the phone's OTP verification, the errors per field and for the form, and saving. */
export function useProfileForm(profile: ProfileForm_ProfileFragment | null, onDone: () => void) {
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
  const [errors, setErrors] = useState<ProfileFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [save, { loading: saving }] = useMutation(UpdateMyProfileMutation);
  const otp = usePhoneOtp(sendPhoneChangeOtp);

  // Verified means the signed-in account carries this number (the server checks the same in the ID token).
  const isVerified =
    phoneDigits !== '' && (phoneDigits === nationalDigits(user?.phoneNumber) || otp.verifiedDigits === phoneDigits);
  const phoneChanged = phoneDigits !== '' && phoneDigits !== savedDigits;

  const changePhone = (digits: string) => {
    setPhoneDigits(digits);
    setErrors((current) => ({ ...current, phone: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const local = localProfileErrors({ firstName, lastName, phoneDigits, phoneChanged, isVerified });
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
        const byField: ProfileFieldErrors = {};
        for (const problem of problems) {
          if (problem.field && !(problem.field in byField))
            byField[problem.field as ProfileFieldName] = problem.message;
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

  return {
    email: profile?.email ?? user?.email ?? '',
    names: { firstName, lastName, setFirstName, setLastName },
    phone: { digits: phoneDigits, change: changePhone, isVerified, otp },
    address: { address, city, pincode, state, setAddress, setCity, setPincode, setState },
    errors,
    formError,
    submit,
    saving,
  };
}

/** The address part of the profile form, as `useProfileForm` answers it. */
export type ProfileAddress = ReturnType<typeof useProfileForm>['address'];
