// The GraphQL operations of the account feature (typed by codegen: run `npm run codegen` after changing them).
import { graphql } from '../../gql';

export const ProfileFieldsFragment = graphql(`
  fragment ProfileFields on UserProfile {
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

export const UserErrorFieldsFragment = graphql(`
  fragment UserErrorFields on UserError {
    field
    message
    code
  }
`);

export const MyProfileQuery = graphql(`
  query MyProfile {
    me {
      ...ProfileFields
    }
    indianStates
  }
`);

export const CompleteSignUpMutation = graphql(`
  mutation CompleteSignUp($input: CompleteSignUpInput!) {
    completeSignUp(input: $input) {
      profile {
        ...ProfileFields
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const RecordGoogleSignInMutation = graphql(`
  mutation RecordGoogleSignIn {
    recordGoogleSignIn {
      created
      profile {
        ...ProfileFields
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const UpdateMyProfileMutation = graphql(`
  mutation UpdateMyProfile($input: UpdateProfileInput!) {
    updateMyProfile(input: $input) {
      profile {
        ...ProfileFields
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const RequestPhoneVerificationMutation = graphql(`
  mutation RequestPhoneVerification($phone: String!) {
    requestPhoneVerification(phone: $phone) {
      allowed
      phone
      retryAfterSeconds
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const CheckPasswordResetMutation = graphql(`
  mutation CheckPasswordReset($email: String!) {
    checkPasswordReset(email: $email) {
      canReset
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);
