// The owner's order list names the buyer with their phone, a gift's recipient, and the delivery date and slot.
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminOrdersTable_OrderFragment } from '../../../gql/graphql';
import { AdminOrdersTable } from './AdminOrdersTable';

afterEach(cleanup);

const person = (firstName: string, lastName: string, phone: string | null, city: string | null) => ({
  firstName,
  lastName,
  phone,
  email: null,
  address: city ? '12 Race Course Road' : null,
  landmark: null,
  city,
  postalCode: city ? '641018' : null,
  state: city ? 'Tamil Nadu' : null,
});

function order(
  id: string,
  parties: AdminOrdersTable_OrderFragment['parties'],
  money: Partial<Pick<AdminOrdersTable_OrderFragment, 'paymentBucket' | 'refundSummary' | 'status'>> = {},
): AdminOrdersTable_OrderFragment {
  return {
    id,
    orderNumber: `GS-${id}`,
    status: 'PLACED',
    placedAt: '2026-11-27T06:00:00.000Z',
    paymentMethod: 'COD',
    payment: null,
    paymentBucket: 'CASH_TO_COLLECT',
    refundSummary: { state: 'NONE', refunded: { paise: 0, formatted: '₹0.00' } },
    parties,
    breakdown: { itemCount: 1, total: { paise: 137_500, formatted: '₹1,375.00' } },
    ...money,
  };
}

const buyer = person('Anitha', 'Raman', '+919876543210', null);
const recipient = person('Meena', 'Krishnan', '+919812345678', 'Coimbatore');

function rowOf(orderNumber: string) {
  return screen.getByRole('link', { name: orderNumber }).closest('tr')!;
}

function cell(row: HTMLElement, label: string) {
  return row.querySelector(`td[data-label="${label}"]`)!.textContent;
}

describe("the owner's order list", () => {
  it('shows the buyer with their phone, a gift recipient, and the delivery date and slot', () => {
    const gift = order('1', {
      billTo: buyer,
      shipTo: recipient,
      gift: true,
      placeOfSupply: 'Tamil Nadu (33)',
      delivery: {
        mode: 'LOCAL',
        date: '2026-11-28',
        text: 'Arrives Sat 28 Nov, 23:00–23:59',
        slot: { id: 'midnight', label: 'Midnight (23:00–23:59)' },
      },
    });
    const courier = order('2', {
      billTo: recipient,
      shipTo: recipient,
      gift: false,
      placeOfSupply: 'Tamil Nadu (33)',
      delivery: {
        mode: 'COURIER',
        date: '2026-11-30',
        text: 'Arrives between Mon 30 Nov and Wed 2 Dec',
        slot: null,
      },
    });
    const older = order('3', {
      billTo: recipient,
      shipTo: recipient,
      gift: false,
      placeOfSupply: 'Tamil Nadu (33)',
      delivery: null,
    });
    render(
      <MemoryRouter>
        <AdminOrdersTable orders={[gift, courier, older]} />
      </MemoryRouter>,
    );

    expect(screen.getByRole('columnheader', { name: 'Delivery' })).toBeInTheDocument();
    const giftRow = rowOf('GS-1');
    expect(cell(giftRow, 'Customer')).toBe('Anitha Raman +91 98765 43210 · Gift for Meena Krishnan · Coimbatore');
    expect(cell(giftRow, 'Delivery')).toBe('Sat 28 Nov, 23:00–23:59 · Midnight');
    expect(cell(rowOf('GS-2'), 'Customer')).toBe('Meena Krishnan +91 98123 45678 · Coimbatore');
    expect(cell(rowOf('GS-2'), 'Delivery')).toBe('between Mon 30 Nov and Wed 2 Dec');
    expect(within(rowOf('GS-3')).getByText('—')).toBeInTheDocument();
  });

  it('says where the money of a cash order stands, and marks a refund (cash or online) with its amount', () => {
    const parties = {
      billTo: buyer,
      shipTo: buyer,
      gift: false,
      placeOfSupply: 'Tamil Nadu (33)',
      delivery: null,
    };
    const toCollect = order('4', parties);
    const collected = order('5', parties, { status: 'DELIVERED', paymentBucket: 'CASH_COLLECTED' });
    const refunded = order('6', parties, {
      status: 'DELIVERED',
      paymentBucket: 'REFUNDED',
      refundSummary: { state: 'PARTIAL', refunded: { paise: 20_000, formatted: '₹200.00' } },
    });
    render(
      <MemoryRouter>
        <AdminOrdersTable orders={[toCollect, collected, refunded]} />
      </MemoryRouter>,
    );
    expect(cell(rowOf('GS-4'), 'Payment')).toBe('Cash on delivery · Cash to collect');
    expect(cell(rowOf('GS-5'), 'Payment')).toBe('Cash on delivery · Cash collected');
    expect(within(rowOf('GS-6')).getByTestId('admin-order-refunded').textContent).toBe('Partly refunded ₹200.00');
    expect(within(rowOf('GS-4')).queryByTestId('admin-order-refunded')).toBeNull();
  });
});
