import { describe, expect, it } from 'vitest';
import type { CartItem } from '../../shop/cart-rules';
import { lineKey, reviewProblems } from './review-refusals';

const item = (id: string, variant?: string): CartItem => ({
  id,
  quantity: 1,
  ...(variant ? { variant } : {}),
  giftWrap: false,
  giftMessage: '',
  isLimitedOffer: false,
  limitedOfferMaxQuantity: null,
});

const problem = (code: string, message = code) => ({ code, message, availableQuantity: null });
const quote = (problems: ReturnType<typeof problem>[] = [], lineProblems: ReturnType<typeof problem>[] = []) => ({
  problems,
  lines: [{ problems: lineProblems }],
});

describe('reviewProblems', () => {
  it('puts a refusal naming an order line beside that cart line, by product and variant', () => {
    const errors = [{ field: 'input.lines[1].quantity', code: 'QUANTITY_LIMIT', message: 'At most 2 per order.' }];
    const problems = reviewProblems(errors, [item('mug'), item('hamper', 'Large')], quote());
    expect(problems.lines.get(lineKey('hamper', 'Large'))).toEqual(['At most 2 per order.']);
    expect(problems.anyLine).toBe(true);
    expect(problems.general).toEqual([]);
  });

  it('puts a photo’s refusal beside its own line when two lines of one product carry other photos', () => {
    const message = 'We couldn’t find this photo. Please choose it again.';
    const errors = [{ field: 'input.lines[1].photos[0].photoId', code: 'PHOTO_NOT_FOUND', message }];
    const problems = reviewProblems(errors, [item('photo-mug'), item('photo-mug')], quote());
    expect(problems.lines.get(lineKey('photo-mug', null, 1))).toEqual([message]);
    expect(problems.lines.has(lineKey('photo-mug', null))).toBe(false);
  });

  it('shows a refusal for a line the cart no longer has with the order problems', () => {
    const errors = [{ field: 'input.lines[5]', code: 'QUANTITY_LIMIT', message: 'Too many.' }];
    const problems = reviewProblems(errors, [item('mug')], quote());
    expect(problems.general).toEqual([{ field: null, code: 'LINE', message: 'Too many.' }]);
    expect(problems.anyLine).toBe(false);
  });

  it('drops CANNOT_PLACE when the quote shows its problems, and the coupon problem the coupon field shows', () => {
    const errors = [{ field: null, code: 'CANNOT_PLACE', message: 'Some items need your attention.' }];
    const problems = reviewProblems(
      errors,
      [item('mug')],
      quote([problem('BELOW_MINIMUM'), problem('COUPON_NOT_APPLIED')]),
    );
    expect(problems.general).toEqual([]);
    expect(problems.order.map((p) => p.code)).toEqual(['BELOW_MINIMUM']);
  });

  it('keeps CANNOT_PLACE when the quote has no problem of its own, and lists an account refusal with them', () => {
    const errors = [
      { field: null, code: 'CANNOT_PLACE', message: 'Cannot place.' },
      { field: 'phone', code: 'PHONE_NOT_VERIFIED', message: 'Verify your phone.' },
    ];
    const problems = reviewProblems(errors, [item('mug')], quote());
    expect(problems.general.map((e) => e.code)).toEqual(['CANNOT_PLACE', 'PHONE_NOT_VERIFIED']);
  });

  it('marks the lines when the quote has a problem on one', () => {
    expect(reviewProblems([], [item('mug')], quote([], [problem('OUT_OF_STOCK')])).anyLine).toBe(true);
  });
});
