import { describe, expect, it } from 'vitest';
import { displayPhone } from './phone-display.js';

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
});
