import { describe, expect, it } from 'vitest';
import {
  nationalDigits,
  otpInputValue,
  phoneInputValue,
  resendLabel,
  toE164,
  validateAccountCredentials,
  validateOtp,
  validatePhoneDigits,
  validateResetEmail,
  validateSignUp,
  type SignUpForm,
} from './auth-validation';

const complete: SignUpForm = {
  firstName: 'Asha',
  lastName: 'Raman',
  email: 'asha@example.com',
  password: 'secret1',
  phoneVerified: true,
};

describe('validateSignUp', () => {
  it.each<[string, Partial<SignUpForm>, string | null]>([
    ['a complete form', {}, null],
    [
      'everything missing: first name first',
      { firstName: '', lastName: '', email: '', password: '', phoneVerified: false },
      'First name is required',
    ],
    ['blank first name', { firstName: '   ' }, 'First name is required'],
    ['then last name', { lastName: '', email: '', password: '' }, 'Last name is required'],
    ['then email', { email: ' ', password: '', phoneVerified: false }, 'Email is required'],
    ['then password', { password: '', phoneVerified: false }, 'Password is required'],
    [
      'then password length',
      { password: '12345', phoneVerified: false },
      'Password should be at least 6 characters long',
    ],
    ['six characters are enough', { password: '123456' }, null],
    ['then the phone', { phoneVerified: false }, 'Please verify your phone number'],
  ])('%s', (_name, patch, expected) => {
    expect(validateSignUp({ ...complete, ...patch })).toBe(expected);
  });
});

describe('phone input', () => {
  it.each([
    ['98765 43210', '9876543210'],
    ['+91 98765-43210', '9198765432'],
    ['abc', ''],
    ['123456789012345', '1234567890'],
  ])('%j keeps %j', (typed, kept) => {
    expect(phoneInputValue(typed)).toBe(kept);
  });

  it.each([
    ['9876543210', null],
    ['987654321', 'Please enter a valid 10-digit phone number'],
    ['', 'Please enter a valid 10-digit phone number'],
  ])('%j → %j', (digits, message) => {
    expect(validatePhoneDigits(digits)).toBe(message);
  });

  it('prefixes +91 and reads it back', () => {
    expect(toE164('9876543210')).toBe('+919876543210');
    expect(nationalDigits('+919876543210')).toBe('9876543210');
    expect(nationalDigits(null)).toBe('');
  });
});

describe('OTP', () => {
  it.each([
    ['123456', null],
    ['12345', 'Please enter a valid 6-digit OTP'],
    ['', 'Please enter a valid 6-digit OTP'],
  ])('%j → %j', (code, message) => {
    expect(validateOtp(code)).toBe(message);
  });

  it('keeps 6 digits of what is typed', () => {
    expect(otpInputValue('12 34-56 78')).toBe('123456');
  });

  it('labels the resend button with the countdown', () => {
    expect(resendLabel(60)).toBe('Resend OTP in 60s');
    expect(resendLabel(1)).toBe('Resend OTP in 1s');
    expect(resendLabel(0)).toBe('Resend OTP');
  });
});

describe('other checks', () => {
  it('needs a reset e-mail', () => {
    expect(validateResetEmail('  ')).toBe('Please enter your email address');
    expect(validateResetEmail('a@b.co')).toBeNull();
  });

  it('needs e-mail and password to create the account', () => {
    expect(validateAccountCredentials('', 'secret1')).toBe('Email and password are required');
    expect(validateAccountCredentials('a@b.co', '')).toBe('Email and password are required');
    expect(validateAccountCredentials('a@b.co', 'secret1')).toBeNull();
  });
});
