import { describe, expect, it } from 'vitest';
import { stockAlertsFromDocument } from './stock-alert-store.js';

describe('stockAlertsFromDocument', () => {
  it('reads a missing or odd document as no requests', () => {
    expect(stockAlertsFromDocument(undefined)).toEqual([]);
    expect(stockAlertsFromDocument({ alerts: 'many' })).toEqual([]);
  });

  it('drops malformed requests and defaults an odd time instead of failing', () => {
    expect(
      stockAlertsFromDocument({
        alerts: [
          { productId: 'mug', variant: null, createdAt: 5 },
          { productId: 'frame', variant: 'A4', createdAt: 'yesterday' },
          { productId: '', createdAt: 1 },
          { productId: 'tee', variant: 7 },
          'not a request',
          null,
        ],
      }),
    ).toEqual([
      { productId: 'mug', variant: null, createdAt: 5 },
      { productId: 'frame', variant: 'A4', createdAt: 0 },
    ]);
  });
});
