import { describe, expect, it } from 'vitest';
import { authErrorMessage, UserFacingError, type AuthStep } from './auth-errors';

const firebaseError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

describe('authErrorMessage', () => {
  it.each<[AuthStep, string, string]>([
    ['sendOtp', 'auth/too-many-requests', 'Too many verification attempts. Please try again after some time.'],
    ['sendOtp', 'auth/invalid-phone-number', 'Please enter a valid phone number.'],
    ['sendOtp', 'auth/operation-not-allowed', 'Phone authentication is not enabled. Please contact support.'],
    ['sendOtp', 'auth/invalid-app-credential', 'Verification failed. Please try again.'],
    ['sendOtp', 'auth/internal-error', 'Failed to send verification code. Please try again later.'],
    ['confirmOtp', 'auth/invalid-verification-code', 'Invalid OTP. Please try again.'],
    ['confirmOtp', 'auth/code-expired', 'Invalid OTP. Please try again.'],
    ['signUp', 'auth/email-already-in-use', 'This email is already registered. Please login or use a different email.'],
    ['signUp', 'auth/invalid-email', 'Invalid email address format.'],
    ['signUp', 'auth/operation-not-allowed', 'Email/Password sign up is not enabled. Please contact support.'],
    ['signUp', 'auth/weak-password', 'Password should be at least 6 characters long.'],
    ['signUp', 'auth/network-request-failed', 'Failed to create account. Please try again.'],
    ['signIn', 'auth/user-not-found', 'Invalid email or password.'],
    ['signIn', 'auth/wrong-password', 'Invalid email or password.'],
    ['signIn', 'auth/invalid-credential', 'Invalid email or password.'],
    ['signIn', 'auth/invalid-email', 'Invalid email address format.'],
    ['signIn', 'auth/user-disabled', 'This account has been disabled. Please contact support.'],
    ['signIn', 'auth/internal-error', 'Failed to sign in. Please try again.'],
    ['google', 'auth/popup-closed-by-user', 'Failed to sign in with Google. Please try again.'],
    ['google', 'auth/unauthorized-domain', 'Google sign-in is not properly configured. Please contact support.'],
    ['google', 'auth/operation-not-allowed', 'Google sign-in is not properly configured. Please contact support.'],
    ['passwordReset', 'auth/user-not-found', 'No account found with this email address.'],
    ['passwordReset', 'auth/too-many-requests', 'Too many attempts. Please try again later.'],
    ['passwordReset', 'auth/internal-error', 'Failed to send password reset email. Please try again.'],
  ])('%s: %s', (step, code, message) => {
    expect(authErrorMessage(step, firebaseError(code))).toBe(message);
  });

  it('falls back to the step default for values without a code', () => {
    expect(authErrorMessage('signIn', new Error('boom'))).toBe('Failed to sign in. Please try again.');
    expect(authErrorMessage('sendOtp', 'nope')).toBe('Failed to send verification code. Please try again later.');
  });

  it('passes messages meant for the shopper through unchanged', () => {
    expect(authErrorMessage('signUp', new UserFacingError('Please verify your phone number'))).toBe(
      'Please verify your phone number',
    );
  });
});
