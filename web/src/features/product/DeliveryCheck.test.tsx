import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeliveryAnswer } from './delivery-answer';
import { DeliveryCheckMessages, DeliveryCheckView } from './DeliveryCheck';

// 2026-11-24 13:46 in Coimbatore (08:16 UTC); the same-day cut-off is 16:00 there, 2 h 14 m later.
const NOW = Date.UTC(2026, 10, 24, 8, 16);
const CUT_OFF = '2026-11-24T10:30:00.000Z';

function answer(overrides: Partial<DeliveryAnswer> = {}): DeliveryAnswer {
  return {
    pin: '641002',
    city: 'Coimbatore',
    state: 'Tamil Nadu',
    deliverable: true,
    message: null,
    earliestDate: '2026-11-24',
    latestDate: null,
    orderBy: CUT_OFF,
    slots: [
      { name: 'Standard', startsAt: null, endsAt: null },
      { name: 'Midnight', startsAt: '23:00', endsAt: '23:59' },
    ],
    codAvailable: true,
    ...overrides,
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('DeliveryCheckView', () => {
  it('answers the place, the earliest day, the slots and COD in a live region', () => {
    render(
      <DeliveryCheckView initialPin="641002" answer={answer()} checking={false} failed={false} onCheck={vi.fn()} />,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Delivering to Coimbatore, Tamil Nadu (641002)');
    expect(status).toHaveTextContent('Earliest delivery Tue 24 Nov');
    expect(status).toHaveTextContent('Slots: Standard, Midnight (23:00–23:59)');
    expect(status).toHaveTextContent('Cash on delivery available');
  });

  it('counts down to the cut-off, minute by minute, and stops at it', () => {
    render(
      <DeliveryCheckView initialPin="641002" answer={answer()} checking={false} failed={false} onCheck={vi.fn()} />,
    );
    expect(screen.getByText('Order in the next 2 h 14 m for delivery today')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByText('Order in the next 2 h 13 m for delivery today')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(2 * 3_600_000 + 13 * 60_000);
    });
    expect(screen.queryByText(/Order in the next/)).toBeNull();
  });

  it('says why a PIN is not served, and that COD is not offered there', () => {
    const refused = answer({
      pin: '110001',
      city: 'New Delhi',
      state: 'Delhi',
      deliverable: false,
      message: 'Flowers and cakes are not delivered to 110001.',
      earliestDate: null,
      orderBy: null,
      slots: [],
      codAvailable: false,
    });
    render(
      <DeliveryCheckView initialPin="110001" answer={refused} checking={false} failed={false} onCheck={vi.fn()} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('110001: New Delhi, Delhi');
    expect(screen.getByRole('status')).toHaveTextContent('Flowers and cakes are not delivered to 110001.');
    expect(screen.queryByText(/Order in the next/)).toBeNull();
  });

  it('names a courier date range', () => {
    const courier = answer({
      pin: '600001',
      earliestDate: '2026-11-26',
      latestDate: '2026-11-28',
      orderBy: null,
      slots: [],
    });
    render(
      <DeliveryCheckView initialPin="600001" answer={courier} checking={false} failed={false} onCheck={vi.fn()} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Arrives Thu 26 Nov – Sat 28 Nov');
  });

  it('checks only a valid PIN, keeping digits of what is typed', () => {
    const onCheck = vi.fn();
    render(<DeliveryCheckView initialPin="" answer={null} checking={false} failed={false} onCheck={onCheck} />);
    const field = screen.getByLabelText('Delivery PIN code');
    fireEvent.change(field, { target: { value: '64 10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByRole('alert')).toHaveTextContent(DeliveryCheckMessages.pinInvalid);
    expect(onCheck).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: '641-002' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(onCheck).toHaveBeenCalledWith('641002');
  });

  it('says so when the check failed', () => {
    render(<DeliveryCheckView initialPin="641002" answer={null} checking={false} failed onCheck={vi.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent(DeliveryCheckMessages.failed);
  });

  it("takes an old PIN's refusal off the screen when a new PIN is refused as invalid", () => {
    const refused = answer({ pin: '110001', deliverable: false, message: 'We cannot deliver to 110001 yet.' });
    render(
      <DeliveryCheckView initialPin="110001" answer={refused} checking={false} failed={false} onCheck={vi.fn()} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('We cannot deliver to 110001 yet.');
    fireEvent.change(screen.getByLabelText('Delivery PIN code'), { target: { value: '6410' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByRole('alert')).toHaveTextContent(DeliveryCheckMessages.pinInvalid);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('does not repeat the times of a slot named by its times', () => {
    const slots = [
      { name: '18:00–20:00', startsAt: '18:00', endsAt: '20:00' },
      { name: 'Evening 18:00 - 20:00', startsAt: '18:00', endsAt: '20:00' },
      { name: 'Midnight', startsAt: '23:00', endsAt: '23:59' },
    ];
    render(
      <DeliveryCheckView
        initialPin="641002"
        answer={answer({ slots })}
        checking={false}
        failed={false}
        onCheck={vi.fn()}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Slots: 18:00–20:00, Evening 18:00 - 20:00, Midnight (23:00–23:59)',
    );
  });
});
