// Every message the sign-in screens show, in one place; tests assert them word for word.
import { PHONE_INVALID_MESSAGE } from '../../lib/phone';

export const ValidationMessages = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password should be at least 6 characters long',
  phoneNotVerified: 'Please verify your phone number',
  phoneInvalid: PHONE_INVALID_MESSAGE,
  otpInvalid: 'Please enter a valid 6-digit OTP',
  resetEmailRequired: 'Please enter your email address',
  emailAndPasswordRequired: 'Email and password are required',
} as const;

export const ErrorMessages = {
  phoneTooManyRequests: 'Too many verification attempts. Please try again after some time.',
  phoneInvalid: 'Please enter a valid phone number.',
  phoneNotEnabled: 'Phone authentication is not enabled. Please contact support.',
  phoneAppCredential: 'Verification failed. Please try again.',
  phoneDefault: 'Failed to send verification code. Please try again later.',
  otpInvalid: 'Invalid OTP. Please try again.',
  phoneInUse: 'This phone number is already registered with another account. Please log in instead.',
  noAccountForPhone: 'No account uses this mobile number. Please sign up first.',

  signUpEmailInUse: 'This email is already registered. Please login or use a different email.',
  invalidEmail: 'Invalid email address format.',
  signUpNotEnabled: 'Email/Password sign up is not enabled. Please contact support.',
  signUpWeakPassword: 'Password should be at least 6 characters long.',
  signUpDefault: 'Failed to create account. Please try again.',

  signInInvalid: 'Invalid email or password.',
  signInDisabled: 'This account has been disabled. Please contact support.',
  signInDefault: 'Failed to sign in. Please try again.',

  googleFailed: 'Failed to sign in with Google. Please try again.',
  googleConfig: 'Google sign-in is not properly configured. Please contact support.',

  resetNoAccount: 'No account found with this email address.',
  resetGoogleOnly: "This email is registered with Google Sign-in. Please use the 'Log in with Google' button.",
  tooManyAttempts: 'Too many attempts. Please try again later.',
  resetDefault: 'Failed to send password reset email. Please try again.',
  resetSent: 'Password reset email sent! Please check your inbox.',
} as const;

export const ToastMessages = {
  accountCreated: 'Account created successfully!',
  loggedIn: 'Logged in successfully!',
  otpSent: 'OTP sent successfully!',
  phoneVerified: 'Phone number verified successfully!',
  addPhone: 'Please add your phone number in your profile for better security',
  profileSaved: 'Profile updated successfully!',
  signedOut: 'You have been logged out.',
  verificationSent: 'Verification email sent! Please check your inbox.',
} as const;
