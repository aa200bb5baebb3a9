import { describe, expect, it } from 'vitest';
import { couponInputOf, EMPTY_COUPON_FORM, fieldErrorsOf, formValuesOf } from './coupon-form';

describe('couponInputOf', () => {
  it('sends rupees as paise and the days as India-time instants, the last day inclusive', () => {
    const built = couponInputOf({
      ...EMPTY_COUPON_FORM,
      code: 'FEST',
      percentOff: '20',
      maxDiscount: '₹1,500.50',
      minimumOrder: '999',
      validFrom: '2026-11-01',
      validUntil: '2026-11-30',
      usageLimit: '',
    });
    expect(built).toMatchObject({
      ok: true,
      input: {
        discountType: 'PERCENTAGE',
        percentOff: 20,
        maxDiscountPaise: 150_050,
        amountOffPaise: null,
        minOrderValuePaise: 99_900,
        validFrom: '2026-10-31T18:30:00.000Z',
        validUntil: '2026-11-30T18:30:00.000Z',
        usageLimit: null,
        perShopperLimit: 1,
      },
    });
  });
  it('names the fields that cannot be sent', () => {
    const built = couponInputOf({ ...EMPTY_COUPON_FORM, discountType: 'FIXED', amountOff: 'lots', usageLimit: '2.5' });
    expect(built).toEqual({
      ok: false,
      errors: { amountOff: 'Enter an amount in rupees, like 150 or 99.50', usageLimit: 'Enter a whole number' },
    });
  });
});

describe('formValuesOf', () => {
  it('reads back what couponInputOf sent (the exclusive end shown as the last day)', () => {
    const values = formValuesOf({
      code: 'FEST',
      description: '20% off',
      offer: '20% off',
      discountType: 'PERCENTAGE',
      percentOff: 20,
      maxDiscount: { paise: 150_050 },
      amountOff: null,
      minimumOrderValue: { paise: 0 },
      validFrom: '2026-10-31T18:30:00.000Z',
      validUntil: '2026-11-30T18:30:00.000Z',
      active: true,
      usageLimit: null,
      perShopperLimit: 1,
      firstOrderOnly: false,
      categories: ['Mugs'],
      productIds: [],
      listed: true,
    });
    expect(values).toMatchObject({
      description: '',
      maxDiscount: '1500.50',
      minimumOrder: '',
      validFrom: '2026-11-01',
      validUntil: '2026-11-30',
      usageLimit: '',
      perShopperLimit: '1',
    });
  });
});

describe('fieldErrorsOf', () => {
  it('puts server messages beside the form fields, others above the form', () => {
    expect(
      fieldErrorsOf([
        { field: 'maxDiscountPaise', message: 'Too small' },
        { field: 'categories[1]', message: 'There is no category "Toys"' },
        { field: null, message: 'Try again' },
      ]),
    ).toEqual({ maxDiscount: 'Too small', categories: 'There is no category "Toys"', form: 'Try again' });
  });
});
