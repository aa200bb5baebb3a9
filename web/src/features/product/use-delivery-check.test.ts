import { describe, expect, it } from 'vitest';
import type { ProductDeliveryCheckQuery } from '../../gql/graphql';
import { toDeliveryAnswer } from './use-delivery-check';

type Check = ProductDeliveryCheckQuery['deliveryCheck'];

function slotOption(id: string, kind: 'STANDARD' | 'FIXED' | 'MIDNIGHT', start: string, end: string, available = true) {
  return {
    available,
    slot: { id, kind, label: id, startTime: start, endTime: end },
  };
}

const local: Check = {
  pin: '641002',
  deliverable: true,
  message: 'Arrives today',
  city: 'Coimbatore',
  state: 'Tamil Nadu',
  earliestDate: '2026-11-24',
  promise: { mode: 'LOCAL', date: '2026-11-24', latestDate: '2026-11-24', text: 'x' },
  slots: [
    slotOption('Standard', 'STANDARD', '09:00', '21:00'),
    slotOption('Evening', 'FIXED', '18:00', '20:00'),
    slotOption('Morning', 'FIXED', '10:00', '12:00', false),
  ],
  cutoffCountdownSeconds: 8040,
  codAvailable: true,
};

describe('toDeliveryAnswer', () => {
  it('offers only the slots that can be had, a standard one without a window', () => {
    expect(toDeliveryAnswer(local, 0).slots).toEqual([
      { name: 'Standard', startsAt: null, endsAt: null },
      { name: 'Evening', startsAt: '18:00', endsAt: '20:00' },
    ]);
  });

  it('turns the seconds to the cut-off into the moment the countdown runs to', () => {
    const askedAt = Date.UTC(2026, 10, 24, 8, 16);
    expect(toDeliveryAnswer(local, askedAt).orderBy).toBe('2026-11-24T10:30:00.000Z');
    expect(toDeliveryAnswer({ ...local, cutoffCountdownSeconds: null }, askedAt).orderBy).toBeNull();
  });

  it("keeps a courier's range and the refusal's message", () => {
    const courier: Check = {
      ...local,
      promise: { ...local.promise!, mode: 'COURIER', latestDate: '2026-11-27' },
      slots: [],
    };
    expect(toDeliveryAnswer(courier, 0).latestDate).toBe('2026-11-27');
    const refused: Check = { ...local, deliverable: false, message: 'We do not deliver to 110001 yet.' };
    expect(toDeliveryAnswer(refused, 0).message).toBe('We do not deliver to 110001 yet.');
    expect(toDeliveryAnswer(local, 0).message).toBeNull();
  });
});
