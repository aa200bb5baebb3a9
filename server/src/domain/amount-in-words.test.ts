import { describe, expect, it } from 'vitest';
import { amountInWords, rupeesInWords } from './amount-in-words.js';

describe('amount in words', () => {
  it('counts in the Indian system: thousand, lakh, crore', () => {
    expect(rupeesInWords(0)).toBe('Zero');
    expect(rupeesInWords(7)).toBe('Seven');
    expect(rupeesInWords(19)).toBe('Nineteen');
    expect(rupeesInWords(40)).toBe('Forty');
    expect(rupeesInWords(99)).toBe('Ninety-Nine');
    expect(rupeesInWords(100)).toBe('One Hundred');
    expect(rupeesInWords(1116)).toBe('One Thousand One Hundred Sixteen');
    expect(rupeesInWords(100_000)).toBe('One Lakh');
    expect(rupeesInWords(123_456)).toBe('One Lakh Twenty-Three Thousand Four Hundred Fifty-Six');
    expect(rupeesInWords(10_000_000)).toBe('One Crore');
    expect(rupeesInWords(1_234_567_890)).toBe(
      'One Hundred Twenty-Three Crore Forty-Five Lakh Sixty-Seven Thousand Eight Hundred Ninety',
    );
  });

  it('writes an invoice total in rupees and paise', () => {
    expect(amountInWords(111_600)).toBe('Rupees One Thousand One Hundred Sixteen Only');
    expect(amountInWords(29_378)).toBe('Rupees Two Hundred Ninety-Three and Seventy-Eight Paise Only');
    expect(amountInWords(5)).toBe('Rupees Zero and Five Paise Only');
  });

  it('refuses what is not a whole, non-negative amount', () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(1.5)).toThrow(RangeError);
  });
});
