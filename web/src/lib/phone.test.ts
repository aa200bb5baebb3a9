import { describe, expect, it } from 'vitest';
import { displayPhone, nationalDigits, phoneInputValue, toE164, validatePhoneDigits } from './phone';

describe('displayPhone', () => {
  it.each([
    ['+919810398942', '+91 98103 98942'],
    ['9810398942', '+91 98103 98942'],
    ['+91 98103 98942', '+91 98103 98942'],
    ['+91-98103-98942', '+91 98103 98942'],
    ['919810398942', '+91 98103 98942'],
    [' +919810398942 ', '+91 98103 98942'],
  ])('%j → %j', (phone, shown) => {
    expect(displayPhone(phone)).toBe(shown);
  });

  it.each(['', '+14155550100', '+4412345678901', '98103', '+9198103989421', 'call us', '+9198103x8942'])(
    'shows %j as given',
    (phone) => {
      expect(displayPhone(phone)).toBe(phone);
    },
  );

  it('shows what toE164 stores in the same form', () => {
    expect(displayPhone(toE164('9876543210'))).toBe('+91 98765 43210');
  });
});

describe('the phone field', () => {
  it('keeps digits only, at most 10, and wants all 10', () => {
    expect(phoneInputValue('98103-98942 77')).toBe('9810398942');
    expect(validatePhoneDigits('98103')).toBe('Please enter a valid 10-digit phone number');
    expect(validatePhoneDigits('9810398942')).toBeNull();
    expect(nationalDigits('+919810398942')).toBe('9810398942');
    expect(nationalDigits(null)).toBe('');
  });
});
