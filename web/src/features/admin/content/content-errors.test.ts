import { describe, expect, it } from 'vitest';
import { errorFor, paiseToRupees, rupeesToPaise } from './content-errors';

describe('admin form helpers', () => {
  it('reads rupees as the owner types them, and refuses anything else', () => {
    expect(rupeesToPaise('1,299.50')).toBe(129950);
    expect(rupeesToPaise('₹ 79')).toBe(7900);
    expect(rupeesToPaise('0')).toBe(0);
    expect(rupeesToPaise('12.345')).toBeNaN();
    expect(rupeesToPaise('-5')).toBeNaN();
    expect(rupeesToPaise('')).toBeNaN();
  });

  it('shows paise as rupees without needless decimals', () => {
    expect(paiseToRupees(99900)).toBe('999');
    expect(paiseToRupees(129950)).toBe('1299.50');
    expect(paiseToRupees(null)).toBe('');
  });

  it('finds the message for a field path', () => {
    const errors = [{ field: 'banners[1].link', message: 'Use a path' }];
    expect(errorFor(errors, 'banners[1].link')).toBe('Use a path');
    expect(errorFor(errors, 'banners[0].link')).toBeNull();
  });
});
