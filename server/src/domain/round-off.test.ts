import { describe, expect, it } from 'vitest';
import { formatPaise } from './money.js';
import { formatRoundOff, roundToRupee } from './round-off.js';

describe('roundToRupee', () => {
  it('rounds 20 paise down: ₹1,116.20 is paid as ₹1,116 with a round-off of −₹0.20', () => {
    expect(roundToRupee(1116_20)).toEqual({ exactPaise: 1116_20, payablePaise: 1116_00, roundOffPaise: -20 });
  });

  it('rounds exactly half a rupee up', () => {
    expect(roundToRupee(999_50)).toEqual({ exactPaise: 999_50, payablePaise: 1000_00, roundOffPaise: 50 });
  });

  it('rounds 49 paise down and 51 paise up', () => {
    expect(roundToRupee(10_49).roundOffPaise).toBe(-49);
    expect(roundToRupee(10_51)).toMatchObject({ payablePaise: 11_00, roundOffPaise: 49 });
  });

  it('leaves a total already in whole rupees as it is', () => {
    expect(roundToRupee(1177_00)).toEqual({ exactPaise: 1177_00, payablePaise: 1177_00, roundOffPaise: 0 });
    expect(roundToRupee(0)).toEqual({ exactPaise: 0, payablePaise: 0, roundOffPaise: 0 });
  });

  it('always gives whole rupees that differ from the exact total by the round-off', () => {
    for (let paise = 0; paise < 1_000; paise += 7) {
      const { payablePaise, roundOffPaise } = roundToRupee(paise);
      expect(payablePaise % 100).toBe(0);
      expect(payablePaise - roundOffPaise).toBe(paise);
      expect(roundOffPaise).toBeGreaterThanOrEqual(-49);
      expect(roundOffPaise).toBeLessThanOrEqual(50);
    }
  });

  it('refuses negative, fractional and unsafe amounts', () => {
    expect(() => roundToRupee(-20)).toThrow(RangeError);
    expect(() => roundToRupee(10.5)).toThrow(RangeError);
    expect(() => roundToRupee(Number.NaN)).toThrow(RangeError);
  });
});

describe('formatRoundOff', () => {
  it('shows a negative round-off with a minus sign and a positive one with a plus', () => {
    expect(formatRoundOff(-20, formatPaise)).toBe('−₹0.20');
    expect(formatRoundOff(50, formatPaise)).toBe('+₹0.50');
    expect(formatRoundOff(0, formatPaise)).toBe('₹0');
  });
});
