/**
 * settings/delivery of the demo shop, and which demo products are perishable or take time to prepare. A Coimbatore
 * shop delivers its own city (PINs 6410xx) on a chosen date and slot, the rest of Tamil Nadu (and Puducherry, whose
 * PINs share the 60 prefix) by courier in 2–4 days, and the rest of India in 4–7; flowers and cakes go only where it
 * delivers itself. Sundays are open (birthdays do not wait for Monday); the shop closes on Deepavali and Pongal.
 */
import type { DeliverySettings } from '../../src/domain/delivery-settings.js';
import { DEMO_CATEGORIES, type DemoProductSpec } from './demo-products.js';

const TWO_HOUR_SLOTS = [10, 12, 14, 16, 18].map((start) => {
  const window = `${String(start).padStart(2, '0')}:00–${String(start + 2).padStart(2, '0')}:00`;
  return {
    id: `fixed-${start}-${start + 2}`,
    kind: 'FIXED' as const,
    label: window,
    startTime: `${String(start).padStart(2, '0')}:00`,
    endTime: `${String(start + 2).padStart(2, '0')}:00`,
    surchargePaise: 49_00,
    capacityPerDay: 8,
  };
});

export const DEMO_DELIVERY_SETTINGS: Omit<DeliverySettings, 'configured'> = {
  zones: [
    {
      id: 'coimbatore-city',
      name: 'Coimbatore city',
      pinPrefixes: ['6410'],
      localDelivery: true,
      minDays: 0,
      maxDays: 0,
      feePaise: 79_00,
      freeAbovePaise: 999_00,
      codAllowed: true,
      perishablesAllowed: true,
    },
    {
      id: 'tamil-nadu',
      name: 'Rest of Tamil Nadu and Puducherry',
      pinPrefixes: ['60', '61', '62', '63', '64'],
      localDelivery: false,
      minDays: 2,
      maxDays: 4,
      feePaise: 79_00,
      freeAbovePaise: 999_00,
      codAllowed: true,
      perishablesAllowed: false,
    },
    {
      id: 'rest-of-india',
      name: 'Rest of India',
      pinPrefixes: ['1', '2', '3', '4', '5', '6', '7', '8'],
      localDelivery: false,
      minDays: 4,
      maxDays: 7,
      feePaise: 129_00,
      freeAbovePaise: 1_499_00,
      codAllowed: false,
      perishablesAllowed: false,
    },
  ],
  slots: [
    {
      id: 'standard',
      kind: 'STANDARD',
      label: 'Standard (09:00–21:00)',
      startTime: '09:00',
      endTime: '21:00',
      surchargePaise: 0,
      capacityPerDay: 60,
    },
    ...TWO_HOUR_SLOTS,
    {
      id: 'midnight',
      kind: 'MIDNIGHT',
      label: 'Midnight (23:00–23:59)',
      startTime: '23:00',
      endTime: '23:59',
      surchargePaise: 199_00,
      capacityPerDay: 5,
    },
  ],
  sameDayCutoff: '16:00',
  closedWeekdays: [],
  holidays: [
    { date: '2026-11-08', name: 'Deepavali' },
    { date: '2027-01-15', name: 'Thai Pongal' },
    { date: '2027-01-16', name: 'Mattu Pongal' },
    { date: '2027-10-29', name: 'Deepavali' },
  ],
  bookingWindowDays: 30,
};

/** Flowers and cakes are perishable; a cake needs 4 hours, a bouquet 2, a personalised gift 2 days. */
export function demoDeliveryFields(spec: DemoProductSpec): { perishable?: boolean; preparationHours?: number } {
  switch (spec.category) {
    case DEMO_CATEGORIES.flowers:
      return { perishable: true, preparationHours: 2 };
    case DEMO_CATEGORIES.cakes:
      return { perishable: true, preparationHours: 4 };
    case DEMO_CATEGORIES.personalised:
      return { preparationHours: 48 };
    default:
      return {};
  }
}
