/** A problem with one input of a mutation, in the schema's `UserError` shape. */
export interface UserError {
  field: string | null;
  message: string;
  code: UserErrorCode;
}

export type UserErrorCode =
  | 'REQUIRED'
  | 'INVALID'
  | 'TOO_LONG'
  | 'PHONE_NOT_VERIFIED'
  | 'EMAIL_REQUIRED'
  | 'EMAIL_NOT_VERIFIED'
  | 'NO_ACCOUNT'
  | 'GOOGLE_ONLY_ACCOUNT'
  | 'RATE_LIMITED'
  | 'UNAVAILABLE'
  | 'NOT_GOOGLE_SIGN_IN'
  | 'TERMS_NOT_ACCEPTED'
  | 'CANNOT_PLACE'
  | 'SOLD_OUT'
  | 'IN_STOCK'
  | 'KEY_REUSED'
  | 'TRY_AGAIN'
  | 'NOT_FOUND'
  | 'NOT_ALLOWED'
  | 'COUPON_NOT_APPLIED'
  | 'NOT_PAYABLE'
  | 'SIGNATURE_INVALID'
  | 'PROFILE_INCOMPLETE'
  | 'QUANTITY_LIMIT'
  | 'LIMIT_REACHED'
  | 'OPEN_ORDERS_LIMIT'
  | 'OPEN_UNPAID_LIMIT'
  | 'BUSY'
  | 'PAYMENT_NOT_FOR_ORDER'
  | 'DUPLICATE'
  | 'DELIVERY_UNAVAILABLE'
  | 'PIN_STATE_MISMATCH'
  | 'PHOTOS_REQUIRED'
  | 'PHOTO_NOT_FOUND'
  | 'PHOTO_CROP_INVALID'
  | 'CONFIRMATION_REQUIRED';

/**
 * Every message the accounts API shows to shoppers. The sign-up, login and password-reset texts are the shop's own
 * wording, which shoppers and the end-to-end tests know: keep them word for word.
 */
export const AccountMessages = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  firstNameTooLong: 'First name must be at most 50 characters',
  lastNameTooLong: 'Last name must be at most 50 characters',
  emailAndPasswordRequired: 'Email and password are required',
  phoneInvalid: 'Please enter a valid 10-digit phone number',
  phoneNotVerified: 'Please verify your phone number',
  addressTooLong: 'Address must be at most 200 characters',
  cityTooLong: 'City must be at most 60 characters',
  pincodeInvalid: 'Please enter a valid 6-digit PIN code',
  stateInvalid: 'Please choose a state or union territory from the list',
  resetEmailRequired: 'Please enter your email address',
  emailInvalid: 'Invalid email address format.',
  noAccount: 'No account found with this email address.',
  noAccountForPhone: 'No account uses this mobile number. Please sign up first.',
  googleOnlyAccount: "This email is registered with Google Sign-in. Please use the 'Log in with Google' button.",
  tooManyVerificationAttempts: 'Too many verification attempts. Please try again after some time.',
  tooManyResetAttempts: 'Too many attempts. Please try again later.',
  tooManyProfileWrites: 'Too many profile changes in a short time. Please wait a minute and try again.',
  limitsUnavailable: 'We cannot accept this request right now. Please try again in a few minutes.',
  notGoogleSignIn: "This sign-in did not come from Google. Please use the 'Log in with Google' button.",
} as const;

export function userError(field: string | null, code: UserErrorCode, message: string): UserError {
  return { field, code, message };
}
