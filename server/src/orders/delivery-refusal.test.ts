import { describe, expect, it } from 'vitest';
import { deliveryRefusal } from './delivery-refusal.js';
import type { CheckoutQuote } from './orders-model.js';

const quoteWith = (code: string, message = 'why') => ({ problems: [{ code, message }] }) as unknown as CheckoutQuote;
const today = '2026-11-27';

describe('deliveryRefusal', () => {
  it('names the delivery postal code of an undeliverable PIN: the address’s, or the recipient’s for a gift', () => {
    expect(deliveryRefusal(quoteWith('UNDELIVERABLE_PIN'), false)).toEqual({
      field: 'address.postalCode',
      code: 'CANNOT_PLACE',
      message: 'why',
    });
    expect(deliveryRefusal(quoteWith('UNDELIVERABLE_PIN'), true)?.field).toBe('recipient.postalCode');
  });

  it('names delivery.date for a day already past in India, delivery.slotId for today or later', () => {
    const unavailable = quoteWith('DELIVERY_UNAVAILABLE');
    const field = (date: string | null) =>
      deliveryRefusal(unavailable, false, { choice: { date, slotId: 'standard' }, today })?.field;
    expect(field('2026-11-26')).toBe('delivery.date');
    expect(field('2025-12-31')).toBe('delivery.date');
    expect(field('2026-11-27')).toBe('delivery.slotId');
    expect(field('2026-11-28')).toBe('delivery.slotId');
    expect(deliveryRefusal(unavailable, false)?.field).toBe('delivery.slotId');
  });

  it('answers null when no problem is about delivery', () => {
    expect(deliveryRefusal(quoteWith('EMPTY'), false)).toBeNull();
  });
});
