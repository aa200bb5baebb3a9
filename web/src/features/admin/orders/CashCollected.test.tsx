// The owner's order page says what cash the delivery took and when, in the shop's time, after any refund too.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { money } from '../../../testing/shop-test-kit';
import { CashCollected } from './AdminOrderSections';

afterEach(cleanup);

describe('CashCollected', () => {
  it('names the amount and the Asia/Kolkata time it was collected', () => {
    // 22:18 UTC on Monday is 03:48 on Tuesday in India.
    render(<CashCollected collected={{ amount: money(144_600), at: '2026-12-07T22:18:00.000Z' }} />);
    expect(screen.getByTestId('admin-cash-collected')).toHaveTextContent('Cash collected ₹1,446 on Tue 8 Dec, 03:48');
  });

  it('says nothing while no cash was collected', () => {
    const { container } = render(<CashCollected collected={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
