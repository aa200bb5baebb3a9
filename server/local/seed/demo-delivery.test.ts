import { describe, expect, it } from 'vitest';
import { zoneForPin } from '../../src/domain/delivery-rules.js';
import { parseDeliverySettings } from '../../src/domain/delivery-settings.js';
import { checkDeliverySettings } from '../../src/domain/delivery-settings-validation.js';
import { DEMO_DELIVERY_SETTINGS } from './demo-delivery.js';
import { buildDemoCatalog } from './demo-catalog.js';

describe('the demo delivery settings', () => {
  it('pass the owner’s checks and put Coimbatore, Tamil Nadu and the rest of India in their zones', () => {
    expect(checkDeliverySettings(DEMO_DELIVERY_SETTINGS).ok).toBe(true);
    const settings = parseDeliverySettings(DEMO_DELIVERY_SETTINGS);
    expect(zoneForPin(settings, '641018')?.id).toBe('coimbatore-city');
    expect(zoneForPin(settings, '600001')?.id).toBe('tamil-nadu');
    expect(zoneForPin(settings, '110001')?.id).toBe('rest-of-india');
    expect(settings.slots.map((slot) => slot.kind)).toEqual([
      'STANDARD',
      'FIXED',
      'FIXED',
      'FIXED',
      'FIXED',
      'FIXED',
      'MIDNIGHT',
    ]);
  });

  it('marks flowers and cakes perishable and gives personalised gifts two days', () => {
    const products = buildDemoCatalog(new Date('2026-11-24T00:00:00Z')).products;
    const perishable = products.filter((product) => product.data.perishable).map((product) => product.data.category);
    expect(new Set(perishable)).toEqual(new Set(['Flowers', 'Cakes & Sweets']));
    const mug = products.find((product) => product.id === 'personalised-couple-photo-mug');
    expect(mug?.data.preparationHours).toBe(48);
  });
});
