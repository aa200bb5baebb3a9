// Saving a shopper's profile: the mutation (the profile page's form and checkout's phone step both send it), the names
// a new profile starts with, and the form's own checks before it is sent.
import { graphql } from '../../gql';
import type { ProfileForm_ProfileFragment } from '../../gql/graphql';
import { ValidationMessages } from './auth-messages';

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

export type ProfileFieldName = 'firstName' | 'lastName' | 'phone' | 'address' | 'city' | 'pincode' | 'state';
export type ProfileFieldErrors = Partial<Record<ProfileFieldName, string>>;

export function initialNames(profile: ProfileForm_ProfileFragment | null, displayName: string | null | undefined) {
  if (profile) return { firstName: profile.firstName, lastName: profile.lastName };
  const [first = '', ...rest] = (displayName ?? '').trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}

/** The profile form's own checks: both names, and a phone of 10 digits that is verified when it changed. */
export function localProfileErrors(draft: {
  firstName: string;
  lastName: string;
  phoneDigits: string;
  phoneChanged: boolean;
  isVerified: boolean;
}): ProfileFieldErrors {
  const local: ProfileFieldErrors = {};
  if (draft.firstName.trim() === '') local.firstName = ValidationMessages.firstNameRequired;
  if (draft.lastName.trim() === '') local.lastName = ValidationMessages.lastNameRequired;
  if (draft.phoneDigits !== '' && draft.phoneDigits.length !== 10) local.phone = ValidationMessages.phoneInvalid;
  else if (draft.phoneChanged && !draft.isVerified) local.phone = ValidationMessages.phoneNotVerified;
  return local;
}
