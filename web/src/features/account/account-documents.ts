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
        field
        message
        code
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
        field
        message
        code
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
        field
        message
        code
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
        field
        message
        code
      }
    }
  }
`);

export const CheckPasswordResetMutation = graphql(`
  mutation CheckPasswordReset($email: String!) {
    checkPasswordReset(email: $email) {
      canReset
      userErrors {
        field
        message
        code
      }
    }
  }
`);
