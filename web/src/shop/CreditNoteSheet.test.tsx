// The printed credit note names bill-to and ship-to as the invoice does: a gift's recipient is the ship-to.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CreditNoteSheet_CreditNoteFragment } from '../gql/graphql';
import { partiesOf } from '../testing/order-seams';
import { money } from '../testing/shop-test-kit';
import { CreditNoteSheet } from './CreditNoteSheet';

afterEach(() => cleanup());

const buyer = {
  firstName: 'Asha',
  lastName: 'Raman',
  email: 'asha@example.in',
  phone: '+919876543210',
  address: '12 MG Road',
  landmark: null,
  city: 'Bengaluru',
  postalCode: '560001',
  state: 'Karnataka',
};
const recipient = {
  firstName: 'Meena',
  lastName: 'Iyer',
  phone: '+919876501234',
  address: '4 Avinashi Road',
  landmark: 'Opposite the temple',
  city: 'Coimbatore',
  postalCode: '641018',
  state: 'Tamil Nadu',
};
const amounts = { taxable: money(9524), cgst: money(0), sgst: money(0), igst: money(476), total: money(10000) };

const note = {
  number: 'CN/2026-27/0001',
  issuedAt: '2026-11-29T06:00:00.000Z',
  reason: 'REFUND',
  invoiceNumber: 'LG/2026-27/00001',
  invoiceIssuedAt: '2026-11-28T06:00:00.000Z',
  orderNumber: 'LG-1001',
  seller: {
    legalName: 'Lovely Gifts Pvt Ltd',
    street: '24 Cross Cut Road',
    city: 'Coimbatore',
    postalCode: '641012',
    state: 'Tamil Nadu',
    gstin: null,
  },
  parties: partiesOf({ address: buyer, recipient }),
  placeOfSupply: 'Karnataka (29)',
  supply: 'INTER_STATE',
  lines: [{ description: 'Chocolate Truffle Cake', code: '1905', gstRate: 5, ...amounts }],
  ...amounts,
  totalInWords: 'Rupees One Hundred Only',
} as unknown as CreditNoteSheet_CreditNoteFragment;

describe('CreditNoteSheet', () => {
  it('bills the buyer and ships to the gift’s recipient, as the invoice it credits', () => {
    render(<CreditNoteSheet note={note} actions={null} />);
    const billTo = screen.getByTestId('credit-note-bill-to').textContent;
    const shipTo = screen.getByTestId('credit-note-ship-to').textContent;
    expect(billTo).toContain('Asha Raman');
    expect(billTo).toContain('Bengaluru');
    expect(shipTo).toContain('Meena Iyer');
    expect(shipTo).toContain('4 Avinashi Road');
    expect(shipTo).not.toContain('Asha');
    expect(screen.queryByRole('heading', { name: 'Buyer' })).toBeNull();
    expect(screen.getByTestId('credit-note-total').textContent).toBe('Amount credited: ₹100');
  });
});
