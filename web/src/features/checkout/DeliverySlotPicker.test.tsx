import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DateOption, DeliveryChoice, SlotOption } from './delivery-choice';
import { DeliverySlotPicker } from './DeliverySlotPicker';

function slot(id: string, name: string, extra: Partial<SlotOption> = {}): SlotOption {
  return {
    id,
    name,
    startsAt: null,
    endsAt: null,
    surcharge: { paise: 0, formatted: '₹0.00' },
    available: true,
    unavailableReason: null,
    ...extra,
  };
}

const offer: DateOption[] = [
  {
    date: '2026-11-27',
    available: true,
    unavailableReason: null,
    slots: [
      slot('standard', 'Standard', { available: false, unavailableReason: "Past today's cut-off" }),
      slot('evening', 'Evening', { startsAt: '18:00', endsAt: '20:00', available: false, unavailableReason: 'Full' }),
    ],
  },
  {
    date: '2026-11-28',
    available: true,
    unavailableReason: null,
    slots: [
      slot('standard', 'Standard'),
      slot('midnight', 'Midnight', {
        startsAt: '23:00',
        endsAt: '23:59',
        surcharge: { paise: 19900, formatted: '₹199.00' },
      }),
    ],
  },
  { date: '2026-11-29', available: false, unavailableReason: 'We do not deliver on Sundays', slots: [] },
  {
    date: '2026-11-30',
    available: true,
    unavailableReason: null,
    slots: [
      slot('standard', 'Standard', { available: false, unavailableReason: 'Full' }),
      slot('midnight', 'Midnight', {
        startsAt: '23:00',
        endsAt: '23:59',
        surcharge: { paise: 19900, formatted: '₹199.00' },
      }),
    ],
  },
];

function Harness({ initial }: { initial: DeliveryChoice | null }) {
  const [choice, setChoice] = useState(initial);
  return (
    <>
      <DeliverySlotPicker offer={offer} choice={choice} onChange={setChoice} />
      <output aria-label="choice">{choice ? `${choice.date} ${choice.slotId}` : 'none'}</output>
    </>
  );
}

afterEach(cleanup);

describe('DeliverySlotPicker', () => {
  it('shows full, past and closed choices as unavailable, with their reasons', () => {
    render(<Harness initial={{ date: '2026-11-27', slotId: null }} />);
    const dates = screen.getByRole('group', { name: 'Delivery date' });
    // A day whose every slot is full or past its cut-off cannot be chosen either.
    expect(within(dates).getByRole('radio', { name: /Fri 27 Nov/ })).toBeDisabled();
    expect(within(dates).getByRole('radio', { name: /Sun 29 Nov/ })).toBeDisabled();
    expect(within(dates).getByText('We do not deliver on Sundays')).toBeInTheDocument();
    const slots = screen.getByRole('group', { name: 'Time slot on Fri 27 Nov' });
    expect(within(slots).getByRole('radio', { name: /Standard/ })).toBeDisabled();
    expect(within(slots).getByText("Past today's cut-off")).toBeInTheDocument();
    expect(within(slots).getByRole('radio', { name: /Evening/ })).toBeDisabled();
    expect(within(slots).getByText('Full')).toBeInTheDocument();
  });

  it("chooses a day's first open slot, then the slot the shopper picks, with its surcharge", () => {
    render(<Harness initial={null} />);
    fireEvent.click(screen.getByRole('radio', { name: /Sat 28 Nov/ }));
    expect(screen.getByRole('status', { name: 'choice' })).toHaveTextContent('2026-11-28 standard');
    const slots = screen.getByRole('group', { name: 'Time slot on Sat 28 Nov' });
    const midnight = within(slots).getByRole('radio', { name: /Midnight/ });
    expect(midnight.closest('label')).toHaveTextContent('23:00–23:59');
    expect(midnight.closest('label')).toHaveTextContent('+ ₹199.00');
    fireEvent.click(midnight);
    expect(screen.getByRole('status', { name: 'choice' })).toHaveTextContent('2026-11-28 midnight');
    expect(midnight).toBeChecked();
  });

  it('never picks the surcharged midnight slot by itself when it is the only one left that day', () => {
    render(<Harness initial={null} />);
    fireEvent.click(screen.getByRole('radio', { name: /Mon 30 Nov/ }));
    expect(screen.getByRole('status', { name: 'choice' })).toHaveTextContent('2026-11-30 null');
    const slots = screen.getByRole('group', { name: 'Time slot on Mon 30 Nov' });
    const midnight = within(slots).getByRole('radio', { name: /Midnight/ });
    expect(midnight).not.toBeChecked();
    fireEvent.click(midnight);
    expect(screen.getByRole('status', { name: 'choice' })).toHaveTextContent('2026-11-30 midnight');
  });

  it('shows the server refusal beside the picker', () => {
    render(
      <DeliverySlotPicker offer={offer} choice={null} onChange={() => undefined} error="That slot just filled up" />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('That slot just filled up');
  });
});
